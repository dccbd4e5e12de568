// @ts-check
// Every setting PrepSharp reads from the environment: its name, what a valid value is and its default.
// Plain JavaScript because server.mjs, which Node runs before the build is loaded, validates with it too;
// the app reads the result through env.server.ts (docs/decisions/0012-one-environment-schema.md).
// The README's Configuration table lists the same variables; env-schema.server.test.ts keeps them in step.
import { z } from 'zod'

export const DEFAULT_LEETCODE_GRAPHQL_URL = 'https://leetcode.com/graphql'

const wholeNumber = () => z.coerce.number().int()

/**
 * An address with a scheme matching `protocol`, spaces around it ignored.
 * @param {RegExp} protocol
 * @param {string} message
 */
function address(protocol, message) {
  return z
    .string()
    .trim()
    .pipe(z.url({ protocol, error: message }))
}

export const envSchema = z.object({
  // The server process (server.mjs)
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  /**
   * Set by `npm start` when it picks NODE_ENV=production itself: React's production build without the
   * deployment checks (see isDeployment).
   */
  PREPSHARP_LOCAL_RUN: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  PORT: wholeNumber().min(1).max(65535).default(3000),
  /** Server processes sharing the port; unset means one per CPU core (see serverProcessCount). */
  WEB_CONCURRENCY: wholeNumber().min(1).optional(),
  /** After SIGTERM or SIGINT, how long requests in flight may take before they are cut. */
  SHUTDOWN_TIMEOUT_MS: wholeNumber().min(1).default(10_000),
  PREPSHARP_BUILD_DIR: z.string().default('build'),

  DATABASE_PATH: z.string().min(1).default('db/data/prepsharp.sqlite'),
  /** Unset outside a deployment: env.server.ts then keeps a random one beside the database. */
  SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional(),
  /** Trust X-Forwarded-For and X-Forwarded-Proto (set behind a reverse proxy). */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Sign-in and registration attempts per client address a minute; unset keeps the table's 30. */
  RATE_LIMIT_IP_PER_MINUTE: wholeNumber().min(1).optional(),
  /** Multiplies every other per-address rate limit. */
  RATE_LIMIT_IP_SCALE: z.coerce.number().positive().default(1),

  /** How long one analysis may run before its thread is stopped, in milliseconds. */
  ANALYZER_TIMEOUT_MS: wholeNumber().min(1).max(60_000).default(2000),
  /** Analyses that may wait for a free analyzer thread, per server process; past it the analyzer is busy. */
  ANALYZER_MAX_QUEUE: wholeNumber().min(0).max(1000).default(4),

  /**
   * The accounts that may open /admin and moderate: email addresses separated by commas, in any case.
   * Unset, nobody may.
   */
  ADMIN_EMAILS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email({ error: 'ADMIN_EMAILS must be email addresses separated by commas' })))
    .optional(),

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

  /** Outgoing mail server; without it mail goes to MAIL_OUTBOX_DIR (or, in a deployment, nowhere). */
  SMTP_URL: address(/^smtps?$/, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://…').optional(),
  MAIL_FROM: z.string().trim().default('PrepSharp <no-reply@prepsharp.dev>'),
  /** Unset: db/data/outbox outside a deployment, and no outbox in one (mail.server.ts). */
  MAIL_OUTBOX_DIR: z.string().trim().optional(),

  /** LeetCode's public GraphQL endpoint, or a proxy, or a local replay server in tests. */
  LEETCODE_GRAPHQL_URL: z
    .string()
    .trim()
    .pipe(
      z.url({
        protocol: /^https?$/,
        error: (issue) => `LEETCODE_GRAPHQL_URL must be an http or https address, got "${issue.input}"`,
      }),
    )
    .default(DEFAULT_LEETCODE_GRAPHQL_URL),
  /** `daily` runs the LeetCode sync in the server once a day. */
  LEETCODE_SYNC: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['daily', 'off'], { error: 'use "daily" or "off"' }))
    .default('off'),
})

/** @typedef {Record<string, string | undefined>} EnvSource */
/** @typedef {z.output<typeof envSchema>} Settings */
/** @typedef {keyof typeof envSchema.shape} SettingName */

/**
 * A variable set to nothing (or only spaces) counts as unset, as `PORT= npm start` means: the default.
 * @param {EnvSource} source
 */
function withoutBlanks(source) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value?.trim()))
}

/** @param {string[]} problems */
function describe(problems) {
  return `Invalid environment configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`
}

/** @param {z.ZodError} error */
function problemsOf(error) {
  return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

/**
 * Every setting, validated; throws an Error naming each invalid variable.
 * @param {EnvSource} source
 * @returns {Settings}
 */
export function parseEnv(source) {
  const parsed = envSchema.safeParse(withoutBlanks(source))
  if (!parsed.success) throw new Error(describe(problemsOf(parsed.error)))
  return parsed.data
}

/**
 * Some settings, read from `source` by the same rules: for code that is handed an environment of its own
 * (tests, mostly) rather than reading the process's.
 * @template {SettingName} K
 * @param {readonly K[]} names
 * @param {EnvSource} source
 * @returns {{ success: true, data: Pick<Settings, K> } | { success: false, message: string }}
 */
export function readSettings(names, source) {
  const clean = withoutBlanks(source)
  /** @type {Record<string, unknown>} */
  const data = {}
  /** @type {string[]} */
  const problems = []
  for (const name of names) {
    const parsed = envSchema.shape[name].safeParse(clean[name])
    if (parsed.success) data[name] = parsed.data
    else problems.push(...problemsOf(parsed.error).map((problem) => `${name}${problem}`))
  }
  if (problems.length > 0) return { success: false, message: describe(problems) }
  return { success: true, data: /** @type {Pick<Settings, K>} */ (/** @type {unknown} */ (data)) }
}

/**
 * Whether the server runs as a deployment: Secure cookies, HSTS, a required SESSION_SECRET, and mail only
 * through SMTP_URL with links to APP_URL. That is NODE_ENV=production given by whoever starts the server,
 * not the NODE_ENV=production `npm start` picks for a local run so that React renders with its production
 * build (docs/decisions/0015-deployment-checks-apart-from-node-env.md).
 * @param {Pick<Settings, 'NODE_ENV' | 'PREPSHARP_LOCAL_RUN'>} settings
 */
export function isDeployment(settings) {
  return settings.NODE_ENV === 'production' && !settings.PREPSHARP_LOCAL_RUN
}

/**
 * The variables `npm start` adds to its environment before it builds and serves: with no NODE_ENV given,
 * React's production build, marked as a local run so that a fresh clone needs no configuration. A
 * NODE_ENV that is given is kept, and with it whatever it means.
 * @param {EnvSource} source
 * @returns {EnvSource}
 */
export function localRunDefaults(source) {
  if (source.NODE_ENV?.trim()) return {}
  return { NODE_ENV: 'production', PREPSHARP_LOCAL_RUN: 'true' }
}

/**
 * How many server processes server.mjs runs: WEB_CONCURRENCY, else one per core (one process renders on
 * one core), and always one under `npm run dev`, whose Vite middleware lives in a single process.
 * @param {Pick<Settings, 'NODE_ENV' | 'WEB_CONCURRENCY'>} settings
 * @param {number} cores
 */
export function serverProcessCount(settings, cores) {
  if (settings.NODE_ENV === 'development') return 1
  return settings.WEB_CONCURRENCY ?? cores
}
