import { randomUUID } from 'node:crypto'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { hashPassword } from '../../app/server/password.server'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3101)
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`
export const E2E_DATABASE = path.resolve(import.meta.dirname, `../.tmp/e2e-${E2E_PORT}.sqlite`)
export const E2E_OUTBOX = path.resolve(import.meta.dirname, `../.tmp/outbox-${E2E_PORT}`)
export const OAUTH_MOCK_ORIGIN = `http://127.0.0.1:${E2E_PORT + 1}`

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

/** A user created straight in the database, so tests that are not about registering skip the form. */
export async function createUser(overrides: Partial<Omit<TestUser, 'id'>> = {}): Promise<TestUser> {
  const user = {
    id: randomUUID(),
    name: overrides.name ?? 'Test User',
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? 'password123',
  }
  const hash = await hashPassword(user.password)
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

export async function logIn(page: Page, user: Pick<TestUser, 'email' | 'password'>, redirectUri?: string) {
  await page.goto(redirectUri ? `/login?redirect_uri=${encodeURIComponent(redirectUri)}` : '/login')
  await page.getByLabel('Email', { exact: true }).fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await page.waitForURL((url) => url.pathname !== '/login')
}

export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

export const test = base.extend<{ javaScriptEnabled: boolean }>({
  javaScriptEnabled: [
    async ({ browserName: _browserName }, use, testInfo) => {
      await use(testInfo.project.use.javaScriptEnabled !== false)
    },
    { scope: 'test' },
  ],
})

export { expect }
