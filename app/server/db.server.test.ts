import { describe, expect, it } from 'vitest'
import { createTestDb } from '../../tests/setup/db'

describe('openDatabase', () => {
  it('migrates a new database and enforces foreign keys', () => {
    const db = createTestDb()
    const tables = db.$client
      .prepare("select name from sqlite_master where type = 'table' and name not like '%sqlite%'")
      .all() as { name: string }[]
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['users', 'sessions', 'companies', 'problems']))
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(() =>
      db.$client.prepare("insert into sessions (id, user_id, expires_at, created_at) values ('s', 'nobody', 0, 0)").run(),
    ).toThrow(/FOREIGN KEY/)
  })
})
