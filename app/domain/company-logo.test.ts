import { describe, expect, it } from 'vitest'
import { logoDomain, logoUrl, monogramLetter, monogramSlot } from './company-logo'

describe('logoDomain', () => {
  it('uses the stored website, in whatever form it was written', () => {
    expect(logoDomain({ name: 'Adobe', website: 'adobe.com' })).toBe('adobe.com')
    expect(logoDomain({ name: 'Adobe', website: 'https://www.adobe.com/careers' })).toBe('adobe.com')
    expect(logoDomain({ name: 'Adobe', website: ' HTTP://Adobe.COM ' })).toBe('adobe.com')
  })

  it('derives a domain from the name when there is no usable website', () => {
    expect(logoDomain({ name: 'Goldman Sachs', website: null })).toBe('goldmansachs.com')
    expect(logoDomain({ name: 'D. E. Shaw' })).toBe('deshaw.com')
    expect(logoDomain({ name: 'AT&T', website: 'not a website' })).toBe('att.com')
    expect(logoDomain({ name: 'Société Générale' })).toBe('societegenerale.com')
  })

  it('keeps a name that is itself a domain', () => {
    expect(logoDomain({ name: 'Booking.com' })).toBe('booking.com')
    expect(logoDomain({ name: 'Apollo.io' })).toBe('apollo.io')
  })

  it('gives up on a name with no letters or digits', () => {
    expect(logoDomain({ name: '—' })).toBeNull()
  })
})

describe('logoUrl', () => {
  it('asks the logo service for the domain with the token', () => {
    const url = new URL(logoUrl({ name: 'Google', website: 'google.com' }, 'pk_test')!)
    expect(url.origin).toBe('https://img.logo.dev')
    expect(url.pathname).toBe('/google.com')
    expect(url.searchParams.get('token')).toBe('pk_test')
    expect(url.searchParams.get('size')).toBe('80')
    // An unknown domain must fail so that the page's own monogram shows.
    expect(url.searchParams.get('fallback')).toBe('404')
  })

  it('is null without a token', () => {
    expect(logoUrl({ name: 'Google', website: 'google.com' }, undefined)).toBeNull()
    expect(logoUrl({ name: 'Google', website: 'google.com' }, '')).toBeNull()
  })
})

describe('monogram', () => {
  it('shows the first letter or digit, upper-cased', () => {
    expect(monogramLetter('google')).toBe('G')
    expect(monogramLetter('  1Kosmos')).toBe('1')
    expect(monogramLetter('ébay')).toBe('E')
    expect(monogramLetter('***')).toBe('?')
  })

  it('gives each name a stable colour slot within range', () => {
    expect(monogramSlot('Google', 8)).toBe(monogramSlot(' google ', 8))
    const slots = new Set(
      ['Google', 'Meta', 'Amazon', 'Apple', 'Uber', 'Oracle', 'Adobe', 'Nvidia'].map((n) =>
        monogramSlot(n, 8),
      ),
    )
    expect([...slots].every((slot) => slot >= 0 && slot < 8)).toBe(true)
    expect(slots.size).toBeGreaterThan(3)
  })
})
