/** A host that no request ever comes from: paths are resolved against it to see where they lead. */
const PROBE_ORIGIN = 'http://prepsharp.invalid'

/**
 * Longer targets fall back: a return path travels in the OAuth state cookie and in links, and browsers drop
 * cookies over 4 KB. No page of the site has an address anywhere near this long.
 */
const MAX_TARGET_LENGTH = 1024

/** Percent-decoding stops after this many rounds; anything still encoded stays a literal in the path. */
const MAX_DECODE_ROUNDS = 4

/**
 * Turns a user-supplied redirect target (redirect_uri, redirectTo, OAuth state) into a same-origin
 * relative path, or the fallback.
 *
 * The decision is taken on the URL the browser will follow, not on the string as given: the target is
 * decoded, resolved by the WHATWG URL parser (which drops tabs and newlines, turns `\` into `/` and
 * removes dot segments, exactly as a browser does with a Location header), and the serialised result is
 * resolved once more. `/.//evil.example` passes every check on the raw string yet resolves to
 * `//evil.example`, a protocol-relative address; judging the result catches it and every variant.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target.length > MAX_TARGET_LENGTH) return fallback
  const decoded = decodeRepeatedly(target.trim())
  if (decoded === null || !decoded.startsWith('/')) return fallback
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return fallback

  let resolved: URL
  try {
    resolved = new URL(decoded, PROBE_ORIGIN)
  } catch {
    return fallback
  }
  if (resolved.origin !== PROBE_ORIGIN) return fallback
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`
  return path.length <= MAX_TARGET_LENGTH && leadsHome(path) ? path : fallback
}

/**
 * Decodes nested percent-encoding (`%252F` → `%2F` → `/`) so that an encoded trick is judged in the form a
 * later decode would give it; null when the text is not valid percent-encoding.
 */
function decodeRepeatedly(text: string): string | null {
  let current = text
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return current
}

/**
 * True when a serialised path, used as a Location header, stays on the site: it is rooted, it cannot be
 * read as protocol-relative (`//`, `/\`), and resolving it against any origin keeps that origin.
 */
function leadsHome(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN
  } catch {
    return false
  }
}
