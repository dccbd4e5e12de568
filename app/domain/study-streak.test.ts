import { describe, expect, it } from 'vitest'
import { currentStreak } from './study-streak'

const days = (...list: string[]) => new Set(list)

describe('currentStreak', () => {
  it('counts consecutive days ending today once today is done', () => {
    expect(currentStreak(days('2026-03-06', '2026-03-07', '2026-03-08'), '2026-03-08')).toEqual({
      days: 3,
      includesToday: true,
    })
  })

  it('keeps a streak that ran to yesterday alive until today is over', () => {
    expect(currentStreak(days('2026-03-06', '2026-03-07'), '2026-03-08')).toEqual({
      days: 2,
      includesToday: false,
    })
  })

  it('is broken by a day without anything', () => {
    expect(currentStreak(days('2026-03-04', '2026-03-05', '2026-03-07', '2026-03-08'), '2026-03-08')).toEqual(
      {
        days: 2,
        includesToday: true,
      },
    )
    expect(currentStreak(days('2026-03-05', '2026-03-06'), '2026-03-08')).toEqual({
      days: 0,
      includesToday: false,
    })
  })

  it('is nothing without activity, and a lone today is one', () => {
    expect(currentStreak(days(), '2026-03-08')).toEqual({ days: 0, includesToday: false })
    expect(currentStreak(days('2026-03-08'), '2026-03-08')).toEqual({ days: 1, includesToday: true })
  })

  it('runs across month and year ends', () => {
    expect(currentStreak(days('2025-12-30', '2025-12-31', '2026-01-01'), '2026-01-01').days).toBe(3)
    expect(currentStreak(days('2024-02-28', '2024-02-29', '2024-03-01'), '2024-03-01').days).toBe(3)
  })
})
