import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { reviewReminders, users } from '#db/schema'
import { CALENDAR_TOKEN_BYTES, calendarFeedPath, webcalUrl } from '~/domain/review-reminders'
import { timeZoneCity, UTC_ZONE } from '~/domain/time-zones'
import { getDb, type Db } from './db.server'

// A user's reminder settings (docs/product.md#reminders): whether the daily email is on, and the secret
// token in their calendar feed's address. A user who never touched them has no row, which reads as
// "email off, no feed". Why the token is kept as it is rather than hashed:
// docs/decisions/0020-review-reminders.md.

export interface ReminderSettings {
  dailyDigest: boolean
  calendarToken: string | null
  calendarTokenCreatedAt: Date | null
}

const NO_REMINDERS: ReminderSettings = {
  dailyDigest: false,
  calendarToken: null,
  calendarTokenCreatedAt: null,
}

export function reminderSettings(userId: string, db: Db = getDb()): ReminderSettings {
  const row = db
    .select({
      dailyDigest: reviewReminders.dailyDigest,
      calendarToken: reviewReminders.calendarToken,
      calendarTokenCreatedAt: reviewReminders.calendarTokenCreatedAt,
    })
    .from(reviewReminders)
    .where(eq(reviewReminders.userId, userId))
    .get()
  return row ?? NO_REMINDERS
}

/** Writes some of the user's settings, creating their row when it is the first. One statement. */
function saveReminders(
  userId: string,
  changes: Partial<typeof reviewReminders.$inferInsert>,
  db: Db,
  now: Date,
): void {
  const set = { ...changes, updatedAt: now }
  db.insert(reviewReminders)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: reviewReminders.userId, set })
    .run()
}

/**
 * Turns the daily email on or off. Turning it on again does not resend a day already sent. Turning it off
 * only changes a row that exists, so an old email's link for an account since deleted changes nothing.
 */
export function setDailyDigest(userId: string, on: boolean, db: Db = getDb(), now = new Date()): void {
  if (on) saveReminders(userId, { dailyDigest: true }, db, now)
  else
    db.update(reviewReminders)
      .set({ dailyDigest: false, updatedAt: now })
      .where(eq(reviewReminders.userId, userId))
      .run()
}

/**
 * Gives the user a new calendar address, replacing any earlier one in the same statement: from then on
 * the old address is unknown. Returns the new token.
 */
export function rotateCalendarToken(userId: string, db: Db = getDb(), now = new Date()): string {
  const token = randomBytes(CALENDAR_TOKEN_BYTES).toString('base64url')
  saveReminders(userId, { calendarToken: token, calendarTokenCreatedAt: now }, db, now)
  return token
}

/** Turns the calendar feed off: the address stops working, and none replaces it. */
export function removeCalendarToken(userId: string, db: Db = getDb(), now = new Date()): void {
  saveReminders(userId, { calendarToken: null, calendarTokenCreatedAt: null }, db, now)
}

export interface CalendarOwner {
  userId: string
  timeZone: string
}

/** Whose feed a token opens, or null for a token that was never given out or has been replaced. */
export function calendarOwner(token: string, db: Db = getDb()): CalendarOwner | null {
  const row = db
    .select({ userId: reviewReminders.userId, timeZone: users.timeZone })
    .from(reviewReminders)
    .innerJoin(users, eq(users.id, reviewReminders.userId))
    .where(eq(reviewReminders.calendarToken, token))
    .get()
  return row ?? null
}

/** What the profile's Reminders section shows; `origin` is this site's as the page names it (siteOrigin). */
export function remindersView(userId: string, origin: string, db: Db = getDb()) {
  const settings = reminderSettings(userId, db)
  const user = db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).get()
  const calendarUrl = settings.calendarToken
    ? new URL(calendarFeedPath(settings.calendarToken), origin).href
    : null
  return {
    dailyDigest: settings.dailyDigest,
    calendarUrl,
    webcalUrl: calendarUrl ? webcalUrl(calendarUrl) : null,
    timeZoneCity: timeZoneCity(user?.timeZone ?? UTC_ZONE),
  }
}

/**
 * The reminder settings for "Download my data". The calendar token is left out: it is a key, like the
 * session ids and the password hash the download also leaves out, and a downloaded file travels further
 * than the profile page; whether there is one, and since when, is said.
 */
export function exportReminders(userId: string, db: Db = getDb()) {
  const row = db.select().from(reviewReminders).where(eq(reviewReminders.userId, userId)).get()
  return {
    dailyEmail: row?.dailyDigest ?? false,
    lastDailyEmailDay: row?.digestSentDay ?? null,
    calendarFeed: row?.calendarToken ? true : false,
    calendarFeedCreatedAt: row?.calendarTokenCreatedAt?.toISOString() ?? null,
  }
}
