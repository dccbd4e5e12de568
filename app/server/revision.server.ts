import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { problems, progress, revisionCards, revisionReviews } from '#db/schema'
import { addDays } from '~/domain/calendar-day'
import { parseReviewRating, type ReviewRating } from '~/domain/review-rating'
import type { ReviewRefusal } from '~/domain/review-refusals'
import { currentStreak, type Streak } from '~/domain/study-streak'
import { dayInTimeZone, startOfDayInTimeZone } from '~/domain/time-zones'
import { getDb, writeTransaction, type Db } from './db.server'
import { readCard, storeReview } from './revision-cards.server'

// Spaced revision as the pages see it: rating a review, what is due in the user's day, the streak and
// the year of activity. Days are the user's calendar days (users.time_zone), so "today" ends at their
// midnight, daylight saving included.

export const SUBMISSION_KEY_MAX_LENGTH = 100

export interface ReviewRequest {
  userId: string
  problemId: number
  /** From the form: 1 Again, 2 Hard, 3 Good, 4 Easy; anything else is refused. */
  rating: unknown
  /** One per rendered form, so the same form posted twice stores one review. */
  submissionKey: string
  /** When the problem was practised, if not now (a solve done elsewhere earlier). */
  reviewedAt?: Date
}

export type RecordReviewRefusal = ReviewRefusal

export type RecordReviewResult =
  /** `duplicate`: that form was already stored; nothing changed, `due` is the card's. */
  { outcome: 'saved' | 'duplicate'; due: Date } | { outcome: RecordReviewRefusal }

/**
 * Stores one review and schedules the problem's next one. A first review is the solve: the problem is
 * marked solved, as is one marked to revisit once it is practised. Refusals change nothing.
 */
export function recordReview(request: ReviewRequest, db: Db = getDb(), now = new Date()): RecordReviewResult {
  const rating = parseReviewRating(request.rating)
  if (rating === null) return { outcome: 'invalid-rating' }
  const key = request.submissionKey
  if (typeof key !== 'string' || key.trim() === '' || key.length > SUBMISSION_KEY_MAX_LENGTH)
    return { outcome: 'invalid-submission-key' }
  const reviewedAt = request.reviewedAt ?? now
  if (Number.isNaN(reviewedAt.getTime())) return { outcome: 'invalid-date' }
  if (reviewedAt.getTime() > now.getTime()) return { outcome: 'future-date' }
  const { userId, problemId } = request

  return writeTransaction(db, (tx): RecordReviewResult => {
    const stored = tx
      .select({ due: revisionCards.due })
      .from(revisionReviews)
      .innerJoin(
        revisionCards,
        and(
          eq(revisionCards.userId, revisionReviews.userId),
          eq(revisionCards.problemId, revisionReviews.problemId),
        ),
      )
      .where(and(eq(revisionReviews.userId, userId), eq(revisionReviews.submissionKey, key)))
      .get()
    if (stored) return { outcome: 'duplicate', due: stored.due }
    const problem = tx.select({ id: problems.id }).from(problems).where(eq(problems.id, problemId)).get()
    if (!problem) return { outcome: 'problem-not-found' }
    const card = readCard(tx, userId, problemId)
    if (card?.lastReview && reviewedAt.getTime() < card.lastReview.getTime())
      return { outcome: 'before-last-review' }

    const after = storeReview(
      tx,
      { userId, problemId, rating, reviewedAt, submissionKey: key, source: 'rating' },
      card,
    )
    tx.insert(progress)
      .values({ userId, problemId, status: 'solved', updatedAt: now })
      .onConflictDoUpdate({
        target: [progress.userId, progress.problemId],
        set: { status: 'solved', updatedAt: now },
      })
      .run()
    return { outcome: 'saved', due: after.due }
  })
}

/** The instants where the user's today begins and ends. */
function todayBounds(timeZone: string, now: Date): { today: string; start: Date; end: Date } {
  const today = dayInTimeZone(timeZone, now)
  return {
    today,
    start: startOfDayInTimeZone(timeZone, today),
    end: startOfDayInTimeZone(timeZone, addDays(today, 1)),
  }
}

export interface DueReview {
  problemId: number
  titleSlug: string
  title: string
  frontendId: number | null
  difficulty: number
  due: Date
  /** The day it fell due, in the user's time zone. */
  dueDay: string
  /** Due before today. */
  overdue: boolean
  /** Null for a problem marked to revisit that was never reviewed. */
  lastRating: ReviewRating | null
  lastReviewedAt: Date | null
}

/** What is due by the end of the user's today, overdue first (longest waiting first). */
export function dueReviews(
  userId: string,
  timeZone: string,
  db: Db = getDb(),
  now = new Date(),
): DueReview[] {
  const { start, end } = todayBounds(timeZone, now)
  // Each problem's latest review in one pass over the user's reviews, rather than a lookup per card.
  const latest = db
    .select({
      problemId: revisionReviews.problemId,
      rating: revisionReviews.rating,
      position: sql<number>`row_number() over (
        partition by ${revisionReviews.problemId}
        order by ${revisionReviews.reviewedAt} desc, ${revisionReviews.id} desc)`.as('position'),
    })
    .from(revisionReviews)
    .where(eq(revisionReviews.userId, userId))
    .as('latest')
  const rows = db
    .select({
      problemId: problems.id,
      titleSlug: problems.titleSlug,
      title: problems.title,
      frontendId: problems.frontendId,
      difficulty: problems.difficulty,
      due: revisionCards.due,
      lastReviewedAt: revisionCards.lastReview,
      lastRating: latest.rating,
    })
    .from(revisionCards)
    .innerJoin(problems, eq(problems.id, revisionCards.problemId))
    .leftJoin(latest, and(eq(latest.problemId, revisionCards.problemId), eq(latest.position, 1)))
    .where(and(eq(revisionCards.userId, userId), lt(revisionCards.due, end)))
    .orderBy(asc(revisionCards.due), asc(problems.title))
    .all()
  return rows.map((row) => ({
    ...row,
    dueDay: dayInTimeZone(timeZone, row.due),
    overdue: row.due.getTime() < start.getTime(),
    lastRating: parseReviewRating(row.lastRating),
  }))
}

export interface RevisionCounts {
  solved: number
  /** Due today and not before. */
  dueToday: number
  /** Due on an earlier day and not yet reviewed. */
  overdue: number
}

export function revisionCounts(
  userId: string,
  timeZone: string,
  db: Db = getDb(),
  now = new Date(),
): RevisionCounts {
  const { start, end } = todayBounds(timeZone, now)
  const solved = db
    .select({ total: count() })
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.status, 'solved')))
    .get()
  const due = db
    .select({
      overdue: sql<number>`coalesce(sum(${revisionCards.due} < ${start.getTime()}), 0)`,
      dueToday: sql<number>`coalesce(sum(${revisionCards.due} >= ${start.getTime()}), 0)`,
    })
    .from(revisionCards)
    .where(and(eq(revisionCards.userId, userId), lt(revisionCards.due, end)))
    .get()
  return { solved: solved?.total ?? 0, dueToday: due?.dueToday ?? 0, overdue: due?.overdue ?? 0 }
}

export interface ActivityDay {
  /** YYYY-MM-DD in the user's time zone. */
  day: string
  /** Problems solved for the first time that day. */
  solves: number
  /** Reviews of problems solved before. */
  reviews: number
}

/** A year (the user's calendar) of solves and reviews, one entry per day that has any, in order. */
export function reviewHeatmap(
  userId: string,
  timeZone: string,
  year: number,
  db: Db = getDb(),
): ActivityDay[] {
  if (!Number.isInteger(year) || year < 1970 || year > 9999) throw new RangeError(`Not a year: ${year}`)
  const from = startOfDayInTimeZone(timeZone, `${year}-01-01`)
  const to = startOfDayInTimeZone(timeZone, `${year + 1}-01-01`)
  const rows = db
    .select({ reviewedAt: revisionReviews.reviewedAt, stateBefore: revisionReviews.stateBefore })
    .from(revisionReviews)
    .where(
      and(
        eq(revisionReviews.userId, userId),
        gte(revisionReviews.reviewedAt, from),
        lt(revisionReviews.reviewedAt, to),
      ),
    )
    .orderBy(asc(revisionReviews.reviewedAt))
    .all()
  const days = new Map<string, ActivityDay>()
  for (const row of rows) {
    const day = dayInTimeZone(timeZone, row.reviewedAt)
    const entry = days.get(day) ?? { day, solves: 0, reviews: 0 }
    if (row.stateBefore === 'new') entry.solves++
    else entry.reviews++
    days.set(day, entry)
  }
  return [...days.values()]
}

/** Consecutive days, in the user's time zone, with a solve or a review (see currentStreak). */
export function streak(userId: string, timeZone: string, db: Db = getDb(), now = new Date()): Streak {
  const activeDays = new Set(
    db
      .select({ reviewedAt: revisionReviews.reviewedAt })
      .from(revisionReviews)
      .where(eq(revisionReviews.userId, userId))
      .all()
      .map((row) => dayInTimeZone(timeZone, row.reviewedAt)),
  )
  return currentStreak(activeDays, dayInTimeZone(timeZone, now))
}

/** When each of these problems is next due for the user; problems not scheduled are left out. */
export function nextDueByProblem(
  userId: string,
  problemIds: readonly number[],
  db: Db = getDb(),
): Map<number, Date> {
  if (problemIds.length === 0) return new Map()
  const rows = db
    .select({ problemId: revisionCards.problemId, due: revisionCards.due })
    .from(revisionCards)
    .where(and(eq(revisionCards.userId, userId), inArray(revisionCards.problemId, [...new Set(problemIds)])))
    .all()
  return new Map(rows.map((row) => [row.problemId, row.due]))
}
