import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { takeDocumentBytes } from './document-bytes.server'

export type FetchHandler = (request: Request, req: ExpressRequest, res: ExpressResponse) => Promise<Response>

/**
 * Serves Express requests with a Fetch handler: React Router's, wrapped in the checks that need the Fetch
 * Request or the finished Response. It takes the place of @react-router/express, whose handler builds the
 * Request and sends the Response in one call, with no point in between where a body could be checked or
 * a header decided.
 */
export function serveWithFetch(handler: FetchHandler) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const request = toFetchRequest(req, res)
    if (!request) {
      res.status(400).type('text/plain').send('Bad Request')
      return
    }
    try {
      await sendResponse(res, await handler(request, req, res))
    } catch (error) {
      next(error)
    }
  }
}

/**
 * The site's origin as this request names it (Host, or X-Forwarded-Host and X-Forwarded-Proto when the
 * proxy is trusted), or null when that is not a plain host: a Host header holding a path, credentials or
 * characters no host name has must not become the URL that routes and redirects are built on.
 */
export function requestOrigin(req: Pick<ExpressRequest, 'protocol' | 'host'>): string | null {
  const host = req.host
  if (!host) return null
  try {
    const url = new URL(`${req.protocol}://${host}`)
    return url.href === `${url.origin}/` ? url.origin : null
  } catch {
    return null
  }
}

/** The Fetch Request for an Express request, or null when it has no URL or a method Fetch refuses. */
export function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request | null {
  const origin = requestOrigin(req)
  // The target must be a path: absolute-form (`GET http://other/`) and `*` name nothing served here.
  if (!origin || !req.originalUrl.startsWith('/')) return null
  const controller = new AbortController()
  // The handler may still be working when the client goes away; tell it, as @react-router/express does.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  try {
    return new Request(`${origin}${req.originalUrl}`, {
      method: req.method,
      headers: requestHeaders(req),
      signal: controller.signal,
      ...(hasBody ? { body: createReadableStreamFromReadable(req), duplex: 'half' } : {}),
    } as RequestInit)
  } catch {
    return null
  }
}

function requestHeaders(req: ExpressRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return headers
}

export async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  // Headers iterate Set-Cookie one cookie at a time, so several cookies stay several headers.
  for (const [name, value] of response.headers) res.append(name, value)
  if (!response.body) {
    res.end()
    return
  }
  const bytes = takeDocumentBytes(response)
  if (bytes) {
    // Its stream is left unread; nothing else holds it.
    res.end(bytes)
    return
  }
  try {
    await writeReadableStreamToWritable(response.body, res)
  } catch (error) {
    if (res.destroyed || res.writableEnded) return
    throw error
  }
}
