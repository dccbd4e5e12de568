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
