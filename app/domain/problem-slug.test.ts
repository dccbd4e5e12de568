import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_SLUG_LENGTH, companySlug, slugFromInput } from './problem-slug'

describe('slugFromInput', () => {
  it.each([
    ['https://leetcode.com/problems/two-sum', 'two-sum'],
    ['https://leetcode.com/problems/two-sum/', 'two-sum'],
    ['https://leetcode.com/problems/two-sum/description/', 'two-sum'],
    ['https://leetcode.com/problems/two-sum/solutions/123456/some-write-up/', 'two-sum'],
    ['http://www.leetcode.com/problems/3sum/', '3sum'],
    ['https://prepsharp.app/problems/add-two-numbers', 'add-two-numbers'],
  ])('takes the slug of a full problem URL: %s', (input, slug) => {
    expect(slugFromInput(input)).toBe(slug)
  })

  it('drops query strings and fragments', () => {
    expect(slugFromInput('https://leetcode.com/problems/two-sum/?envType=daily-question&envId=2024')).toBe(
      'two-sum',
    )
    expect(slugFromInput('https://leetcode.com/problems/two-sum?tab=description')).toBe('two-sum')
    expect(slugFromInput('https://leetcode.com/problems/two-sum#comments')).toBe('two-sum')
    expect(slugFromInput('two-sum?x=1#y')).toBe('two-sum')
  })

  it('finds the slug in a URL pasted without its scheme', () => {
    expect(slugFromInput('leetcode.com/problems/two-sum')).toBe('two-sum')
    expect(slugFromInput('www.leetcode.com/problems/two-sum/description/')).toBe('two-sum')
    expect(slugFromInput('/problems/two-sum')).toBe('two-sum')
  })

  it('finds the slug after "problems" in a contest link, where the fifth segment is the contest', () => {
    expect(
      slugFromInput('https://leetcode.com/contest/weekly-contest-400/problems/minimum-number-of-chairs/'),
    ).toBe('minimum-number-of-chairs')
  })

  it('falls back to the fifth path segment for other URLs', () => {
    expect(slugFromInput('https://leetcode.com/explore/learn/card/array/')).toBe('learn')
    expect(slugFromInput('https://leetcode.com/problemset/')).toBeNull()
    expect(slugFromInput('https://leetcode.com/problems/')).toBeNull()
  })

  it('takes a bare slug, trimmed and lower-cased', () => {
    expect(slugFromInput('two-sum')).toBe('two-sum')
    expect(slugFromInput('  two-sum \n')).toBe('two-sum')
    expect(slugFromInput('Two-Sum')).toBe('two-sum')
    expect(slugFromInput('two-sum/')).toBe('two-sum')
    expect(slugFromInput('HTTPS://LEETCODE.COM/PROBLEMS/TWO-SUM')).toBe('two-sum')
  })

  it('answers null for blank input', () => {
    expect(slugFromInput('')).toBeNull()
    expect(slugFromInput('   ')).toBeNull()
    expect(slugFromInput('\t\n')).toBeNull()
  })

  it.each([
    ['Two Sum'],
    ['two_sum'],
    ['two-sum!'],
    ['<script>'],
    ['---'],
    ['two%20sum'],
    ['leetcode.com/two-sum'],
    ['a/b/c'],
    ['?tab=1'],
    ['https://leetcode.com/problems/two sum/'],
    ['https://leetcode.com/problems/..%2F..%2Fetc/'],
  ])('answers null for text that holds no valid slug: %s', (input) => {
    expect(slugFromInput(input)).toBeNull()
  })

  it('accepts slugs up to the length limit and no longer', () => {
    expect(slugFromInput('a'.repeat(MAX_SLUG_LENGTH))).toBe('a'.repeat(MAX_SLUG_LENGTH))
    expect(slugFromInput('a'.repeat(MAX_SLUG_LENGTH + 1))).toBeNull()
  })

  it('only ever answers null or a lower-case slug of at most 120 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (input) => {
        const slug = slugFromInput(input)
        if (slug !== null) {
          expect(slug).toMatch(/^[a-z0-9-]+$/)
          expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('recovers any valid slug from the URL built around it', () => {
    const slugArbitrary = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,6}$/).filter((s) => s.length <= 120)
    fc.assert(
      fc.property(slugArbitrary, fc.constantFrom('', '/', '/description/', '/?envType=x'), (slug, tail) => {
        expect(slugFromInput(`https://leetcode.com/problems/${slug}${tail}`)).toBe(slug)
        expect(slugFromInput(slug)).toBe(slug)
      }),
    )
  })
})

describe('companySlug', () => {
  it.each([
    ['Google', 'google'],
    ['Goldman Sachs', 'goldman-sachs'],
    ['  Goldman   Sachs  ', 'goldman-sachs'],
    ['Walmart Labs', 'walmart-labs'],
    ['de-shaw', 'de-shaw'],
    ['TikTok', 'tiktok'],
    ['Akuna\tCapital', 'akuna-capital'],
  ])('turns %j into %j', (name, slug) => {
    expect(companySlug(name)).toBe(slug)
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (name) => {
        expect(companySlug(companySlug(name))).toBe(companySlug(name))
      }),
    )
  })
})
