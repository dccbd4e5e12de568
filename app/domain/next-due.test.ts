import { describe, expect, it } from 'vitest'
import { dueDaysInTimeZone, dueStanding, nextReviewText, shortDueText } from './next-due'

describe('dueDaysInTimeZone', () => {
  it('gives each card the day it is due in the user’s zone, not in UTC', () => {
    // Midnight in Tokyo on 3 Dec is still 2 Dec in UTC; 20:00 in New York on 2 Dec is 3 Dec in UTC.
    const dues = new Map([
      [1, new Date('2026-12-02T15:00:00Z')],
      [2, new Date('2026-12-03T01:00:00Z')],
    ])
    expect(dueDaysInTimeZone(dues, 'Asia/Tokyo')).toEqual({ 1: '2026-12-03', 2: '2026-12-03' })
    expect(dueDaysInTimeZone(dues, 'America/New_York')).toEqual({ 1: '2026-12-02', 2: '2026-12-02' })
    expect(dueDaysInTimeZone(new Map(), 'UTC')).toEqual({})
  })
})

describe('next-due texts', () => {
  const today = '2026-11-25'

  it('tells overdue, today and later apart', () => {
    expect(dueStanding('2026-11-24', today)).toBe('overdue')
    expect(dueStanding(today, today)).toBe('today')
    expect(dueStanding('2026-11-26', today)).toBe('later')
  })

  it('on a problem’s page names the whole day', () => {
    expect(nextReviewText('2026-11-28', today)).toBe('Next review: 28 Nov 2026')
    expect(nextReviewText(today, today)).toBe('Due today')
    expect(nextReviewText('2026-11-20', today)).toBe('Overdue since 20 Nov 2026')
  })

  it('on a sheet row leaves out the year when it is this one', () => {
    expect(shortDueText('2026-12-03', today)).toBe('due 3 Dec')
    expect(shortDueText('2027-01-03', today)).toBe('due 3 Jan 2027')
    expect(shortDueText(today, today)).toBe('due today')
    expect(shortDueText('2026-11-20', today)).toBe('overdue since 20 Nov')
  })
})
