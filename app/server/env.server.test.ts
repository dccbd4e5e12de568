import { afterEach, describe, expect, it, vi } from 'vitest'

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
