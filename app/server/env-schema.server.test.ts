import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  envSchema,
  isDeployment,
  localRunDefaults,
  parseEnv,
  readSettings,
  serverProcessCount,
} from './env-schema.server.mjs'

const root = path.resolve(import.meta.dirname, '../..')

describe('parseEnv', () => {
  it('needs nothing set: every setting has a default or is optional', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      PREPSHARP_BUILD_DIR: 'build',
      TRUST_PROXY: false,
      RATE_LIMIT_IP_SCALE: 1,
      LEETCODE_GRAPHQL_URL: 'https://leetcode.com/graphql',
      LEETCODE_SYNC: 'off',
    })
  })

  it('counts a variable set to nothing as unset', () => {
    expect(parseEnv({ PORT: '', WEB_CONCURRENCY: '  ', SMTP_URL: '' })).toMatchObject({ PORT: 3000 })
    expect(parseEnv({ WEB_CONCURRENCY: '' }).WEB_CONCURRENCY).toBeUndefined()
  })

  it('names every invalid variable and why', () => {
    const invalid = {
      PORT: 'eighty',
      WEB_CONCURRENCY: '0',
      SHUTDOWN_TIMEOUT_MS: 'soon',
      RATE_LIMIT_IP_SCALE: '-1',
      LEETCODE_SYNC: 'hourly',
      LEETCODE_GRAPHQL_URL: 'file:///etc/passwd',
    }
    expect(() => parseEnv(invalid)).toThrow(/^Invalid environment configuration:\n/)
    const message = (() => {
      try {
        parseEnv(invalid)
      } catch (error) {
        return (error as Error).message
      }
    })()
    for (const name of Object.keys(invalid)) expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'))
    expect(message).toContain('LEETCODE_SYNC: use "daily" or "off"')
    expect(message).toContain(
      'LEETCODE_GRAPHQL_URL must be an http or https address, got "file:///etc/passwd"',
    )
  })
})

describe('readSettings', () => {
  it('reads the named settings by the same rules', () => {
    expect(readSettings(['PORT', 'MAIL_FROM'], { PORT: '8080', MAIL_FROM: ' ' })).toEqual({
      success: true,
      data: { PORT: 8080, MAIL_FROM: 'PrepSharp <no-reply@prepsharp.dev>' },
    })
    expect(readSettings(['PORT'], { PORT: '0' })).toMatchObject({ success: false, message: /PORT/ })
  })
})

describe('serverProcessCount', () => {
  it('is WEB_CONCURRENCY, else one per core, and always one in development', () => {
    expect(serverProcessCount({ WEB_CONCURRENCY: 3 }, 8)).toBe(3)
    expect(serverProcessCount({}, 8)).toBe(8)
    expect(serverProcessCount({ NODE_ENV: 'development', WEB_CONCURRENCY: 3 }, 8)).toBe(1)
  })
})

describe('a deployment and a local run', () => {
  it('is a deployment only when NODE_ENV=production is given, not picked by npm start', () => {
    expect(isDeployment(parseEnv({ NODE_ENV: 'production' }))).toBe(true)
    expect(isDeployment(parseEnv({ NODE_ENV: 'production', PREPSHARP_LOCAL_RUN: 'true' }))).toBe(false)
    expect(isDeployment(parseEnv({}))).toBe(false)
    expect(isDeployment(parseEnv({ NODE_ENV: 'development' }))).toBe(false)
    expect(isDeployment(parseEnv({ NODE_ENV: 'test', PREPSHARP_LOCAL_RUN: '0' }))).toBe(false)
  })

  it("npm start picks React's production build as a local run when NODE_ENV is not given", () => {
    for (const unset of [{}, { NODE_ENV: '' }, { NODE_ENV: '  ' }]) {
      const added = localRunDefaults(unset)
      expect(added).toEqual({ NODE_ENV: 'production', PREPSHARP_LOCAL_RUN: 'true' })
      const settings = parseEnv({ ...unset, ...added })
      expect(settings.NODE_ENV).toBe('production')
      expect(isDeployment(settings)).toBe(false)
    }
  })

  it('npm start keeps a NODE_ENV that is given, and what it means', () => {
    expect(localRunDefaults({ NODE_ENV: 'production' })).toEqual({})
    expect(localRunDefaults({ NODE_ENV: 'test' })).toEqual({})
    expect(
      isDeployment(parseEnv({ NODE_ENV: 'production', ...localRunDefaults({ NODE_ENV: 'production' }) })),
    ).toBe(true)
  })

  it('refuses a local-run flag that is not a yes or a no', () => {
    expect(() => parseEnv({ PREPSHARP_LOCAL_RUN: 'maybe' })).toThrow(/PREPSHARP_LOCAL_RUN/)
  })
})

describe('the server with an invalid setting', () => {
  it('stops at start-up, before any worker, naming the variable', () => {
    const run = spawnSync(process.execPath, ['server.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', WEB_CONCURRENCY: '2' },
      encoding: 'utf8',
      timeout: 20_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('Invalid environment configuration:\n  PORT: ')
  })
})

describe("the README's Configuration table", () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
  const section = readme.slice(
    readme.indexOf('## Configuration'),
    readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
  )
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [names = '', fallback = ''] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim())
      return { names: [...names.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]!), fallback }
    })

  it('lists every variable the schema reads, and no other', () => {
    expect(rows.flatMap((row) => row.names).sort()).toEqual(Object.keys(envSchema.shape).sort())
  })

  it("gives the schema's default wherever the schema has one", () => {
    const defaults = parseEnv({})
    for (const { names, fallback } of rows) {
      if (names.length !== 1) continue
      const value = defaults[names[0] as keyof typeof defaults]
      if (value === undefined) continue
      expect(fallback, names[0]).toBe(`\`${String(value)}\``)
    }
  })
})
