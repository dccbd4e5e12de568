import { Outlet } from 'react-router'
import { RouteErrorContent } from '~/components/route-error'

// Group B of SPEC §2: each child loader calls requireUser(request, 'B'); a visitor's 401 lands here.
export default function GroupBLayout() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <RouteErrorContent />
}
