import { createUser, expect, expectNoA11yViolations, openE2eDb, openSignedIn, test } from './support'

// The sheet's "What {company} asks more than others" charts (docs/product.md#what-a-company-asks-more):
// drawn on the server, closed at first, opened by the browser itself (no JavaScript), each with a text
// alternative; gone in interview mode, from the markup and the data alike.

const SHEET = '/sheet/google'
const SECTION = 'What Google asks more than others'

test('the charts open without JavaScript and say in words what they draw', async ({
  page,
  javaScriptEnabled,
}) => {
  const user = await createUser()
  await openSignedIn(page, user, SHEET)
  const summary = page.locator('summary', { hasText: SECTION })
  const charts = page.getByRole('img', { name: /against/ })
  await expect(charts.first()).toBeHidden()

  await summary.click()
  await expect(charts).toHaveCount(3)
  await expect(
    page.getByRole('img', {
      name: /^Google against Other companies: Easy · \d+, [\d.]+% and [\d.]+%; Medium/,
    }),
  ).toBeVisible()
  await expect(
    page.getByRole('img', { name: /^Last 30 days \(\d+\) against Last 6 months \(\d+\): Easy/ }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Topics asked more than elsewhere' })).toBeVisible()
  // axe-core runs in the page, so it needs JavaScript; the markup checked is the same either way.
  if (javaScriptEnabled) await expectNoA11yViolations(page)

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const section = page.locator('details', { has: summary })
    await section.screenshot({ path: test.info().outputPath(`sheet-charts-${width}.png`) })
    // Nothing of the charts sticks out of the page at a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }
})

test('interview mode leaves the charts out', async ({ page }) => {
  const user = await createUser()
  const db = openE2eDb()
  try {
    db.prepare('update users set interview_mode = 1 where id = ?').run(user.id)
  } finally {
    db.close()
  }
  const response = await openSignedIn(page, user, SHEET)
  const html = (await response?.text()) ?? ''
  expect(html).not.toContain(SECTION)
  expect(html).not.toContain('companyMix":{')
  await expect(page.getByText(SECTION)).toHaveCount(0)
})
