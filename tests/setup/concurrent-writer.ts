import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase, type Db } from '~/server/db.server'

/**
 * Two connections to one database file, as two server workers have. `other` gives up at once when the
 * file is locked (busy_timeout 0): in one thread it could not wait for `db` anyway.
 */
export interface TwoConnections {
  db: Db
  other: Db
  close(): void
}

export function openTwoConnections(): TwoConnections {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prepsharp-two-connections-'))
  const file = path.join(folder, 'app.sqlite')
  const db = openDatabase(file)
  const other = openDatabase(file)
  other.$client.pragma('busy_timeout = 0')
  return {
    db,
    other,
    close() {
      db.$client.close()
      other.$client.close()
      fs.rmSync(folder, { recursive: true, force: true })
    },
  }
}

export interface WriteDuringOutcome<T, U> {
  /** What `act` returned. */
  result: T
  /** What the other connection's `write` returned, once it got through. */
  otherResult: U
  /** Whether the other connection found the file locked and had to wait until `act` had committed. */
  otherWaited: boolean
}

/**
 * Runs `act` on `connections.db`; the moment `act` is about to run its first write statement inside a
 * transaction (after the reads that decide what to write), `write` runs on the other connection, as a
 * second worker's request would. A transaction that took the write lock up front makes `write` wait (here:
 * refused with SQLITE_BUSY, then run again once `act` is done). A deferred transaction lets `write` commit
 * in between and then fails on its own write with SQLITE_BUSY_SNAPSHOT, whatever the busy timeout, so
 * this throws.
 */
export async function writeDuring<T, U>(
  connections: TwoConnections,
  act: () => T | Promise<T>,
  write: (other: Db) => U,
): Promise<WriteDuringOutcome<T, U>> {
  const client = connections.db.$client
  const prepare = client.prepare
  let interleaved = false
  let otherResult: { value: U } | undefined
  let otherWaited = false
  client.prepare = function (this: typeof client, source: string) {
    const statement = prepare.call(this, source)
    if (!interleaved && client.inTransaction && !statement.reader) {
      interleaved = true
      try {
        otherResult = { value: write(connections.other) }
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error
        otherWaited = true
      }
    }
    return statement
  } as typeof client.prepare
  let result: T
  try {
    result = await act()
  } finally {
    client.prepare = prepare
  }
  if (!interleaved) throw new Error('act wrote nothing inside a transaction, so nothing was interleaved')
  otherResult ??= { value: write(connections.other) }
  return { result, otherResult: otherResult.value, otherWaited }
}
