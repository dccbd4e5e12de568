import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { isDeployment, parseEnv, type EnvSource, type Settings } from './env-schema.server.mjs'

// The settings, validated once (the schema and its defaults are in env-schema.server.mjs), plus what is
// derived from them: whether this is a deployment, and the session secret a local run keeps by itself.

export type { EnvSource }
export type Env = Settings & {
  SESSION_SECRET: string
  /** A deployment (isDeployment), not merely NODE_ENV=production: `npm start` sets that for a local run too. */
  isProduction: boolean
}

let cached: Env | undefined

/**
 * Reads and validates the environment once. A deployment must be given a SESSION_SECRET; a local run
 * (`npm start`, development, tests) gets a random secret kept beside the database, so sessions survive
 * restarts without any configuration and no secret is ever committed.
 */
export function getEnv(): Env {
  if (cached) return cached
  const env = parseEnv(process.env)
  const isProduction = isDeployment(env)
  if (isProduction && !env.SESSION_SECRET) {
    throw new Error(
      'SESSION_SECRET is required when NODE_ENV=production is given (any random string of 16+ characters).',
    )
  }
  cached = { ...env, SESSION_SECRET: env.SESSION_SECRET ?? localSecret(env.DATABASE_PATH), isProduction }
  return cached
}

/** For tests that change process.env after something has read it: the next getEnv() reads it again. */
export function resetEnv(): void {
  cached = undefined
}

/** One per process, so that reading the environment again keeps the sessions already signed with it. */
let memorySecret: string | undefined

function localSecret(databasePath: string): string {
  // A throwaway database gets a throwaway secret.
  if (databasePath === ':memory:') return (memorySecret ??= randomBytes(32).toString('hex'))
  const file = path.join(path.dirname(path.resolve(databasePath)), '.session-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    const secret = randomBytes(32).toString('hex')
    fs.mkdirSync(path.dirname(file), { recursive: true })
    // Written aside and linked into place, which fails if the file exists: when several server
    // processes start together, the first one's whole secret becomes everyone's.
    const draft = `${file}.${process.pid}.tmp`
    fs.writeFileSync(draft, secret, { mode: 0o600 })
    try {
      fs.linkSync(draft, file)
      return secret
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim()
      throw error
    } finally {
      fs.rmSync(draft, { force: true })
    }
  }
}
