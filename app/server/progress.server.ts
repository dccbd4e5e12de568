import { and, eq } from 'drizzle-orm'
import { problems, progress, type PROGRESS_STATUSES } from '#db/schema'
import { getDb, writeTransaction, type Db } from './db.server'
import { makeDueNow, retireCard, storeUnratedSolve } from './revision-cards.server'

/** What a user has recorded for a problem: one status per problem, the same on every company's sheet. */
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number]

export type SetProgressOutcome = 'saved' | 'cleared' | 'problem-not-found'

/**
 * Records the user's status for a problem, replacing the one before; null removes it. The problem must
 * exist (its id comes from a form, so it may not). Its revision card follows in the same transaction:
 * newly solved is a Good review (a rating of its own goes through recordReview), to revisit is due now,
 * and clearing retires the card but keeps its reviews, the user's history.
 */
export function setProgress(
  userId: string,
  problemId: number,
  status: ProgressStatus | null,
  db: Db = getDb(),
  now = new Date(),
): SetProgressOutcome {
  return writeTransaction(db, (tx) => {
    const problem = tx.select({ id: problems.id }).from(problems).where(eq(problems.id, problemId)).get()
    if (!problem) return 'problem-not-found'
    if (status === null) {
      tx.delete(progress)
        .where(and(eq(progress.userId, userId), eq(progress.problemId, problemId)))
        .run()
      retireCard(tx, userId, problemId)
      return 'cleared'
    }
    const previous = tx
      .select({ status: progress.status })
      .from(progress)
      .where(and(eq(progress.userId, userId), eq(progress.problemId, problemId)))
      .get()
    if (status === 'revisit') makeDueNow(tx, userId, problemId, now)
    // Marking solved again what is solved already is no new solve (a double click, a second tab).
    else if (previous?.status !== 'solved')
      storeUnratedSolve(tx, { userId, problemId, reviewedAt: now, source: 'mark' })
    tx.insert(progress)
      .values({ userId, problemId, status, updatedAt: now })
      .onConflictDoUpdate({ target: [progress.userId, progress.problemId], set: { status, updatedAt: now } })
      .run()
    return 'saved'
  })
}

/** The user's status for one problem, or null when none is recorded. */
export function getProgressStatus(
  userId: string,
  problemId: number,
  db: Db = getDb(),
): ProgressStatus | null {
  const row = db
    .select({ status: progress.status })
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.problemId, problemId)))
    .get()
  return row?.status ?? null
}
