import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '#db/schema'
import { createAccountImportPool, type AccountImportPool } from './account-import-pool.server'
import { openDatabase, type Db } from './db.server'
import { createTestDb } from '../../tests/setup/db'

// The import as the route runs it: on the pool's thread, which opens its own connection to the database
// file, while this thread goes on serving.

const PROBLEMS = 1500
const REVIEWS_PER_PROBLEM = 6
const NOW = new Date(Date.UTC(2026, 5, 1))

const bytes = (text: string): ArrayBuffer => new TextEncoder().encode(text).buffer
const encode = (json: unknown): ArrayBuffer => bytes(JSON.stringify(json))

/** The largest download measured (decision 0022): 1,500 problems with 9,000 reviews. */
function bigDownload(email: string) {
  const reviews = []
  for (let p = 0; p < PROBLEMS; p++) {
    for (let r = 0; r < REVIEWS_PER_PROBLEM; r++) {
      reviews.push({
        titleSlug: `problem-${p}`,
        rating: 1 + ((p + r) % 4),
        reviewedAt: new Date(Date.UTC(2025, 0, 1 + r * 20, 9, p % 60)).toISOString(),
        source: 'rating',
      })
    }
  }
  return { product: 'PrepSharp', profile: { email }, revision: { reviews } }
}

describe('the account import pool', () => {
  let folder: string
  let db: Db
  let pool: AccountImportPool

  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prepsharp-import-pool-'))
    db = openDatabase(path.join(folder, 'prepsharp.sqlite'))
    db.insert(schema.users)
      .values([
        { id: 'ada', name: 'Ada', email: 'ada@example.com' },
        { id: 'bob', name: 'Bob', email: 'bob@example.com' },
      ])
      .run()
    db.insert(schema.problems)
      .values(
        Array.from({ length: PROBLEMS }, (_, p) => ({
          titleSlug: `problem-${p}`,
          title: `Problem ${p}`,
          difficulty: 2,
        })),
      )
      .run()
    pool = createAccountImportPool({ maxQueue: 1, idleTimeoutMs: 60_000 })
  })

  afterAll(async () => {
    await pool.close()
    db.$client.close()
    fs.rmSync(folder, { recursive: true, force: true })
  })

  const reviewsOf = (userId: string) =>
    db.select().from(schema.revisionReviews).where(eq(schema.revisionReviews.userId, userId)).all()

  it('imports a large download on its thread while this thread stays responsive', async () => {
    const file = encode(bigDownload('ada@example.com'))
    // The delay of a 10 ms timer is how long this thread was held from serving anything else.
    let worstDelay = 0
    let last = performance.now()
    const ticker = setInterval(() => {
      const now = performance.now()
      worstDelay = Math.max(worstDelay, now - last - 10)
      last = now
    }, 10)
    const started = performance.now()
    try {
      const result = await pool.importFile('ada', file, db, NOW)
      const took = performance.now() - started
      expect(result).toMatchObject({
        outcome: 'imported',
        report: { reviews: { added: PROBLEMS * REVIEWS_PER_PROBLEM }, progress: { added: PROBLEMS } },
      })
      // On the request thread the same import holds it for well over a second (decision 0022).
      expect(took).toBeGreaterThan(300)
      expect(worstDelay).toBeLessThan(150)
    } finally {
      clearInterval(ticker)
    }
    // Written by the thread's connection, seen by this one.
    expect(reviewsOf('ada')).toHaveLength(PROBLEMS * REVIEWS_PER_PROBLEM)
  }, 60_000)

  it('answers a file it cannot read, and someone else’s, without writing anything', async () => {
    const notJson = await pool.importFile('bob', bytes('{"product":'), db, NOW)
    expect(notJson).toMatchObject({
      outcome: 'invalid',
      message: expect.stringMatching(/^This file is not valid JSON/),
    })
    const others = await pool.importFile('bob', encode(bigDownload('ada@example.com')), db, NOW)
    expect(others).toMatchObject({ outcome: 'not-yours', fileEmail: 'a***@example.com' })
    expect(reviewsOf('bob')).toEqual([])
  }, 30_000)

  it('answers busy past its queue, and the imports it took still complete', async () => {
    const small = () =>
      encode({
        product: 'PrepSharp',
        exportedAt: '2026-01-02T03:04:05.000Z',
        profile: { email: 'bob@example.com' },
        progress: [{ titleSlug: 'problem-1', status: 'solved', updatedAt: '2026-01-01T10:00:00.000Z' }],
      })
    // One running and one queued (maxQueue 1): the third finds no room.
    const results = await Promise.all([
      pool.importFile('bob', small(), db, NOW),
      pool.importFile('bob', small(), db, NOW),
      pool.importFile('bob', small(), db, NOW),
    ])
    expect(results.map((result) => result.outcome)).toEqual(['imported', 'imported', 'busy'])
    expect(results[0]).toMatchObject({ exportedAt: new Date('2026-01-02T03:04:05.000Z') })
    // The second adds nothing: the first already did.
    expect(results[1]).toMatchObject({ report: { progress: { added: 0, alreadyHere: 1 } } })
  }, 30_000)

  it('needs a database in a file, which its thread can open too', async () => {
    await expect(pool.importFile('ada', encode({}), createTestDb(), NOW)).rejects.toThrow(
      'the database must be a file',
    )
  })
})
