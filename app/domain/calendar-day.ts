/**
 * Calendar days as LeetCode counts them: UTC dates written YYYY-MM-DD, the form the daily challenges are
 * stored in. Comparing two such strings compares the days.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** The UTC calendar day of an instant. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10)
}

/** Whether the text is a YYYY-MM-DD day that exists (no 2024-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value)
  if (!match) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && utcDay(date) === value
}

/** The day `days` after `day` ('2024-02-28', 2 → '2024-03-01'); negative counts go back. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return utcDay(date)
}

/** Whole days from one day to another ('2024-02-28' → '2024-03-01' is 2); negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

// Formatters are costly to build, and the tables format up to twenty dates per request.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** '2024-04-03' → '3 Apr 2024'. Text that is not a day is returned as it is rather than hidden. */
export function formatDay(day: string): string {
  return isCalendarDay(day) ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : day
}

/** The UTC day of a stored timestamp ('2026-11-21T10:04:00.000Z' → '21 Nov 2026'); null for anything else. */
export function formatTimestampDay(timestamp: string | null | undefined): string | null {
  if (!timestamp) return null
  const instant = new Date(timestamp)
  return Number.isNaN(instant.getTime()) ? null : dayFormat.format(instant)
}

/** A month written YYYY-MM ('2024-04'), as the sync command takes it; null when it is not one. */
export function parseYearMonth(text: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text.trim())
  if (!match) return null
  const year = Number(match[1])
  const month = Number(match[2])
  return year >= 1970 && month >= 1 && month <= 12 ? { year, month } : null
}
