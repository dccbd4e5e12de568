const MAX_SLUG_LENGTH = 80

/**
 * A URL- and id-safe slug: lower-case ASCII letters and digits joined by single hyphens. Accents are
 * folded ("Café" gives "cafe"); any other character separates words. May be empty.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return slug.length > MAX_SLUG_LENGTH ? slug.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '') : slug
}

/**
 * Hands out slugs that are unique within one chapter: a repeated heading gets "-2", "-3", and so on.
 * `reserved` holds ids the page itself uses, so that a section's anchor never shadows them.
 */
export function createSlugger(fallback: string, reserved: readonly string[] = []) {
  const taken = new Set(reserved)
  return (text: string): string => {
    const base = slugify(text) || fallback
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    return slug
  }
}
