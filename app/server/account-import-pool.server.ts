import path from 'node:path'
import { Piscina } from 'piscina'
import type { AccountImportTask, AccountImportTaskResult } from './account-import-worker.server'
import { getDb, type Db } from './db.server'
import { QUEUE_FULL, workerEntry } from './worker-threads.server'

/**
 * Account imports run here, on a worker thread, never on the request thread: reading and merging the
 * largest download (9,000 reviews) takes over a second of CPU, and a Node process serves nothing else
 * while its main thread computes (docs/decisions/0022). The thread opens its own connection to the
 * database file and writes the whole import in one transaction.
 */

export type PooledImportResult =
  | AccountImportTaskResult
  /** No thread could take the import now (the queue is full, or the thread failed under it). */
  | { outcome: 'busy' }

export interface AccountImportPoolOptions {
  /** Imports that may wait for the thread; one more is answered "busy". Each holds its file meanwhile. */
  maxQueue: number
  /** How long an idle thread is kept, in milliseconds: imports are rare, and a thread holds memory. */
  idleTimeoutMs: number
}

export interface AccountImportPool {
  importFile(userId: string, file: ArrayBuffer, db: Db, now: Date): Promise<PooledImportResult>
  /** Lets the import running finish, then stops the thread. */
  close(): Promise<void>
}

export function createAccountImportPool({
  maxQueue,
  idleTimeoutMs,
}: AccountImportPoolOptions): AccountImportPool {
  const { filename, execArgv } = workerEntry('account-import-worker', 'account import')
  // One thread: imports are rare (10 an hour per user), and two at once would only wait for each other's
  // write lock. None is started until the first import.
  const piscina = new Piscina<AccountImportTask, AccountImportTaskResult>({
    filename,
    execArgv,
    minThreads: 0,
    maxThreads: 1,
    maxQueue,
    idleTimeout: idleTimeoutMs,
  })
  // An unhandled 'error' event would end the whole server; piscina replaces the thread.
  piscina.on('error', (error: unknown) => console.error('Account import thread failed:', error))

  async function importFile(
    userId: string,
    file: ArrayBuffer,
    db: Db,
    now: Date,
  ): Promise<PooledImportResult> {
    if (db.$client.memory) {
      throw new Error('An import runs on a connection of its own, so the database must be a file.')
    }
    try {
      return await piscina.run(
        { databasePath: path.resolve(db.$client.name), userId, file, now },
        { transferList: [file] },
      )
    } catch (error) {
      if (!(error instanceof Error && QUEUE_FULL.has(error.message))) {
        // The transaction rolled back (a write lock held past busy_timeout, a thread out of memory): for
        // the user a passing failure of the service, not of their file.
        console.error('Account import failed:', error)
      }
      return { outcome: 'busy' }
    }
  }

  return { importFile, close: () => piscina.close() }
}

// One pool per process; kept on globalThis so the dev server's module reloads reuse it.
const globalForPool = globalThis as unknown as { __prepsharpAccountImportPool?: AccountImportPool }

function accountImportPool(): AccountImportPool {
  globalForPool.__prepsharpAccountImportPool ??= createAccountImportPool({
    maxQueue: 4,
    idleTimeoutMs: 60_000,
  })
  return globalForPool.__prepsharpAccountImportPool
}

/**
 * Reads a data download and imports it into the account on the process's import thread. The file's
 * bytes are moved to the thread: `file` cannot be read here afterwards.
 */
export function importInWorker(
  userId: string,
  file: ArrayBuffer,
  db: Db = getDb(),
  now = new Date(),
): Promise<PooledImportResult> {
  return accountImportPool().importFile(userId, file, db, now)
}

/** Stops the process's import thread at shutdown, once the import running has finished. */
export async function closeAccountImportPool(): Promise<void> {
  const pool = globalForPool.__prepsharpAccountImportPool
  if (!pool) return
  globalForPool.__prepsharpAccountImportPool = undefined
  await pool.close()
}
