import type { Db } from './db.server'

/**
 * A statement (or any per-connection value) built once per database and reused. Without it drizzle rebuilds the SQL text and SQLite
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
