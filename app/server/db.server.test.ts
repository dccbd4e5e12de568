import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestDb } from '../../tests/setup/db'
import { runModuleScript } from '../../tests/setup/run-script'

describe('openDatabase', () => {
  it('migrates a new database and enforces foreign keys', () => {
    const db = createTestDb()
    const tables = db.$client
      .prepare("select name from sqlite_master where type = 'table' and name not like '%sqlite%'")
      .all() as { name: string }[]
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'companies', 'problems']),
    )
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1)
    expect(() =>
      db.$client
        .prepare("insert into sessions (id, user_id, expires_at, created_at) values ('s', 'nobody', 0, 0)")
        .run(),
    ).toThrow(/FOREIGN KEY/)
  })
})

describe('several processes opening a new database file together', () => {
  it('migrate it once between them, and every one of them starts', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prepsharp-db-'))
    try {
      const file = path.join(folder, 'app.sqlite')
      const script = `
        const { openDatabase } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'db.server.ts'))})
        const db = openDatabase(${JSON.stringify(file)})
        process.stdout.write(String(db.$client.prepare('select count(*) as n from __drizzle_migrations').get().n))`
      const env = { ...process.env, NODE_ENV: 'test', SESSION_SECRET: 'a-test-secret-of-some-length' }
      const run = () => runModuleScript(script, env)
      const children = await Promise.all(Array.from({ length: 4 }, run))
      const migrations = fs
        .readdirSync(path.resolve(import.meta.dirname, '../../drizzle'))
        .filter((f) => f.endsWith('.sql'))
      expect(children.map((child) => [child.status, child.stderr, child.stdout])).toEqual(
        Array(4).fill([0, '', String(migrations.length)]),
      )
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  }, 30_000)
})
