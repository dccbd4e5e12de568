import { randomBytes, randomUUID } from 'node:crypto'
import path from 'node:path'
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test'
import axe from 'axe-core'
import Database from 'better-sqlite3'
import { createCookieSessionStorage } from 'react-router'
import { hashPassword } from '../../app/server/password.server'
import {
  SESSION_COOKIE_NAME,
  SESSION_MAX_AGE_MS,
  sessionCookieOptions,
} from '../../app/server/session-cookie.server'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3101)
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`
export const E2E_DATABASE = path.resolve(import.meta.dirname, `../.tmp/e2e-${E2E_PORT}.sqlite`)
export const E2E_OUTBOX = path.resolve(import.meta.dirname, `../.tmp/outbox-${E2E_PORT}`)
export const OAUTH_MOCK_ORIGIN = `http://127.0.0.1:${E2E_PORT + 1}`
/** The e2e server's session secret: tests/setup/e2e-server.mjs gives the server the same one. */
const E2E_SESSION_SECRET = `prepsharp-e2e-session-secret-${E2E_PORT}`

export interface TestUser {
  id: string
  name: string
  email: string
  password: string
}

/** Opens the e2e server's database (WAL mode lets the test read and write beside the server). */
export function openE2eDb() {
  const db = new Database(E2E_DATABASE)
  db.pragma('busy_timeout = 5000')
  return db
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`
}

const hashes = new Map<string, Promise<string>>()
/** One scrypt hash per password and worker: most users share the default password, and scrypt is slow by design. */
function passwordHash(password: string): Promise<string> {
  let hash = hashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    hashes.set(password, hash)
  }
  return hash
}

/** A user created straight in the database, so tests that are not about registering skip the form. */
export async function createUser(overrides: Partial<Omit<TestUser, 'id'>> = {}): Promise<TestUser> {
  const user = {
    id: randomUUID(),
    name: overrides.name ?? 'Test User',
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? 'password123',
  }
  const hash = await passwordHash(user.password)
  const db = openE2eDb()
  try {
    const now = Date.now()
    db.prepare('insert into users (id, email, name, created_at, updated_at) values (?, ?, ?, ?, ?)').run(
      user.id,
      user.email,
      user.name,
      now,
      now,
    )
    db.prepare('insert into passwords (user_id, hash) values (?, ?)').run(user.id, hash)
  } finally {
    db.close()
  }
  return user
}

/** Signs in through the /login form: for the tests about signing in, and where a form sign-in is the story. */
/**
 * An account in the e2e server's ADMIN_EMAILS (tests/setup/e2e-server.mjs), made on first use: a retry, or
 * the next test of the same project, finds it there.
 */
export async function adminUser(email: string): Promise<Pick<TestUser, 'id'>> {
  const db = openE2eDb()
  try {
    const known = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: string } | undefined
    if (known) return known
  } finally {
    db.close()
  }
  return createUser({ name: 'Moderator', email })
}

export async function logIn(page: Page, user: Pick<TestUser, 'email' | 'password'>, redirectUri?: string) {
  await page.goto(redirectUri ? `/login?redirect_uri=${encodeURIComponent(redirectUri)}` : '/login')
  await page.getByLabel('Email', { exact: true }).fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.waitForURL((url) => url.pathname !== '/login')
}

// The app's own cookie settings, so the cookie is one the app could have set (the e2e server is not production).
const sessionCookie = createCookieSessionStorage<{ sessionId: string }>({
  cookie: sessionCookieOptions({ secret: E2E_SESSION_SECRET, secure: false }),
})

/**
 * Gives the browser a signed-in session for the user, the way a sign-in would leave it: a session row and
 * the signed `ps_session` cookie. The login form costs two page loads and a password hash; the tests that
 * are about signing in use `logIn` instead.
 */
export async function startSession(context: BrowserContext, user: Pick<TestUser, 'id'>) {
  const { value, expiresAt } = await newSessionCookie(user)
  await context.clearCookies({ name: SESSION_COOKIE_NAME })
  await context.addCookies([
    {
      name: SESSION_COOKIE_NAME,
      value,
      url: E2E_ORIGIN,
      httpOnly: true,
      sameSite: 'Lax',
      expires: Math.floor(expiresAt / 1000),
    },
  ])
}

/** `Cookie` header value of a new session for the user, for requests sent without a browser. */
export async function sessionCookieHeader(user: Pick<TestUser, 'id'>): Promise<string> {
  return `${SESSION_COOKIE_NAME}=${(await newSessionCookie(user)).value}`
}

/** A session row for the user and the signed cookie value that points to it. */
async function newSessionCookie(user: Pick<TestUser, 'id'>): Promise<{ value: string; expiresAt: number }> {
  const id = randomBytes(32).toString('base64url')
  const expiresAt = Date.now() + SESSION_MAX_AGE_MS
  const db = openE2eDb()
  try {
    db.prepare('insert into sessions (id, user_id, expires_at, created_at) values (?, ?, ?, ?)').run(
      id,
      user.id,
      expiresAt,
      Date.now(),
    )
  } finally {
    db.close()
  }
  const session = await sessionCookie.getSession()
  session.set('sessionId', id)
  const header = await sessionCookie.commitSession(session)
  return { value: header.slice(`${SESSION_COOKIE_NAME}=`.length, header.indexOf(';')), expiresAt }
}

/** `startSession`, then `path`: where a sign-in through the form with that redirect_uri lands. */
export async function openSignedIn(page: Page, user: Pick<TestUser, 'id'>, path = '/') {
  await startSession(page.context(), user)
  return page.goto(path)
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Runs axe-core (WCAG 2.1 AA) in the page. It is injected once per document and run with axe.run in the
 * page itself: AxeBuilder's default opens and closes an extra page for every check, which doubles the
 * cost. axe.run reaches the page's own frames itself, so each of them gets axe too.
 */
export async function expectNoA11yViolations(page: Page, { soft = false } = {}) {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source)
  }
  const violations = await page.evaluate(async (tags) => {
    // Checked in a settled state: a toast caught half-way through its fade (its text at 40% opacity)
    // fails the contrast rule although nobody reads it in that frame. Endless animations (spinners) are
    // left running, and a slow one is not waited for beyond a second.
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.race([
      Promise.allSettled(finite.map((a) => a.finished)),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ])
    return (
      // A toast on its way out (marked data-removed) fades from the moment its timer fires, which can be
      // after the wait above: it is leaving, so it is not judged.
      (
        await (window as unknown as { axe: typeof axe }).axe.run(
          { exclude: [['[data-removed="true"]']] },
          {
            runOnly: { type: 'tag', values: tags },
            resultTypes: ['violations'],
          },
        )
      ).violations
    )
  }, WCAG_TAGS)
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  // Soft, a test that checks several pages goes on to the next one and reports every page that fails.
  const check = soft ? expect.soft : expect
  check(summary, `axe-core on ${page.url()}`).toEqual([])
}

/**
 * Whether React has hydrated the page, judged by its footer (among the last elements hydration reaches);
 * true for a page React Router did not render (JSON, a file), which has nothing to hydrate.
 */
function pageHydrated(): boolean {
  if (!('__reactRouterContext' in window)) return true
  const footer = document.querySelector('body > footer')
  return footer !== null && Object.keys(footer).some((key) => key.startsWith('__reactFiber'))
}

/** How long a navigation waits for hydration before going on regardless (a test may block the scripts). */
const HYDRATION_WAIT_MS = 5_000

export const test = base.extend<{ javaScriptEnabled: boolean }>({
  javaScriptEnabled: [
    async ({ browserName: _browserName }, use, testInfo) => {
      await use(testInfo.project.use.javaScriptEnabled !== false)
    },
    { scope: 'test' },
  ],
  // A page's scripts are added after its first paint (docs/decisions/0039), so its load event, which
  // page.goto waits for, no longer waits for them. With JavaScript, a document navigation resolves once
  // the page has hydrated, so that a test acts on the page React handles.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
        const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>
        Object.assign(page, {
          [method]: async (...args: unknown[]) => {
            const response = await navigate(...args)
            await page
              .waitForFunction(pageHydrated, undefined, { timeout: HYDRATION_WAIT_MS })
              .catch(() => {})
            return response
          },
        })
      }
    }
    await provide(page)
  },
})

export { expect }

/**
 * Moves the user's whole revision history `days` into the past, as if the solves and reviews had been
 * made that long ago: the server's clock cannot be set from a test, so the data travels instead. Due
 * dates are the starts of days; in UTC (a new user's zone) whole 24-hour steps keep them so.
 */
export function backdateRevisionHistory(user: Pick<TestUser, 'id'>, days: number) {
  const shift = days * 86_400_000
  const db = openE2eDb()
  try {
    db.transaction(() => {
      db.prepare(
        'update revision_cards set due = due - ?, last_review = last_review - ? where user_id = ?',
      ).run(shift, shift, user.id)
      db.prepare(
        'update revision_reviews set reviewed_at = reviewed_at - ?, due_after = due_after - ? where user_id = ?',
      ).run(shift, shift, user.id)
      db.prepare('update progress set updated_at = updated_at - ? where user_id = ?').run(shift, user.id)
    })()
  } finally {
    db.close()
  }
}
