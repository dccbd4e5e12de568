import { expect, openE2eDb, test } from './support'

/** A company's stored problem count, as its sheet shows it. */
function storedTotal(slug: string): number {
  const db = openE2eDb()
  try {
    return (
      (db.prepare('select total_problems from companies where slug = ?').pluck().get(slug) as number) ?? 0
    )
  } finally {
    db.close()
  }
}

test('home has its four sections in order and the documented links', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Home | PrepSharp')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Faster. Smarter. Sharper.')
  await expect(
    page.getByText(
      'Take your coding prep to the next level with insights, analysis, and company-wise curated sheets.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /System Design Notes/ })).toHaveAttribute(
    'href',
    '/system-design/scale-from-zero-to-millions-of-users',
  )
  await expect(page.getByRole('link', { name: 'Explore Insights' })).toHaveAttribute('href', '/insights')
  await expect(page.getByRole('link', { name: 'View All Sheets' })).toHaveAttribute('href', '/search/sheet')
  for (const level of ['Novice', 'Beginner', 'Intermediate', 'Advanced', 'Expert']) {
    await expect(page.getByText(level, { exact: true }).first()).toBeVisible()
  }
  // The database's count, rounded down to a ten (docs/product.md#home), not the documented fallback.
  await expect(
    page.getByText(`${Math.floor(storedTotal('google') / 10) * 10}+ Problems`).first(),
  ).toBeAttached()
  await expect(page.locator('a[href="/sheet/google"]').first()).toBeAttached()
  await expect(page.locator('a[href="/sheet/oracle"]').first()).toBeAttached()
  const goTo = page.getByRole('link', { name: /Go to/ })
  await expect(goTo).toHaveCount(3)
  for (const link of await goTo.all()) await expect(link).toHaveAttribute('target', '_blank')
})

test('hacks, terms and both privacy routes render their content', async ({ page }) => {
  await page.goto('/hacks')
  await expect(page).toHaveTitle('Hacks | PrepSharp')
  await expect(page.locator('a[href="/potd"]').first()).toBeVisible()

  await page.goto('/terms')
  await expect(page.getByText('1 June 2025').first()).toBeVisible()
  for (const heading of [
    'Use of the Platform',
    'User Accounts',
    'Restrictions',
    'Premium Access',
    'Termination',
    'Modifications',
    'Contact',
  ]) {
    await expect(page.getByRole('heading', { name: new RegExp(heading) }).first()).toBeVisible()
  }

  for (const path of ['/privacy', '/privacy-policy']) {
    await page.goto(path)
    await expect(page.getByText('1 June 2025').first()).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8)
  }
})

test('the mobile menu offers Get Started to visitors and every section to members', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/hacks')
  await page.getByLabel('Menu').click()
  await expect(page.locator('details[open]').getByRole('link', { name: 'Get Started' })).toBeVisible()
})
