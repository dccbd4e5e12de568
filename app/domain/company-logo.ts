/**
 * The logo-lookup service (docs/product.md#company-logos): a public image URL per domain, authorised by a
 * publishable token.
 */
const LOGO_SERVICE = 'https://img.logo.dev'

/** Twice the largest size a logo is drawn at (2.5 rem), so it stays sharp on high-density screens. */
export const LOGO_PIXELS = 80

const DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/

function hostOf(website: string): string | null {
  const trimmed = website.trim().toLowerCase()
  if (!trimmed) return null
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(trimmed) ? trimmed : `https://${trimmed}`).hostname
    const bare = host.replace(/^www\./, '')
    return DOMAIN_PATTERN.test(bare) ? bare : null
  } catch {
    return null
  }
}

/**
 * The domain a company's logo is looked up by: its website when one is stored ('https://www.adobe.com/'
 * and 'adobe.com' both give 'adobe.com'), else one derived from the name. A name that is itself a domain
 * ('Booking.com', 'Apollo.io') is used as it is; any other name keeps its letters and digits and gets
 * '.com' ('Goldman Sachs' → 'goldmansachs.com', 'D. E. Shaw' → 'deshaw.com').
 */
export function logoDomain(company: { name: string; website?: string | null }): string | null {
  const fromWebsite = company.website ? hostOf(company.website) : null
  if (fromWebsite) return fromWebsite
  const name = company.name.trim().toLowerCase()
  if (!/\s/.test(name) && DOMAIN_PATTERN.test(name)) return name
  const letters = name.normalize('NFKD').replace(/[^a-z0-9]/g, '')
  return letters ? `${letters}.com` : null
}

/**
 * The image address of a company's logo, or null when no token is configured or no domain can be found
 * (the card then shows a monogram). `fallback=404` makes the service answer an unknown domain with an
 * error rather than its own placeholder, so the page's monogram shows instead.
 */
export function logoUrl(
  company: { name: string; website?: string | null },
  token: string | null | undefined,
): string | null {
  const domain = logoDomain(company)
  if (!token || !domain) return null
  // The default JPEG is opaque, so a loaded logo fully covers the monogram drawn beneath it.
  const params = new URLSearchParams({ token, size: String(LOGO_PIXELS), fallback: '404' })
  return `${LOGO_SERVICE}/${domain}?${params}`
}

/** The monogram's letter: the first letter or digit of the name, upper-cased. */
export function monogramLetter(name: string): string {
  const match = name.normalize('NFKD').match(/[\p{L}\p{N}]/u)
  return match ? match[0].toLocaleUpperCase('en') : '?'
}

/**
 * A stable colour slot for a company's monogram, so a company keeps its colour everywhere and neighbours
 * tend to differ. A small string hash (FNV-1a) of the lower-cased name, modulo the number of slots.
 */
export function monogramSlot(name: string, slots: number): number {
  let hash = 0x811c9dc5
  for (const char of name.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % slots
}
