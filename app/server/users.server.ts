import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { passwords, users } from '#db/schema'
import { getDb, type Db } from './db.server'
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
    db.transaction((tx) => {
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
