import type { DifficultyCode } from '~/domain/difficulty'
import { SEED_PROBLEMS, type SeedProblem } from './problems'
import { createRandom, shuffled } from './random'

export interface DemoDailyChallenge {
  /** YYYY-MM-DD (UTC, as LeetCode counts days), or null for a question announced without a date. */
  date: string | null
  title: string
  titleSlug: string
  /** The frontend number: what the challenge tables show as "Question No.". */
  questionId: number
  difficulty: DifficultyCode
}

export const DAILY_DAYS_BEFORE = 40
export const DAILY_DAYS_AFTER = 12
/** Upcoming questions without a date, so the "Not Available" date cell has something to show. */
export const UNDATED_DAILY_COUNT = 2

const DAY_MS = 24 * 60 * 60 * 1000
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days since 1970-01-01 for a YYYY-MM-DD date; throws on anything that is not a real calendar date. */
export function dayNumber(date: string): number {
  const match = DATE_PATTERN.exec(date)
  if (!match) throw new Error(`Expected a date as YYYY-MM-DD, got "${date}"`)
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const time = Date.UTC(year, month - 1, day)
  if (utcDate(new Date(time)) !== date) throw new Error(`"${date}" is not a calendar date`)
  return Math.round(time / DAY_MS)
}

/** The UTC calendar date of an instant, as YYYY-MM-DD. */
export function utcDate(instant: Date): string {
  return instant.toISOString().slice(0, 10)
}

function dateOfDay(day: number): string {
  return utcDate(new Date(day * DAY_MS))
}

/**
 * A fixed order of the free problems (daily challenges are never premium). The last few are set aside as
 * the undated ones, so an undated question never also shows up with a date.
 */
function dailyRotation(problems: readonly SeedProblem[]) {
  const free = problems.filter((problem) => !problem.isPaidOnly)
  const order = shuffled(free, createRandom('daily-challenges'))
  return { dated: order.slice(0, -UNDATED_DAILY_COUNT), undated: order.slice(-UNDATED_DAILY_COUNT) }
}

function toChallenge(problem: SeedProblem, date: string | null): DemoDailyChallenge {
  return {
    date,
    title: problem.title,
    titleSlug: problem.titleSlug,
    questionId: problem.frontendId,
    difficulty: problem.difficulty,
  }
}

/**
 * Demo daily challenges from DAILY_DAYS_BEFORE days before `today` to DAILY_DAYS_AFTER days after it,
 * oldest first, then the undated ones. A date's problem depends on the date alone, never on `today`, so
 * seeding again on a later day agrees with the rows already stored.
 */
export function buildDemoDailyChallenges(
  today: string,
  problems: readonly SeedProblem[] = SEED_PROBLEMS,
): DemoDailyChallenge[] {
  const { dated, undated } = dailyRotation(problems)
  if (dated.length === 0) return []
  const todayNumber = dayNumber(today)
  const challenges: DemoDailyChallenge[] = []
  for (let day = todayNumber - DAILY_DAYS_BEFORE; day <= todayNumber + DAILY_DAYS_AFTER; day++) {
    const problem = dated[day % dated.length] as SeedProblem
    challenges.push(toChallenge(problem, dateOfDay(day)))
  }
  for (const problem of undated) challenges.push(toChallenge(problem, null))
  return challenges
}
