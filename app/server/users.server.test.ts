import { describe, expect, it } from 'vitest'
import { openTwoConnections, writeDuring } from '../../tests/setup/concurrent-writer'
import { createTestDb } from '../../tests/setup/db'
import {
  EmailTakenError,
  OAuthSignInError,
  registerWithPassword,
  signInWithOAuth,
  verifyLogin,
} from './users.server'

describe('email accounts', () => {
  it('registers a user whose password then verifies', async () => {
    const db = createTestDb()
    const { id } = await registerWithPassword(
      { name: 'Ada', email: 'ada@example.com', password: 'secret1' },
      db,
    )
    expect(await verifyLogin('ada@example.com', 'secret1', db)).toBe(id)
    expect(await verifyLogin('ada@example.com', 'wrong-pass', db)).toBeNull()
    expect(await verifyLogin('nobody@example.com', 'secret1', db)).toBeNull()
  })

  it('refuses a second account for the same email and writes nothing', async () => {
    const db = createTestDb()
    await registerWithPassword({ name: 'Ada', email: 'ada@example.com', password: 'secret1' }, db)
    await expect(
      registerWithPassword({ name: 'Eve', email: 'ada@example.com', password: 'secret2' }, db),
    ).rejects.toBeInstanceOf(EmailTakenError)
    expect(db.$client.prepare('select count(*) as n from passwords').get()).toEqual({ n: 1 })
  })
})

describe('signInWithOAuth', () => {
  const google = {
    provider: 'google' as const,
    providerAccountId: 'g-1',
    email: 'ada@example.com',
    emailVerified: true,
    name: 'Ada Lovelace',
    picture: 'https://example.com/ada.png',
  }

  it('creates a user the first time and signs the same user in afterwards', () => {
    const db = createTestDb()
    const first = signInWithOAuth(google, db)
    expect(first.isNewUser).toBe(true)
    expect(signInWithOAuth(google, db)).toEqual({ userId: first.userId, isNewUser: false })
    expect(db.$client.prepare('select count(*) as n from users').get()).toEqual({ n: 1 })
  })

  it('links a provider account to the user with the same verified email', async () => {
    const db = createTestDb()
    const { id } = await registerWithPassword(
      { name: 'Ada', email: 'ada@example.com', password: 'secret1' },
      db,
    )
    expect(signInWithOAuth({ ...google, provider: 'github', providerAccountId: '42' }, db)).toEqual({
      userId: id,
      isNewUser: false,
    })
    expect(db.$client.prepare('select count(*) as n from users').get()).toEqual({ n: 1 })
    expect(db.$client.prepare('select provider from connections').all()).toEqual([{ provider: 'github' }])
  })

  it('refuses an account without a verified email and writes nothing', async () => {
    const db = createTestDb()
    await registerWithPassword({ name: 'Ada', email: 'ada@example.com', password: 'secret1' }, db)
    expect(() => signInWithOAuth({ ...google, emailVerified: false }, db)).toThrow(OAuthSignInError)
    expect(() => signInWithOAuth({ ...google, email: null }, db)).toThrow(OAuthSignInError)
    expect(db.$client.prepare('select count(*) as n from connections').get()).toEqual({ n: 0 })
  })

  it('a first sign-in in two tabs at once makes one account, without SQLITE_BUSY', async () => {
    const connections = openTwoConnections()
    try {
      const outcome = await writeDuring(
        connections,
        () => signInWithOAuth(google, connections.db),
        (other) => signInWithOAuth(google, other),
      )
      // The second tab waited for the first to commit, then signed in the account it had made.
      expect(outcome).toEqual({
        result: { userId: outcome.result.userId, isNewUser: true },
        otherResult: { userId: outcome.result.userId, isNewUser: false },
        otherWaited: true,
      })
      expect(connections.db.$client.prepare('select count(*) as n from users').get()).toEqual({ n: 1 })
    } finally {
      connections.close()
    }
  })
})
