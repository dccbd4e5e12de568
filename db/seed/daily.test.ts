import { describe, expect, it } from 'vitest'
import {
  buildDemoDailyChallenges,
  DAILY_DAYS_AFTER,
  DAILY_DAYS_BEFORE,
  dayNumber,
  UNDATED_DAILY_COUNT,
} from './daily'
import { SEED_PROBLEMS } from './problems'

const bySlug = new Map(SEED_PROBLEMS.map((problem) => [problem.titleSlug, problem]))

function dated(today: string) {
  return buildDemoDailyChallenges(today).filter((challenge) => challenge.date !== null)
}

describe('buildDemoDailyChallenges', () => {
  it('covers every day from 40 days before today to 12 days after, oldest first', () => {
    const challenges = dated('2026-11-21')
    expect(challenges).toHaveLength(DAILY_DAYS_BEFORE + 1 + DAILY_DAYS_AFTER)
    expect(challenges[0]?.date).toBe('2026-10-12')
    expect(challenges[DAILY_DAYS_BEFORE]?.date).toBe('2026-11-21')
    expect(challenges.at(-1)?.date).toBe('2026-12-03')
    const days = challenges.map((challenge) => dayNumber(challenge.date as string))
    days.forEach((day, index) => index > 0 && expect(day - (days[index - 1] as number)).toBe(1))
  })

  it('crosses month, leap-day and year boundaries', () => {
    const dates = dated('2024-03-01').map((challenge) => challenge.date)
    expect(dates).toContain('2024-02-29')
    expect(dated('2026-12-28').map((challenge) => challenge.date)).toContain('2027-01-09')
  })

  it('adds undated upcoming questions at the end, never also given a date', () => {
    const all = buildDemoDailyChallenges('2026-11-21')
    const undated = all.slice(-UNDATED_DAILY_COUNT)
    expect(undated.every((challenge) => challenge.date === null)).toBe(true)
    const undatedSlugs = new Set(undated.map((challenge) => challenge.titleSlug))
    for (const today of ['2026-01-01', '2026-06-15', '2026-11-21']) {
      for (const challenge of dated(today)) expect(undatedSlugs.has(challenge.titleSlug)).toBe(false)
    }
  })

  it('picks a day’s problem from the date alone, whatever today is', () => {
    const early = new Map(dated('2026-03-10').map((challenge) => [challenge.date, challenge.titleSlug]))
    const later = dated('2026-03-20')
    const shared = later.filter((challenge) => early.has(challenge.date))
    expect(shared.length).toBeGreaterThan(20)
    for (const challenge of shared) expect(challenge.titleSlug).toBe(early.get(challenge.date))
    expect(buildDemoDailyChallenges('2026-03-10')).toEqual(buildDemoDailyChallenges('2026-03-10'))
  })

  it('uses free seed problems without repeats, with their number and difficulty', () => {
    const challenges = buildDemoDailyChallenges('2026-11-21')
    expect(new Set(challenges.map((challenge) => challenge.titleSlug)).size).toBe(challenges.length)
    for (const challenge of challenges) {
      const problem = bySlug.get(challenge.titleSlug)
      expect(problem?.isPaidOnly).toBe(false)
      expect(challenge).toMatchObject({
        title: problem?.title,
        questionId: problem?.frontendId,
        difficulty: problem?.difficulty,
      })
    }
  })

  it('rejects a today that is not a YYYY-MM-DD calendar date', () => {
    expect(() => buildDemoDailyChallenges('21-11-2026')).toThrow(/YYYY-MM-DD/)
    expect(() => buildDemoDailyChallenges('2026-02-30')).toThrow(/calendar date/)
  })
})
