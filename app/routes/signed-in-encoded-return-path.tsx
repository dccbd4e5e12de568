import { Outlet } from 'react-router'
import type { Route } from './+types/signed-in-encoded-return-path'
import { RouteErrorContent } from '~/components/route-error'
import { requireSignedIn } from '~/server/signed-in.server'

// Signed-in users only; the login gate links back to the page with its path URL-encoded in redirect_uri
// (docs/product.md#login-gate). The routes below read the user with signedInUser(context).
export const middleware: Route.MiddlewareFunction[] = [requireSignedIn('encoded')]

export default function SignedInEncodedReturnPathLayout() {
  return <Outlet />
}

// A visitor's 401 from a client-side navigation lands here; a full page load shows it in the root's.
export function ErrorBoundary() {
  return <RouteErrorContent />
}
