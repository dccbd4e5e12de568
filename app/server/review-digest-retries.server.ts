import type { Db } from './db.server'

// How often a daily review email that failed is tried again (docs/decisions/0020-review-reminders.md): a
// few times a day, spaced out, rather than at every run; then the day is given up. A refusal the mail
// server means for good gives the day up at once.

/** Attempts at one user's email for one day, the first included, before the day is given up. */
export const DIGEST_MAX_ATTEMPTS = 3
/** The wait after each failed attempt but the last: an hour, then three. */
export const DIGEST_RETRY_DELAYS_MS: readonly number[] = [60 * 60_000, 3 * 60 * 60_000]

export type DigestFailure =
  { outcome: 'retry'; attempt: number; retryAt: Date } | { outcome: 'give-up'; attempt: number }

interface Failures {
  day: string
  count: number
  retryAt: number
}

/**
 * The failed attempts of the day, by user. Kept in the memory of the process that runs the schedule: the
 * database has no column for them, and a restart at worst grants a recipient a few more attempts.
 */
export class DigestRetries {
  private readonly failures = new Map<string, Failures>()

  /** Whether this user's email for `day` must wait for its next attempt. */
  waiting(userId: string, day: string, now: Date): boolean {
    const failed = this.failures.get(userId)
    return failed?.day === day && now.getTime() < failed.retryAt
  }

  /** Counts a failed attempt: when to try again, or that the day is given up. */
  failed(userId: string, day: string, now: Date): DigestFailure {
    const before = this.failures.get(userId)
    const attempt = (before?.day === day ? before.count : 0) + 1
    const delay = DIGEST_RETRY_DELAYS_MS[attempt - 1]
    if (attempt >= DIGEST_MAX_ATTEMPTS || delay === undefined) {
      this.failures.delete(userId)
      return { outcome: 'give-up', attempt }
    }
    const retryAt = now.getTime() + delay
    this.failures.set(userId, { day, count: attempt, retryAt })
    return { outcome: 'retry', attempt, retryAt: new Date(retryAt) }
  }

  /** The email went out, or the day was given up for another reason. */
  forget(userId: string): void {
    this.failures.delete(userId)
  }
}

// One record per connection, which is one per process on the server; tests, each with its own database,
// never see each other's failures.
const byDatabase = new WeakMap<Db, DigestRetries>()

export function digestRetriesFor(db: Db): DigestRetries {
  let retries = byDatabase.get(db)
  if (!retries) {
    retries = new DigestRetries()
    byDatabase.set(db, retries)
  }
  return retries
}

/**
 * A refusal the mail server means for good (an SMTP 5xx reply to the recipient or the message): trying
 * again the same day gets the same answer. A 5xx to anything else (signing in, say) is the site's own
 * setup, which its operator can mend, so it is retried like a passing failure.
 */
export function isPermanentRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { responseCode, code } = error as { responseCode?: unknown; code?: unknown }
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (code === 'EENVELOPE' || code === 'EMESSAGE')
  )
}
