import { describe, expect, it } from 'vitest'
import {
  favoriteKey,
  isFavorite,
  MAX_FAVORITES,
  mergeFavorites,
  parseStoredFavorites,
  resolveFavoriteCompanies,
  sameFavorites,
  toggleFavorite,
} from './favorites'

describe('parseStoredFavorites', () => {
  it('reads the stored array of names', () => {
    expect(parseStoredFavorites('["Google","Meta"]')).toEqual(['Google', 'Meta'])
  })

  it('treats missing, malformed or foreign values as no favourites', () => {
    for (const raw of [null, undefined, '', 'not json', '{"Google":true}', '"Google"', '42', 'null']) {
      expect(parseStoredFavorites(raw)).toEqual([])
    }
  })

  it('keeps only names, trims them and drops blanks and repeats in any case', () => {
    expect(parseStoredFavorites('[" Google ", 7, null, "", "  ", "google", {"name":"x"}, "Meta"]')).toEqual([
      'Google',
      'Meta',
    ])
  })

  it('stops at MAX_FAVORITES', () => {
    const many = Array.from({ length: MAX_FAVORITES + 50 }, (_, i) => `Company ${i}`)
    expect(parseStoredFavorites(JSON.stringify(many))).toHaveLength(MAX_FAVORITES)
  })
})

// docs/product.md#favourites
describe('toggleFavorite', () => {
  it('adds a name that is not a favourite, at the end', () => {
    expect(toggleFavorite(['Google'], 'Meta')).toEqual({ favorites: ['Google', 'Meta'], added: true })
  })

  it('removes a name that is already a favourite, whatever its case', () => {
    expect(toggleFavorite(['Google', 'TikTok', 'Meta'], 'tiktok')).toEqual({
      favorites: ['Google', 'Meta'],
      added: false,
    })
  })

  it('toggling twice gives the list back', () => {
    const once = toggleFavorite(['Google'], 'Uber').favorites
    expect(toggleFavorite(once, 'Uber').favorites).toEqual(['Google'])
  })

  it('does not change the list it was given', () => {
    const favorites = Object.freeze(['Google'])
    toggleFavorite(favorites, 'Google')
    toggleFavorite(favorites, 'Meta')
    expect(favorites).toEqual(['Google'])
  })
})

describe('mergeFavorites', () => {
  it('is the union: this browser first, then what only the account has', () => {
    expect(mergeFavorites(['Uber', 'Google'], ['Google', 'Meta', 'Apple'])).toEqual([
      'Uber',
      'Google',
      'Meta',
      'Apple',
    ])
  })

  it('uses the account spelling for a name both hold', () => {
    expect(mergeFavorites(['tiktok', 'Uber'], ['TikTok'])).toEqual(['TikTok', 'Uber'])
  })

  it('handles either side being empty', () => {
    expect(mergeFavorites([], ['Meta'])).toEqual(['Meta'])
    expect(mergeFavorites(['Meta'], [])).toEqual(['Meta'])
    expect(mergeFavorites([], [])).toEqual([])
  })

  it('gives the same result when merged again (both stores then agree)', () => {
    const merged = mergeFavorites(['Uber'], ['Meta'])
    expect(mergeFavorites(merged, ['Meta', 'Uber'])).toEqual(merged)
  })
})

describe('helpers', () => {
  it('compares names without case or surrounding space', () => {
    expect(favoriteKey('  Goldman Sachs ')).toBe('goldman sachs')
    expect(isFavorite(['Goldman Sachs'], 'goldman sachs')).toBe(true)
    expect(isFavorite(['Goldman Sachs'], 'Goldman')).toBe(false)
  })

  it('sameFavorites compares order too', () => {
    expect(sameFavorites(['A', 'B'], ['A', 'B'])).toBe(true)
    expect(sameFavorites(['A', 'B'], ['B', 'A'])).toBe(false)
    expect(sameFavorites(['A'], ['A', 'B'])).toBe(false)
  })
})

describe('resolveFavoriteCompanies', () => {
  const companies = [
    { slug: 'google', name: 'Google' },
    { slug: 'goldman-sachs', name: 'Goldman Sachs' },
    { slug: 'de-shaw', name: 'D. E. Shaw' },
  ]

  it('matches by name in any case, in the favourites order', () => {
    expect(resolveFavoriteCompanies(['d. e. shaw', 'GOOGLE'], companies).map((c) => c.slug)).toEqual([
      'de-shaw',
      'google',
    ])
  })

  it('falls back to the slug derived from a name', () => {
    expect(resolveFavoriteCompanies(['goldman-sachs'], companies).map((c) => c.name)).toEqual([
      'Goldman Sachs',
    ])
  })

  it('skips names of companies that do not exist, and repeats', () => {
    expect(resolveFavoriteCompanies(['Initech', 'Google', 'google'], companies).map((c) => c.slug)).toEqual([
      'google',
    ])
  })
})
