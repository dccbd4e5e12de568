import { randomUUID } from 'node:crypto'
import type { ReviewItem } from '~/components/today/review-list'
import { formatDay, utcDay } from '~/domain/calendar-day'
import { allForInterviewMode, forInterviewMode, type InterviewSafe } from '~/domain/interview-mode'
import { lastSeenLabel } from '~/domain/activity-calendar'
import { clampPage, pageCount, pageOffset } from '~/domain/pagination'
import { dayInTimeZone, timeZoneCity } from '~/domain/time-zones'
import { yearActivityText } from '~/domain/year-activity-text'
import { dailyChallengeFor } from './daily.server'
import { getDb, type Db } from './db.server'
import { listFavoriteCompanies, unmarkedFavoriteProblems } from './favorites.server'
import { planOverview } from './plan-schedule.server'
import { todayShare } from './plan-view.server'
import { DataCache } from './prepared.server'
import { dueReviewsPage, revisionCounts, yearAndStreak, type DueReview } from './revision.server'

// What /today shows a user (docs/product.md#today), read and written once per user, day and page until
// their data changes: the page is every signed-in user's start page, and its parts are seven reads that a
// review, a mark or an import moves together.

/**
 * Reviews listed a page, overdue first; `?page=` goes through the rest. Each is a form of four buttons,
 * so a backlog of hundreds on one page made it heavy; the counts above still say how many wait.
 */
export const LISTED_REVIEWS = 10
/** How many unmarked problems of the favourite companies are suggested. */
const NEXT_UP_SIZE = 8
/** Past this, a `?page=` asks for the last page anyway: no user has this many reviews due. */
const PAGE_KEY_LIMIT = 100_000

/**
 * A listed review as kept. Its submission key is drawn with the kept view, so the markup kept with it
 * is the same on every view: posting the form twice, or the same day's form from two tabs, stores one
 * review; any review, mark or import moves the user's version and draws new keys.
 */
export type ListedReview = InterviewSafe<ReviewItem>

export type TodayView = ReturnType<typeof readTodayView>

// Kept per user: a user scope's version moves with their own writes and with the catalogue's.
const views = new DataCache<Readonly<TodayView>>('user', 1_024)

/**
 * The user's /today for `requestedPage` (the address's `?page=`, any text), in their time zone as of
 * `now`. What interview mode hides is left out of the data, not only of the markup
 * (docs/product.md#interview-mode).
 */
export function todayView(
  user: { id: string; timeZone: string; interviewMode: boolean },
  requestedPage: string | null,
  db: Db = getDb(),
  now = new Date(),
): Readonly<TodayView> {
  const today = dayInTimeZone(user.timeZone, now)
  const page = clampPage(requestedPage, PAGE_KEY_LIMIT * LISTED_REVIEWS, LISTED_REVIEWS)
  // The problem of the day turns at midnight UTC, which is not the user's midnight.
  const key = `${user.timeZone}:${today}:${utcDay(now)}:${page}:${user.interviewMode ? 'interview' : 'open'}`
  return views.getFor(db, user.id, key, () => Object.freeze(readTodayView(user, today, page, db, now)))
}

function readTodayView(
  { id: userId, timeZone, interviewMode }: { id: string; timeZone: string; interviewMode: boolean },
  today: string,
  requestedPage: number,
  db: Db,
  now: Date,
) {
  const counts = revisionCounts(userId, timeZone, db, now)
  const dueTotal = counts.dueToday + counts.overdue
  const page = clampPage(requestedPage, dueTotal, LISTED_REVIEWS)
  const due = dueReviewsPage(
    userId,
    timeZone,
    { offset: pageOffset(page, LISTED_REVIEWS), limit: LISTED_REVIEWS },
    db,
    now,
  )
  const year = yearAndStreak(userId, timeZone, db, now)
  // With an interview plan ahead, what to do next is today's share of it (docs/product.md#interview-plan).
  const planShare = todayShare(planOverview(userId, db, now, timeZone), interviewMode)
  const favorites = planShare ? [] : listFavoriteCompanies(userId, db)
  const potd = problemOfTheDay(now, db)
  return {
    interviewMode,
    today,
    timeZoneName: timeZoneCity(timeZone),
    counts,
    reviews: listedReviews(due, timeZone, today, interviewMode),
    dueTotal,
    page,
    pageCount: pageCount(dueTotal, LISTED_REVIEWS),
    /** The place of the page's first review among all those due (1 on the first page). */
    firstListed: pageOffset(page, LISTED_REVIEWS) + 1,
    problemOfTheDay: potd ? forInterviewMode(potd, interviewMode) : null,
    planShare,
    hasFavorites: favorites.length > 0,
    nextUp: allForInterviewMode(
      favorites.length > 0 ? unmarkedFavoriteProblems(userId, NEXT_UP_SIZE, db) : [],
      interviewMode,
    ),
    streak: year.streak,
    /** Only the days with activity, as one short text; the page lays out the year's grid itself. */
    activity: yearActivityText(year.activity),
  }
}

function listedReviews(
  due: readonly DueReview[],
  timeZone: string,
  today: string,
  interviewMode: boolean,
): ListedReview[] {
  return due.map((review) =>
    forInterviewMode<ReviewItem>(
      {
        problemId: review.problemId,
        titleSlug: review.titleSlug,
        title: review.title,
        frontendId: review.frontendId,
        difficulty: review.difficulty,
        overdue: review.overdue,
        dueLabel: review.overdue ? `due ${formatDay(review.dueDay)}` : null,
        lastRating: review.lastRating,
        lastSeen: review.lastReviewedAt
          ? lastSeenLabel(dayInTimeZone(timeZone, review.lastReviewedAt), today)
          : null,
        submissionKey: randomUUID(),
      },
      interviewMode,
    ),
  )
}

/** Today's daily challenge as stored (LeetCode's day is UTC); the page never waits on LeetCode for it. */
function problemOfTheDay(now: Date, db: Db): { titleSlug: string; title: string; difficulty: number } | null {
  try {
    return dailyChallengeFor(utcDay(now), db)
  } catch (error) {
    console.error("Reading today's daily challenge failed:", error)
    return null
  }
}
