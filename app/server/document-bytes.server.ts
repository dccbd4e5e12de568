/**
 * The bytes of each rendered page, by the Response that carries them. The HTTP layer sends them to the
 * socket in one write instead of reading the Response's body stream back chunk by chunk, which cost a
 * few percent of a small page's server time. A Response not listed here (a redirect, data for scripts, a
 * Response some other code built) is sent from its stream as usual.
 */
const documentBytes = new WeakMap<Response, Uint8Array<ArrayBuffer>>()

/** A Response with `bytes` as its body, registered so that the HTTP layer can send them as they are. */
export function documentResponse(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(bytes, init)
  documentBytes.set(response, bytes)
  return response
}

/** The bytes of a Response made by documentResponse, or null if its body may have been read already. */
export function takeDocumentBytes(response: Response): Uint8Array<ArrayBuffer> | null {
  const bytes = documentBytes.get(response)
  if (!bytes || response.bodyUsed) return null
  documentBytes.delete(response)
  return bytes
}
