/**
 * The bytes of each rendered page, by the Response that carries them. The HTTP layer sends them to the
 * socket in one write instead of reading the Response's body stream back chunk by chunk, which cost a
 * few percent of a small page's server time. A Response not listed here (a redirect, data for scripts, a
 * Response some other code built) is sent from its stream as usual.
 */
const bytesByResponse = new WeakMap<Response, Uint8Array<ArrayBuffer>>()

/** A Response with `bytes` as its body, registered so that the HTTP layer can send them as they are. */
export function documentResponse(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(bytes, init)
  bytesByResponse.set(response, bytes)
  return response
}

/** The bytes of a Response made by documentResponse, or null if its body may have been read already. */
export function takeDocumentBytes(response: Response): Uint8Array<ArrayBuffer> | null {
  const bytes = bytesByResponse.get(response)
  if (!bytes || response.bodyUsed) return null
  bytesByResponse.delete(response)
  return bytes
}

/**
 * `pieces` written one after the other as UTF-8, in one buffer. Encoding each piece where it goes costs
 * less than joining them first, which copies the page's text once more before encoding it.
 */
export function documentBytes(pieces: readonly string[]): Uint8Array<ArrayBuffer> {
  let length = 0
  for (const piece of pieces) length += Buffer.byteLength(piece)
  const bytes = Buffer.allocUnsafeSlow(length)
  let offset = 0
  for (const piece of pieces) offset += bytes.write(piece, offset)
  return bytes
}
