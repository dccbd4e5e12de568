import { spawn } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { parseCalendar } from '../setup/ical'
import {
  createUser,
  E2E_DATABASE,
  E2E_OUTBOX,
  E2E_PORT,
  expect,
  expectNoA11yViolations,
  openE2eDb,
  openSignedIn,
  test,
  type TestUser,
} from './support'

// Reminders (docs/product.md#reminders): the calendar feed fetched over HTTP as a calendar app would (no
// session) and read back by an iCalendar parser; a rotated or turned-off address is a 404; the daily
// email turned on from the profile, sent by `npm run db -- digest`, and turned off from its link.

const DAY = 86_400_000

/** Gives the user one problem overdue (counted into today) and one due in three days, straight in the data. */
function scheduleReviews(user: TestUser) {
  const db = openE2eDb()
  try {
    const insert = db.prepare(
      `insert into revision_cards (user_id, problem_id, due, stability, difficulty, elapsed_days,
         scheduled_days, learning_steps, reps, lapses, state, last_review)
       select ?, id, ?, 3, 5, 0, 3, 0, 1, 0, 'review', ? from problems where title_slug = ?`,
    )
    const now = Date.now()
    insert.run(user.id, now - 2 * DAY, now - 5 * DAY, 'two-sum')
    insert.run(user.id, now + 3 * DAY, now, 'valid-parentheses')
  } finally {
    db.close()
  }
}

function utcDayFromNow(days: number): string {
  return new Date(Date.now() + days * DAY).toISOString().slice(0, 10)
}

function remindersRow(user: TestUser) {
  const db = openE2eDb()
  try {
    return db
      .prepare('select daily_digest, calendar_token from review_reminders where user_id = ?')
      .get(user.id) as { daily_digest: number; calendar_token: string | null } | undefined
  } finally {
    db.close()
  }
}

async function calendarAddress(page: Page): Promise<string> {
  const field = page.getByLabel('Your calendar address')
  await expect(field).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)
  return field.inputValue()
}

test.describe('reminders', () => {
  test('calendar feed: created on the profile, fetched without a session, rotated, turned off', async ({
    page,
    request,
  }) => {
    const user = await createUser({ name: 'Calendar Keeper' })
    scheduleReviews(user)
    await openSignedIn(page, user, '/profile#reminders')
    const section = page.getByRole('region', { name: 'Reminders' })
    await section.getByRole('button', { name: 'Create calendar address' }).click()
    await expect(page.getByText('Calendar address created')).toBeVisible()
    const first = await calendarAddress(page)
    await expect(section.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute(
      'href',
      first.replace(/^http:/, 'webcal:'),
    )

    // A calendar app has no session: `request` shares no cookie with the page.
    const feed = await request.get(first)
    expect(feed.status()).toBe(200)
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    expect(feed.headers()['cache-control']).toBe('private, max-age=900')
    expect(feed.headers()['set-cookie']).toBeUndefined()
    const calendar = parseCalendar(await feed.text())
    expect(calendar.events.map((e) => [e.start, e.allDay, e.summary])).toEqual([
      [utcDayFromNow(0), true, '1 PrepSharp review due'],
      [utcDayFromNow(3), true, '1 PrepSharp review due'],
    ])
    expect(calendar.events[0]!.description).toContain('- Two Sum\n')
    expect(calendar.events[0]!.url).toMatch(/\/today$/)

    await section.getByRole('button', { name: 'Get a new address' }).click()
    await expect(page.getByText('New calendar address')).toBeVisible()
    await expect(page.getByLabel('Your calendar address')).not.toHaveValue(first)
    const second = await calendarAddress(page)
    expect((await request.get(first)).status()).toBe(404)
    expect((await request.get(second)).status()).toBe(200)

    await section.getByRole('button', { name: 'Turn off calendar feed' }).click()
    await expect(section.getByRole('button', { name: 'Create calendar address' })).toBeVisible()
    expect(remindersRow(user)?.calendar_token).toBeNull()
    const gone = await request.get(second)
    expect(gone.status()).toBe(404)
    expect(await gone.text()).toContain('No calendar at this address.')
  })

  test('daily email: turned on, sent by the digest command, turned off from its link', async ({
    page,
    javaScriptEnabled,
  }) => {
    // A command-line run beside the server and a page or two.
    test.slow()
    const user = await createUser({ name: 'Morning Reader' })
    scheduleReviews(user)
    setZonePastTheHour(user)
    await openSignedIn(page, user, '/profile#reminders')
    const section = page.getByRole('region', { name: 'Reminders' })
    await expect(section.getByText('Off', { exact: true })).toBeVisible()
    await section.getByRole('button', { name: 'Turn on the daily email' }).click()
    await expect(page.getByText('Daily email on')).toBeVisible()
    await expect(section.getByRole('button', { name: 'Turn off the daily email' })).toBeVisible()
    expect(remindersRow(user)?.daily_digest).toBe(1)

    const run = await runDigestCommand()
    expect(run.status, run.output).toBe(0)
    const mail = await mailTo(user.email)
    expect(mail.subject).toBe('1 review due today — PrepSharp')
    expect(mail.text).toContain('Two Sum (Easy), overdue since')
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const link = new URL(/^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')![1]!)
    expect(mail.text).toContain(link.href)

    // A second run the same day sends nothing more.
    expect((await runDigestCommand()).status).toBe(0)
    expect(await mailsTo(user.email)).toBe(1)

    // Opening the link only asks; the button turns the email off.
    await page.goto(link.pathname + link.search)
    await expect(page.getByRole('heading', { name: 'Turn off the daily review email?' })).toBeVisible()
    expect(remindersRow(user)?.daily_digest).toBe(1)
    if (javaScriptEnabled) await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Turn off the daily email' }).click()
    await expect(page.getByRole('heading', { name: 'The daily email is off' })).toBeVisible()
    expect(remindersRow(user)?.daily_digest).toBe(0)

    await page.goto('/profile#reminders')
    await expect(section.getByRole('button', { name: 'Turn on the daily email' })).toBeVisible()
  })

  test(
    'a mail client’s one-click unsubscribe, and links that are not ours',
    { tag: '@http' },
    async ({ request }) => {
      expect((await request.get('/reminders/unsubscribe?user=someone&sig=nope')).status()).toBe(400)
      const forged = await request.post('/reminders/unsubscribe?user=someone&sig=' + 'A'.repeat(43), {
        form: { 'List-Unsubscribe': 'One-Click' },
      })
      expect(forged.status()).toBe(400)
      expect((await request.get(`/calendar/${'A'.repeat(43)}.ics`)).status()).toBe(404)
      expect((await request.get('/calendar/not-a-token.ics')).status()).toBe(404)
    },
  )

  test('the Reminders section at desktop and phone widths @needs-js', async ({ page }, testInfo) => {
    // axe runs in the page, so it needs JavaScript.
    const user = await createUser({ name: 'Small Screen' })
    await openSignedIn(page, user, '/profile#reminders')
    const section = page.getByRole('region', { name: 'Reminders' })
    await section.getByRole('button', { name: 'Turn on the daily email' }).click()
    await section.getByRole('button', { name: 'Create calendar address' }).click()
    await calendarAddress(page)
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(0)
      await expectNoA11yViolations(page)
      await section.screenshot({ path: testInfo.outputPath(`reminders-${width}.png`) })
    }
  })
})

/**
 * The email goes out once the user's clock has passed 07:00; the server's clock is the real one, so the
 * user is moved to a zone where it is now between 08:00 and 22:00.
 */
function setZonePastTheHour(user: TestUser) {
  const zones = [
    'Pacific/Honolulu',
    'America/Anchorage',
    'America/Los_Angeles',
    'America/Chicago',
    'America/New_York',
    'America/Sao_Paulo',
    'Atlantic/South_Georgia',
    'Atlantic/Cape_Verde',
    'UTC',
    'Europe/Paris',
    'Europe/Athens',
    'Europe/Moscow',
    'Asia/Dubai',
    'Asia/Karachi',
    'Asia/Dhaka',
    'Asia/Bangkok',
    'Asia/Shanghai',
    'Asia/Tokyo',
    'Australia/Brisbane',
    'Pacific/Noumea',
    'Pacific/Fiji',
    'Pacific/Tongatapu',
    'Pacific/Kiritimati',
  ]
  const hourIn = (timeZone: string) =>
    Number(
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
    )
  const zone = zones.find((candidate) => hourIn(candidate) >= 8 && hourIn(candidate) <= 22)!
  const db = openE2eDb()
  try {
    db.prepare('update users set time_zone = ? where id = ?').run(zone, user.id)
  } finally {
    db.close()
  }
}

/** `npm run db -- digest` against the e2e server's database, outbox and secret. */
function runDigestCommand(): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'db/cli.ts', 'digest'], {
      env: {
        ...process.env,
        DATABASE_PATH: E2E_DATABASE,
        MAIL_OUTBOX_DIR: E2E_OUTBOX,
        SESSION_SECRET: `prepsharp-e2e-session-secret-${E2E_PORT}`,
        PORT: String(E2E_PORT),
      },
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('close', (status) => resolve({ status, output }))
  })
}

interface OutboxMail {
  to: string
  subject: string
  text: string
  headers: Record<string, string>
}

async function outbox(): Promise<OutboxMail[]> {
  const files = (await fs.readdir(E2E_OUTBOX).catch(() => [])).filter((file) => file.endsWith('.json'))
  return Promise.all(
    files.map(
      async (file) => JSON.parse(await fs.readFile(path.join(E2E_OUTBOX, file), 'utf8')) as OutboxMail,
    ),
  )
}

async function mailTo(address: string): Promise<OutboxMail> {
  await expect.poll(async () => (await outbox()).some((mail) => mail.to === address)).toBe(true)
  return (await outbox()).find((mail) => mail.to === address)!
}

async function mailsTo(address: string): Promise<number> {
  return (await outbox()).filter((mail) => mail.to === address).length
}
