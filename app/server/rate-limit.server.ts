import { and, count, eq, gt, lt } from 'drizzle-orm'
import { rateLimitHits } from '#db/schema'
import { getDb, writeTransaction, type Db } from './db.server'

export interface RateLimitRule {
  key: string
  limit: number
  windowMs: number
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Records one attempt against every rule and says whether all of them are still within their limit.
 * Attempts live in the database, so a restart does not reset an attacker's budget.
 */
export function consumeRateLimit(db: Db, rules: RateLimitRule[], now = Date.now()): RateLimitResult {
  return writeTransaction(db, (tx) => {
    let retryAfterMs = 0
    for (const rule of rules) {
      const since = now - rule.windowMs
      const [row] = tx
        .select({ hits: count() })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, rule.key), gt(rateLimitHits.at, since)))
        .all()
      if ((row?.hits ?? 0) >= rule.limit) {
        const [oldest] = tx
          .select({ at: rateLimitHits.at })
          .from(rateLimitHits)
          .where(and(eq(rateLimitHits.key, rule.key), gt(rateLimitHits.at, since)))
          .orderBy(rateLimitHits.at)
          .limit(1)
          .all()
        retryAfterMs = Math.max(retryAfterMs, (oldest?.at ?? now) + rule.windowMs - now)
      }
    }
    for (const rule of rules) tx.insert(rateLimitHits).values({ key: rule.key, at: now }).run()
    // Forget attempts older than a day so the table stays small.
    tx.delete(rateLimitHits)
      .where(lt(rateLimitHits.at, now - 24 * 60 * 60 * 1000))
      .run()
    return retryAfterMs > 0
      ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
      : { allowed: true }
  })
}

/** How many code analyses one user may run a minute, on the /analyze page and through /api/analyze together. */
export const ANALYSES_PER_MINUTE = 30

/**
 * Counts one analysis for the user. The analyser is the most work a signed-in user can ask of the server,
 * so the page's form and the JSON endpoint draw on one budget.
 */
export function consumeAnalysisAttempt(userId: string, db: Db = getDb(), now = Date.now()): RateLimitResult {
  return consumeRateLimit(
    db,
    [{ key: `analyze:user:${userId}`, limit: ANALYSES_PER_MINUTE, windowMs: 60_000 }],
    now,
  )
}

export function tooManyAnalysesMessage(retryAfterSeconds: number): string {
  return `You have run ${ANALYSES_PER_MINUTE} analyses in the last minute. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`
}
