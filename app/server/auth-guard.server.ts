import { getDb } from './db.server'
import { consumeRateLimit, type RateLimitResult } from './rate-limit.server'

const MINUTE = 60_000

/** How many tries a client address gets per minute; tests that sign up many users raise it. */
function perIpLimit(): number {
  const configured = Number(process.env.RATE_LIMIT_IP_PER_MINUTE)
  return Number.isInteger(configured) && configured > 0 ? configured : 30
}

/**
 * Sign-in and registration attempts are limited per email (5 a minute: the sixth wrong password in a
 * minute is refused) and per client address (so one machine cannot spray many accounts).
 */
export function consumeAuthAttempt(
  kind: 'login' | 'register',
  clientIp: string,
  email: string | null,
): RateLimitResult {
  const rules = [{ key: `${kind}:ip:${clientIp}`, limit: perIpLimit(), windowMs: MINUTE }]
  if (email) rules.push({ key: `${kind}:email:${email}`, limit: 5, windowMs: MINUTE })
  return consumeRateLimit(getDb(), rules)
}

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`
}
