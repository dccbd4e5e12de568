import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import * as schema from '#db/schema'
import { getEnv } from './env.server'
import { hasMarksWithoutCard, scheduleMarksWithoutCard } from './revision-cards.server'

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database }

/** The handle a transaction's callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Runs `write` in one transaction that takes the write lock when it begins (BEGIN IMMEDIATE); every
 * transaction that writes goes through here. With several worker processes on one file, a deferred
 * transaction that reads and then writes is refused (SQLITE_BUSY) rather than made to wait when another
 * connection wrote in between; an immediate one waits its turn (busy_timeout). For one that only writes
 * it is the same as deferred, and it stays safe if a read is ever added before the writes.
 */
export function writeTransaction<T>(db: Db, write: (tx: Tx) => T): T {
  return db.transaction(write, { behavior: 'immediate' })
}

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle')

/** Opens a database file with the settings every connection needs, and brings its schema up to date. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const sqlite = new Database(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  const db = drizzle(sqlite, { schema }) as Db
  migrateOnce(db)
  scheduleMarksWithoutCards(db)
  return db
}

/**
 * The data step of the revision migration (drizzle/0001_revision.sql): marks kept before spaced revision
 * existed get their cards, scheduled by ts-fsrs, which SQL cannot call. Checking costs one read, so it
 * runs at every start; several processes starting together take turns, and the later ones find nothing.
 */
function scheduleMarksWithoutCards(db: Db): void {
  if (hasMarksWithoutCard(db)) writeTransaction(db, (tx) => scheduleMarksWithoutCard(tx, new Date()))
}

/**
 * Several processes may open a new file at once (the server's workers): each applies the migrations
 * in its own transaction, so the later ones fail on tables that now exist and roll back. Reading the
 * migration journal again then finds everything applied.
 */
function migrateOnce(db: Db, attempts = 3): void {
  for (let attempt = 1; ; attempt++) {
    try {
      migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })
      return
    } catch (error) {
      if (attempt >= attempts) throw error
    }
  }
}

// One connection per process; kept on globalThis so the dev server's module reloads reuse it.
const globalForDb = globalThis as unknown as { __prepsharpDb?: Db }

export function getDb(): Db {
  globalForDb.__prepsharpDb ??= openDatabase(getEnv().DATABASE_PATH)
  return globalForDb.__prepsharpDb
}

/** Closes this process's connection, at shutdown: SQLite folds the WAL back into the database file. */
export function closeDb(): void {
  globalForDb.__prepsharpDb?.$client.close()
  globalForDb.__prepsharpDb = undefined
}
