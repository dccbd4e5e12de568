import { randomUUID } from 'node:crypto'
import { and, desc, eq, isNull, lt } from 'drizzle-orm'
import { progress, revisionCards, revisionReviews, users } from '#db/schema'
import { DEFAULT_RATING, type ReviewRating } from '~/domain/review-rating'
import { newCard, scheduleReview, type RevisionCard } from '~/domain/revision-schedule'
import { dayInTimeZone, startOfDayInTimeZone, UTC_ZONE } from '~/domain/time-zones'
import type { Db, Tx } from './db.server'

// The writes behind spaced revision, inside a transaction the caller holds, so that a mark, its card and
// its reviews always change together (progress, the LeetCode sync and revision itself all come here).

export type ReviewSource = (typeof revisionReviews.$inferInsert)['source']

export interface ReviewToStore {
  userId: string
  problemId: number
  rating: ReviewRating
  reviewedAt: Date
  submissionKey: string
  source: ReviewSource
}

/** The card of one problem for one user, or null when the problem is not scheduled. */
export function readCard(tx: Tx, userId: string, problemId: number): RevisionCard | null {
  const row = tx
    .select()
    .from(revisionCards)
    .where(and(eq(revisionCards.userId, userId), eq(revisionCards.problemId, problemId)))
    .get()
  if (!row) return null
  const { userId: _user, problemId: _problem, ...card } = row
  return card
}

/** Whether the user has a review stored under this submission key. */
export function hasReview(tx: Tx, userId: string, submissionKey: string): boolean {
  return (
    tx
      .select({ id: revisionReviews.id })
      .from(revisionReviews)
      .where(and(eq(revisionReviews.userId, userId), eq(revisionReviews.submissionKey, submissionKey)))
      .get() !== undefined
  )
}

function writeCard(tx: Tx, userId: string, problemId: number, card: RevisionCard): void {
  tx.insert(revisionCards)
    .values({ userId, problemId, ...card })
    .onConflictDoUpdate({ target: [revisionCards.userId, revisionCards.problemId], set: card })
    .run()
}

/**
 * Schedules the review on the problem's card (a new one when there is none) and stores both. The review
 * must not be earlier than the card's last one; callers check.
 */
export function storeReview(tx: Tx, review: ReviewToStore, card: RevisionCard | null): RevisionCard {
  const before = card ?? newCard(review.reviewedAt)
  const user = tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, review.userId)).get()
  const after = scheduleReview(before, review.rating, review.reviewedAt, user?.timeZone ?? UTC_ZONE)
  writeCard(tx, review.userId, review.problemId, after)
  tx.insert(revisionReviews)
    .values({
      userId: review.userId,
      problemId: review.problemId,
      submissionKey: review.submissionKey,
      rating: review.rating,
      reviewedAt: review.reviewedAt,
      source: review.source,
      stateBefore: before.state,
      stabilityBefore: before.stability,
      difficultyBefore: before.difficulty,
      elapsedDays: after.elapsedDays,
      stabilityAfter: after.stability,
      difficultyAfter: after.difficulty,
      scheduledDays: after.scheduledDays,
      dueAfter: after.due,
    })
    .run()
  return after
}

/**
 * A solve that carries no rating of its own (a mark, a LeetCode submission): a Good review. One dated
 * before the card's last review is moved up to it, since FSRS cannot go back in time.
 */
export function storeUnratedSolve(
  tx: Tx,
  solve: Omit<ReviewToStore, 'rating' | 'submissionKey'> & { submissionKey?: string },
): RevisionCard {
  const card = readCard(tx, solve.userId, solve.problemId)
  const last = card?.lastReview?.getTime() ?? -Infinity
  return storeReview(
    tx,
    {
      ...solve,
      rating: DEFAULT_RATING,
      submissionKey: solve.submissionKey ?? `${solve.source}:${randomUUID()}`,
      reviewedAt: new Date(Math.max(solve.reviewedAt.getTime(), last)),
    },
    card,
  )
}

/** "Revisit": the problem is due now, keeping what FSRS knows of it; a problem without a card gets one. */
export function makeDueNow(tx: Tx, userId: string, problemId: number, now: Date): void {
  const card = readCard(tx, userId, problemId)
  writeCard(tx, userId, problemId, card ? { ...card, due: now } : newCard(now))
}

/**
 * The due time of a retired card: the problem's mark was cleared, so it is never due, but its reviews are
 * the user's history (the streak, the year of activity) and the card they belong to stays. Every query of
 * what is due asks for cards due before some day, which leaves this one out.
 */
export const RETIRED_DUE = new Date(8_640_000_000_000_000)

/**
 * Clearing a mark: the card is retired and its reviews kept, so that a later solve continues the
 * problem's history. A card without reviews (a problem only ever marked to revisit) has none to keep
 * and goes.
 */
export function retireCard(tx: Tx, userId: string, problemId: number): void {
  const ofCard = and(eq(revisionCards.userId, userId), eq(revisionCards.problemId, problemId))
  const reviewed = tx
    .select({ id: revisionReviews.id })
    .from(revisionReviews)
    .where(and(eq(revisionReviews.userId, userId), eq(revisionReviews.problemId, problemId)))
    .limit(1)
    .get()
  if (reviewed) tx.update(revisionCards).set({ due: RETIRED_DUE }).where(ofCard).run()
  else tx.delete(revisionCards).where(ofCard).run()
}

/**
 * A problem marked again without a new review (the LeetCode sync finding a solve it already holds): a
 * retired card is due again when its last review scheduled it.
 */
export function reinstateCard(tx: Tx, userId: string, problemId: number): void {
  const card = readCard(tx, userId, problemId)
  if (card?.due.getTime() !== RETIRED_DUE.getTime()) return
  const last = tx
    .select({ dueAfter: revisionReviews.dueAfter })
    .from(revisionReviews)
    .where(and(eq(revisionReviews.userId, userId), eq(revisionReviews.problemId, problemId)))
    .orderBy(desc(revisionReviews.reviewedAt), desc(revisionReviews.id))
    .limit(1)
    .get()
  if (last) writeCard(tx, userId, problemId, { ...card, due: last.dueAfter })
}

/**
 * A change of the user's time zone: each card stays due on the calendar day it was due on, from the start
 * of that day in the new zone (decision 0017). Its stored instant was the start of that day in the old
 * zone, which the new zone may place on the day before or after. Returns how many cards moved.
 */
export function keepDueDays(tx: Tx, userId: string, fromZone: string, toZone: string): number {
  if (fromZone === toZone) return 0
  const cards = tx
    .select({ problemId: revisionCards.problemId, due: revisionCards.due })
    .from(revisionCards)
    .where(and(eq(revisionCards.userId, userId), lt(revisionCards.due, RETIRED_DUE)))
    .all()
  let moved = 0
  for (const card of cards) {
    const due = startOfDayInTimeZone(toZone, dayInTimeZone(fromZone, card.due))
    if (due.getTime() === card.due.getTime()) continue
    tx.update(revisionCards)
      .set({ due })
      .where(and(eq(revisionCards.userId, userId), eq(revisionCards.problemId, card.problemId)))
      .run()
    moved++
  }
  return moved
}

function marksWithoutCard(db: Db | Tx, limit?: number) {
  const query = db
    .select({
      userId: progress.userId,
      problemId: progress.problemId,
      status: progress.status,
      updatedAt: progress.updatedAt,
    })
    .from(progress)
    .leftJoin(
      revisionCards,
      and(eq(revisionCards.userId, progress.userId), eq(revisionCards.problemId, progress.problemId)),
    )
    .where(isNull(revisionCards.userId))
  return (limit === undefined ? query : query.limit(limit)).all()
}

/** Whether any mark still lacks its card: read first, so a start with nothing to move takes no write lock. */
export function hasMarksWithoutCard(db: Db): boolean {
  return marksWithoutCard(db, 1).length > 0
}

/**
 * Gives every mark made before revision existed (and any other left without one) its card: a solved
 * problem gets one Good review on the day it was marked, scheduled as any Good review is; one marked to
 * revisit is due now. SQL alone could not do this, since the schedule is ts-fsrs's to compute. Returns
 * how many marks were moved.
 */
export function scheduleMarksWithoutCard(tx: Tx, now: Date): number {
  const marks = marksWithoutCard(tx)
  for (const mark of marks) {
    if (mark.status === 'revisit') {
      makeDueNow(tx, mark.userId, mark.problemId, now)
    } else {
      storeUnratedSolve(tx, {
        userId: mark.userId,
        problemId: mark.problemId,
        reviewedAt: new Date(Math.min(mark.updatedAt.getTime(), now.getTime())),
        source: 'migration',
        submissionKey: `migration:${mark.problemId}`,
      })
    }
  }
  return marks.length
}
