/**
 * When a problem is next due for review, as the user's calendar tells it: the card's due instant becomes
 * a day in the user's time zone (a card made due "now" by a mark to revisit is due today), and that day is
 * told against today there (docs/product.md#next-due).
 */
import { formatDay } from './calendar-day'
import { dayInTimeZone } from './time-zones'

export type DueStanding = 'overdue' | 'today' | 'later'

/** Problem id → the day (YYYY-MM-DD) its card is due in the zone: a small map for a page to carry. */
export function dueDaysInTimeZone(dues: ReadonlyMap<number, Date>, timeZone: string): Record<number, string> {
  const days: Record<number, string> = {}
  for (const [problemId, due] of dues) days[problemId] = dayInTimeZone(timeZone, due)
  return days
}

export function dueStanding(dueDay: string, today: string): DueStanding {
  if (dueDay < today) return 'overdue'
  return dueDay === today ? 'today' : 'later'
}

/** For a problem's own page: 'Next review: 3 Dec 2026', 'Due today', 'Overdue since 1 Dec 2026'. */
export function nextReviewText(dueDay: string, today: string): string {
  switch (dueStanding(dueDay, today)) {
    case 'overdue':
      return `Overdue since ${formatDay(dueDay)}`
    case 'today':
      return 'Due today'
    case 'later':
      return `Next review: ${formatDay(dueDay)}`
  }
}

// A sheet row has little room: the year only when it is not this one.
const shortDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** '3 Dec' in the same year as `today`, '3 Jan 2027' otherwise. */
function shortDay(day: string, today: string): string {
  return day.slice(0, 4) === today.slice(0, 4)
    ? shortDayFormat.format(new Date(`${day}T00:00:00Z`))
    : formatDay(day)
}

/** For a sheet row: 'due 3 Dec', 'due today', 'overdue since 1 Dec'. */
export function shortDueText(dueDay: string, today: string): string {
  switch (dueStanding(dueDay, today)) {
    case 'overdue':
      return `overdue since ${shortDay(dueDay, today)}`
    case 'today':
      return 'due today'
    case 'later':
      return `due ${shortDay(dueDay, today)}`
  }
}
