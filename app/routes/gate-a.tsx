import { Outlet } from 'react-router'
import { RouteErrorContent } from '~/components/route-error'

// Group A of SPEC §2: each child loader calls requireUser(request, 'A'); a visitor's 401 lands here.
export default function GroupALayout() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <RouteErrorContent />
}
