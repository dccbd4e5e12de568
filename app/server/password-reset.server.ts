import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import { passwordResets, passwords, sessions, users } from '#db/schema'
import { PRODUCT_NAME } from '~/domain/site'
import { getDb, writeTransaction, type Db, type Tx } from './db.server'
import { emailLinkOrigin, escapeHtml, mailHtml, type Mail } from './mail.server'
import { hashPassword } from './password.server'

// Password reset by email. The token travels only in the emailed link; the database keeps its SHA-256
// hash, so a copy of the database does not let anyone reset a password. A token works once, for an hour.

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
const TOKEN_BYTES = 32
// Used and expired tokens are kept a while so that a second click can be told "already used".
const KEEP_OLD_TOKENS_MS = 7 * 24 * 60 * 60 * 1000

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface IssuedResetToken {
  token: string
  userId: string
  email: string
  name: string
  expiresAt: Date
}

/**
 * A new reset token for the account with this email, or null when there is none. Accounts made with
 * Google or GitHub get one too: proving the address is enough to give them a password.
 */
export function issuePasswordResetToken(
  email: string,
  db: Db = getDb(),
  now = new Date(),
): IssuedResetToken | null {
  const user = db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.email, email))
    .get()
  if (!user) return null
  const token = randomBytes(TOKEN_BYTES).toString('base64url')
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS)
  writeTransaction(db, (tx) => {
    tx.delete(passwordResets)
      .where(lt(passwordResets.expiresAt, new Date(now.getTime() - KEEP_OLD_TOKENS_MS)))
      .run()
    tx.insert(passwordResets)
      .values({ userId: user.id, tokenHash: hashResetToken(token), expiresAt })
      .run()
  })
  return { token, userId: user.id, email: user.email, name: user.name, expiresAt }
}

export type ResetTokenState = 'valid' | 'invalid' | 'expired' | 'used'

export const RESET_TOKEN_MESSAGES: Record<Exclude<ResetTokenState, 'valid'>, string> = {
  invalid:
    'This password reset link is not valid. Check that you copied the whole link, or ask for a new one.',
  expired: 'This password reset link has expired: links work for one hour. Ask for a new one.',
  used: 'This password reset link has already been used. Ask for a new one if you need to reset your password again.',
}

function findToken(token: string, db: Db | Tx) {
  return db
    .select({
      id: passwordResets.id,
      userId: passwordResets.userId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hashResetToken(token)))
    .get()
}

function stateOf(row: ReturnType<typeof findToken>, now: Date): ResetTokenState {
  if (!row) return 'invalid'
  if (row.usedAt) return 'used'
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired'
  return 'valid'
}

/** Whether the link's token can still be used, for the page that shows the new-password form. */
export function resetTokenState(token: string, db: Db = getDb(), now = new Date()): ResetTokenState {
  return stateOf(findToken(token, db), now)
}

export type ResetOutcome = { status: 'reset'; userId: string } | { status: Exclude<ResetTokenState, 'valid'> }

/**
 * Sets the new password if the token is still good, all at once: the token and every other open token of
 * the user are spent, and every session of the user ends (whoever had the old password is signed out).
 */
export async function resetPassword(
  token: string,
  newPassword: string,
  db: Db = getDb(),
  now = new Date(),
): Promise<ResetOutcome> {
  // Checked before the (slow, memory-hungry) hash, so a bad link costs the server nothing.
  const before = resetTokenState(token, db, now)
  if (before !== 'valid') return { status: before }
  const hash = await hashPassword(newPassword)
  return writeTransaction(db, (tx): ResetOutcome => {
    // Checked again inside the transaction: two tabs submitting the same link cannot both succeed.
    const row = findToken(token, tx)
    const state = stateOf(row, now)
    if (state !== 'valid' || !row) return { status: state === 'valid' ? 'invalid' : state }
    tx.update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)))
      .run()
    tx.insert(passwords)
      .values({ userId: row.userId, hash })
      .onConflictDoUpdate({ target: passwords.userId, set: { hash } })
      .run()
    tx.update(users).set({ updatedAt: now }).where(eq(users.id, row.userId)).run()
    tx.delete(sessions).where(eq(sessions.userId, row.userId)).run()
    return { status: 'reset', userId: row.userId }
  })
}

/** The reset email; its link goes to the site's configured origin (see emailLinkOrigin). */
export function passwordResetMail(issued: IssuedResetToken, origin: string = emailLinkOrigin()): Mail {
  const link = new URL('/reset-password', origin)
  link.searchParams.set('token', issued.token)
  const greeting = `Hi ${issued.name.trim() || 'there'},`
  const lines = [
    greeting,
    `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account. Use the link below to choose a new one. It works once, for one hour.`,
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ]
  return {
    to: issued.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `${lines[0]}\n\n${lines[1]}\n\n${link.href}\n\n${lines[2]}\n`,
    html: mailHtml({
      heading: 'Reset your password',
      paragraphs: lines,
      action: { label: 'Choose a new password', href: link.href },
      footerHtml: `You receive this email because a password reset was requested for ${escapeHtml(issued.email)} on ${PRODUCT_NAME}.`,
    }),
  }
}
