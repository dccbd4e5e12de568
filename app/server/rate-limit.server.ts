import { and, count, eq, gt, lt } from 'drizzle-orm'
import { rateLimitHits } from '#db/schema'
import { getDb, writeTransaction, type Db } from './db.server'

export interface RateLimitRule {
  key: string
  limit: number
  windowMs: number
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** How long attempts are kept: no window may be longer. */
export const RATE_LIMIT_MEMORY_MS = 24 * 60 * 60 * 1000

/**
 * Records one attempt against every rule and says whether all of them are still within their limit.
 * Attempts live in the database, so a restart does not reset an attacker's budget.
 */
export function consumeRateLimit(
  rules: RateLimitRule[],
  db: Db = getDb(),
  now = Date.now(),
): RateLimitResult {
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
      .where(lt(rateLimitHits.at, now - RATE_LIMIT_MEMORY_MS))
      .run()
    return retryAfterMs > 0
      ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
      : { allowed: true }
  })
}
