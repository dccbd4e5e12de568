import { daysBetween, formatDay } from './calendar-day'

// The year of study on /today (docs/product.md#today): a grid of weeks like a wall calendar, its levels,
// and the sentence that says the same for someone who cannot see the grid. Days are the user's calendar
// days, YYYY-MM-DD, already worked out in their time zone.

export interface DayActivity {
  day: string
  /** Problems solved for the first time that day. */
  solves: number
  /** Reviews of problems solved before. */
  reviews: number
}

/** 0 is a day without practice; 1–4 grow with the number of solves and reviews that day. */
export type ActivityLevel = 0 | 1 | 2 | 3 | 4

/** Fixed thresholds rather than a scale of the user's own busiest day, so a colour means the same every year. */
export function activityLevel(total: number): ActivityLevel {
  if (total <= 0) return 0
  if (total <= 2) return 1
  if (total <= 5) return 2
  if (total <= 9) return 3
  return 4
}

export interface CalendarCell extends DayActivity {
  level: ActivityLevel
  /** After today: drawn, but nothing can have happened on it yet. */
  future: boolean
}

export interface ActivityYear {
  year: number
  /** Columns of seven days, Monday first; null pads the first and last week outside the year. */
  weeks: (CalendarCell | null)[][]
  /** The week (column) where each month starts, for the labels above the grid. */
  months: { label: string; week: number }[]
  activeDays: number
  longestStreak: number
  solves: number
  reviews: number
}

const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

/** '00' to '31'. */
const TWO_DIGITS = Array.from({ length: 32 }, (_, n) => String(n).padStart(2, '0'))

/** Days in a month (0 January … 11 December) of the proleptic Gregorian calendar, as Date counts them. */
function monthLength(year: number, month: number): number {
  const date = new Date(0)
  date.setUTCFullYear(year, month + 1, 0)
  return date.getUTCDate()
}

/** Monday 0 … Sunday 6. */
function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
}

/** "3 Apr 2026: 2 solves, 1 review" or "3 Apr 2026: no practice". */
export function cellLabel({ day, solves, reviews }: DayActivity): string {
  const parts = [solves ? plural(solves, 'solve') : '', reviews ? plural(reviews, 'review') : ''].filter(
    Boolean,
  )
  return `${formatDay(day)}: ${parts.length ? parts.join(', ') : 'no practice'}`
}

/** The calendar of `year` filled from the days that had activity (any order; days outside the year ignored). */
export function activityYear(year: number, activity: readonly DayActivity[], today: string): ActivityYear {
  const byDay = new Map(activity.map((entry) => [entry.day, entry]))
  const first = `${String(year).padStart(4, '0')}-01-01`
  const length = daysBetween(first, `${String(year + 1).padStart(4, '0')}-01-01`)
  const lead = weekdayIndex(first)
  const weeks: (CalendarCell | null)[][] = []
  const months: { label: string; week: number }[] = []
  let activeDays = 0
  let longestStreak = 0
  let run = 0
  let solves = 0
  let reviews = 0

  // The days written from a month and a day counted along the year: a Date moved and written out for
  // each of the 365 cells was a good part of drawing /today.
  const yearText = first.slice(0, 4)
  let month = 0
  let daysInMonth = monthLength(year, month)
  let dayOfMonth = 1
  for (let index = 0; index < length; index++) {
    if (dayOfMonth > daysInMonth) {
      month++
      daysInMonth = monthLength(year, month)
      dayOfMonth = 1
    }
    const day = `${yearText}-${TWO_DIGITS[month + 1]}-${TWO_DIGITS[dayOfMonth]}`
    dayOfMonth++
    const slot = lead + index
    const week = Math.floor(slot / 7)
    weeks[week] ??= Array.from({ length: 7 }, () => null)
    if (dayOfMonth === 2) months.push({ label: MONTH_LABELS[month]!, week })
    const entry = byDay.get(day)
    const daySolves = entry?.solves ?? 0
    const dayReviews = entry?.reviews ?? 0
    const total = daySolves + dayReviews
    weeks[week]![slot % 7] = {
      day,
      solves: daySolves,
      reviews: dayReviews,
      level: activityLevel(total),
      future: day > today,
    }
    solves += daySolves
    reviews += dayReviews
    if (total > 0) {
      activeDays++
      run++
      longestStreak = Math.max(longestStreak, run)
    } else {
      run = 0
    }
  }
  return { year, weeks, months, activeDays, longestStreak, solves, reviews }
}

/** The grid in words: "12 active days in 2026; longest streak 4 days; 9 solves and 15 reviews." */
export function activitySummary(calendar: ActivityYear): string {
  if (calendar.activeDays === 0) return `No practice recorded in ${calendar.year} yet.`
  return (
    `${plural(calendar.activeDays, 'active day')} in ${calendar.year}; ` +
    `longest streak ${plural(calendar.longestStreak, 'day')}; ` +
    `${plural(calendar.solves, 'solve')} and ${plural(calendar.reviews, 'review')}.`
  )
}

/** When a problem was last practised, from the user's today: "today", "yesterday", "3 days ago". */
export function lastSeenLabel(day: string, today: string): string {
  const days = daysBetween(day, today)
  if (days <= 0) return 'today'
  if (days === 1) return 'yesterday'
  if (days < 60) return `${days} days ago`
  return `on ${formatDay(day)}`
}
