import fs from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import {
  createUser,
  E2E_OUTBOX as OUTBOX,
  expect,
  expectNoA11yViolations,
  logIn,
  openE2eDb,
  openSignedIn,
  startSession,
  test,
  uniqueEmail,
} from './support'

interface OutboxMail {
  to: string
  subject: string
  text: string
  html: string
}

/** The newest message to this address, waiting for it to arrive: mail is sent after the page answers. */
async function mailTo(address: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(OUTBOX).catch(() => []))
          .filter((file) => file.endsWith('.json'))
          .sort()
        for (const file of files.reverse()) {
          const mail = JSON.parse(await fs.readFile(path.join(OUTBOX, file), 'utf8')) as OutboxMail
          if (mail.to === address) {
            found = mail
            return true
          }
        }
        return false
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return found!
}

async function mailsTo(address: string): Promise<number> {
  const files = (await fs.readdir(OUTBOX).catch(() => [])).filter((file) => file.endsWith('.json'))
  let count = 0
  for (const file of files) {
    const mail = JSON.parse(await fs.readFile(path.join(OUTBOX, file), 'utf8')) as OutboxMail
    if (mail.to === address) count++
  }
  return count
}

function linkIn(mail: OutboxMail, pathname: string): string {
  const match = new RegExp(`https?://[^\\s]+${pathname.replace(/\//g, '\\/')}\\?\\S+`).exec(mail.text)
  expect(match, `a ${pathname} link in "${mail.subject}"`).not.toBeNull()
  const url = new URL(match![0])
  return url.pathname + url.search
}

function sqlRow<T>(sql: string, ...params: unknown[]): T | undefined {
  const db = openE2eDb()
  try {
    return db.prepare(sql).get(...params) as T | undefined
  } finally {
    db.close()
  }
}

/** Submits a form whose browser-side checks are switched off, so the server's answer is what is tested. */
async function withoutBrowserChecks(page: Page, formName: string) {
  await page.locator(`form#${formName}`).evaluate((form) => form.setAttribute('novalidate', ''))
}

test.describe('account settings', () => {
  test('saves name, LeetCode username and institution; bad input keeps what was typed', async ({
    page,
    javaScriptEnabled,
  }) => {
    // Several sign-ins, password hashes and page loads in one story.
    test.slow()
    const user = await createUser({ name: 'Grace Hopper' })
    await openSignedIn(page, user, '/profile')
    await expect(page).toHaveTitle('Profile | PrepSharp')
    await expect(page.getByRole('heading', { name: 'Sign-in methods' })).toBeVisible()
    await expect(page.getByText('Email and password')).toBeVisible()

    const name = page.getByLabel('Name', { exact: true })
    const username = page.getByLabel('LeetCode username')
    const institution = page.getByLabel('Institution')
    await name.fill('G')
    await username.fill('not a username!')
    await institution.fill('Yale University')
    const response = page
      .waitForResponse((r) => r.request().method() === 'POST', { timeout: 3000 })
      .catch(() => null)
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Minimum 2 characters')).toBeVisible()
    await expect(page.getByText('Use only letters, digits, dots, hyphens and underscores')).toBeVisible()
    await expect(institution).toHaveValue('Yale University')
    await expect(username).toHaveValue('not a username!')
    if (!javaScriptEnabled) expect((await response)?.status()).toBe(400)

    await name.fill('Rear Admiral Hopper')
    await username.fill('https://leetcode.com/u/grace_h/')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Settings saved')).toBeVisible()
    await expect(page.getByText('Rear Admiral Hopper', { exact: true })).toBeVisible()
    await expect(username).toHaveValue('grace_h')
    await expect(institution).toHaveValue('Yale University')
    expect(sqlRow('select name, leetcode_username, institution from users where id = ?', user.id)).toEqual({
      name: 'Rear Admiral Hopper',
      leetcode_username: 'grace_h',
      institution: 'Yale University',
    })
    await expect(page.getByRole('button', { name: 'Sync solved problems' })).toBeEnabled()
  })

  test('saves the time zone; a zone not on the list is refused and the other input kept', async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = await createUser({ name: 'Grace Hopper' })
    await openSignedIn(page, user, '/profile')
    const timeZone = page.getByLabel('Time zone')
    await expect(timeZone).toHaveValue('UTC')
    // Hydration renders the select again and would drop a forged option added before it: wait for it
    // (the feature pill becomes a <summary> once the page is hydrated).
    if (javaScriptEnabled) {
      await expect(page.locator('summary').filter({ hasText: 'Request a feature' })).toBeVisible()
    }

    // Only a forged form can post a zone the list does not offer.
    await timeZone.evaluate((select) => {
      const option = document.createElement('option')
      option.value = 'Mars/Olympus_Mons'
      option.textContent = 'Olympus Mons'
      select.append(option)
    })
    await timeZone.selectOption('Mars/Olympus_Mons')
    await page.getByLabel('Institution').fill('Yale University')
    const response = page
      .waitForResponse((r) => r.request().method() === 'POST', { timeout: 3000 })
      .catch(() => null)
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Choose a time zone from the list')).toBeVisible()
    await expect(page.getByLabel('Institution')).toHaveValue('Yale University')
    if (!javaScriptEnabled) expect((await response)?.status()).toBe(400)
    expect(sqlRow('select time_zone from users where id = ?', user.id)).toEqual({ time_zone: 'UTC' })

    await timeZone.selectOption('Europe/Berlin')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await expect(page.getByText('Settings saved')).toBeVisible()
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Berlin')
    await expect(page.getByLabel('Institution')).toHaveValue('Yale University')
    expect(sqlRow('select time_zone from users where id = ?', user.id)).toEqual({
      time_zone: 'Europe/Berlin',
    })
  })

  test('without a LeetCode username there is nothing to sync', async ({ page }) => {
    await openSignedIn(page, await createUser(), '/profile')
    await expect(page.getByRole('button', { name: 'Sync solved problems' })).toBeDisabled()
    await expect(page.getByText('Add your LeetCode username in the settings above to sync.')).toBeVisible()
  })

  test('changing the password needs the current one and signs out every other browser', async ({
    page,
    browser,
  }) => {
    // Several sign-ins, password hashes and page loads in one story.
    test.slow()
    const user = await createUser()
    const otherDevice = await browser.newContext()
    const otherPage = await otherDevice.newPage()
    await startSession(otherDevice, user)
    expect((await otherDevice.request.get('/profile')).status()).toBe(200)
    await openSignedIn(page, user, '/profile')

    await page.getByLabel('Current password').fill('not-my-password')
    await page.getByLabel('New password', { exact: true }).fill('brand-new-1')
    await page.getByLabel('Repeat new password').fill('brand-new-1')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('The current password is not right')).toBeVisible()

    await page.getByLabel('Current password').fill(user.password)
    await page.getByLabel('New password', { exact: true }).fill('brand-new-1')
    await page.getByLabel('Repeat new password').fill('brand-new-2')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('The passwords do not match')).toBeVisible()

    await page.getByLabel('Current password').fill(user.password)
    await page.getByLabel('New password', { exact: true }).fill('brand-new-1')
    await page.getByLabel('Repeat new password').fill('brand-new-1')
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Password changed')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible()

    const gone = await otherPage.goto('/profile')
    expect(gone?.status()).toBe(401)
    await expect(otherPage.getByRole('heading', { name: 'Login to continue' })).toBeVisible()
    await logIn(otherPage, { email: user.email, password: 'brand-new-1' }, '/profile')
    await expect(otherPage).toHaveURL('/profile')
    await otherDevice.close()
  })

  test('downloads my data as a JSON attachment', async ({ page, javaScriptEnabled }) => {
    const user = await createUser({ name: 'Data Owner' })
    await openSignedIn(page, user, '/profile')
    const link = page.getByRole('link', { name: 'Download my data' })
    await expect(link).toHaveAttribute('href', '/profile/data.json')
    if (javaScriptEnabled) {
      const download = page.waitForEvent('download')
      await link.click()
      expect((await download).suggestedFilename()).toMatch(/^prepsharp-data-\d{4}-\d{2}-\d{2}\.json$/)
    }
    const response = await page.request.get('/profile/data.json')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="prepsharp-data-/)
    expect(response.headers()['cache-control']).toBe('private, no-store')
    const exported = (await response.json()) as {
      profile: { email: string; name: string }
      progress: unknown[]
      favourites: unknown[]
    }
    expect(exported.profile).toMatchObject({ email: user.email, name: 'Data Owner' })
    expect(exported).toHaveProperty('buddyProfile', null)
    expect(exported).toHaveProperty('featureRequests')
  })

  test('a visitor cannot download anyone’s data', { tag: '@http' }, async ({ request }) => {
    const response = await request.get('/profile/data.json')
    expect(response.status()).toBe(401)
  })
})

test.describe('deleting an account', () => {
  test('asks for confirmation, removes the account and kills the old session cookie', async ({
    page,
    context,
    browser,
  }) => {
    // Several sign-ins, password hashes and page loads in one story.
    test.slow()
    const user = await createUser({ name: 'Leaving Soon' })
    await openSignedIn(page, user, '/profile')
    const oldCookies = await context.cookies()
    expect(oldCookies.some((c) => c.name === 'ps_session')).toBe(true)

    await page.getByText('Delete my account…').click()
    await page.getByLabel('To confirm, type DELETE or your email address').fill('delete please')
    await page.getByRole('button', { name: 'Delete my account for good' }).click()
    await expect(page.getByText('Type DELETE or your email address to confirm')).toBeVisible()
    expect(sqlRow('select id from users where id = ?', user.id)).toEqual({ id: user.id })

    await page.getByLabel('To confirm, type DELETE or your email address').fill(user.email.toUpperCase())
    await page.getByRole('button', { name: 'Delete my account for good' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByText('Your account has been deleted')).toBeVisible()
    expect(sqlRow('select id from users where id = ?', user.id)).toBeUndefined()
    expect(sqlRow('select count(*) as n from sessions where user_id = ?', user.id)).toEqual({ n: 0 })

    // The cookie the browser had before is worthless now.
    const replay = await browser.newContext()
    await replay.addCookies(oldCookies.filter((c) => c.name === 'ps_session'))
    const replayPage = await replay.newPage()
    const response = await replayPage.goto('/profile')
    expect(response?.status()).toBe(401)
    await expect(replayPage.getByRole('heading', { name: 'Login to continue' })).toBeVisible()
    await replay.close()

    await page.goto('/login')
    await page.getByLabel('Email', { exact: true }).fill(user.email)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
  })
})

test.describe('password reset by email', () => {
  test('the login page links to it, and the answer is the same for any address', async ({ page }) => {
    const user = await createUser()
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL('/forgot-password')
    await expect(page).toHaveTitle('Forgot Password | PrepSharp')

    const answers: string[] = []
    for (const email of [user.email, uniqueEmail('no-account')]) {
      await page.goto('/forgot-password')
      await page.getByLabel('Email', { exact: true }).fill(email)
      await page.getByRole('button', { name: 'Send reset link' }).click()
      await expect(page).toHaveURL('/forgot-password?sent')
      answers.push(await page.getByRole('status').filter({ hasText: 'If an account exists' }).innerText())
    }
    expect(answers[0]).toBe(answers[1])
    await mailTo(user.email)
  })

  test('a malformed address is refused and kept in the form', async ({ page }) => {
    await page.goto('/forgot-password')
    await withoutBrowserChecks(page, 'forgot-password')
    await page.getByLabel('Email', { exact: true }).fill('not-an-email')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText('Invalid email address')).toBeVisible()
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('not-an-email')
  })

  test('the emailed link sets a new password once, signs in and ends old sessions', async ({
    page,
    browser,
  }) => {
    // Several sign-ins, password hashes and page loads in one story.
    test.slow()
    const user = await createUser({ name: 'Forgetful Fred' })
    const oldDevice = await browser.newContext()
    const oldPage = await oldDevice.newPage()
    await startSession(oldDevice, user)
    expect((await oldDevice.request.get('/profile')).status()).toBe(200)

    await page.goto('/forgot-password')
    await page.getByLabel('Email', { exact: true }).fill(user.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page).toHaveURL('/forgot-password?sent')
    const mail = await mailTo(user.email)
    expect(mail.subject).toBe('Reset your PrepSharp password')
    expect(mail.text).toContain('Hi Forgetful Fred,')
    const link = linkIn(mail, '/reset-password')

    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('remembered-1')
    await page.getByLabel('Repeat new password').fill('remembered-2')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByText('The passwords do not match')).toBeVisible()

    await page.getByLabel('New password', { exact: true }).fill('remembered-1')
    await page.getByLabel('Repeat new password').fill('remembered-1')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page).toHaveURL('/profile')
    await expect(page.getByText('Your password has been reset')).toBeVisible()
    await expect(page.getByText('Forgetful Fred', { exact: true })).toBeVisible()

    expect((await oldPage.goto('/profile'))?.status()).toBe(401)
    await oldDevice.close()

    const again = await page.goto(link)
    expect(again?.status()).toBe(410)
    await expect(page.getByText('This password reset link has already been used.')).toBeVisible()

    await page.goto('/profile')
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL('/')
    await logIn(page, { email: user.email, password: 'remembered-1' }, '/profile')
    await expect(page).toHaveURL('/profile')
  })

  test('an expired link is refused with a clear message, and so is a made-up one', async ({ page }) => {
    const user = await createUser()
    await page.goto('/forgot-password')
    await page.getByLabel('Email', { exact: true }).fill(user.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page).toHaveURL('/forgot-password?sent')
    const link = linkIn(await mailTo(user.email), '/reset-password')
    const db = openE2eDb()
    try {
      db.prepare('update password_resets set expires_at = ? where user_id = ?').run(
        Date.now() - 1000,
        user.id,
      )
    } finally {
      db.close()
    }
    const expired = await page.goto(link)
    expect(expired?.status()).toBe(410)
    await expect(page.getByText('This password reset link has expired')).toBeVisible()
    await page.getByRole('link', { name: 'Ask for a new link' }).click()
    await expect(page).toHaveURL('/forgot-password')

    const madeUp = await page.goto(`/reset-password?token=${'A'.repeat(43)}`)
    expect(madeUp?.status()).toBe(400)
    await expect(page.getByText('This password reset link is not valid.')).toBeVisible()
  })
})

test.describe('newsletter unsubscribe', () => {
  test('the welcome email links to a page that unsubscribes only when asked to', async ({ page }) => {
    const email = uniqueEmail('leaver')
    await page.goto('/hacks')
    const footer = page.getByRole('contentinfo')
    await footer.getByLabel('Get new sheets and notes in your inbox').fill(email)
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Subscribed successfully! 🎉').first()).toBeVisible()

    const mail = await mailTo(email)
    expect(mail.subject).toBe('Welcome to the PrepSharp newsletter')
    const link = linkIn(mail, '/newsletter/unsubscribe')

    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Unsubscribe from the newsletter?' })).toBeVisible()
    // Opening the link changes nothing.
    expect(sqlRow('select is_subscribed from subscribers where email = ?', email)).toEqual({
      is_subscribed: 1,
    })
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible()
    expect(sqlRow('select is_subscribed from subscribers where email = ?', email)).toEqual({
      is_subscribed: 0,
    })
    expect(await mailsTo(email)).toBe(1)
  })

  test('a tampered link is refused', async ({ page }) => {
    const response = await page.goto(
      `/newsletter/unsubscribe?email=someone%40example.com&sig=${'x'.repeat(43)}`,
    )
    expect(response?.status()).toBe(400)
    await expect(page.getByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeVisible()
  })

  test('the privacy policy says how to unsubscribe', async ({ page }) => {
    await page.goto('/privacy')
    await expect(page.getByText('unsubscribe link in every email')).toBeVisible()
  })
})

test.describe('accessibility of the account pages', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'axe-core needs JavaScript in the page')

  test('profile, forgot and reset password, unsubscribe', async ({ page }) => {
    // Several sign-ins, password hashes and page loads in one story.
    test.slow()
    const user = await createUser({ name: 'Axe Account' })
    await page.goto('/forgot-password')
    await expectNoA11yViolations(page)
    await page.getByLabel('Email', { exact: true }).fill(user.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page).toHaveURL('/forgot-password?sent')
    await expectNoA11yViolations(page)
    await page.goto(linkIn(await mailTo(user.email), '/reset-password'))
    await expectNoA11yViolations(page)
    await page.goto('/reset-password?token=nope')
    await expectNoA11yViolations(page)
    await page.goto(`/newsletter/unsubscribe?email=a%40example.com&sig=${'x'.repeat(43)}`)
    await expectNoA11yViolations(page)

    await startSession(page.context(), user)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/profile')
      await page.getByText('Delete my account…').click()
      await expectNoA11yViolations(page)
    }
  })
})
