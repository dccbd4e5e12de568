/**
 * Which requests a route can take, judged from the request line and headers alone (before any body is
 * read): every route answers GET, HEAD and OPTIONS; a route with an action also takes a POST whose body
 * is in the format that action reads. Everything else gets a 4xx here instead of reaching an action that
 * would fail on it.
 */

import { JSON_ENDPOINTS_PREFIX, jsonErrorBody } from './json-error'

/**
 * What a route's action reads: an HTML form (urlencoded or multipart), a JSON document, or nothing at all
 * (an action that only answers, like the 404 of a path no page has, takes a POST of any kind).
 */
export type BodyFormat = 'form' | 'json' | 'none'

export interface RouteShape {
  /** The body format the route's action reads, or null when the route has no action. */
  action: BodyFormat | null
}

export interface Refusal {
  status: 204 | 405 | 415
  headers: Record<string, string>
  body: string
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

export const ACCEPTED_TYPES: Record<Exclude<BodyFormat, 'none'>, readonly string[]> = {
  form: FORM_TYPES,
  json: ['application/json'],
}

/** The methods a route answers, in the order an Allow header lists them. */
export function allowedMethods(route: RouteShape): string[] {
  return route.action ? ['GET', 'HEAD', 'OPTIONS', 'POST'] : ['GET', 'HEAD', 'OPTIONS']
}

/** `multipart/form-data; boundary=x` → `multipart/form-data`; null without a usable type. */
export function mediaTypeEssence(contentType: string | null): string | null {
  const essence = contentType?.split(';', 1)[0]?.trim().toLowerCase()
  return essence ? essence : null
}

export function isFormMediaType(contentType: string | null): boolean {
  const essence = mediaTypeEssence(contentType)
  return essence !== null && FORM_TYPES.includes(essence)
}

/**
 * Null when the request may go on to the route; otherwise the answer to give instead. OPTIONS is answered
 * here (204 with Allow) since no route has anything more to say to it. A POST whose type is right may
 * still carry a body that does not parse; that is judged once the body is read (400).
 */
export function judgeRequest(method: string, route: RouteShape, contentType: string | null): Refusal | null {
  const verb = method.toUpperCase()
  if (verb === 'GET' || verb === 'HEAD') return null
  const allow = allowedMethods(route).join(', ')
  if (verb === 'OPTIONS') return { status: 204, headers: { Allow: allow }, body: '' }
  if (verb !== 'POST' || route.action === null) {
    return {
      status: 405,
      headers: { Allow: allow, 'Content-Type': 'text/plain; charset=utf-8' },
      body: 'Method Not Allowed',
    }
  }
  if (route.action === 'none') return null
  const accepted = ACCEPTED_TYPES[route.action]
  const essence = mediaTypeEssence(contentType)
  if (essence === null || !accepted.includes(essence)) {
    return {
      status: 415,
      // Accept-Post names the types this resource does take (RFC 9110 §15.5.16 suggests saying so).
      headers: { 'Accept-Post': accepted.join(', '), 'Content-Type': 'text/plain; charset=utf-8' },
      body: `Unsupported Media Type: send ${accepted.join(' or ')}`,
    }
  }
  return null
}

/**
 * Whether a refusal is written as JSON rather than plain text: always on the JSON endpoints, whose
 * clients parse every answer, and for any client whose Accept header ranks application/json at least as
 * high as text. A browser's navigation and a bare fetch, which accept any type, keep the plain text.
 */
export function refusesInJson(pathname: string, accept: string | null): boolean {
  return pathname.startsWith(JSON_ENDPOINTS_PREFIX) || prefersJson(accept)
}

function prefersJson(accept: string | null): boolean {
  let json = 0
  let text = 0
  for (const range of accept?.split(',') ?? []) {
    const [type = '', ...parameters] = range.split(';')
    const essence = type.trim().toLowerCase()
    const quality = qualityOf(parameters)
    if (essence === 'application/json') json = Math.max(json, quality)
    else if (essence === 'text/plain' || essence === 'text/html' || essence === 'text/*')
      text = Math.max(text, quality)
  }
  return json > 0 && json >= text
}

/** The `q` of a media range: 1 when absent, and a value that is not a number counts as absent. */
function qualityOf(parameters: string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim().toLowerCase())
    if (name !== 'q') continue
    const quality = Number(value)
    return value !== '' && Number.isFinite(quality) ? Math.min(1, Math.max(0, quality)) : 1
  }
  return 1
}

/** The same refusal for a client that reads JSON: its text becomes the JSON error body. */
export function asJsonRefusal(refusal: Refusal): Refusal {
  if (!refusal.body) return refusal
  return {
    ...refusal,
    headers: { ...refusal.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(jsonErrorBody(refusal.body)),
  }
}
