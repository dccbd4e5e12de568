import { desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { featureRequests, featureRequestVotes } from '#db/schema'
import { getDb, writeTransaction, type Db } from './db.server'
import type { ModerationOutcome } from './report-moderation.server'

/*
 * What /admin does to feature requests (docs/product.md#admin). Posts go live at once, so an admin can take
 * one down (hide it) or fold a duplicate into the request it repeats (merge it), whose votes then count the
 * duplicate's voters too. Nothing is deleted, and both can be undone.
 */

export interface ModeratedFeatureRequest {
  id: number
  title: string
  description: string
  email: string | null
  createdAt: Date
  hiddenAt: Date | null
  mergedIntoId: number | null
  /** Votes cast on this request itself. */
  votes: number
}

/** How many requests /admin lists: the newest, whatever their state. */
const MODERATED_REQUESTS = 100

export function listFeatureRequestsForModeration(db: Db = getDb()): ModeratedFeatureRequest[] {
  const fr = alias(featureRequests, 'fr')
  return db
    .select({
      id: fr.id,
      title: fr.title,
      description: fr.description,
      email: fr.email,
      createdAt: fr.createdAt,
      hiddenAt: fr.hiddenAt,
      mergedIntoId: fr.mergedIntoId,
      votes: sql<number>`(SELECT count(*) FROM ${featureRequestVotes} v WHERE v.request_id = fr.id)`,
    })
    .from(fr)
    .orderBy(desc(fr.createdAt), desc(fr.id))
    .limit(MODERATED_REQUESTS)
    .all()
}

export function setFeatureRequestHidden(
  requestId: number,
  hidden: boolean,
  db: Db = getDb(),
  now = new Date(),
): ModerationOutcome {
  return writeTransaction(db, (tx) => {
    const request = tx
      .select({ hiddenAt: featureRequests.hiddenAt })
      .from(featureRequests)
      .where(eq(featureRequests.id, requestId))
      .get()
    if (!request) return 'not-found'
    // Hiding again keeps the first time it was hidden.
    if (hidden !== Boolean(request.hiddenAt)) {
      tx.update(featureRequests)
        .set({ hiddenAt: hidden ? now : null })
        .where(eq(featureRequests.id, requestId))
        .run()
    }
    return 'done'
  })
}

export type MergeOutcome =
  | { outcome: 'merged'; targetId: number }
  | { outcome: 'not-found' | 'target-not-found' | 'same-request' | 'target-hidden' }

/**
 * Merges a request into another. A target that was itself merged stands for the request it went into,
 * and requests merged into the one merged now follow it, so a group is always one request and those
 * merged into it, never a chain.
 */
export function mergeFeatureRequest(requestId: number, targetId: number, db: Db = getDb()): MergeOutcome {
  return writeTransaction(db, (tx) => {
    const find = (id: number) =>
      tx
        .select({
          id: featureRequests.id,
          hiddenAt: featureRequests.hiddenAt,
          mergedIntoId: featureRequests.mergedIntoId,
        })
        .from(featureRequests)
        .where(eq(featureRequests.id, id))
        .get()
    const request = find(requestId)
    if (!request) return { outcome: 'not-found' as const }
    if (targetId === request.id) return { outcome: 'same-request' as const }
    const named = find(targetId)
    const target = named?.mergedIntoId ? find(named.mergedIntoId) : named
    if (!target) return { outcome: 'target-not-found' as const }
    // Its target was merged into this request: merging back would make a loop.
    if (target.id === request.id) return { outcome: 'same-request' as const }
    if (target.hiddenAt) return { outcome: 'target-hidden' as const }
    tx.update(featureRequests)
      .set({ mergedIntoId: target.id })
      .where(eq(featureRequests.mergedIntoId, request.id))
      .run()
    tx.update(featureRequests)
      .set({ mergedIntoId: target.id })
      .where(eq(featureRequests.id, request.id))
      .run()
    return { outcome: 'merged' as const, targetId: target.id }
  })
}

/** Undoes a merge: the request is listed again with its own votes. */
export function unmergeFeatureRequest(requestId: number, db: Db = getDb()): ModerationOutcome {
  const changed = db
    .update(featureRequests)
    .set({ mergedIntoId: null })
    .where(eq(featureRequests.id, requestId))
    .run().changes
  return changed > 0 ? 'done' : 'not-found'
}
