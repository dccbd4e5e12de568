import type Database from 'better-sqlite3'
import { BoundedMap } from '~/domain/bounded-map'
import { CATALOGUE, cacheVersion, scopeKey, type CacheScope } from './cache-versions.server'
import type { Db } from './db.server'

// Kept in its own module so that cache-versions.server.ts, which this module reads, can use it too.
export { preparedFor } from './per-connection.server'

const sqlStatements = new WeakMap<Db, Map<string, Database.Statement>>()

/** A statement from SQL text, prepared once per database and text; for queries whose text is assembled. */
export function sqlStatement(db: Db, sql: string): Database.Statement {
  let byText = sqlStatements.get(db)
  if (!byText) {
    byText = new Map()
    sqlStatements.set(db, byText)
  }
  let statement = byText.get(sql)
  if (!statement) {
    statement = db.$client.prepare(sql)
    byText.set(sql, statement)
  }
  return statement
}

/**
 * Values computed from the database, per connection and key, each kept until the data it was read from
 * changes: the cache declares its scope (see CacheScope), and a value is computed again when that scope's
 * version (cacheVersion) has moved since. Past `maxEntries` keys, the one stored longest ago goes. Values
 * are shared between requests: their readers never change them.
 */
export class DataCache<V> {
  private readonly byDb = new WeakMap<Db, BoundedMap<string, { version: string; value: V }>>()

  constructor(
    readonly scope: CacheScope,
    private readonly maxEntries: number,
  ) {}

  /** A value of a catalogue cache: dropped when anything everyone sees changes (an import, a sync). */
  get(db: Db, key: string, compute: () => V): V {
    if (this.scope !== 'catalogue') throw new Error(`A ${this.scope} cache is read with getFor`)
    return this.lookup(db, CATALOGUE, key, compute)
  }

  /**
   * A value of a user's or a list's cache, `owner` being that user's or list's id: dropped when their data
   * changes, or the catalogue's, and by nothing else (another user's review, a sign-in, a rate limit).
   */
  getFor(db: Db, owner: string, key: string, compute: () => V): V {
    if (this.scope === 'catalogue') throw new Error('A catalogue cache is read with get')
    return this.lookup(db, scopeKey(this.scope, owner), `${owner}\u0000${key}`, compute)
  }

  private lookup(db: Db, scope: string, key: string, compute: () => V): V {
    // Read inside a transaction, a value may be rolled back with it, and the version it was read at given
    // again to other data by the next write: it is computed, not kept.
    if (db.$client.inTransaction) return compute()
    let entries = this.byDb.get(db)
    if (!entries) {
      entries = new BoundedMap(this.maxEntries)
      this.byDb.set(db, entries)
    }
    const version = cacheVersion(db, scope)
    // Peeked, not read: the entry stored longest ago goes first, however often it was read since.
    const hit = entries.peek(key)
    if (hit && hit.version === version) return hit.value
    const value = compute()
    entries.set(key, { version, value })
    return value
  }
}

/**
 * One value computed from the catalogue, kept until it changes (a DataCache of one entry). Shared between
 * callers, so it is frozen.
 */
export function cachedUntilWrite<T>(compute: (db: Db) => T): (db: Db) => Readonly<T> {
  const cache = new DataCache<Readonly<T>>('catalogue', 1)
  return (db) => cache.get(db, '', () => Object.freeze(compute(db)))
}
