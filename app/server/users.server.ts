import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { connections, passwords, users } from '#db/schema'
import { getDb, writeTransaction, type Db } from './db.server'
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.server'

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email already exists')
  }
}

export async function registerWithPassword(
  input: { name: string; email: string; password: string },
  db: Db = getDb(),
): Promise<{ id: string }> {
  const hash = await hashPassword(input.password)
  const id = randomUUID()
  try {
    writeTransaction(db, (tx) => {
      tx.insert(users).values({ id, name: input.name, email: input.email }).run()
      tx.insert(passwords).values({ userId: id, hash }).run()
    })
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed: users\.email/.test(error.message)) {
      throw new EmailTakenError()
    }
    throw error
  }
  return { id }
}

/** The user id when the email and password match; null otherwise, taking the same time either way. */
export async function verifyLogin(email: string, password: string, db: Db = getDb()): Promise<string | null> {
  const [row] = db
    .select({ id: users.id, hash: passwords.hash })
    .from(users)
    .leftJoin(passwords, eq(passwords.userId, users.id))
    .where(eq(users.email, email))
    .all()
  const ok = await verifyPassword(password, row?.hash ?? (await decoyPasswordHash()))
  return ok && row?.hash ? row.id : null
}

export class OAuthSignInError extends Error {}

/**
 * Finds or creates the user behind a provider account. A provider account already connected signs in its
 * user; one whose verified email matches an existing user is linked to that user (never a duplicate);
 * otherwise a new user is created. All in one transaction.
 */
export function signInWithOAuth(
  profile: {
    provider: 'google' | 'github'
    providerAccountId: string
    email: string | null
    emailVerified: boolean
    name: string | null
    picture: string | null
  },
  db: Db = getDb(),
): { userId: string; isNewUser: boolean } {
  return writeTransaction(db, (tx) => {
    const [connected] = tx
      .select({ userId: connections.userId })
      .from(connections)
      .where(
        and(
          eq(connections.provider, profile.provider),
          eq(connections.providerAccountId, profile.providerAccountId),
        ),
      )
      .all()
    if (connected) return { userId: connected.userId, isNewUser: false }

    if (!profile.email || !profile.emailVerified) {
      throw new OAuthSignInError('your account has no verified email address')
    }
    const [existing] = tx
      .select({ id: users.id, picture: users.picture })
      .from(users)
      .where(eq(users.email, profile.email))
      .all()
    if (existing) {
      tx.insert(connections)
        .values({
          userId: existing.id,
          provider: profile.provider,
          providerAccountId: profile.providerAccountId,
          email: profile.email,
        })
        .run()
      if (!existing.picture && profile.picture) {
        tx.update(users)
          .set({ picture: profile.picture, updatedAt: new Date() })
          .where(eq(users.id, existing.id))
          .run()
      }
      return { userId: existing.id, isNewUser: false }
    }

    const id = randomUUID()
    const name = profile.name?.trim() || profile.email.split('@')[0] || 'Anonymous User'
    tx.insert(users).values({ id, email: profile.email, name, picture: profile.picture }).run()
    tx.insert(connections)
      .values({
        userId: id,
        provider: profile.provider,
        providerAccountId: profile.providerAccountId,
        email: profile.email,
      })
      .run()
    return { userId: id, isNewUser: true }
  })
}
