import { describe, expect, it } from 'vitest'
import {
  addDays,
  daysBetween,
  formatDay,
  formatTimestampDay,
  isCalendarDay,
  parseYearMonth,
  utcDay,
} from './calendar-day'

describe('utcDay', () => {
  it('counts days in UTC, as LeetCode does', () => {
    expect(utcDay(new Date('2024-04-03T23:59:59.999Z'))).toBe('2024-04-03')
    expect(utcDay(new Date('2024-04-04T00:00:00.000Z'))).toBe('2024-04-04')
    // 01:30 in Kolkata is still the previous day in UTC.
    expect(utcDay(new Date('2024-04-04T01:30:00+05:30'))).toBe('2024-04-03')
  })
})

describe('isCalendarDay', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true)
    expect(isCalendarDay('2023-02-29')).toBe(false)
    expect(isCalendarDay('2024-02-30')).toBe(false)
    expect(isCalendarDay('2024-4-3')).toBe(false)
    expect(isCalendarDay('2024-04-03T00:00:00Z')).toBe(false)
    expect(isCalendarDay('')).toBe(false)
  })
})

describe('formatDay', () => {
  it('writes the day out', () => {
    expect(formatDay('2024-04-03')).toBe('3 Apr 2024')
    expect(formatDay('2025-12-31')).toBe('31 Dec 2025')
  })

  it('shows text that is not a day as it is', () => {
    expect(formatDay('soon')).toBe('soon')
  })
})

describe('formatTimestampDay', () => {
  it('gives the UTC day of a timestamp', () => {
    expect(formatTimestampDay('2026-11-21T23:30:00.000Z')).toBe('21 Nov 2026')
    expect(formatTimestampDay('2026-11-21T23:30:00-05:00')).toBe('22 Nov 2026')
  })

  it('gives null for nothing or garbage', () => {
    expect(formatTimestampDay(null)).toBeNull()
    expect(formatTimestampDay('')).toBeNull()
    expect(formatTimestampDay('yesterday')).toBeNull()
  })
})

describe('parseYearMonth', () => {
  it('reads YYYY-MM', () => {
    expect(parseYearMonth('2024-04')).toEqual({ year: 2024, month: 4 })
    expect(parseYearMonth(' 2025-12 ')).toEqual({ year: 2025, month: 12 })
  })

  it('refuses other text', () => {
    for (const text of ['2024-13', '2024-00', '2024-4', '24-04', '2024/04', '2024-04-01', '1969-12', '']) {
      expect(parseYearMonth(text), text).toBeNull()
    }
  })
})

describe('addDays and daysBetween', () => {
  it('count calendar days across month, leap-day and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2)
    expect(daysBetween('2026-01-01', '2025-12-31')).toBe(-1)
  })
})
