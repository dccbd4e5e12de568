import { describe, expect, it } from 'vitest'
import { RATING_NEEDS_SOLVED, readMarkRating } from './progress-mark'

describe('readMarkRating', () => {
  it('reads no rating as none, so one click is a Good solve', () => {
    expect(readMarkRating('solved', null)).toEqual({ kind: 'none' })
    expect(readMarkRating('revisit', undefined)).toEqual({ kind: 'none' })
  })

  it('takes the four ratings with a solve', () => {
    expect(['1', '2', '3', '4'].map((rating) => readMarkRating('solved', rating))).toEqual(
      [1, 2, 3, 4].map((rating) => ({ kind: 'rated', rating })),
    )
  })

  it('refuses a rating with any other status, and anything that is not a rating', () => {
    expect(readMarkRating('revisit', '2')).toEqual({ kind: 'refused', error: RATING_NEEDS_SOLVED })
    expect(readMarkRating('none', '3')).toEqual({ kind: 'refused', error: RATING_NEEDS_SOLVED })
    for (const rating of ['', '0', '5', 'Good', '2.0'])
      expect(readMarkRating('solved', rating)).toEqual({
        kind: 'refused',
        error: 'Choose a rating: Again, Hard, Good or Easy.',
      })
  })
})
