import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm'
import { problems, progress, revisionCards, revisionReviews } from '#db/schema'
import { addDays, utcDay } from '~/domain/calendar-day'
import { parseReviewRating, type ReviewRating } from '~/domain/review-rating'
import type { ReviewRefusal } from '~/domain/review-refusals'
import { currentStreak, type Streak } from '~/domain/study-streak'
import { dayInTimeZone, offsetSegments, startOfDayInTimeZone, type OffsetSegment } from '~/domain/time-zones'
import { getDb, writeTransaction, type Db } from './db.server'
import { DataCache, preparedFor, sqlStatement } from './prepared.server'
import { readCard, RETIRED_DUE, storeReview } from './revision-cards.server'

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
  return readDueReviews(userId, timeZone, { offset: 0, limit: -1 }, db, now)
}

/**
 * One stretch of `dueReviews`: `limit` reviews (−1: all) after the first `offset`. A page lists a few of
 * a backlog of hundreds, so only those are read, and only their last ratings looked up; kept per user and
 * day until their data changes, as /today asks on every view (decision 0037). Shared: read-only.
 */
export function dueReviewsPage(
  userId: string,
  timeZone: string,
  range: { offset: number; limit: number },
  db: Db = getDb(),
  now = new Date(),
): readonly Readonly<DueReview>[] {
  const key = `${timeZone}:${dayInTimeZone(timeZone, now)}:${range.offset}:${range.limit}`
  return duePages.getFor(db, userId, key, () => readDueReviews(userId, timeZone, range, db, now))
}

const duePages = new DataCache<readonly Readonly<DueReview>[]>('user', 256)

function readDueReviews(
  userId: string,
  timeZone: string,
  range: { offset: number; limit: number },
  db: Db,
  now: Date,
): DueReview[] {
  const { start, end } = todayBounds(timeZone, now)
  const rows = dueCardsStatement(db).all({
    userId,
    end: end.getTime(),
    limit: range.limit,
    offset: range.offset,
  })
  const lastRatings = latestRatings(
    userId,
    rows.map((row) => row.problemId),
    db,
  )
  return rows.map((row) => ({
    ...row,
    dueDay: dayInTimeZone(timeZone, row.due),
    overdue: row.due.getTime() < start.getTime(),
    lastRating: lastRatings.get(row.problemId) ?? null,
  }))
}

const dueCardsStatement = preparedFor((db) =>
  db
    .select({
      problemId: problems.id,
      titleSlug: problems.titleSlug,
      title: problems.title,
      frontendId: problems.frontendId,
      difficulty: problems.difficulty,
      due: revisionCards.due,
      lastReviewedAt: revisionCards.lastReview,
    })
    .from(revisionCards)
    .innerJoin(problems, eq(problems.id, revisionCards.problemId))
    .where(
      and(eq(revisionCards.userId, sql.placeholder('userId')), lt(revisionCards.due, sql.placeholder('end'))),
    )
    .orderBy(asc(revisionCards.due), asc(problems.title))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(),
)

/** The rating of each problem's latest review, in one read of those problems' reviews. */
function latestRatings(
  userId: string,
  problemIds: readonly number[],
  db: Db,
): Map<number, ReviewRating | null> {
  const latest = new Map<number, ReviewRating | null>()
  if (problemIds.length === 0) return latest
  // In the order of the (user, problem, time) index, so only those problems' reviews are read.
  const rows = sqlStatement(
    db,
    `SELECT problem_id AS problemId, rating FROM revision_reviews
     WHERE user_id = ? AND problem_id IN (${problemIds.map(() => '?').join(', ')})
     ORDER BY problem_id, reviewed_at DESC, id DESC`,
  ).all(userId, ...problemIds) as { problemId: number; rating: number }[]
  for (const row of rows)
    if (!latest.has(row.problemId)) latest.set(row.problemId, parseReviewRating(row.rating))
  return latest
}

export interface RevisionCounts {
  solved: number
  /** Due today and not before. */
  dueToday: number
  /** Due on an earlier day and not yet reviewed. */
  overdue: number
}

/** The counts of the user's day, kept per user and day until their data changes (decision 0037). */
export function revisionCounts(
  userId: string,
  timeZone: string,
  db: Db = getDb(),
  now = new Date(),
): Readonly<RevisionCounts> {
  const key = `${timeZone}:${dayInTimeZone(timeZone, now)}`
  return dayCounts.getFor(db, userId, key, () => countRevisions(userId, timeZone, db, now))
}

const dayCounts = new DataCache<Readonly<RevisionCounts>>('user', 256)

function countRevisions(userId: string, timeZone: string, db: Db, now: Date): RevisionCounts {
  const { start, end } = todayBounds(timeZone, now)
  const statements = countStatements(db)
  const solved = statements.solved.get({ userId })
  const due = statements.due.get({ userId, start: start.getTime(), end: end.getTime() })
  return { solved: solved?.total ?? 0, dueToday: due?.dueToday ?? 0, overdue: due?.overdue ?? 0 }
}

const countStatements = preparedFor((db) => ({
  solved: db
    .select({ total: count() })
    .from(progress)
    .where(and(eq(progress.userId, sql.placeholder('userId')), eq(progress.status, 'solved')))
    .prepare(),
  due: db
    .select({
      overdue: sql<number>`coalesce(sum(${revisionCards.due} < ${sql.placeholder('start')}), 0)`,
      dueToday: sql<number>`coalesce(sum(${revisionCards.due} >= ${sql.placeholder('start')}), 0)`,
    })
    .from(revisionCards)
    .where(
      and(eq(revisionCards.userId, sql.placeholder('userId')), lt(revisionCards.due, sql.placeholder('end'))),
    )
    .prepare(),
}))

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
  const inYear = and(
    eq(revisionReviews.userId, userId),
    gte(revisionReviews.reviewedAt, from),
    lt(revisionReviews.reviewedAt, to),
  )
  const segments = offsetSegments(timeZone, from.getTime(), to.getTime())
  if (segments) return daysCountedInDatabase(userId, from.getTime(), to.getTime(), segments, db)
  const rows = db
    .select({ reviewedAt: revisionReviews.reviewedAt, stateBefore: revisionReviews.stateBefore })
    .from(revisionReviews)
    .where(inYear)
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

/**
 * The year's days counted by the database, a row per day rather than per review: the local day of a
 * review is its instant moved by the offset in force then, the offsets being few and known for the span.
 * Prepared once per number of clock changes (the text), the offsets bound as values.
 */
function daysCountedInDatabase(
  userId: string,
  from: number,
  to: number,
  segments: readonly OffsetSegment[],
  db: Db,
): ActivityDay[] {
  const [first, ...changes] = segments
  const shift = changes.length
    ? `CASE ${changes.map(() => 'WHEN reviewed_at >= ? THEN ?').join(' ')} ELSE ? END`
    : '?'
  const statement = sqlStatement(
    db,
    // Bound numbers arrive as reals; the cast makes the division whole days (the instants are after 1970).
    `SELECT CAST((reviewed_at + ${shift}) / 86400000 AS INTEGER) AS day_number,
       SUM(state_before = 'new'), COUNT(*)
     FROM revision_reviews WHERE user_id = ? AND reviewed_at >= ? AND reviewed_at < ?
     GROUP BY day_number ORDER BY day_number`,
  ).raw()
  const shifts = [...changes]
    .reverse()
    .flatMap((change) => [change.from, change.offset * 60_000])
    .concat(first!.offset * 60_000)
  const rows = statement.all(...shifts, userId, from, to) as [number, number, number][]
  return rows.map(([dayNumber, solves, total]) => ({
    day: utcDay(new Date(dayNumber * 86_400_000)),
    solves,
    reviews: total - solves,
  }))
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

/**
 * The current year's heatmap and the streak, from one read of the year's reviews: the streak is taken
 * from the year's days unless it runs back to 1 January, when the years before are read for it too.
 */
export function yearAndStreak(
  userId: string,
  timeZone: string,
  db: Db = getDb(),
  now = new Date(),
): YearAndStreak {
  const today = dayInTimeZone(timeZone, now)
  return years.getFor(db, userId, `${timeZone}:${today}`, () =>
    countYearAndStreak(userId, timeZone, today, db, now),
  )
}

export interface YearAndStreak {
  year: number
  activity: ActivityDay[]
  streak: Streak
}

/**
 * Years counted lately, per user, zone and day: counting a year of reviews was the largest part of /today.
 * Dropped when the user's data changes (a user cache, CacheScope), so a review shows on the next view; a few hundred
 * entries at most (docs/decisions/0037-study-pages-kept-per-user-until-a-write.md). Shared: read-only.
 */
const years = new DataCache<YearAndStreak>('user', 256)

function countYearAndStreak(
  userId: string,
  timeZone: string,
  today: string,
  db: Db,
  now: Date,
): YearAndStreak {
  const year = Number(today.slice(0, 4))
  const activity = reviewHeatmap(userId, timeZone, year, db)
  const inYear = currentStreak(new Set(activity.map((entry) => entry.day)), today)
  const lastDay = inYear.includesToday ? today : addDays(today, -1)
  const firstDay = addDays(lastDay, 1 - inYear.days)
  // The count stopped at the day before firstDay; when that day is in an earlier year, it was not read.
  const stoppedOutsideYear = addDays(firstDay, -1) < `${year}-01-01`
  return { year, activity, streak: stoppedOutsideYear ? streak(userId, timeZone, db, now) : inYear }
}

/** When each of these problems is next due for the user; problems not scheduled are left out. */
export function nextDueByProblem(
  userId: string,
  problemIds: readonly number[],
  db: Db = getDb(),
): Map<number, Date> {
  if (problemIds.length === 0) return new Map()
  // One prepared statement for any number of ids: a sheet asks about fifty on every view. `+due` keeps
  // SQLite on the primary key (user, problem): by the (user, due) index it read all of a user's cards.
  const rows = sqlStatement(
    db,
    `SELECT problem_id AS problemId, due FROM revision_cards
     WHERE user_id = ? AND problem_id IN (SELECT value FROM json_each(?)) AND +due < ?`,
  ).all(userId, JSON.stringify(problemIds), RETIRED_DUE.getTime()) as { problemId: number; due: number }[]
  return new Map(rows.map((row) => [row.problemId, new Date(row.due)]))
}
