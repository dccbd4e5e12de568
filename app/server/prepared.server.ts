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
 * A value computed from the database and kept until the database changes in any way. For reads that
 * are the same for everyone and rarely change, such as the company list, which every visit to the
 * company search would otherwise read and sort whole. Two tiny statements check the version per call.
 * The value is shared between callers, so it is frozen.
 */
export function cachedUntilWrite<T>(compute: (db: Db) => T): (db: Db) => Readonly<T> {
  const cache = new WeakMap<Db, { version: string; value: Readonly<T> }>()
  return (db) => {
    const version = databaseVersion(db)
    const hit = cache.get(db)
    if (hit && hit.version === version) return hit.value
    const value = Object.freeze(compute(db))
    cache.set(db, { version, value })
    return value
  }
}
