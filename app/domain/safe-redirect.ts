/**
 * Turns a user-supplied redirect target (redirect_uri, OAuth state) into a same-origin relative path.
 * Anything that could leave the site — absolute URLs, protocol-relative `//host`, backslash tricks that
 * browsers read as `//`, control characters, `javascript:` — falls back to the default.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string') return fallback
  let candidate = target.trim()
  // Decode repeatedly so that percent-encoded tricks (%2F%2Fevil, %5C) are judged in their real form.
  for (let i = 0; i < 3; i++) {
    try {
      const decoded = decodeURIComponent(candidate)
      if (decoded === candidate) break
      candidate = decoded
    } catch {
      return fallback
    }
  }
  if (!candidate.startsWith('/')) return fallback
  if (candidate.startsWith('//') || candidate.includes('\\')) return fallback
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback
  // Resolve against a dummy origin: a target that escapes it is not same-origin.
  const base = 'http://prepsharp.invalid'
  let url: URL
  try {
    url = new URL(candidate, base)
  } catch {
    return fallback
  }
  if (url.origin !== base) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
