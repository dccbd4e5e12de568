import { describe, expect, it } from 'vitest'
import { daysLeftText, formatMinutes, planDayLabel, reviewCount } from './plan-text'

describe('plan texts', () => {
  it('writes minutes as hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0 min')
    expect(formatMinutes(45)).toBe('45 min')
    expect(formatMinutes(60)).toBe('1 h')
    expect(formatMinutes(90)).toBe('1 h 30 min')
    expect(formatMinutes(600)).toBe('10 h')
  })

  it('counts reviews and days in the singular and the plural', () => {
    expect(reviewCount(1)).toBe('1 review')
    expect(reviewCount(0)).toBe('0 reviews')
    expect(daysLeftText(1)).toBe('1 day left')
    expect(daysLeftText(1200)).toBe('1,200 days left')
  })

  it('names today and tomorrow, then the weekday, with the year only in another year', () => {
    expect(planDayLabel('2026-11-25', '2026-11-25')).toBe('Today')
    expect(planDayLabel('2026-11-26', '2026-11-25')).toBe('Tomorrow')
    expect(planDayLabel('2026-12-02', '2026-11-25')).toBe('Wed 2 Dec')
    expect(planDayLabel('2027-01-04', '2026-11-25')).toBe('Mon 4 Jan 2027')
  })
})
