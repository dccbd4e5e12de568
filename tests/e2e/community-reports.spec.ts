import type { Page } from '@playwright/test'
import {
  adminUser,
  createUser,
  expect,
  expectNoA11yViolations,
  openE2eDb,
  openSignedIn,
  startSession,
  test,
  type TestUser,
} from './support'

// Community interview reports and their moderation (docs/product.md#community-reports, #admin): a user
// reports a problem from a sheet row, sees it counted on the insights page, the sheet row and the sheet's
// community view; a second user confirms it from the insights page; an admin hides it. With JavaScript
// and without.

/** The accounts tests/setup/e2e-server.mjs puts in ADMIN_EMAILS, one per browser project. */
const ADMIN_EMAILS = { js: 'admin-js@example.com', noJs: 'admin-no-js@example.com' }

interface Pair {
  problemSlug: string
  problemTitle: string
  companySlug: string
  companyName: string
  timeframe: string
}

/** A problem on a company's list that nobody has reported there yet: each test gets its own. */
function unreportedPair(): Pair {
  const db = openE2eDb()
  try {
    return db
      .prepare(
        `SELECT p.title_slug AS problemSlug, p.title AS problemTitle, c.slug AS companySlug,
           c.name AS companyName, q.timeframe AS timeframe
         FROM company_questions q JOIN problems p ON p.id = q.problem_id JOIN companies c ON c.id = q.company_id
         WHERE NOT EXISTS (SELECT 1 FROM community_reports r WHERE r.problem_id = p.id AND r.company_id = c.id)
           AND p.title NOT LIKE '%"%'
         ORDER BY random() LIMIT 1`,
      )
      .get() as Pair
  } finally {
    db.close()
  }
}

/** Reports of the problem at the company, this month, straight into the database. */
function addReports(pair: Pair, users: Pick<TestUser, 'id'>[]) {
  const db = openE2eDb()
  try {
    const month = new Date().toISOString().slice(0, 7)
    for (const user of users) {
      db.prepare(
        `INSERT INTO community_reports (user_id, problem_id, company_id, month, round, created_at)
         SELECT ?, p.id, c.id, ?, 'onsite', ? FROM problems p, companies c WHERE p.title_slug = ? AND c.slug = ?`,
      ).run(user.id, month, Date.now(), pair.problemSlug, pair.companySlug)
    }
  } finally {
    db.close()
  }
}

/** 'Apr 2026': the month a report made now is for, as the pages write it. */
function thisMonth(): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(),
  )
}

async function waitForHydration(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled)
    await expect(page.locator('summary').filter({ hasText: 'Request a feature' })).toBeVisible()
}

/** A toast: Sonner's once scripts run; without them, the one the server drew into the page. */
function toast(page: Page, javaScriptEnabled: boolean) {
  return page.locator(javaScriptEnabled ? '[data-sonner-toast]' : '[data-toast]')
}

function communitySection(page: Page) {
  return page.getByRole('region', { name: 'Community reports' })
}

/** Opens the insights page's report form and sends it for the company, in the given round. */
async function reportFromInsights(page: Page, pair: Pair, round: string, javaScriptEnabled: boolean) {
  await page.goto(`/problems/${pair.problemSlug}`)
  await waitForHydration(page, javaScriptEnabled)
  const section = communitySection(page)
  await section.getByText(`Were you asked ${pair.problemTitle}? Report it`).click()
  await section.getByLabel('Company').fill(pair.companyName)
  await section.getByLabel('Round').selectOption({ label: round })
  await section.getByRole('button', { name: 'Send report' }).click()
}

test.describe('community interview reports', () => {
  test('report from a sheet row, see it counted, a second user confirms, an admin hides it', async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.slow()
    const pair = unreportedPair()
    const first = await createUser({ name: 'First Reporter' })
    const second = await createUser({ name: 'Second Reporter' })
    const counted = (people: number) =>
      `Reported by ${people} ${people === 1 ? 'person' : 'people'}, latest ${thisMonth()}`

    // The first user reports from the sheet's row, on the report page it opens.
    const sheet = `/sheet/${pair.companySlug}?timeframe=${pair.timeframe}&q=${encodeURIComponent(pair.problemTitle)}`
    await openSignedIn(page, first, sheet)
    await page
      .getByRole('link', { name: `Report ${pair.problemTitle}`, exact: true })
      .first()
      .click()
    await expect(page).toHaveURL(/\/report\?problem=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Report an interview question' })).toBeVisible()
    await expect(page.getByLabel('Problem', { exact: true })).toHaveValue(pair.problemSlug)
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(pair.companyName)
    await waitForHydration(page, javaScriptEnabled)
    // The round is asked for, not guessed.
    await page.getByRole('button', { name: 'Send report' }).click()
    await expect(page.getByText('Choose the round')).toBeVisible()
    await page.getByLabel('Round').selectOption({ label: 'Onsite' })
    await page.getByRole('button', { name: 'Send report' }).click()

    // Counted on the insights page, where the server sends the reporter.
    await expect(page).toHaveURL(`/problems/${pair.problemSlug}#community`)
    await expect(toast(page, javaScriptEnabled).filter({ hasText: 'Report saved' })).toBeVisible()
    const line = communitySection(page).getByRole('listitem').filter({ hasText: pair.companyName })
    await expect(line).toContainText(counted(1))
    await expect(line.getByText('Confirmed')).toHaveCount(0)

    // On the sheet's row, and in the sheet's community view.
    await page.goto(sheet)
    // The row whose title link is the problem's own: 'House Robber' is not the row of 'House Robber II',
    // nor 'Valid Parentheses' that of 'Longest Valid Parentheses'.
    const rowOfTitle = () =>
      page.getByRole('row').filter({ has: page.getByRole('link', { name: pair.problemTitle, exact: true }) })
    const row = rowOfTitle().first()
    await expect(row).toContainText(counted(1))
    await page.goto(`/sheet/${pair.companySlug}?timeframe=community`)
    await expect(page.getByLabel('Timeframe')).toHaveValue('community')
    const communityRow = rowOfTitle()
    await expect(communityRow).toContainText('1 person')
    await expect(communityRow).toContainText(`latest ${thisMonth()}`)

    // The same report again is refused, and nothing changes.
    await reportFromInsights(page, pair, 'Phone screen', javaScriptEnabled)
    await expect(
      page.getByText('You have already reported this problem at this company for that month.'),
    ).toBeVisible()
    if (!javaScriptEnabled) await expect(page).toHaveURL('/report')

    // A second user reports it from the insights page: now two people, confirmed.
    const secondContext = await browser.newContext({ javaScriptEnabled })
    try {
      const other = await secondContext.newPage()
      await startSession(secondContext, second)
      await reportFromInsights(other, pair, 'Phone screen', javaScriptEnabled)
      const otherLine = communitySection(other).getByRole('listitem').filter({ hasText: pair.companyName })
      await expect(otherLine).toContainText(counted(2))
      await expect(otherLine.getByText('Confirmed')).toBeVisible()
      await expect(toast(other, javaScriptEnabled).filter({ hasText: 'Report saved' })).toBeVisible()
    } finally {
      await secondContext.close()
    }
    await page.goto(sheet)
    await expect(rowOfTitle().first()).toContainText(counted(2))

    // /admin is a 404 for the reporter.
    const refused = await page.goto('/admin')
    expect(refused?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()

    // The admin hides the second report: one person again, no longer confirmed.
    await startSession(
      page.context(),
      await adminUser(javaScriptEnabled ? ADMIN_EMAILS.js : ADMIN_EMAILS.noJs),
    )
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible()
    await waitForHydration(page, javaScriptEnabled)
    const report = page
      .getByRole('listitem')
      .filter({ hasText: second.email })
      .filter({ hasText: pair.problemTitle })
    await report.getByRole('button', { name: /^Hide the report of / }).click()
    await expect(toast(page, javaScriptEnabled).filter({ hasText: 'Report hidden' })).toBeVisible()
    await expect(report.getByText('Hidden', { exact: true })).toBeVisible()
    await page.goto(`/problems/${pair.problemSlug}`)
    const after = communitySection(page).getByRole('listitem').filter({ hasText: pair.companyName })
    await expect(after).toContainText(counted(1))
    await expect(after.getByText('Confirmed')).toHaveCount(0)
  })

  test('a month in the future is refused and nothing is stored', async ({ page, javaScriptEnabled }) => {
    const pair = unreportedPair()
    await openSignedIn(
      page,
      await createUser({ name: 'Time Traveller' }),
      `/report?problem=${pair.problemSlug}&company=${pair.companySlug}`,
    )
    await waitForHydration(page, javaScriptEnabled)
    const now = new Date()
    if (now.getUTCMonth() === 11) test.skip(true, 'In December no later month of this year is offered')
    await page.getByLabel('Month').selectOption({ index: now.getUTCMonth() + 1 })
    await page.getByLabel('Round').selectOption({ label: 'Other' })
    await page.getByRole('button', { name: 'Send report' }).click()
    await expect(
      page.getByText('That month has not come yet. Choose the month you were asked.'),
    ).toBeVisible()
    await page.goto(`/problems/${pair.problemSlug}`)
    await expect(
      communitySection(page).getByRole('listitem').filter({ hasText: pair.companyName }),
    ).toHaveCount(0)
  })

  test('an admin takes down a feature request and merges a duplicate', async ({
    page,
    javaScriptEnabled,
  }) => {
    const stamp = `${Date.now()}${javaScriptEnabled ? 'js' : 'nojs'}`
    const db = openE2eDb()
    let ids: number[]
    try {
      const insert = db.prepare(
        'INSERT INTO feature_requests (title, description, created_at) VALUES (?, ?, ?) RETURNING id',
      )
      ids = [`Original ${stamp}`, `Duplicate ${stamp}`, `Spam ${stamp}`].map(
        (title) => (insert.get(title, 'Details', Date.now()) as { id: number }).id,
      )
    } finally {
      db.close()
    }
    const [original, duplicate, spam] = ids as [number, number, number]
    await openSignedIn(
      page,
      await adminUser(javaScriptEnabled ? ADMIN_EMAILS.js : ADMIN_EMAILS.noJs),
      '/admin',
    )
    await waitForHydration(page, javaScriptEnabled)
    await page.getByRole('button', { name: `Hide request #${spam}, Spam ${stamp}` }).click()
    await expect(
      toast(page, javaScriptEnabled).filter({ hasText: `Feature request #${spam} hidden` }),
    ).toBeVisible()
    const item = page.getByRole('listitem').filter({ hasText: `Duplicate ${stamp}` })
    await item.getByLabel('Merge into request #').fill(String(original))
    await item.getByRole('button', { name: `Merge request #${duplicate}, Duplicate ${stamp}` }).click()
    await expect(
      toast(page, javaScriptEnabled).filter({
        hasText: `Feature request #${duplicate} merged into #${original}`,
      }),
    ).toBeVisible()
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: `Duplicate ${stamp}` })
        .getByText(`Merged into #${original}`),
    ).toBeVisible()

    await page.goto('/feature-requests')
    await expect(page.getByRole('heading', { name: `Original ${stamp}` })).toBeVisible()
    await expect(page.getByRole('heading', { name: `Duplicate ${stamp}` })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: `Spam ${stamp}` })).toHaveCount(0)
  })

  test('/admin and the report form have no accessibility violations, at 375 and 1280 px @needs-js', async ({
    page,
  }) => {
    test.slow()
    const pair = unreportedPair()
    const user = await createUser({ name: 'Axe Reporter' })
    // Two reports already, so the pages show their counts and the confirmed state.
    const others = [await createUser({ name: 'Ada' }), await createUser({ name: 'Bob' })]
    addReports(pair, others)
    await startSession(page.context(), user)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/report?problem=${pair.problemSlug}&company=${pair.companySlug}`)
      await page.getByRole('button', { name: 'Send report' }).click()
      await expect(page.getByText('Choose the round')).toBeVisible()
      await expectNoA11yViolations(page, { soft: true })
      await page.screenshot({ path: test.info().outputPath(`report-${width}.png`), fullPage: true })

      await page.goto(`/problems/${pair.problemSlug}#community`)
      await communitySection(page)
        .getByText(/^Were you asked /)
        .click()
      await expectNoA11yViolations(page, { soft: true })
      await communitySection(page).screenshot({
        path: test.info().outputPath(`insights-community-${width}.png`),
      })

      await page.goto(
        `/sheet/${pair.companySlug}?timeframe=${pair.timeframe}&q=${encodeURIComponent(pair.problemTitle)}`,
      )
      await expectNoA11yViolations(page, { soft: true })
      await page.locator('table').screenshot({ path: test.info().outputPath(`sheet-row-${width}.png`) })

      await page.goto(`/sheet/${pair.companySlug}?timeframe=community`)
      await expectNoA11yViolations(page, { soft: true })
      await page.screenshot({ path: test.info().outputPath(`sheet-community-${width}.png`), fullPage: true })
    }
    await startSession(page.context(), await adminUser(ADMIN_EMAILS.js))
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/admin')
      await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible()
      await expectNoA11yViolations(page, { soft: true })
      await page.screenshot({ path: test.info().outputPath(`admin-${width}.png`), fullPage: true })
    }
  })
})
