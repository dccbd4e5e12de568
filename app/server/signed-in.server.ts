import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import type { ReturnPathStyle } from '~/domain/login-gate'
import { requireUser, type SessionUser } from './session.server'

/** The signed-in user, set by `requireSignedIn` for every route below a signed-in-only layout. */
export const signedInUserContext = createContext<SessionUser>()

/**
 * The middleware of a signed-in-only layout. It runs before any loader or action below the layout, so
 * a visitor is refused before any of them reads or writes: a layout loader would not do, since React
 * Router runs it alongside its children's. Why middleware: docs/decisions/0014-signed-in-routes-guarded-by-middleware.md.
 */
export function requireSignedIn(returnPath: ReturnPathStyle): MiddlewareFunction<Response> {
  return async ({ request, context }) => {
    context.set(signedInUserContext, await requireUser(request, returnPath))
  }
}

/** The user a signed-in-only layout let through; for the loaders and actions below it. */
export function signedInUser(context: Readonly<RouterContextProvider>): SessionUser {
  return context.get(signedInUserContext)
}
