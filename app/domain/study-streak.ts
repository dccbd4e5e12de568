import { addDays } from './calendar-day'

export interface Streak {
  /** Consecutive days with a solve or a review, ending today or yesterday. */
  days: number
  /** Whether today is one of them; when not, doing one today keeps the streak going. */
  includesToday: boolean
}

/**
 * The streak that `today` (YYYY-MM-DD, in the user's time zone) sees among the days the user was active.
 * Today counts once something is done; until then a streak that ran to yesterday is still alive, so
 * nobody loses it at breakfast.
 */
export function currentStreak(activeDays: ReadonlySet<string>, today: string): Streak {
  const includesToday = activeDays.has(today)
  let day = includesToday ? today : addDays(today, -1)
  let days = 0
  while (activeDays.has(day)) {
    days++
    day = addDays(day, -1)
  }
  return { days, includesToday }
}
