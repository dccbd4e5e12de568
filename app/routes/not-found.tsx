import { data } from 'react-router'
import { RouteErrorContent } from '~/components/route-error'
import type { RequestBodyHandle } from '~/server/route-table.server'

// Every POST to a path no page has is the same 404, whatever its body.
export const handle = { requestBody: 'none' } satisfies RequestBodyHandle

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
