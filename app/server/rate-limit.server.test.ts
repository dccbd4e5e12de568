import { describe, expect, it } from 'vitest'
import { openTwoConnections, writeDuring } from '../../tests/setup/concurrent-writer'
import { createTestDb } from '../../tests/setup/db'
import { consumeRateLimit } from './rate-limit.server'

describe('consumeRateLimit', () => {
  it('allows the limit and refuses the next attempt inside the window', () => {
    const db = createTestDb()
    const rules = [{ key: 'login:email:a@b.co', limit: 5, windowMs: 60_000 }]
    const now = 1_000_000
    for (let i = 0; i < 5; i++) expect(consumeRateLimit(rules, db, now + i).allowed).toBe(true)
    const sixth = consumeRateLimit(rules, db, now + 10_000)
    expect(sixth).toEqual({ allowed: false, retryAfterSeconds: 50 })
  })

  it('lets attempts through again once the window has passed', () => {
    const db = createTestDb()
    const rules = [{ key: 'k', limit: 1, windowMs: 1_000 }]
    expect(consumeRateLimit(rules, db, 0).allowed).toBe(true)
    expect(consumeRateLimit(rules, db, 500).allowed).toBe(false)
    expect(consumeRateLimit(rules, db, 1_600).allowed).toBe(true)
  })

  it('is refused when any of several keys is exhausted, and keys are independent', () => {
    const db = createTestDb()
    const ip = { key: 'ip:1', limit: 2, windowMs: 60_000 }
    expect(consumeRateLimit([ip, { key: 'email:a', limit: 5, windowMs: 60_000 }], db).allowed).toBe(true)
    expect(consumeRateLimit([ip, { key: 'email:b', limit: 5, windowMs: 60_000 }], db).allowed).toBe(true)
    expect(consumeRateLimit([ip, { key: 'email:c', limit: 5, windowMs: 60_000 }], db).allowed).toBe(false)
    expect(consumeRateLimit([{ key: 'ip:2', limit: 2, windowMs: 60_000 }], db).allowed).toBe(true)
  })

  it('counts an attempt made by another worker meanwhile instead of failing with SQLITE_BUSY', async () => {
    const connections = openTwoConnections()
    try {
      const rules = [{ key: 'login:email:a@b.co', limit: 1, windowMs: 60_000 }]
      const outcome = await writeDuring(
        connections,
        () => consumeRateLimit(rules, connections.db, 1_000),
        (other) => consumeRateLimit(rules, other, 1_001),
      )
      // The second worker waited for the first to commit, so it saw the first attempt and was refused.
      expect(outcome).toEqual({
        result: { allowed: true },
        otherResult: { allowed: false, retryAfterSeconds: 60 },
        otherWaited: true,
      })
    } finally {
      connections.close()
    }
  })
})
