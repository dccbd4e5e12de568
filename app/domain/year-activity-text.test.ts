import { describe, expect, it } from 'vitest'
import { parseYearActivity, yearActivityText } from './year-activity-text'

describe('the year of practice as text', () => {
  it('writes each day as its month, day and counts, and reads them back', () => {
    const activity = [
      { day: '2026-01-03', solves: 2, reviews: 1 },
      { day: '2026-02-28', solves: 0, reviews: 13 },
      { day: '2026-12-31', solves: 11, reviews: 0 },
    ]
    const text = yearActivityText(activity)
    expect(text).toBe('0103:2.1,0228:0.13,1231:11.0')
    expect(parseYearActivity(2026, text)).toEqual(activity)
  })

  it('reads an empty year as no days', () => {
    expect(yearActivityText([])).toBe('')
    expect(parseYearActivity(2026, '')).toEqual([])
  })
})
