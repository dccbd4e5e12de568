import { afterEach, describe, expect, it } from 'vitest'
import { companies, companyQuestions, problemListItems, problemLists, problems, users } from '#db/schema'
import { fixturePath } from '../../tests/fixtures/import/fixtures'
import { openTwoConnections, type TwoConnections } from '../../tests/setup/concurrent-writer'
import { createTestDb } from '../../tests/setup/db'
import { insertTwoReadersAndThreeProblems } from '../../tests/setup/two-readers'
import { setTimeZone } from './account.server'
import { cacheVersion, CATALOGUE, scopeKey } from './cache-versions.server'
import type { Db } from './db.server'
import { importPath } from './import/index.server'
import { DataCache } from './prepared.server'
import { consumeLimit } from './request-policy.server'
import { recordReview, revisionCounts, yearAndStreak } from './revision.server'
import { createUserSession } from './session.server'
import { getCompanyOverview, getSheetProgress } from './sheets.server'

const NOW = new Date('2026-11-20T12:00:00Z')

let keys = 0
const review = (db: Db, userId: string, problemId: number) => {
  const result = recordReview({ userId, problemId, rating: 3, submissionKey: `key-${++keys}` }, db, NOW)
  expect(result.outcome).toBe('saved')
}

/** Two users who each solved a problem of Acme's list, and a third problem nobody has touched. */
function seed(db: Db) {
  const ids = insertTwoReadersAndThreeProblems(db)
  const [acme] = db
    .insert(companies)
    .values({ slug: 'acme', name: 'Acme' })
    .returning({ id: companies.id })
    .all()
  db.insert(companyQuestions)
    .values(
      ids.map((problemId) => ({ companyId: acme!.id, problemId, timeframe: 'all' as const, frequency: 50 })),
    )
    .run()
  review(db, 'ada', ids[0]!)
  review(db, 'bob', ids[1]!)
  return { companyId: acme!.id, fresh: ids[2]! }
}

/** What the caches hold for the pages of both users and for the catalogue, read through their getters. */
function pageData(db: Db, companyId: number) {
  return {
    catalogue: getCompanyOverview(companyId, db),
    ada: revisionCounts('ada', 'UTC', db, NOW),
    bobCounts: revisionCounts('bob', 'UTC', db, NOW),
    bobYear: yearAndStreak('bob', 'UTC', db, NOW),
    bobSheet: getSheetProgress('bob', companyId, 'all', db),
  }
}

/** Which of the values read before are still the very objects the caches hand out. */
function kept(before: ReturnType<typeof pageData>, after: ReturnType<typeof pageData>) {
  return Object.fromEntries(
    Object.keys(before).map((key) => [
      key,
      before[key as keyof typeof before] === after[key as keyof typeof after],
    ]),
  )
}

/** After a write of Ada's: her page data is read again, and nothing else is. */
const ONLY_ADAS_DROPPED = { catalogue: true, ada: false, bobCounts: true, bobYear: true, bobSheet: true }

let connections: TwoConnections | null = null
afterEach(() => {
  connections?.close()
  connections = null
})

describe('cache versions by scope', () => {
  it("keeps another user's page data and the catalogue through a review, which its author sees at once", () => {
    const db = createTestDb()
    const { companyId, fresh } = seed(db)
    const before = pageData(db, companyId)
    expect(before.ada.solved).toBe(1)

    review(db, 'ada', fresh)

    const after = pageData(db, companyId)
    expect(after.ada.solved).toBe(2)
    expect(kept(before, after)).toEqual(ONLY_ADAS_DROPPED)
  })

  it('empties the catalogue caches, and the pages that show the catalogue, when data is imported', async () => {
    const db = createTestDb()
    const { companyId } = seed(db)
    const before = pageData(db, companyId)

    await importPath(fixturePath('datasets'), {}, db)

    const after = pageData(db, companyId)
    expect(Object.values(kept(before, after)).some(Boolean)).toBe(false)
  })

  it('keeps everything through a sign-in, a rate-limit hit and a write to an account that no page shows', async () => {
    const db = createTestDb()
    const { companyId } = seed(db)
    const before = pageData(db, companyId)

    await createUserSession(new Request('http://localhost/login'), 'ada', db)
    expect(consumeLimit('review', { user: 'bob' }, db, NOW.getTime()).allowed).toBe(true)
    db.update(users).set({ name: 'Ada L.', updatedAt: NOW }).run()

    expect(Object.values(kept(before, pageData(db, companyId))).every(Boolean)).toBe(true)
  })

  it("moves a user's version with a setting their pages show, and no one else's", () => {
    const db = createTestDb()
    seed(db)
    const ada = cacheVersion(db, scopeKey('user', 'ada'))
    const bob = cacheVersion(db, scopeKey('user', 'bob'))
    const catalogue = cacheVersion(db, CATALOGUE)

    expect(setTimeZone('ada', 'Europe/Paris', db)).toBe('saved')

    expect(cacheVersion(db, scopeKey('user', 'ada'))).not.toBe(ada)
    expect(cacheVersion(db, scopeKey('user', 'bob'))).toBe(bob)
    expect(cacheVersion(db, CATALOGUE)).toBe(catalogue)
  })

  it('sees a write by another connection, as another worker process makes it, and only in its scope', () => {
    connections = openTwoConnections()
    const { db, other } = connections
    const { companyId, fresh } = seed(db)
    const before = pageData(db, companyId)

    review(other, 'ada', fresh)

    const after = pageData(db, companyId)
    expect(after.ada.solved).toBe(2)
    expect(kept(before, after)).toEqual(ONLY_ADAS_DROPPED)

    other.update(problems).set({ title: 'Two Sum!' }).run()
    expect(Object.values(kept(after, pageData(db, companyId))).some(Boolean)).toBe(false)
  })

  it("drops a list's values when it or its items change, with its owner's, and leaves other lists alone", () => {
    const db = createTestDb()
    const { fresh } = seed(db)
    db.insert(problemLists)
      .values([
        { id: 'ada-list', ownerId: 'ada', name: 'Mine', visibility: 'private' },
        { id: 'blind', slug: 'blind', name: 'Blind', visibility: 'curated' },
      ])
      .run()
    const cache = new DataCache<string>('list', 8)
    let computed = 0
    const facts = (listId: string) => cache.getFor(db, listId, '', () => `${listId}#${++computed}`)
    const versions = () => ({
      bob: cacheVersion(db, scopeKey('user', 'bob')),
      ada: cacheVersion(db, scopeKey('user', 'ada')),
    })
    expect([facts('ada-list'), facts('blind')]).toEqual(['ada-list#1', 'blind#2'])
    const before = versions()

    db.insert(problemListItems).values({ listId: 'ada-list', problemId: fresh, position: 1 }).run()

    expect([facts('ada-list'), facts('blind')]).toEqual(['ada-list#3', 'blind#2'])
    expect(versions().ada).not.toBe(before.ada)
    expect(versions().bob).toBe(before.bob)

    // Deleting the list deletes its items too, and still moves only its owner's and its own versions.
    const catalogue = cacheVersion(db, CATALOGUE)
    db.delete(problemLists).run()
    expect(cacheVersion(db, CATALOGUE)).not.toBe(catalogue) // the curated list went with it
    expect(facts('ada-list')).toBe('ada-list#4')
  })

  it('computes, without keeping, what is read inside a transaction, which may yet be rolled back', () => {
    const db = createTestDb()
    const cache = new DataCache<number>('catalogue', 4)
    let computed = 0
    const read = () => cache.get(db, 'k', () => ++computed)
    db.transaction(() => {
      expect(read()).toBe(1)
      expect(read()).toBe(2)
    })
    expect(read()).toBe(3)
    expect(read()).toBe(3)
  })

  it('refuses a read of the wrong kind, so a user cache is never shared between users', () => {
    const db = createTestDb()
    expect(() => new DataCache<number>('user', 1).get(db, 'k', () => 1)).toThrow()
    expect(() => new DataCache<number>('catalogue', 1).getFor(db, 'ada', 'k', () => 1)).toThrow()
    const perUser = new DataCache<string>('user', 4)
    expect(perUser.getFor(db, 'ada', 'k', () => 'ada')).toBe('ada')
    expect(perUser.getFor(db, 'bob', 'k', () => 'bob')).toBe('bob')
  })
})

/**
 * Tables that no cached value reads: a write to them moves no version. A new table must be added here or
 * given triggers in a migration (see drizzle/0007_cache_versions.sql), so that no cache is left stale.
 */
const TABLES_NO_CACHE_READS = [
  'analyses',
  'blocked_reporters',
  'buddy_profiles',
  'buddy_requests',
  'community_reports',
  'connections',
  'data_meta',
  'feature_request_votes',
  'feature_requests',
  'password_resets',
  'passwords',
  'rate_limit_hits',
  'review_reminders',
  'sessions',
  'subscribers',
]

describe('the cache-version triggers', () => {
  it('cover every table but those no cache reads', () => {
    const db = createTestDb()
    const rows = (sql: string) => db.$client.prepare(sql).pluck().all() as string[]
    const tables = rows(
      `SELECT name FROM sqlite_master WHERE type = 'table'
       AND name NOT LIKE 'sqlite_%' AND name NOT IN ('__drizzle_migrations', 'cache_versions') ORDER BY name`,
    )
    const watched = new Set(rows(`SELECT DISTINCT tbl_name FROM sqlite_master WHERE type = 'trigger'`))
    const unwatched = tables.filter((table) => !watched.has(table))
    expect(unwatched).toEqual(TABLES_NO_CACHE_READS)
  })
})
