/**
 * The rules of review reminders (docs/product.md#reminders) that need neither a database nor a request:
 * when a user's daily email is due, how the calendar feed's address is written, and how a day's reviews
 * are counted and named.
 */
import { addDays } from './calendar-day'
import { dayInTimeZone, utcOffsetMinutes } from './time-zones'

/** The daily email goes out at the first run after this hour of the user's own clock. */
export const DIGEST_HOUR = 7
/** How the hour is written to people: '07:00'. */
export const DIGEST_TIME_LABEL = `${String(DIGEST_HOUR).padStart(2, '0')}:00`
/** How often the server looks for users whose daily email is due. */
export const DIGEST_INTERVAL_MINUTES = 15
/** Problems listed in one email; the rest are counted and wait on /today. */
export const DIGEST_LISTED_REVIEWS = 20

/** Days the calendar feed covers, today included. */
export const CALENDAR_HORIZON_DAYS = 60
/** Titles written into one calendar event's description. */
export const CALENDAR_LISTED_TITLES = 20

/** The forms of the Reminders section, all posted to REMINDERS_ACTION with one of these intents. */
export const REMINDERS_ACTION = '/profile/reminders'
export const REMINDER_INTENTS = {
  dailyDigest: 'daily-digest',
  calendarAddress: 'calendar-address',
  calendarOff: 'calendar-off',
} as const
/** Where the section is on the profile page. */
export const REMINDERS_ANCHOR = 'reminders'

/** 32 random bytes in base64url: 256 bits, far past guessing, and safe in a path without escaping. */
export const CALENDAR_TOKEN_BYTES = 32
const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
const FEED_SUFFIX = '.ics'

/** The feed's path for a token: calendar apps are happier with an address that ends in .ics. */
export function calendarFeedPath(token: string): string {
  return `/calendar/${token}${FEED_SUFFIX}`
}

/** The token in the last segment of a feed address ('{token}.ics'), or null when it cannot be one. */
export function calendarTokenFromSegment(segment: string | undefined): string | null {
  if (!segment?.endsWith(FEED_SUFFIX)) return null
  const token = segment.slice(0, -FEED_SUFFIX.length)
  return CALENDAR_TOKEN_PATTERN.test(token) ? token : null
}

/** The same address for calendar apps that subscribe on a click (webcal:// opens the app, not the browser). */
export function webcalUrl(httpUrl: string): string {
  return httpUrl.replace(/^https?:/, 'webcal:')
}

/** The user's wall-clock minutes since midnight at the instant (daylight saving included). */
function localMinutes(timeZone: string, at: Date): number {
  const minutes = Math.floor(at.getTime() / 60_000) + utcOffsetMinutes(timeZone, at)
  return ((minutes % 1440) + 1440) % 1440
}

/**
 * Whether the user's daily email may go out now: their clock has passed DIGEST_HOUR today, and no email
 * went out for today (or a later day, which a user who moved west of their last zone may already have had).
 */
export function isDigestDue(timeZone: string, lastSentDay: string | null, now: Date): boolean {
  if (localMinutes(timeZone, now) < DIGEST_HOUR * 60) return false
  return lastSentDay === null || lastSentDay < dayInTimeZone(timeZone, now)
}

/** '3 reviews', '1 review'. */
export function reviewCount(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`
}

/** The email's subject: '3 reviews due today — PrepSharp'. */
export function digestSubject(count: number, productName: string): string {
  return `${reviewCount(count)} due today — ${productName}`
}

/** A calendar event's title: '3 PrepSharp reviews due'. */
export function calendarEventSummary(count: number, productName: string): string {
  return `${count} ${productName} ${count === 1 ? 'review' : 'reviews'} due`
}

export interface DueItem {
  title: string
  due: Date
}

export interface DueDay<T extends DueItem> {
  /** YYYY-MM-DD in the user's time zone. */
  day: string
  items: T[]
}

/**
 * The days from `today` on, up to `horizonDays` of them, that have something due, each with what is
 * due on it in the order given. What fell due before today is counted into today: it is still waiting.
 * Days are the user's calendar days, so a due time just before their midnight stays on its own day
 * whatever the offset from UTC, and a daylight-saving change moves nothing.
 */
export function dueDays<T extends DueItem>(
  items: readonly T[],
  timeZone: string,
  today: string,
  horizonDays: number,
): DueDay<T>[] {
  const end = addDays(today, horizonDays)
  const days = new Map<string, T[]>()
  for (const item of items) {
    const due = dayInTimeZone(timeZone, item.due)
    const day = due < today ? today : due
    if (day >= end) continue
    const list = days.get(day)
    if (list) list.push(item)
    else days.set(day, [item])
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, dayItems]) => ({ day, items: dayItems }))
}
