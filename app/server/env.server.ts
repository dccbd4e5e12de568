import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_PATH: z.string().min(1).default('db/data/prepsharp.sqlite'),
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional(),
  /** Trust X-Forwarded-For for the client address (set behind a reverse proxy). */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Public token for the company-logo lookup service; monograms show without it. */
  LOGO_TOKEN: z.string().optional(),
  /** Public origin of the site, used in links sent by email and OAuth callbacks. */
  APP_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_AUTHORIZATION_URL: z.url().default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: z.url().default('https://github.com/login/oauth/access_token'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  /** How long one analysis may run before its thread is stopped, in milliseconds. */
  ANALYZER_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(2000),
  /** Analyses that may wait for a free analyzer thread, per server process; past it the analyzer is busy. */
  ANALYZER_MAX_QUEUE: z.coerce.number().int().min(0).max(1000).default(4),
})

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string; isProduction: boolean }

let cached: Env | undefined

/**
 * Reads and validates the environment once. Production must be given a SESSION_SECRET; a local run
 * (`npm start`, development, tests) gets a random secret kept beside the database, so sessions survive
 * restarts without any configuration and no secret is ever committed.
 */
export function getEnv(): Env {
  if (cached) return cached
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')
    throw new Error(`Invalid environment configuration:\n${problems}`)
  }
  const env = parsed.data
  const isProduction = env.NODE_ENV === 'production'
  if (isProduction && !env.SESSION_SECRET) {
    throw new Error(
      'SESSION_SECRET is required when NODE_ENV=production (any random string of 16+ characters).',
    )
  }
  cached = { ...env, SESSION_SECRET: env.SESSION_SECRET ?? localSecret(env.DATABASE_PATH), isProduction }
  return cached
}

function localSecret(databasePath: string): string {
  // A throwaway database gets a throwaway secret.
  if (databasePath === ':memory:') return randomBytes(32).toString('hex')
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
