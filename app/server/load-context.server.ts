import { createContext, RouterContextProvider } from 'react-router'

/** The client's address, for rate limits (Express's `req.ip`, which honours TRUST_PROXY). */
export const clientIpContext = createContext<string>()

/** The per-request nonce that the Content-Security-Policy allows scripts with. */
export const cspNonceContext = createContext<string>()

/**
 * What the HTTP layer hands to React Router for one request. With route middleware on, React Router
 * takes a RouterContextProvider rather than a plain object, and every value is read with `context.get`.
 */
export function createLoadContext({ clientIp, cspNonce }: { clientIp: string; cspNonce: string }) {
  const context = new RouterContextProvider()
  context.set(clientIpContext, clientIp)
  context.set(cspNonceContext, cspNonce)
  return context
}
