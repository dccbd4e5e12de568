import { describe, expect, it } from 'vitest'
import { DEFAULT_RATING, parseReviewRating } from './review-rating'

describe('parseReviewRating', () => {
  it('takes the four ratings, as numbers or form text', () => {
    expect([1, 2, 3, 4].map(parseReviewRating)).toEqual([1, 2, 3, 4])
    expect(['1', ' 4 '].map(parseReviewRating)).toEqual([1, 4])
  })

  it('refuses anything else', () => {
    for (const value of [0, 5, -1, 2.5, Number.NaN, '0', '5', '3.0', '', 'Good', null, undefined, [3], {}]) {
      expect(parseReviewRating(value)).toBeNull()
    }
  })

  it('makes Good the one-click default', () => {
    expect(DEFAULT_RATING).toBe(3)
  })
})
