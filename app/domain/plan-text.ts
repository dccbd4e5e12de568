import { addDays } from './calendar-day'

/**
 * How the interview plan's numbers and days read on /plan and /today (docs/product.md#interview-plan).
 */

/** 45 → '45 min', 60 → '1 h', 90 → '1 h 30 min'. */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes))
  const hours = Math.floor(whole / 60)
  const rest = whole % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/** '1 review', '3 reviews'. */
export function reviewCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`
}

/** '1 day left', '12 days left': the days of practice from today to the day before the interview. */
export function daysLeftText(days: number): string {
  return `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'} left`
}

const dayParts = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** A day of the schedule: 'Today', 'Tomorrow', 'Wed 2 Dec', or 'Mon 4 Jan 2027' in another year. */
export function planDayLabel(day: string, today: string): string {
  if (day === today) return 'Today'
  if (day === addDays(today, 1)) return 'Tomorrow'
  const parts = dayParts.formatToParts(new Date(`${day}T00:00:00Z`))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const label = `${part('weekday')} ${part('day')} ${part('month')}`
  return day.slice(0, 4) === today.slice(0, 4) ? label : `${label} ${part('year')}`
}
