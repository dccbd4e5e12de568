import type { RouterContextProvider } from 'react-router'
import { createLoadContext } from '~/server/load-context.server'
import { getUser } from '~/server/session.server'
import { signedInUserContext } from '~/server/signed-in.server'

/**
 * The router context a loader or action gets on the server, for calling one directly in a unit test:
 * what the HTTP layer puts in (the client's address, a nonce) and, when the request carries a session,
 * the user, as the middleware of a signed-in-only layout sets it.
 */
export async function routeContext(
  request: Request,
  { clientIp = '192.0.2.1' }: { clientIp?: string } = {},
): Promise<RouterContextProvider> {
  const context = createLoadContext({ clientIp, cspNonce: 'test-nonce' })
  const user = await getUser(request)
  if (user) context.set(signedInUserContext, user)
  return context
}
