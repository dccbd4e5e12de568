import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { jsonError } from '~/domain/json-error'
import { asJsonRefusal, judgeRequest, mediaTypeEssence, refusesInJson } from '~/domain/request-shape'
import { boundsItsOwnBody } from './http.server'
import type { RouteTable } from './route-table.server'

/**
 * Refuses, before React Router sees it, a request that no route could answer: a method the route does
 * not take (405 with Allow), a POST in a format its action does not read (415), and answers OPTIONS.
 * A JSON endpoint, or a client that asks for JSON, gets the refusal as a JSON error body.
 * It runs before the request becomes a Fetch Request, because Node's Request refuses some methods
 * (TRACE, CONNECT) outright, which would otherwise surface as a 500.
 */
export function requestGate(routeFor: RouteTable) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    // Only a path names a route; any other target (`*`, `http://host/…`) is the Fetch bridge's 400.
    if (!req.originalUrl.startsWith('/')) return next()
    // Appended, not resolved: resolving would read `//other/x` as another host and judge the route `/x`.
    const url = new URL(`http://request.invalid${req.originalUrl}`)
    const judged = judgeRequest(req.method, routeFor(url), req.get('content-type') ?? null)
    if (!judged) return next()
    const refusal = refusesInJson(url.pathname, req.get('accept') ?? null) ? asJsonRefusal(judged) : judged
    res.status(refusal.status).set(refusal.headers)
    if (refusal.body) res.send(refusal.body)
    else res.end()
  }
}

const UNREADABLE_FORM = 'Bad Request: the form body could not be read'

/**
 * A 400 for a form POST whose body does not parse (a multipart body without a boundary, or broken
 * multipart), where an action's `request.formData()` would throw. Only multipart can fail: the
 * urlencoded parser takes any bytes, so those bodies are not read twice. The check reads a clone; the
 * action still reads the original.
 */
export async function refuseUnreadableForm(request: Request): Promise<Response | null> {
  if (request.method !== 'POST') return null
  if (mediaTypeEssence(request.headers.get('content-type')) !== 'multipart/form-data') return null
  // Such a route reads its body within its own bound and answers a broken one itself; reading a clone
  // here would read an oversized body whole.
  if (boundsItsOwnBody(new URL(request.url).pathname)) return null
  try {
    await request.clone().formData()
    return null
  } catch {
    if (refusesInJson(new URL(request.url).pathname, request.headers.get('accept'))) {
      return jsonError(UNREADABLE_FORM, { status: 400 })
    }
    return new Response(UNREADABLE_FORM, {
      status: 400,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
}
