import { describe, expect, it } from 'vitest'
import { atLeast, homeProblemsLabel, storedTotals } from './home-figures'

describe('atLeast', () => {
  // docs/product.md#home: the database's counts, rounded down to a ten, with '+'.
  it('rounds down to a ten and adds a plus, so a card never claims more than its sheet holds', () => {
    expect(atLeast(221)).toBe('220+')
    expect(atLeast(229)).toBe('220+')
    expect(atLeast(270)).toBe('270+')
    expect(atLeast(10)).toBe('10+')
    expect(atLeast(2325)).toBe('2320+')
  })

  it('writes a count under ten as it is, and never a negative or a fraction', () => {
    expect(atLeast(9)).toBe('9')
    expect(atLeast(0)).toBe('0')
    expect(atLeast(-3)).toBe('0')
    expect(atLeast(19.9)).toBe('10+')
  })
})

describe('homeProblemsLabel', () => {
  it("is 'N+ Problems', and exact under ten", () => {
    expect(homeProblemsLabel(221)).toBe('220+ Problems')
    expect(homeProblemsLabel(7)).toBe('7 Problems')
    expect(homeProblemsLabel(1)).toBe('1 Problem')
  })
})

describe('storedTotals', () => {
  const slugs = ['google', 'meta', 'oracle']

  it('gives the stored count of every company asked for, by slug', () => {
    const rows = [
      { slug: 'oracle', totalProblems: 3 },
      { slug: 'google', totalProblems: 221 },
      { slug: 'meta', totalProblems: 180 },
      { slug: 'acme', totalProblems: 999 },
    ]
    expect(storedTotals(slugs, rows)).toEqual({ google: 221, meta: 180, oracle: 3 })
  })

  it('leaves out a company the database lacks while it holds others', () => {
    expect(storedTotals(slugs, [{ slug: 'meta', totalProblems: 12 }])).toEqual({ meta: 12 })
  })

  it('is null for a database holding none of them, so the documented figures stay', () => {
    expect(storedTotals(slugs, [])).toBeNull()
    expect(storedTotals(slugs, [{ slug: 'acme', totalProblems: 5 }])).toBeNull()
  })
})
