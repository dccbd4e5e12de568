import type { Page } from '@playwright/test'
import {
  backdateRevisionHistory,
  createUser,
  E2E_ORIGIN,
  expect,
  expectNoA11yViolations,
  openE2eDb,
  openSignedIn,
  sessionCookieHeader,
  test,
  type TestUser,
} from './support'

// /today (docs/product.md#today): a problem solved with the default rating comes due three days later,
// is listed on that day, and a rating on /today reschedules it; with JavaScript (a fetcher) and without
// (a form post and a redirect). The server's clock is the real one, so the solve is moved into the past.

const DAY = 86_400_000

function cardOf(user: TestUser, slug: string) {
  const db = openE2eDb()
  try {
    return db
      .prepare(
        `select c.due, c.reps, (select count(*) from revision_reviews r
           where r.user_id = c.user_id and r.problem_id = c.problem_id) as reviews
         from revision_cards c join problems p on p.id = c.problem_id
         where c.user_id = ? and p.title_slug = ?`,
      )
      .get(user.id, slug) as { due: number; reps: number; reviews: number } | undefined
  } finally {
    db.close()
  }
}

/** The start of the UTC day `days` after today: a new user's days are UTC ones. */
function startOfUtcDay(days: number): number {
  const now = new Date()
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY
}

async function markSolved(page: Page, javaScriptEnabled: boolean) {
  await page.goto('/problems/two-sum')
  await page.getByRole('button', { name: 'Mark solved' }).first().click()
  if (javaScriptEnabled)
    await expect(page.getByRole('button', { name: 'Mark solved' }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  else await expect(page).toHaveURL(/\/problems\/two-sum/)
}

test.describe('/today', () => {
  test('solve → due three days later → reviewed on /today → rescheduled', async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = await createUser({ name: 'Daily Learner' })
    await openSignedIn(page, user, '/today')
    await expect(page.getByRole('heading', { level: 1, name: 'Your study for today' })).toBeVisible()
    await expect(page.getByText('Nothing due today')).toBeVisible()

    // Marking solved is one click, rated Good: FSRS schedules a first Good three days on.
    await markSolved(page, javaScriptEnabled)
    await expect.poll(() => cardOf(user, 'two-sum')?.due).toBe(startOfUtcDay(3))

    await page.goto('/today')
    await expect(page.getByText('Nothing due today')).toBeVisible()

    // Three days later the problem is due today.
    backdateRevisionHistory(user, 3)
    await page.goto('/today')
    const row = page.getByRole('article', { name: /Two Sum/ })
    await expect(row).toBeVisible()
    await expect(row.getByText('Last: Good, 3 days ago')).toBeVisible()
    await expect(row.getByRole('link', { name: /Two Sum/ })).toHaveAttribute('href', '/problems/two-sum')
    await expect(row.getByRole('link', { name: /Solve on LeetCode/ })).toHaveAttribute(
      'href',
      'https://leetcode.com/problems/two-sum/',
    )
    // axe-core runs in the page, so only with JavaScript.
    if (javaScriptEnabled) await expectNoA11yViolations(page)

    await row.getByRole('button', { name: /^Hard/ }).click()
    await expect(page.getByText('Review saved').first()).toBeVisible()
    if (!javaScriptEnabled) await expect(page).toHaveURL(/\/today$/)
    await expect(row).toHaveCount(0)
    await expect(page.getByText('Nothing due today')).toBeVisible()

    const card = cardOf(user, 'two-sum')!
    expect(card.reviews).toBe(2)
    expect(card.due).toBeGreaterThanOrEqual(startOfUtcDay(1))
    // Today now counts towards the streak, and the year shows the day.
    await expect(page.getByText('Today counts: you have practised today.')).toBeVisible()
    // The solve, three days back, is in last year's grid in the first days of January.
    const solveThisYear = new Date(startOfUtcDay(-3)).getUTCFullYear() === new Date().getUTCFullYear()
    await expect(
      page.getByText(
        solveThisYear
          ? /^2 active days in \d{4}; longest streak 1 day; 1 solve and 1 review\.$/
          : /^1 active day in \d{4}; longest streak 1 day; 0 solves and 1 review\.$/,
      ),
    ).toBeVisible()
  })

  test('the year of practice, the streak and the prompts of a new user', async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = await createUser()
    await openSignedIn(page, user, '/today')
    await expect(page.getByRole('img', { name: /^No practice recorded in \d{4} yet\.$/ })).toBeVisible()
    await expect(page.getByText('Solve or review a problem today to start one.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Choose companies' })).toHaveAttribute(
      'href',
      '/search/sheet',
    )
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }),
    ).toHaveAttribute('aria-current', 'page')
    if (javaScriptEnabled) await expectNoA11yViolations(page)
  })

  test('lists ten reviews a page, and plain links page through the rest', async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = await createUser()
    // Twelve problems marked to revisit: due now, and never reviewed.
    const db = openE2eDb()
    try {
      const ids = db.prepare('select id from problems order by id limit 12').pluck().all() as number[]
      const now = Date.now()
      db.transaction(() => {
        for (const id of ids) {
          db.prepare(
            `insert into progress (user_id, problem_id, status, updated_at) values (?, ?, 'revisit', ?)`,
          ).run(user.id, id, now)
          db.prepare(
            `insert into revision_cards (user_id, problem_id, due, stability, difficulty, elapsed_days,
               scheduled_days, learning_steps, reps, lapses, state, last_review)
             values (?, ?, ?, 0, 0, 0, 0, 0, 0, 0, 'new', null)`,
          ).run(user.id, id, now)
        }
      })()
    } finally {
      db.close()
    }
    await openSignedIn(page, user, '/today')
    const due = page.getByRole('region', { name: 'Reviews due' })
    await expect(page.getByText('The 10 waiting longest of 12, overdue first.')).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(10)
    const pages = page.getByRole('navigation', { name: 'Reviews due pages' })
    await expect(pages.getByText('Page 1 of 2')).toBeVisible()
    await pages.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/today\?page=2$/)
    await expect(page.getByText('11–12 of 12, overdue first.')).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(2)
    await expect(due.getByText('Marked to revisit').first()).toBeVisible()
    if (javaScriptEnabled) await expectNoA11yViolations(page)
    await pages.getByRole('link', { name: 'Previous' }).click()
    await expect(page).toHaveURL(/\/today$/)
    await expect(page.getByRole('article')).toHaveCount(10)
    // A page past the end shows the last one.
    await page.goto('/today?page=9')
    await expect(page.getByText('11–12 of 12, overdue first.')).toBeVisible()
  })

  test('refuses a bad rating with 400 and changes nothing @http', async ({ request }) => {
    const user = await createUser()
    const db = openE2eDb()
    const problem = db.prepare(`select id from problems where title_slug = 'two-sum'`).get() as { id: number }
    db.close()
    const headers = { Cookie: await sessionCookieHeader(user), Origin: E2E_ORIGIN }
    for (const rating of ['0', '5', 'x']) {
      const answer = await request.post('/today', {
        headers,
        form: { intent: 'review', problemId: String(problem.id), rating, submissionKey: 'k1' },
        maxRedirects: 0,
      })
      expect(answer.status()).toBe(400)
      expect(await answer.text()).toContain('Choose a rating: Again, Hard, Good or Easy.')
    }
    const unknown = await request.post('/today', {
      headers,
      form: { intent: 'review', problemId: '999999999', rating: '3', submissionKey: 'k2' },
      maxRedirects: 0,
    })
    expect(unknown.status()).toBe(404)
    expect(cardOf(user, 'two-sum')).toBeUndefined()

    const visitor = await request.post('/today', {
      headers: { Origin: E2E_ORIGIN },
      form: { intent: 'review', problemId: String(problem.id), rating: '3', submissionKey: 'k3' },
      maxRedirects: 0,
    })
    expect(visitor.status()).toBe(401)
  })
})
