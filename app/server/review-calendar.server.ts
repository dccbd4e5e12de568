import { createHash } from 'node:crypto'
import { and, asc, eq, lt } from 'drizzle-orm'
import ical, { ICalEventTransparency } from 'ical-generator'
import { problems, revisionCards } from '#db/schema'
import { addDays } from '~/domain/calendar-day'
import {
  CALENDAR_HORIZON_DAYS,
  CALENDAR_LISTED_TITLES,
  calendarEventSummary,
  dueDays,
} from '~/domain/review-reminders'
import { PRODUCT_NAME } from '~/domain/site'
import { dayInTimeZone, startOfDayInTimeZone } from '~/domain/time-zones'
import { getDb, type Db } from './db.server'
import type { CalendarOwner } from './review-reminders.server'

// The private calendar feed (docs/product.md#reminders): one all-day event on each of the user's days that
// has reviews due, from today on, so a calendar app shows the study days beside everything else.

/** Calendar apps poll at their own pace; this is the hint for those that read one. */
const REFRESH_SECONDS = 3600

/**
 * An event's UID stays the same for the user and the day whatever it holds, so a calendar app updates the
 * event in place when the count changes. It is a hash, so the feed does not carry the user's id.
 */
function eventUid(userId: string, day: string, host: string): string {
  const user = createHash('sha256').update(`review-calendar:${userId}`).digest('hex').slice(0, 24)
  return `reviews-${day}-${user}@${host}`
}

function eventDescription(titles: string[], todayUrl: string): string {
  const listed = titles.slice(0, CALENDAR_LISTED_TITLES).map((title) => `- ${title}`)
  const more = titles.length - listed.length
  if (more > 0) listed.push(`and ${more} more`)
  return `${listed.join('\n')}\n\nReview them on your Today page: ${todayUrl}`
}

/** The feed as iCalendar text. `origin` is where its links point (this site, as siteOrigin names it). */
export function reviewCalendar(
  owner: CalendarOwner,
  origin: string,
  db: Db = getDb(),
  now = new Date(),
): string {
  const today = dayInTimeZone(owner.timeZone, now)
  const end = startOfDayInTimeZone(owner.timeZone, addDays(today, CALENDAR_HORIZON_DAYS))
  const cards = db
    .select({ title: problems.title, due: revisionCards.due })
    .from(revisionCards)
    .innerJoin(problems, eq(problems.id, revisionCards.problemId))
    .where(and(eq(revisionCards.userId, owner.userId), lt(revisionCards.due, end)))
    .orderBy(asc(revisionCards.due), asc(problems.title))
    .all()

  const todayUrl = new URL('/today', origin).href
  const host = new URL(origin).hostname
  const calendar = ical({
    name: `${PRODUCT_NAME} reviews`,
    description: `The days you have problems due for review on ${PRODUCT_NAME}.`,
    prodId: { company: PRODUCT_NAME, product: 'Review calendar', language: 'EN' },
    ttl: REFRESH_SECONDS,
  })
  for (const { day, items } of dueDays(cards, owner.timeZone, today, CALENDAR_HORIZON_DAYS)) {
    calendar.createEvent({
      id: eventUid(owner.userId, day, host),
      // A calendar date, not an instant: the UTC midnight of the user's day is written as that date.
      start: new Date(`${day}T00:00:00Z`),
      end: new Date(`${addDays(day, 1)}T00:00:00Z`),
      allDay: true,
      stamp: now,
      summary: calendarEventSummary(items.length, PRODUCT_NAME),
      description: eventDescription(
        items.map((item) => item.title),
        todayUrl,
      ),
      url: todayUrl,
      // Reviews are a reminder, not an appointment: the day stays free for meetings.
      transparency: ICalEventTransparency.TRANSPARENT,
    })
  }
  return calendar.toString()
}
