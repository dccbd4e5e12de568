import { afterEach, describe, expect, it } from 'vitest'
import { companies } from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import { openTwoConnections, type TwoConnections } from '../../tests/setup/concurrent-writer'
import { cachedUntilWrite, DataCache } from './prepared.server'
import type { Db } from './db.server'

function countingCompanyNames() {
  let computed = 0
  const names = cachedUntilWrite((db: Db) => {
    computed++
    return db
      .select({ name: companies.name })
      .from(companies)
      .all()
      .map((row) => row.name)
  })
  return { names, computed: () => computed }
}

let connections: TwoConnections | null = null
afterEach(() => {
  connections?.close()
  connections = null
})

describe('cachedUntilWrite', () => {
  it('computes once while the database does not change, and hands out a frozen value', () => {
    const db = createTestDb()
    db.insert(companies).values({ slug: 'acme', name: 'Acme' }).run()
    const { names, computed } = countingCompanyNames()
    expect(names(db)).toEqual(['Acme'])
    expect(names(db)).toEqual(['Acme'])
    expect(computed()).toBe(1)
    expect(Object.isFrozen(names(db))).toBe(true)
  })

  it('computes again after a write on the same connection', () => {
    const db = createTestDb()
    const { names, computed } = countingCompanyNames()
    expect(names(db)).toEqual([])
    db.insert(companies).values({ slug: 'acme', name: 'Acme' }).run()
    expect(names(db)).toEqual(['Acme'])
    expect(computed()).toBe(2)
  })

  it('computes again after another connection commits, as another worker or an import would', () => {
    connections = openTwoConnections()
    const { db, other } = connections
    const { names, computed } = countingCompanyNames()
    expect(names(db)).toEqual([])
    other.insert(companies).values({ slug: 'acme', name: 'Acme' }).run()
    expect(names(db)).toEqual(['Acme'])
    other.update(companies).set({ name: 'Acme Corp' }).run()
    expect(names(db)).toEqual(['Acme Corp'])
    expect(names(db)).toEqual(['Acme Corp'])
    expect(computed()).toBe(3)
  })

  it('keeps one value per database', () => {
    const first = createTestDb()
    const second = createTestDb()
    second.insert(companies).values({ slug: 'acme', name: 'Acme' }).run()
    const { names } = countingCompanyNames()
    expect(names(first)).toEqual([])
    expect(names(second)).toEqual(['Acme'])
    expect(names(first)).toEqual([])
  })
})

describe('DataCache', () => {
  it('keeps a value per key, drops the oldest key past its size, and drops all when the data changes', () => {
    const db = createTestDb()
    const cache = new DataCache<string>('catalogue', 2)
    const computed: string[] = []
    const get = (key: string) =>
      cache.get(db, key, () => {
        computed.push(key)
        return `${key}@${db.select().from(companies).all().length}`
      })
    expect([get('a'), get('b'), get('a')]).toEqual(['a@0', 'b@0', 'a@0'])
    expect(computed).toEqual(['a', 'b'])
    // A third key drops 'a', the key stored longest ago (a hit does not store it again).
    get('c')
    expect(computed).toEqual(['a', 'b', 'c'])
    get('b')
    get('c')
    expect(computed).toEqual(['a', 'b', 'c'])
    get('a')
    expect(computed).toEqual(['a', 'b', 'c', 'a'])

    db.insert(companies).values({ slug: 'acme', name: 'Acme' }).run()
    expect(get('a')).toBe('a@1')
  })
})
