import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { featureRequests, featureRequestVotes } from '#db/schema'
import { getDb, writeTransaction, type Db } from './db.server'

export interface FeatureRequestListItem {
  id: number
  title: string
  description: string
  createdAt: Date
  votes: number
  votedByMe: boolean
}

export function createFeatureRequest(
  input: { title: string; description: string; email?: string; userId?: string },
  db: Db = getDb(),
): number {
  const [row] = db
    .insert(featureRequests)
    .values({
      title: input.title,
      description: input.description,
      email: input.email ?? null,
      userId: input.userId ?? null,
    })
    .returning({ id: featureRequests.id })
    .all()
  return row!.id
}

/** How many requests the board shows (docs/product.md#feature-requests). */
const LISTED_REQUESTS = 100

/**
 * A request and those an admin merged into it, as SQL over `fr` (the request): the group whose votes count
 * as its own. Merges never chain (see mergeFeatureRequest), so one level is all there is.
 */
const GROUP_VOTES = sql`${featureRequestVotes} v JOIN ${featureRequests} m ON m.id = v.request_id
  WHERE (m.id = fr.id OR m.merged_into_id = fr.id)`

/**
 * Newest first, each with its votes (different people, counting those of the requests merged into it) and
 * whether the viewer has voted. Requests an admin hid or merged into another are not listed.
 */
export function listFeatureRequests(viewerId: string | null, db: Db = getDb()): FeatureRequestListItem[] {
  const fr = alias(featureRequests, 'fr')
  const rows = db
    .select({
      id: fr.id,
      title: fr.title,
      description: fr.description,
      createdAt: fr.createdAt,
      votes: sql<number>`(SELECT count(DISTINCT v.user_id) FROM ${GROUP_VOTES})`,
      votedByMe: viewerId
        ? sql<number>`EXISTS (SELECT 1 FROM ${GROUP_VOTES} AND v.user_id = ${viewerId})`
        : sql<number>`0`,
    })
    .from(fr)
    .where(and(isNull(fr.hiddenAt), isNull(fr.mergedIntoId)))
    .orderBy(desc(fr.createdAt), desc(fr.id))
    .limit(LISTED_REQUESTS)
    .all()
  return rows.map((row) => ({ ...row, votes: Number(row.votes), votedByMe: Boolean(row.votedByMe) }))
}

export type UpvoteOutcome = 'voted' | 'already-voted' | 'not-found'

/**
 * One vote per user per request (docs/product.md#feature-requests), a vote on any request of a merged
 * group counting for the whole group. A vote for a request merged away (from a page loaded before the
 * merge) goes to the request it was merged into; a hidden request takes none.
 */
export function upvoteFeatureRequest(requestId: number, userId: string, db: Db = getDb()): UpvoteOutcome {
  return writeTransaction(db, (tx) => {
    const [request] = tx
      .select({
        id: featureRequests.id,
        hiddenAt: featureRequests.hiddenAt,
        mergedIntoId: featureRequests.mergedIntoId,
      })
      .from(featureRequests)
      .where(eq(featureRequests.id, requestId))
      .all()
    if (!request || request.hiddenAt) return 'not-found'
    const target = request.mergedIntoId ?? request.id
    const fr = alias(featureRequests, 'fr')
    const [voted] = tx
      .select({ one: sql<number>`1` })
      .from(fr)
      .where(and(eq(fr.id, target), sql`EXISTS (SELECT 1 FROM ${GROUP_VOTES} AND v.user_id = ${userId})`))
      .all()
    if (voted) return 'already-voted'
    tx.insert(featureRequestVotes).values({ requestId: target, userId }).run()
    return 'voted'
  })
}
