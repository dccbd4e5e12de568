import { describe, expect, it } from 'vitest'
import { activityLevel, activitySummary, activityYear, cellLabel, lastSeenLabel } from './activity-calendar'

describe('activityYear', () => {
  it('lays the year out in Monday-first weeks, padding outside the year', () => {
    // 2026 starts on a Thursday and has 365 days: 3 pads, then 53 columns in all.
    const calendar = activityYear(2026, [], '2026-06-01')
    expect(calendar.weeks).toHaveLength(53)
    expect(calendar.weeks[0]!.slice(0, 3)).toEqual([null, null, null])
    expect(calendar.weeks[0]![3]!.day).toBe('2026-01-01')
    expect(calendar.weeks.flat().filter(Boolean)).toHaveLength(365)
    expect(calendar.months.map((month) => month.label)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ])
    expect(calendar.weeks.flat().find((cell) => cell?.day === '2026-06-02')?.future).toBe(true)
  })

  it('gives a leap year that starts on a Sunday a 54th column', () => {
    expect(activityYear(2040, [], '2040-01-01').weeks).toHaveLength(54)
  })

  it('counts active days, the longest run and the totals, ignoring days of other years', () => {
    const calendar = activityYear(
      2026,
      [
        { day: '2026-03-01', solves: 1, reviews: 0 },
        { day: '2026-03-02', solves: 0, reviews: 3 },
        { day: '2026-03-03', solves: 2, reviews: 1 },
        { day: '2026-03-05', solves: 0, reviews: 12 },
        { day: '2025-12-31', solves: 9, reviews: 9 },
      ],
      '2026-12-31',
    )
    expect(calendar).toMatchObject({ activeDays: 4, longestStreak: 3, solves: 3, reviews: 16 })
    const cell = calendar.weeks.flat().find((c) => c?.day === '2026-03-03')!
    expect(cell).toMatchObject({ level: 2, future: false })
    expect(cellLabel(cell)).toBe('3 Mar 2026: 2 solves, 1 review')
    expect(cellLabel(calendar.weeks.flat().find((c) => c?.day === '2026-03-04')!)).toBe(
      '4 Mar 2026: no practice',
    )
    expect(activitySummary(calendar)).toBe(
      '4 active days in 2026; longest streak 3 days; 3 solves and 16 reviews.',
    )
    expect(activitySummary(activityYear(2026, [], '2026-01-01'))).toBe('No practice recorded in 2026 yet.')
  })
})

describe('activityLevel', () => {
  it('grows with the day’s total on fixed steps', () => {
    expect([0, 1, 2, 3, 5, 6, 9, 10, 50].map(activityLevel)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4])
  })
})

describe('lastSeenLabel', () => {
  it('says how long ago in the user’s days', () => {
    expect(lastSeenLabel('2026-03-10', '2026-03-10')).toBe('today')
    expect(lastSeenLabel('2026-03-09', '2026-03-10')).toBe('yesterday')
    expect(lastSeenLabel('2026-03-07', '2026-03-10')).toBe('3 days ago')
    expect(lastSeenLabel('2025-12-01', '2026-03-10')).toBe('on 1 Dec 2025')
  })
})
