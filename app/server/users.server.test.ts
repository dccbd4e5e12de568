import { describe, expect, it } from 'vitest'
import { createTestDb } from '../../tests/setup/db'
import { EmailTakenError, registerWithPassword, verifyLogin } from './users.server'

describe('email accounts', () => {
  it('registers a user whose password then verifies', async () => {
    const db = createTestDb()
    const { id } = await registerWithPassword({ name: 'Ada', email: 'ada@example.com', password: 'secret1' }, db)
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
