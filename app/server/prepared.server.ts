import type Database from 'better-sqlite3'
import type { Db } from './db.server'

/**
 * A statement built once per database and reused. Without it drizzle rebuilds the SQL text and SQLite
 * compiles it again on every call, which was a good part of a page's server time on the hot paths.
 * Values go in through `sql.placeholder`, which skips a column's encoder: pass them as stored
 * (milliseconds for timestamps, numbers for booleans).
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>()
  return (db) => {
    let statement = statements.get(db)
    if (statement === undefined) {
      statement = build(db)
      statements.set(db, statement)
    }
    return statement
  }
}

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

const versionStatements = preparedFor((db) => ({
  dataVersion: db.$client.prepare('PRAGMA data_version').pluck(),
  totalChanges: db.$client.prepare('SELECT total_changes()').pluck(),
}))

/**
 * Where the database stands: changes when any other connection commits (another worker, an import run
 * from a terminal; PRAGMA data_version) and when this connection writes (total_changes()).
 */
function databaseVersion(db: Db): string {
  const statements = versionStatements(db)
  return `${statements.dataVersion.get()}:${statements.totalChanges.get()}`
}

/**
 * Values computed from the database, per connection and key, dropped as soon as the database changes in
 * any way (see databaseVersion); past `maxEntries` keys, the one stored longest ago goes. For reads that
 * are the same for everyone and rarely change: a company's counts and list orders, the company list.
 */
export class DataCache<V> {
  private readonly byDb = new WeakMap<Db, Map<string, { version: string; value: V }>>()

  constructor(private readonly maxEntries: number) {}

  get(db: Db, key: string, compute: () => V): V {
    let entries = this.byDb.get(db)
    if (!entries) {
      entries = new Map()
      this.byDb.set(db, entries)
    }
    const version = databaseVersion(db)
    const hit = entries.get(key)
    if (hit && hit.version === version) return hit.value
    const value = compute()
    entries.delete(key)
    entries.set(key, { version, value })
    // A Map iterates in insertion order, so the first key is the one stored longest ago.
    if (entries.size > this.maxEntries) entries.delete(entries.keys().next().value!)
    return value
  }
}

/**
 * One value computed from the database, kept until the database changes (a DataCache of one entry).
 * Shared between callers, so it is frozen.
 */
export function cachedUntilWrite<T>(compute: (db: Db) => T): (db: Db) => Readonly<T> {
  const cache = new DataCache<Readonly<T>>(1)
  return (db) => cache.get(db, '', () => Object.freeze(compute(db)))
}
