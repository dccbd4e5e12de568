import { describe, expect, it } from 'vitest'
import { openTwoConnections, writeDuring } from '../../tests/setup/concurrent-writer'
import { createTestDb } from '../../tests/setup/db'
import { consumeRateLimit } from './rate-limit.server'

describe('consumeRateLimit', () => {
  it('allows the limit and refuses the next attempt inside the window', () => {
    const db = createTestDb()
    const rules = [{ key: 'login:email:a@b.co', limit: 5, windowMs: 60_000 }]
    const now = 1_000_000
    for (let i = 0; i < 5; i++) expect(consumeRateLimit(db, rules, now + i).allowed).toBe(true)
    const sixth = consumeRateLimit(db, rules, now + 10_000)
    expect(sixth).toEqual({ allowed: false, retryAfterSeconds: 50 })
  })

  it('lets attempts through again once the window has passed', () => {
    const db = createTestDb()
    const rules = [{ key: 'k', limit: 1, windowMs: 1_000 }]
    expect(consumeRateLimit(db, rules, 0).allowed).toBe(true)
    expect(consumeRateLimit(db, rules, 500).allowed).toBe(false)
    expect(consumeRateLimit(db, rules, 1_600).allowed).toBe(true)
  })

  it('is refused when any of several keys is exhausted, and keys are independent', () => {
    const db = createTestDb()
    const ip = { key: 'ip:1', limit: 2, windowMs: 60_000 }
    expect(consumeRateLimit(db, [ip, { key: 'email:a', limit: 5, windowMs: 60_000 }]).allowed).toBe(true)
    expect(consumeRateLimit(db, [ip, { key: 'email:b', limit: 5, windowMs: 60_000 }]).allowed).toBe(true)
    expect(consumeRateLimit(db, [ip, { key: 'email:c', limit: 5, windowMs: 60_000 }]).allowed).toBe(false)
    expect(consumeRateLimit(db, [{ key: 'ip:2', limit: 2, windowMs: 60_000 }]).allowed).toBe(true)
  })

  it('counts an attempt made by another worker meanwhile instead of failing with SQLITE_BUSY', async () => {
    const connections = openTwoConnections()
    try {
      const rules = [{ key: 'login:email:a@b.co', limit: 1, windowMs: 60_000 }]
      const outcome = await writeDuring(
        connections,
        () => consumeRateLimit(connections.db, rules, 1_000),
        (other) => consumeRateLimit(other, rules, 1_001),
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
