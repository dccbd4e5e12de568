import { describe, expect, it } from 'vitest'
import { LEETCODE_PROBLEMSET_URL, leetcodeProblemUrl } from './leetcode-links'

describe('leetcodeProblemUrl', () => {
  it('links to the problem page with a trailing slash', () => {
    expect(leetcodeProblemUrl('two-sum')).toBe('https://leetcode.com/problems/two-sum/')
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
