import { openDatabase, type Db } from '~/server/db.server'

/** A fresh, fully migrated in-memory database for one test. */
export function createTestDb(): Db {
  return openDatabase(':memory:')
}
