/**
 * The one shape of a JSON error answer (docs/product.md#json-endpoints): `{ "error": message }`, as the
 * endpoints under /api/ answer their failures and the request gate its refusals of them. It is also the
 * shape the site's actions give their fetchers, so a client reads `error` wherever it asks.
 */
export interface JsonErrorBody {
  error: string
}

/** Where the JSON endpoints live: a refusal of a request to one of them is JSON too. */
export const JSON_ENDPOINTS_PREFIX = '/api/'

export function jsonErrorBody(message: string): JsonErrorBody {
  return { error: message }
}

/** A JSON error answer; `init` carries the status and any headers (Retry-After, Allow, Cache-Control). */
export function jsonError(message: string, init: ResponseInit): Response {
  return Response.json(jsonErrorBody(message), init)
}
