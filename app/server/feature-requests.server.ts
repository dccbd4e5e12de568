import { and, count, desc, eq, sql } from 'drizzle-orm'
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

/** Newest first, each with its vote count and whether the viewer has voted. */
export function listFeatureRequests(viewerId: string | null, db: Db = getDb()): FeatureRequestListItem[] {
  const votes = db
    .select({ requestId: featureRequestVotes.requestId, votes: count().as('votes') })
    .from(featureRequestVotes)
    .groupBy(featureRequestVotes.requestId)
    .as('vote_counts')
  const rows = db
    .select({
      id: featureRequests.id,
      title: featureRequests.title,
      description: featureRequests.description,
      createdAt: featureRequests.createdAt,
      votes: sql<number>`coalesce(${votes.votes}, 0)`,
      votedByMe: viewerId
        ? sql<number>`exists (select 1 from ${featureRequestVotes} v where v.request_id = ${featureRequests.id} and v.user_id = ${viewerId})`
        : sql<number>`0`,
    })
    .from(featureRequests)
    .leftJoin(votes, eq(votes.requestId, featureRequests.id))
    .orderBy(desc(featureRequests.createdAt), desc(featureRequests.id))
    .limit(LISTED_REQUESTS)
    .all()
  return rows.map((row) => ({ ...row, votes: Number(row.votes), votedByMe: Boolean(row.votedByMe) }))
}

export type UpvoteOutcome = 'voted' | 'already-voted' | 'not-found'

/** One vote per user per request (docs/product.md#feature-requests). */
export function upvoteFeatureRequest(requestId: number, userId: string, db: Db = getDb()): UpvoteOutcome {
  return writeTransaction(db, (tx) => {
    const [request] = tx
      .select({ id: featureRequests.id })
      .from(featureRequests)
      .where(eq(featureRequests.id, requestId))
      .all()
    if (!request) return 'not-found'
    const [existing] = tx
      .select({ requestId: featureRequestVotes.requestId })
      .from(featureRequestVotes)
      .where(and(eq(featureRequestVotes.requestId, requestId), eq(featureRequestVotes.userId, userId)))
      .all()
    if (existing) return 'already-voted'
    tx.insert(featureRequestVotes).values({ requestId, userId }).run()
    return 'voted'
  })
}
