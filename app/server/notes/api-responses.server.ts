import { jsonError } from '~/domain/json-error'

/**
 * The JSON answer of the notes endpoints to a visitor: the notes are for signed-in users
 * (docs/product.md#json-endpoints).
 */
export function notSignedInJson(): Response {
  return jsonError('Login to continue', { status: 401, headers: { 'Cache-Control': 'no-store' } })
}
