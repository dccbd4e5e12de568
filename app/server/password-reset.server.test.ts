import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { passwordResets, passwords, sessions, users } from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import { verifyPassword } from './password.server'
import {
  hashResetToken,
  issuePasswordResetToken,
  passwordResetMail,
  RESET_TOKEN_TTL_MS,
  resetPassword,
  resetTokenState,
} from './password-reset.server'

function setup() {
  const db = createTestDb()
  db.insert(users)
    .values([
      { id: 'ada', name: 'Ada', email: 'ada@example.com' },
      { id: 'bob', name: 'Bob', email: 'bob@example.com' },
    ])
    .run()
  const future = new Date(Date.now() + 86_400_000)
  db.insert(sessions)
    .values([
      { id: 'ada-laptop', userId: 'ada', expiresAt: future },
      { id: 'ada-phone', userId: 'ada', expiresAt: future },
      { id: 'bob-laptop', userId: 'bob', expiresAt: future },
    ])
    .run()
  return db
}

describe('issuing a reset token', () => {
  it('gives nothing for an address without an account', () => {
    const db = setup()
    expect(issuePasswordResetToken('nobody@example.com', db)).toBeNull()
    expect(db.select().from(passwordResets).all()).toEqual([])
  })

  it('stores only the SHA-256 hash of a 32-byte token, valid for one hour', () => {
    const db = setup()
    const now = new Date('2025-06-01T10:00:00Z')
    const issued = issuePasswordResetToken('ada@example.com', db, now)!
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(issued.token, 'base64url')).toHaveLength(32)
    const [row] = db.select().from(passwordResets).all()
    expect(row!.tokenHash).toBe(hashResetToken(issued.token))
    expect(row!.tokenHash).not.toContain(issued.token)
    expect(row!.expiresAt.getTime() - now.getTime()).toBe(RESET_TOKEN_TTL_MS)
    expect(issuePasswordResetToken('ada@example.com', db, now)!.token).not.toBe(issued.token)
  })

  it('forgets tokens that expired more than a week ago', () => {
    const db = setup()
    const old = issuePasswordResetToken('ada@example.com', db, new Date('2025-01-01T00:00:00Z'))!
    issuePasswordResetToken('ada@example.com', db, new Date('2025-02-01T00:00:00Z'))
    const hashes = db
      .select({ hash: passwordResets.tokenHash })
      .from(passwordResets)
      .all()
      .map((r) => r.hash)
    expect(hashes).toHaveLength(1)
    expect(hashes).not.toContain(hashResetToken(old.token))
  })
})

describe('resetting a password', () => {
  it('sets the password, spends every open token of the user and ends all their sessions', async () => {
    const db = setup()
    const first = issuePasswordResetToken('ada@example.com', db)!
    const second = issuePasswordResetToken('ada@example.com', db)!
    const bobs = issuePasswordResetToken('bob@example.com', db)!

    expect(await resetPassword(second.token, 'brand-new-pw', db)).toEqual({ status: 'reset', userId: 'ada' })
    const stored = db.select().from(passwords).where(eq(passwords.userId, 'ada')).get()
    expect(await verifyPassword('brand-new-pw', stored!.hash)).toBe(true)
    expect(db.select({ id: sessions.id }).from(sessions).all()).toEqual([{ id: 'bob-laptop' }])

    expect(resetTokenState(second.token, db)).toBe('used')
    expect(resetTokenState(first.token, db)).toBe('used')
    expect(resetTokenState(bobs.token, db)).toBe('valid')
  })

  it('refuses a token a second time, leaving the password as the first use set it', async () => {
    const db = setup()
    const issued = issuePasswordResetToken('ada@example.com', db)!
    await resetPassword(issued.token, 'first-choice', db)
    expect(await resetPassword(issued.token, 'second-choice', db)).toEqual({ status: 'used' })
    const stored = db.select().from(passwords).where(eq(passwords.userId, 'ada')).get()
    expect(await verifyPassword('first-choice', stored!.hash)).toBe(true)
  })

  it('refuses an expired token and an unknown one, changing nothing', async () => {
    const db = setup()
    const issuedAt = new Date('2025-06-01T10:00:00Z')
    const issued = issuePasswordResetToken('ada@example.com', db, issuedAt)!
    const justAfter = new Date(issuedAt.getTime() + RESET_TOKEN_TTL_MS)
    expect(resetTokenState(issued.token, db, new Date(justAfter.getTime() - 1))).toBe('valid')
    expect(await resetPassword(issued.token, 'too-late-pw', db, justAfter)).toEqual({ status: 'expired' })
    expect(await resetPassword('x'.repeat(43), 'guessing-pw', db)).toEqual({ status: 'invalid' })
    expect(db.select().from(passwords).all()).toEqual([])
    expect(db.select().from(sessions).all()).toHaveLength(3)
  })

  it('replaces an existing password', async () => {
    const db = setup()
    db.insert(passwords).values({ userId: 'ada', hash: 'scrypt$old' }).run()
    const issued = issuePasswordResetToken('ada@example.com', db)!
    await resetPassword(issued.token, 'replacement', db)
    const rows = db.select().from(passwords).all()
    expect(rows).toHaveLength(1)
    expect(await verifyPassword('replacement', rows[0]!.hash)).toBe(true)
  })
})

describe('the reset email', () => {
  it('links to /reset-password with the token, in both parts', () => {
    const db = setup()
    const issued = issuePasswordResetToken('ada@example.com', db)!
    const mail = passwordResetMail(issued, 'http://localhost:3101')
    const link = `http://localhost:3101/reset-password?token=${issued.token}`
    expect(mail.to).toBe('ada@example.com')
    expect(mail.subject).toBe('Reset your PrepSharp password')
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('Hi Ada,')
    expect(mail.html).toContain(`href="${link}"`)
  })
})
