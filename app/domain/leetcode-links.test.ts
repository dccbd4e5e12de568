import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LEETCODE_PROBLEMSET_URL, leetcodeProblemUrl } from './leetcode-links'

describe('leetcodeProblemUrl', () => {
  it('links to the problem page with a trailing slash', () => {
    expect(leetcodeProblemUrl('two-sum')).toBe('https://leetcode.com/problems/two-sum/')
  })

  it('leaves every slug of the usual shape as it is, so links and the CSV export keep their addresses', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,12}$/)
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        const slug = words.join('-')
        expect(leetcodeProblemUrl(slug)).toBe(`https://leetcode.com/problems/${slug}/`)
      }),
    )
  })

  it('encodes a slug with odd characters', () => {
    expect(leetcodeProblemUrl('two sum,é"')).toBe('https://leetcode.com/problems/two%20sum%2C%C3%A9%22/')
  })

  it('keeps a hostile slug inside the problem path', () => {
    expect(leetcodeProblemUrl('../../accounts/logout')).toBe(
      'https://leetcode.com/problems/..%2F..%2Faccounts%2Flogout/',
    )
    expect(new URL(leetcodeProblemUrl('x?next=//evil.example#y')).pathname).toBe(
      '/problems/x%3Fnext%3D%2F%2Fevil.example%23y/',
    )
  })

  it('falls back to the problem list', () => {
    expect(LEETCODE_PROBLEMSET_URL).toBe('https://leetcode.com/problemset/')
  })
})
