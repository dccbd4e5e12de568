import { data } from 'react-router'
import { RouteErrorContent } from '~/components/route-error'

export function loader() {
  throw data('No route matches URL', { status: 404 })
}

export function action() {
  throw data('No route matches URL', { status: 404 })
}

export default function NotFound() {
  return null
}

export function ErrorBoundary() {
  return <RouteErrorContent />
}
