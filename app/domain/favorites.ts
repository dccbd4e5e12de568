import { companySlug } from './problem-slug'

/** The browser keeps favourites as an array of company names under this key (docs/product.md#favourites). */
export const FAVORITES_STORAGE_KEY = 'favoriteCompanies'

/** More favourites than this is not a list anyone reads; it also bounds what one request may carry. */
export const MAX_FAVORITES = 200

/** A favourite company as the account stores it and the page shows it. */
export interface FavoriteCompany {
  slug: string
  name: string
}

/** What POST /favorites answers a fetcher with: the account's favourites after the change, or why not. */
export type FavoritesActionData = { ok: true; favorites: FavoriteCompany[] } | { ok: false; error: string }

/** The id of a company's card on the search page, so that a link can lead straight to it. */
export function companyAnchor(slug: string): string {
  return `company-${slug}`
}

/** Two spellings of one name ('TikTok', ' tiktok ') are the same favourite. */
export function favoriteKey(name: string): string {
  return name.trim().toLocaleLowerCase('en')
}

function dedupe(names: Iterable<string>): string[] {
  const seen = new Set<string>()
  const result: string[] = []
  for (const raw of names) {
    const name = raw.trim()
    const key = favoriteKey(name)
    if (!key || seen.has(key)) continue
    seen.add(key)
    result.push(name)
    if (result.length === MAX_FAVORITES) break
  }
  return result
}

/**
 * Reads what is stored under FAVORITES_STORAGE_KEY. Storage is shared with every script and extension on
 * the origin and may hold anything, so whatever is not an array of names is dropped rather than trusted.
 */
export function parseStoredFavorites(raw: string | null | undefined): string[] {
  if (!raw) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  return dedupe(value.filter((item): item is string => typeof item === 'string'))
}

export function isFavorite(favorites: readonly string[], name: string): boolean {
  const key = favoriteKey(name)
  return favorites.some((favorite) => favoriteKey(favorite) === key)
}

/**
 * A name not in the favourites is added (at the end); a name already there is removed
 * (docs/product.md#favourites).
 */
export function toggleFavorite(
  favorites: readonly string[],
  name: string,
): { favorites: string[]; added: boolean } {
  if (isFavorite(favorites, name)) {
    const key = favoriteKey(name)
    return { favorites: favorites.filter((favorite) => favoriteKey(favorite) !== key), added: false }
  }
  return { favorites: dedupe([...favorites, name]), added: true }
}

/**
 * The union of this browser's favourites and the account's, so a favourite made on any device shows on
 * every one. This browser's order comes first (its panel does not reshuffle); favourites only the account
 * knows follow in the account's order. Where both spell a name, the account's spelling (the company's
 * stored name) wins.
 */
export function mergeFavorites(local: readonly string[], account: readonly string[]): string[] {
  const accountSpelling = new Map(account.map((name) => [favoriteKey(name), name.trim()]))
  const respelled = local.map((name) => accountSpelling.get(favoriteKey(name)) ?? name)
  return dedupe([...respelled, ...account])
}

export function sameFavorites(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index])
}

/**
 * The companies a list of favourite names stands for, in the favourites' order. A name is matched to a
 * company by its name (any case) or, failing that, by the slug built from it (docs/product.md#company-slugs).
 * Names that match no company (one that was renamed or removed) are skipped, not shown as broken chips.
 */
export function resolveFavoriteCompanies<T extends { name: string; slug: string }>(
  favorites: readonly string[],
  companies: readonly T[],
): T[] {
  const byName = new Map(companies.map((company) => [favoriteKey(company.name), company]))
  const bySlug = new Map(companies.map((company) => [company.slug, company]))
  const seen = new Set<string>()
  const result: T[] = []
  for (const name of favorites) {
    const company = byName.get(favoriteKey(name)) ?? bySlug.get(companySlug(name))
    if (!company || seen.has(company.slug)) continue
    seen.add(company.slug)
    result.push(company)
  }
  return result
}
