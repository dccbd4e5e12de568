import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MISSING_VALUE, formatCount, formatPercent } from './format'

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1000'],
    [12.4, '12'],
    [12.6, '13'],
    [1000.4, '1000'],
  ])('writes %s as the plain integer %s up to 1,000', (value, text) => {
    expect(formatCount(value)).toBe(text)
  })

  it.each([
    [1000.6, '1.0K'],
    [1001, '1.0K'],
    [1049, '1.0K'],
    [1050, '1.1K'],
    [1234, '1.2K'],
    [1250, '1.3K'],
    [1999, '2.0K'],
    [68_880, '68.9K'],
    [100_000, '100.0K'],
    [999_949, '999.9K'],
  ])('writes %s above 1,000 with one decimal and K: %s', (value, text) => {
    expect(formatCount(value)).toBe(text)
  })

  it.each([
    [999_950, '1.0M'],
    [1_000_000, '1.0M'],
    [1_000_001, '1.0M'],
    [1_049_999, '1.0M'],
    [1_050_000, '1.1M'],
    [21_781_141, '21.8M'],
    [37_886_375, '37.9M'],
    [1_500_000_000, '1500.0M'],
  ])('writes %s in millions as %s', (value, text) => {
    expect(formatCount(value)).toBe(text)
  })

  it('writes a dash for a value that is not a count', () => {
    expect(MISSING_VALUE).toBe('—')
    for (const value of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1, -5000]) {
      expect(formatCount(value)).toBe(MISSING_VALUE)
    }
  })

  it('writes very large counts in plain digits, never in exponent notation', () => {
    expect(formatCount(1e21)).toBe('1000000000000000.0M')
    expect(formatCount(Number.MAX_VALUE)).toMatch(/^\d{300,}\.\dM$/)
  })

  it('never throws and always answers a number with at most one decimal, K, M, or the dash', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.constantFrom(null, undefined)), (value) => {
        expect(formatCount(value)).toMatch(/^(\d+|\d+\.\d[KM]|—)$/)
      }),
      { numRuns: 2000 },
    )
  })

  it('never shows a smaller figure for a larger count', () => {
    const magnitude = (text: string) => {
      const unit = text.at(-1)
      const scale = unit === 'M' ? 1_000_000 : unit === 'K' ? 1000 : 1
      return Number.parseFloat(text) * scale
    }
    fc.assert(
      fc.property(fc.nat(2_000_000_000), fc.nat(2_000_000_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(magnitude(formatCount(high))).toBeGreaterThanOrEqual(magnitude(formatCount(low)))
      }),
    )
  })
})

describe('formatPercent', () => {
  it.each([
    [53.17, '53.2%'],
    [53.14, '53.1%'],
    [57.5, '57.5%'],
    [100, '100.0%'],
    [0, '0.0%'],
    [0.04, '0.0%'],
    [99.96, '100.0%'],
    [-0.01, '0.0%'],
    [-12.34, '-12.3%'],
  ])('writes %s as %s', (value, text) => {
    expect(formatPercent(value)).toBe(text)
  })

  it('writes a dash for a missing or non-finite value', () => {
    for (const value of [null, undefined, Number.NaN, Number.NEGATIVE_INFINITY, Number.MAX_VALUE]) {
      expect(formatPercent(value)).toBe(MISSING_VALUE)
    }
  })

  it('writes very large values in plain digits', () => {
    expect(formatPercent(1e21)).toBe('1000000000000000000000.0%')
  })

  it('never throws', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(formatPercent(value)).toMatch(/^(-?\d+\.\d%|—)$/)
      }),
      { numRuns: 2000 },
    )
  })
})
