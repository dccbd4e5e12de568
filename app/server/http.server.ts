import { randomFillSync } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { IMPORT_PATH } from '~/domain/account-import'
import { isCrossSiteRequest } from '~/domain/csrf'

/** Bodies larger than this are refused before any route reads them, but on the paths below. */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * Paths whose action takes more than MAX_BODY_BYTES and bounds its body itself (readBoundedForm): it
 * checks the length before reading a byte, so it can refuse an oversized upload with a page of its own.
 */
const SELF_BOUNDED_PATHS: ReadonlySet<string> = new Set([IMPORT_PATH])

/** Whether the route at `pathname` bounds its own body; `{path}.data` is its address for scripts. */
export function boundsItsOwnBody(pathname: string): boolean {
  return SELF_BOUNDED_PATHS.has(
    pathname
      .toLowerCase()
      .replace(/\.data$/, '')
      .replace(/(.)\/$/, '$1'),
  )
}

const NONCE_BYTES = 16
/**
 * Unpredictable bytes for nonces, drawn from the system's generator 256 nonces at a time: one call per
 * request was a visible part of a small page's server time. Each byte is used once.
 */
const noncePool = Buffer.allocUnsafe(NONCE_BYTES * 256)
let noncePoolOffset = noncePool.length

/** A fresh nonce: 16 random bytes in base64, as a CSP nonce source spells it. */
export function newNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool)
    noncePoolOffset = 0
  }
  const nonce = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + NONCE_BYTES)
  noncePoolOffset += NONCE_BYTES
  return nonce
}

export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = newNonce()
  next()
}

export function contentSecurityPolicy(nonce: string, formActionOrigins: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Tailwind ships as a file; inline style attributes are only layout values set by React.
    "style-src 'self' 'unsafe-inline'",
    // Company logos and profile pictures come from other hosts; avatars are data: URIs.
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    // Signing in with a provider posts a form that is redirected to the provider's authorization page.
    ["form-action 'self'", ...formActionOrigins].join(' '),
  ].join('; ')
}

export function securityHeaders({
  production,
  formActionOrigins,
}: {
  production: boolean
  formActionOrigins: string[]
}) {
  // The policy around the nonce is the same for every answer: built once, then only joined.
  const [policyStart, policyEnd] = contentSecurityPolicy('\0', formActionOrigins).split('\0') as [
    string,
    string,
  ]
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', policyStart + String(res.locals.cspNonce) + policyEnd)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()')
    if (production) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  }
}

export function rejectCrossSitePosts(req: Request, res: Response, next: NextFunction) {
  const crossSite = isCrossSiteRequest({
    method: req.method,
    host: req.get('host') ?? null,
    // https behind a proxy that terminates TLS, when TRUST_PROXY lets X-Forwarded-Proto say so.
    scheme: req.protocol,
    origin: req.get('origin') ?? null,
    secFetchSite: req.get('sec-fetch-site') ?? null,
  })
  if (crossSite) {
    res.status(403).type('text/plain').send('Forbidden: cross-site request refused')
    return
  }
  next()
}

export function enforceBodyLimit(req: Request, res: Response, next: NextFunction) {
  const length = req.get('content-length')
  // Streamed bodies of unknown size cannot be bounded before a route reads them; browsers never send
  // forms that way, so they are refused outright.
  if (length === undefined && req.get('transfer-encoding')) {
    res.status(411).type('text/plain').send('Length Required')
    return
  }
  if (Number(length ?? 0) > MAX_BODY_BYTES && !boundsItsOwnBody(req.path)) {
    res.status(413).type('text/plain').send('Payload Too Large')
    return
  }
  next()
}
