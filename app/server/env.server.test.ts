import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runModuleScript } from '../../tests/setup/run-script'

const original = { ...process.env }

async function loadEnv(overrides: Record<string, string | undefined>) {
  vi.resetModules()
  process.env = { ...original, ...overrides }
  const { getEnv } = await import('./env.server')
  return getEnv
}

afterEach(() => {
  process.env = { ...original }
})

describe('getEnv', () => {
  it('requires SESSION_SECRET in production', async () => {
    const getEnv = await loadEnv({ NODE_ENV: 'production', SESSION_SECRET: undefined })
    expect(() => getEnv()).toThrow(/SESSION_SECRET is required/)
  })

  it('uses the given secret in production and marks cookies secure', async () => {
    const getEnv = await loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'a-long-enough-secret-value' })
    expect(getEnv()).toMatchObject({ isProduction: true, SESSION_SECRET: 'a-long-enough-secret-value' })
  })

  it('needs no secret when npm start picked NODE_ENV=production for a local run', async () => {
    const getEnv = await loadEnv({
      NODE_ENV: 'production',
      PREPSHARP_LOCAL_RUN: 'true',
      SESSION_SECRET: undefined,
      DATABASE_PATH: ':memory:',
    })
    expect(getEnv()).toMatchObject({ NODE_ENV: 'production', isProduction: false })
  })

  it('rejects a malformed setting with a message naming it', async () => {
    const getEnv = await loadEnv({ PORT: 'eighty' })
    expect(() => getEnv()).toThrow(/PORT/)
  })

  it('needs no configuration for a local run', async () => {
    const getEnv = await loadEnv({ NODE_ENV: 'test', SESSION_SECRET: undefined, DATABASE_PATH: ':memory:' })
    const env = getEnv()
    expect(env.isProduction).toBe(false)
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32)
    expect(env.PORT).toBe(3000)
  })
})

describe('the local session secret', () => {
  it('is created once beside the database and kept across restarts', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prepsharp-secret-'))
    try {
      const databasePath = path.join(folder, 'app.sqlite')
      const first = (
        await loadEnv({ NODE_ENV: 'test', SESSION_SECRET: undefined, DATABASE_PATH: databasePath })
      )()
      const again = (
        await loadEnv({ NODE_ENV: 'test', SESSION_SECRET: undefined, DATABASE_PATH: databasePath })
      )()
      expect(again.SESSION_SECRET).toBe(first.SESSION_SECRET)
      expect(fs.readFileSync(path.join(folder, '.session-secret'), 'utf8')).toBe(first.SESSION_SECRET)
      expect(fs.readdirSync(folder)).toEqual(['.session-secret'])
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })

  it('is the same for server processes that start together', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prepsharp-secret-'))
    try {
      const script = `
        const { getEnv } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'env.server.ts'))})
        process.stdout.write(getEnv().SESSION_SECRET)`
      const { SESSION_SECRET: _unset, ...inherited } = original
      const env = { ...inherited, NODE_ENV: 'test', DATABASE_PATH: path.join(folder, 'app.sqlite') }
      const run = () => runModuleScript(script, env)
      const children = await Promise.all(Array.from({ length: 4 }, run))
      expect(children.map((child) => [child.status, child.stderr])).toEqual(Array(4).fill([0, '']))
      const secrets = new Set(children.map((child) => child.stdout))
      expect(secrets.size).toBe(1)
      expect([...secrets][0]).toBe(fs.readFileSync(path.join(folder, '.session-secret'), 'utf8'))
      expect(fs.readdirSync(folder)).toEqual(['.session-secret'])
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  }, 30_000)
})
