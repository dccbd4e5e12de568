// A thread of the account-import pool (account-import-pool.server.ts): reads a data download and merges it
// into the account, off the request thread, on a database connection of its own.
import { parseAccountDataFile } from '~/domain/account-data-file'
import { importAccountData, type ImportOutcome } from './account-import.server'
import { openDatabase, type Db } from './db.server'

export interface AccountImportTask {
  /** The server's database file; the thread opens its own connection to it (WAL lets both work at once). */
  databasePath: string
  userId: string
  /** The uploaded file's bytes, moved to this thread rather than copied. */
  file: ArrayBuffer
  now: Date
}

export type AccountImportTaskResult =
  /** The file is not a download this PrepSharp can read; nothing was read into the account. */
  { outcome: 'invalid'; message: string; details: string[] } | (ImportOutcome & { exportedAt: Date | null })

// One connection per database file for the thread's life: opening one reads the migrations again.
const connections = new Map<string, Db>()

function connectionTo(databasePath: string): Db {
  let db = connections.get(databasePath)
  if (!db) {
    db = openDatabase(databasePath)
    connections.set(databasePath, db)
  }
  return db
}

export default function importFile({
  databasePath,
  userId,
  file,
  now,
}: AccountImportTask): AccountImportTaskResult {
  const parsed = parseAccountDataFile(new TextDecoder().decode(file), now)
  if (!parsed.ok) return { outcome: 'invalid', message: parsed.message, details: parsed.details }
  // One transaction on this thread's connection: the account is left as it was or fully imported.
  const result = importAccountData(userId, parsed.data, connectionTo(databasePath), now)
  return { ...result, exportedAt: parsed.data.exportedAt ?? null }
}
