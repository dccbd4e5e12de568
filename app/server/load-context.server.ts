import { createContext, RouterContextProvider } from 'react-router'

/** The client's address, for rate limits (Express's `req.ip`, which honours TRUST_PROXY). */
export const clientIpContext = createContext<string>()

/** The per-request nonce that the Content-Security-Policy allows scripts with. */
export const cspNonceContext = createContext<string>()

/**
 * For a request answered with a whole HTML document (not a `.data` request of the client router, whose
 * loader data must carry everything): values a loader hands to the server render alone, by key. The
 * document's markup carries them, so they are left out of the loader data the page hydrates with
 * (app/components/markup-only.tsx). Null for a data request.
 */
export const markupOnlyContext = createContext<Map<string, unknown> | null>(null)

/** Whether a request to this path is the client router asking for loader or action data. */
export function isDataRequestPath(path: string): boolean {
  return path.endsWith('.data')
}

/**
 * What the HTTP layer hands to React Router for one request. With route middleware on, React Router
 * takes a RouterContextProvider rather than a plain object, and every value is read with `context.get`.
 */
export function createLoadContext({
  clientIp,
  cspNonce,
  document = false,
}: {
  clientIp: string
  cspNonce: string
  /** Answered with an HTML document rather than data; see markupOnlyContext. */
  document?: boolean
}) {
  const context = new RouterContextProvider()
  context.set(clientIpContext, clientIp)
  context.set(cspNonceContext, cspNonce)
  context.set(markupOnlyContext, document ? new Map() : null)
  return context
}
