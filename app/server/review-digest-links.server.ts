import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { getEnv } from './env.server'
import type { UnsubscribeLink } from './unsubscribe-link.server'

// Every daily review email carries a link that turns the email off. As the newsletter's do, it names its
// subject (here the user's id) and carries an HMAC of it under the server's secret: it works without
// signing in, nobody can turn off someone else's email by guessing, and an old email's link keeps working.

const PURPOSE = 'review-digest-unsubscribe'
export const DIGEST_UNSUBSCRIBE_PATH = '/reminders/unsubscribe'

export function digestUnsubscribeSignature(userId: string, secret = getEnv().SESSION_SECRET): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url')
}

export function isValidDigestUnsubscribeSignature(
  userId: string,
  signature: string,
  secret = getEnv().SESSION_SECRET,
): boolean {
  const expected = Buffer.from(digestUnsubscribeSignature(userId, secret))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export function digestUnsubscribeUrl(origin: string, userId: string, secret?: string): string {
  const url = new URL(DIGEST_UNSUBSCRIBE_PATH, origin)
  url.searchParams.set('user', userId)
  url.searchParams.set('sig', digestUnsubscribeSignature(userId, secret))
  return url.href
}

/** What /reminders/unsubscribe reads from its link. */
export const DIGEST_UNSUBSCRIBE_LINK: UnsubscribeLink<'user'> = {
  field: 'user',
  value: z.string().min(1).max(64),
  isSigned: isValidDigestUnsubscribeSignature,
}
