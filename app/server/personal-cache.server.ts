import { SESSION_COOKIE_NAME } from './session-cookie.server'

export const PERSONAL_CACHE_CONTROL = 'private, no-store'

/** True when the request carries a session cookie, valid or not: whatever answers it may be personal. */
export function carriesSession(request: Request): boolean {
  const cookies = request.headers.get('Cookie')
  if (!cookies) return false
  return cookies.split(';').some((pair) => pair.trimStart().startsWith(`${SESSION_COOKIE_NAME}=`))
}

/**
 * Every answer to a signed-in request is personal (the header shows the user's email on every page, and
 * downloads hold their data), so neither a shared cache nor the browser's back/forward cache may keep it.
 * Decided here once rather than per route. Only an answer its route marked `public` (the same for
 * everyone, such as avatars) keeps its own caching. Requests without a session are left as they are.
 */
export function markPersonal(request: Request, response: Response): Response {
  if (!carriesSession(request)) return response
  const own = response.headers.get('Cache-Control')
  if (own && /(^|,)\s*public\s*(,|$)/i.test(own)) return response
  try {
    response.headers.set('Cache-Control', PERSONAL_CACHE_CONTROL)
    return response
  } catch {
    // A Response built by Response.redirect() has immutable headers; copy it into one that can change.
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', PERSONAL_CACHE_CONTROL)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
}
