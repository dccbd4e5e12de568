import { describe, expect, it } from 'vitest'
import { leetcodeProblemUrl } from './leetcode-links'
import { companyChipsPreview, proProblemUrl, similarQuestionsPreview, titleFromSlug } from './insights-panel'

const range = (length: number) => Array.from({ length }, (_, index) => index + 1)

describe('companyChipsPreview', () => {
  it('shows up to 10 chips and offers the full list only beyond 10', () => {
    expect(companyChipsPreview(range(3))).toEqual({ shown: [1, 2, 3], viewAll: false })
    expect(companyChipsPreview(range(10))).toEqual({ shown: range(10), viewAll: false })
    expect(companyChipsPreview(range(11))).toEqual({ shown: range(10), viewAll: true })
    expect(companyChipsPreview([])).toEqual({ shown: [], viewAll: false })
  })
})

describe('similarQuestionsPreview', () => {
  it('shows the first 4 and offers the full list only when more than 5 exist', () => {
    expect(similarQuestionsPreview(range(2))).toEqual({ shown: [1, 2], viewAll: false })
    expect(similarQuestionsPreview(range(4))).toEqual({ shown: range(4), viewAll: false })
    expect(similarQuestionsPreview(range(5))).toEqual({ shown: range(4), viewAll: false })
    expect(similarQuestionsPreview(range(6))).toEqual({ shown: range(4), viewAll: true })
    // Only the first ones at hand, of more.
    expect(similarQuestionsPreview(range(4), 6)).toEqual({ shown: range(4), viewAll: true })
    expect(similarQuestionsPreview(range(4), 5)).toEqual({ shown: range(4), viewAll: false })
  })
})

describe('titleFromSlug', () => {
  it('capitalises each hyphen-separated word', () => {
    expect(titleFromSlug('two-sum')).toBe('Two Sum')
    expect(titleFromSlug('3sum')).toBe('3sum')
    expect(titleFromSlug('lru-cache')).toBe('Lru Cache')
    expect(titleFromSlug('-edge--case-')).toBe('Edge Case')
  })
})

describe('problem links', () => {
  it('points to the practice site and to the premium platform', () => {
    expect(leetcodeProblemUrl('two-sum')).toBe('https://leetcode.com/problems/two-sum/')
    expect(proProblemUrl('meeting-rooms-ii')).toBe('https://pro.prepsharp.dev/problems/meeting-rooms-ii')
  })
})
