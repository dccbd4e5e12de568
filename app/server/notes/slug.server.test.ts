import { describe, expect, it } from 'vitest'
import { createSlugger, slugify } from './slug.server'

describe('slugify', () => {
  it('lower-cases, folds accents and joins words with single hyphens', () => {
    expect(slugify('Option 4: Snowflake — the recommended design')).toBe(
      'option-4-snowflake-the-recommended-design',
    )
    expect(slugify('  Café & Crème  ')).toBe('cafe-creme')
    expect(slugify("Dos and don'ts")).toBe('dos-and-don-ts')
  })

  it('is empty for text without letters or digits, and at most 80 characters long', () => {
    expect(slugify('!!! ??? —')).toBe('')
    const long = slugify('word '.repeat(40))
    expect(long.length).toBeLessThanOrEqual(80)
    expect(long).not.toMatch(/-$/)
  })
})

describe('createSlugger', () => {
  it('numbers repeats, falls back for empty slugs and avoids reserved ids', () => {
    const next = createSlugger('section', ['main'])
    expect(['A', 'a', 'A!', '???', '', 'Main'].map(next)).toEqual([
      'a',
      'a-2',
      'a-3',
      'section',
      'section-2',
      'main-2',
    ])
  })
})
