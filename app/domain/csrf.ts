const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface RequestOriginFacts {
  method: string
  /** The Host header the request was sent to. */
  host: string | null
  /** The scheme the site was reached by (`http` or `https`). */
  scheme: string
  origin: string | null
  secFetchSite: string | null
}

/**
 * True when a state-changing request was sent by another site. Browsers send Origin on every POST; when
 * it is missing (old browsers, privacy tools) Sec-Fetch-Site decides; a request with neither comes from
 * a non-browser client, which cannot ride on a visitor's cookies, so it is let through.
 *
 * The Origin must be this site's own origin, scheme included: a page on http://host is not the site that
 * https://host is (anyone on the network can write the plain-http page), nor the reverse.
 */
export function isCrossSiteRequest({
  method,
  host,
  scheme,
  origin,
  secFetchSite,
}: RequestOriginFacts): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false
  if (origin !== null) {
    if (origin === 'null' || !host) return true
    try {
      const from = new URL(origin)
      return from.protocol !== `${scheme.toLowerCase()}:` || from.host.toLowerCase() !== host.toLowerCase()
    } catch {
      return true
    }
  }
  if (secFetchSite !== null) return secFetchSite === 'cross-site' || secFetchSite === 'same-site'
  return false
}
