import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import {
  createUser,
  E2E_PORT,
  expect,
  expectNoA11yViolations,
  openE2eDb,
  startSession,
  test,
} from './support'

// The shortcuts /{id} and /potd (docs/product.md#numeric-shortcut, docs/product.md#problem-of-the-day) and
// the challenge tables (/leetcode-challenges). LeetCode itself is replaced by a stub page, so the tests see
// where the browser was sent without leaving the machine.

const LEETCODE = 'https://leetcode.com'

async function stubLeetCode(page: Page) {
  await page.route(`${LEETCODE}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>LeetCode</title><h1>LeetCode</h1>',
    }),
  )
}

/**
 * The LeetCode address `action` sends the browser to. An HTTP redirect's next hop is never routed to the
 * stub (and LeetCode is not reachable from a test machine), so the navigation may fail: the request made
 * is what counts.
 */
async function leetCodeDestination(page: Page, action: () => Promise<unknown>): Promise<string> {
  const sent = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.url().startsWith(LEETCODE),
  )
  await action().catch(() => undefined)
  return (await sent).url()
}

function today(): string {
  return new Date().toISOString().slice(0, 10)
}

/**
 * Tests that read or change today's daily challenge run one at a time across both projects (the js and
 * no-js runs share one server and database), so one test's missing daily never shows up in another. The
 * lock holds the worker's process id, so a lock left by a worker that died is taken over.
 */
const LOCK = path.resolve(import.meta.dirname, `../.tmp/shortcuts-daily-${E2E_PORT}.lock`)

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The process holding the lock; null when there is no lock, or it is being written this instant. */
function lockHolder(): number | null {
  try {
    return Number(fs.readFileSync(LOCK, 'utf8')) || null
  } catch {
    return null
  }
}

async function withDailyLock<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      fs.writeFileSync(LOCK, String(process.pid), { flag: 'wx' })
      break
    } catch {
      const holder = lockHolder()
      if (holder !== null && !isRunning(holder)) fs.rmSync(LOCK, { force: true })
      // Waiting is bounded by the test's own timeout.
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
  try {
    return await work()
  } finally {
    fs.rmSync(LOCK, { force: true })
  }
}

interface StoredDaily {
  id: number
  type: string
  date: string
  title: string
  title_slug: string
  question_id: number | null
  difficulty: number
}

/** Today's daily challenge as stored, or null. */
function storedDaily(): StoredDaily | null {
  const db = openE2eDb()
  try {
    const row = db.prepare("SELECT * FROM daily_challenges WHERE type = 'DAILY' AND date = ?").get(today())
    return (row as StoredDaily | undefined) ?? null
  } finally {
    db.close()
  }
}

/** Runs `work` with today's daily challenge removed, and puts it back afterwards. */
async function withoutTodaysDaily(work: () => Promise<void>) {
  const saved = storedDaily()
  const db = openE2eDb()
  try {
    if (saved) db.prepare('DELETE FROM daily_challenges WHERE id = ?').run(saved.id)
    await work()
  } finally {
    if (saved) {
      db.prepare(
        `INSERT INTO daily_challenges (id, type, date, title, title_slug, question_id, difficulty)
         VALUES (@id, @type, @date, @title, @title_slug, @question_id, @difficulty)`,
      ).run(saved)
    }
    db.close()
  }
}

test.describe('/{id}', () => {
  test('a number goes to the problem on LeetCode with a 302', { tag: '@http' }, async ({ page, request }) => {
    const response = await request.get('/1', { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe(`${LEETCODE}/problems/two-sum/`)

    expect(await leetCodeDestination(page, () => page.goto('/1'))).toBe(`${LEETCODE}/problems/two-sum/`)
    expect(await leetCodeDestination(page, () => page.goto('/0001'))).toBe(`${LEETCODE}/problems/two-sum/`)
  })

  test("an unknown number goes home with 'Question not found'", async ({ page }) => {
    for (const path of ['/999999', '/99999999999']) {
      await page.goto(path)
      await expect(page, path).toHaveURL('/')
      await expect(page.getByText('Question not found')).toBeVisible()
    }
  })

  test('a path that is not a number keeps the designed 404', async ({ page, request }) => {
    for (const path of ['/some-word', '/1a', '/-1', '/1.5']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    }
    expect((await request.post('/some-word', { maxRedirects: 0 })).status()).toBe(404)
  })

  test('the Hacks page opens problem 1', async ({ page }) => {
    await stubLeetCode(page)
    await page.goto('/hacks')
    const destination = await leetCodeDestination(page, () =>
      page.getByRole('link', { name: 'Try problem 1' }).click(),
    )
    expect(destination).toBe(`${LEETCODE}/problems/two-sum/`)
  })
})

test.describe('/potd', () => {
  test("goes straight to today's stored daily challenge", async ({ page, request }) => {
    await withDailyLock(async () => {
      const daily = storedDaily()
      expect(daily, 'the seed stores a daily challenge for today').not.toBeNull()
      const target = `${LEETCODE}/problems/${daily?.title_slug}/`
      const response = await request.get('/potd', { maxRedirects: 0 })
      expect(response.status()).toBe(302)
      expect(response.headers().location).toBe(target)

      await stubLeetCode(page)
      await page.goto('/hacks')
      const link = page.getByRole('link', { name: 'Open today’s problem' })
      expect(await leetCodeDestination(page, () => link.click())).toBe(target)
    })
  })

  test('shows the fallback page when today is unknown', async ({ page, javaScriptEnabled }) => {
    await stubLeetCode(page)
    await withDailyLock(() =>
      withoutTodaysDaily(async () => {
        const response = await page.goto('/potd')
        expect(response?.status()).toBe(200)
        if (javaScriptEnabled) {
          // The page keeps its word and moves on to LeetCode's problem list.
          await expect(page).toHaveURL(`${LEETCODE}/problemset/`, { timeout: 20_000 })
          return
        }
        await expect(page).toHaveTitle('Problem of the Day | PrepSharp')
        await expect(page.getByRole('heading', { level: 1, name: 'Problem of the Day' })).toBeVisible()
        await expect(page.getByText('Redirecting to the Problem of the Day ......')).toBeVisible()
        const here = page.getByRole('link', { name: 'Here', exact: true })
        await expect(here).toHaveAttribute('href', `${LEETCODE}/problemset/`)
        await here.click()
        await expect(page).toHaveURL(`${LEETCODE}/problemset/`)
      }),
    )
  })

  // axe-core needs JavaScript in the page.
  test('the fallback page is accessible', { tag: '@needs-js' }, async ({ page }) => {
    test.slow()
    // Without the app's scripts the page does not move on to LeetCode, so axe sees the page itself.
    await page.route('**/assets/*.js', (route) => route.abort())
    await withDailyLock(() =>
      withoutTodaysDaily(async () => {
        await page.goto('/potd')
        await expect(page.getByText('Redirecting to the Problem of the Day ......')).toBeVisible()
        await expectNoA11yViolations(page)
      }),
    )
  })
})

test.describe('/leetcode-challenges', () => {
  function counts() {
    const db = openE2eDb()
    try {
      const count = (where: string) =>
        (
          db
            .prepare(`SELECT count(*) AS n FROM daily_challenges WHERE type = 'DAILY' AND ${where}`)
            .get(today()) as {
            n: number
          }
        ).n
      return { upcoming: count('(date >= ? OR date IS NULL)'), previous: count('date < ?') }
    } finally {
      db.close()
    }
  }

  test('a visitor meets the login gate', async ({ page }) => {
    const response = await page.goto('/leetcode-challenges?upcoming=2')
    expect(response?.status()).toBe(401)
    await expect(page.getByRole('heading', { name: 'Login to continue' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
      'href',
      '/login?redirect_uri=%2Fleetcode-challenges%3Fupcoming%3D2',
    )
  })

  test('two tables with their columns, links and footer', async ({ page }) => {
    await startSession(page.context(), await createUser({ name: 'Challenge Taker' }))
    await withDailyLock(async () => {
      await page.goto('/leetcode-challenges')
      await expect(page).toHaveTitle('LeetCode Challenges | PrepSharp')
      const upcoming = page.getByRole('table', { name: 'UPCOMING QUESTIONS' })
      const previous = page.getByRole('table', { name: 'PREVIOUS QUESTIONS' })
      for (const table of [upcoming, previous]) {
        await expect(table.getByRole('columnheader')).toHaveText([
          'Date',
          'Title',
          'Question No.',
          'Difficulty',
        ])
        await expect(table.getByRole('row')).toHaveCount(11)
      }
      await expect(page.getByText(/^Last Updated On : \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible()

      const daily = storedDaily()
      const first = upcoming.getByRole('row').nth(1)
      await expect(first.getByRole('cell').nth(1)).toContainText(daily?.title ?? '')
      await expect(first.getByRole('cell').first()).toContainText('Today')
      const link = first.getByRole('link', { name: daily?.title })
      await expect(link).toHaveAttribute('href', `${LEETCODE}/problems/${daily?.title_slug}/`)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('title', 'Visit Now')
      await expect(link).toHaveAccessibleDescription('Visit Now')
      // Keyboard focus shows the title as a tooltip too, drawn by the link's ::after (challenge-table.css).
      const tooltip = () => link.evaluate((element) => getComputedStyle(element, '::after').content)
      expect(await tooltip()).toBe('none')
      await link.focus()
      await expect.poll(tooltip).toBe('"Visit Now"')
      await expect(
        first.getByText(['Easy', 'Medium', 'Hard'][(daily?.difficulty ?? 2) - 1] ?? ''),
      ).toBeVisible()
    })
  })

  test('each table pages on its own, in the URL', async ({ page }) => {
    await startSession(page.context(), await createUser())
    await withDailyLock(async () => {
      await page.goto('/leetcode-challenges')
      const total = counts()
      const upcomingPages = Math.ceil(total.upcoming / 10)
      const previousPages = Math.ceil(total.previous / 10)
      expect(upcomingPages, 'the seed has more than one page of each').toBeGreaterThan(1)
      expect(previousPages).toBeGreaterThan(1)

      const upcomingPager = page.getByRole('navigation', { name: 'UPCOMING QUESTIONS pages' })
      const previousPager = page.getByRole('navigation', { name: 'PREVIOUS QUESTIONS pages' })
      await expect(upcomingPager).toContainText(`Page 1 of ${upcomingPages}`)
      await expect(previousPager).toContainText(`Page 1 of ${previousPages}`)

      await upcomingPager.getByRole('link', { name: 'Next' }).click()
      await expect(page).toHaveURL('/leetcode-challenges?upcoming=2')
      await expect(upcomingPager).toContainText(`Page 2 of ${upcomingPages}`)
      await expect(previousPager).toContainText(`Page 1 of ${previousPages}`)

      await previousPager.getByRole('link', { name: 'Next' }).click()
      await expect(page).toHaveURL('/leetcode-challenges?upcoming=2&previous=2')
      await expect(upcomingPager).toContainText(`Page 2 of ${upcomingPages}`)
      await expect(previousPager).toContainText(`Page 2 of ${previousPages}`)

      await upcomingPager.getByRole('link', { name: 'Previous' }).click()
      await expect(page).toHaveURL('/leetcode-challenges?previous=2')
      await expect(upcomingPager).toContainText(`Page 1 of ${upcomingPages}`)

      // The seed's undated questions come last, with 'Not Available' for a date.
      await page.goto(`/leetcode-challenges?upcoming=${upcomingPages}`)
      await expect(
        page.getByRole('table', { name: 'UPCOMING QUESTIONS' }).getByText('Not Available').first(),
      ).toBeVisible()
    })
  })

  test('page parameters that make no sense land on a real page', async ({ page }) => {
    await startSession(page.context(), await createUser())
    await withDailyLock(async () => {
      const previousPages = Math.ceil(counts().previous / 10)
      const pager = page.getByRole('navigation', { name: 'PREVIOUS QUESTIONS pages' })
      for (const value of ['-3', 'abc', '1e999']) {
        const response = await page.goto(`/leetcode-challenges?previous=${value}`)
        expect(response?.status(), value).toBe(200)
        await expect(pager, value).toContainText(value === '1e999' ? `Page ${previousPages} of` : 'Page 1 of')
      }
      await page.goto('/leetcode-challenges?previous=99999999999999999999&upcoming=2.7')
      await expect(pager).toContainText(`Page ${previousPages} of ${previousPages}`)
      await expect(page.getByRole('navigation', { name: 'UPCOMING QUESTIONS pages' })).toContainText(
        'Page 2 of',
      )
    })
  })

  // axe-core needs JavaScript in the page.
  test('has no accessibility violations, on a phone too', { tag: '@needs-js' }, async ({ page }) => {
    test.slow()
    await startSession(page.context(), await createUser())
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/leetcode-challenges?upcoming=2')
      await expectNoA11yViolations(page)
    }
    // At phone width every table fits its card: nothing scrolls sideways.
    const overflows = await page
      .getByRole('table')
      .evaluateAll((tables) =>
        tables.map((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0)),
      )
    expect(overflows).toEqual([0, 0])
  })
})
