import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { createUser, expect, OAUTH_MOCK_ORIGIN, openE2eDb, test, uniqueEmail } from './support'

interface Identity {
  sub: string
  email: string
  name: string
  verified?: boolean
}

function newIdentity(overrides: Partial<Identity> = {}): Identity {
  return {
    sub: String(Math.floor(Math.random() * 1e9)),
    email: uniqueEmail('oauth'),
    name: 'Olivia Auth',
    ...overrides,
  }
}

/** Starts the provider flow and tells the mock provider who is signing in. */
async function signInWith(
  page: Page,
  provider: 'Google' | 'GitHub',
  identity: Identity,
  javaScriptEnabled: boolean,
  start = '/login',
) {
  const value = Buffer.from(JSON.stringify(identity)).toString('base64url')
  await page.context().addCookies([{ name: 'test_identity', value, url: OAUTH_MOCK_ORIGIN }])
  await page.goto(start)
  // Listen before the click, so that a quick round trip through the provider is not missed.
  const reachedCallback = page.waitForURL((url) => url.pathname.includes('/callback'), {
    timeout: 20_000,
    waitUntil: 'commit',
  })
  await page.getByRole('button', { name: `Continue with ${provider}` }).click()
  await reachedCallback
  if (!javaScriptEnabled) {
    await expect(page.getByRole('heading', { name: 'Setting up your account...' })).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()
  }
  // With JavaScript the callback page posts the code by itself once it has hydrated.
  await page.waitForURL((url) => !url.pathname.includes('/callback'), { timeout: 20_000 })
}

test.describe('Google and GitHub sign-in', () => {
  // Each flow crosses the app, the mock provider and back, twice for the returning user.
  test.slow()

  test('a new user signs up with Google and returns to the page they came from', async ({
    page,
    javaScriptEnabled,
  }) => {
    const identity = newIdentity({ name: 'Gia Google' })
    await signInWith(
      page,
      'Google',
      identity,
      javaScriptEnabled,
      `/login?redirect_uri=${encodeURIComponent('/feature-requests')}`,
    )
    await expect(page).toHaveURL('/feature-requests')
    await expect(page.getByText('Account created successfully!').first()).toBeVisible()
    await page.goto('/profile')
    await expect(page.getByText('Gia Google', { exact: true })).toBeVisible()
    await expect(page.getByText(identity.email)).toBeVisible()
  })

  test('a returning user is welcomed back as the same account', async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    const identity = newIdentity()
    await signInWith(page, 'Google', identity, javaScriptEnabled)
    await expect(page.getByText('Account created successfully!').first()).toBeVisible()
    await context.clearCookies()
    await signInWith(page, 'Google', identity, javaScriptEnabled)
    await expect(page).toHaveURL('/')
    await expect(page.getByText('Welcome Back!').first()).toBeVisible()
    const db = openE2eDb()
    try {
      expect(db.prepare('select count(*) as n from users where email = ?').get(identity.email)).toEqual({
        n: 1,
      })
    } finally {
      db.close()
    }
  })

  test('a GitHub account with the email of an existing user is linked, not duplicated', async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = await createUser({ name: 'Existing Eve' })
    await signInWith(
      page,
      'GitHub',
      newIdentity({ email: user.email, name: 'Eve on GitHub' }),
      javaScriptEnabled,
    )
    await expect(page.getByText('Welcome Back!').first()).toBeVisible()
    await page.goto('/profile')
    await expect(page.getByText('Existing Eve', { exact: true })).toBeVisible()
    const db = openE2eDb()
    try {
      expect(db.prepare('select count(*) as n from users where email = ?').get(user.email)).toEqual({ n: 1 })
      expect(db.prepare('select provider from connections where user_id = ?').all(user.id)).toEqual([
        { provider: 'github' },
      ])
    } finally {
      db.close()
    }
  })

  test('a forged state is refused and creates nothing', async ({ page, javaScriptEnabled }) => {
    const before = countUsers()
    await page.goto(`/auth/google/callback?code=${randomUUID()}&state=forged.%2Fprofile`)
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL('/login', { timeout: 20_000 })
    await expect(page.getByText(/^Login failed: /).first()).toBeVisible()
    expect(countUsers()).toBe(before)
  })

  test('a callback without a code, or for an unknown provider, ends on /login', async ({ page }) => {
    await page.goto('/auth/google/callback?state=abc')
    await expect(page).toHaveURL('/login')
    await expect(page.getByText('Invalid authentication code or provider').first()).toBeVisible()
    await page.goto('/auth/twitter/callback?code=a&state=b')
    await expect(page).toHaveURL('/login')
  })

  test('a provider error is reported in our words, never the text from the URL', async ({ page }) => {
    await page.goto('/auth/github/callback?error=access_denied&error_description=The+user+said+no')
    await expect(page).toHaveURL('/login')
    await expect(
      page.getByText('Login failed: you did not allow GitHub to sign you in.').first(),
    ).toBeVisible()
    await expect(page.getByText('The user said no')).toHaveCount(0)

    // An unknown code of 3,000+ characters once overflowed the toast cookie into a 500.
    const response = await page.goto(
      `/auth/google/callback?error=${'x'.repeat(3500)}&error_description=${'y'.repeat(3500)}`,
    )
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL('/login')
    await expect(
      page.getByText('Login failed: Google could not sign you in. Please try again.').first(),
    ).toBeVisible()
  })
})

function countUsers(): number {
  const db = openE2eDb()
  try {
    return (db.prepare('select count(*) as n from users').get() as { n: number }).n
  } finally {
    db.close()
  }
}
