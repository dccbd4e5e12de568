import { createUser, expect, expectNoA11yViolations, startSession, test } from './support'

const PUBLIC_PAGES = [
  '/',
  '/hacks',
  '/terms',
  '/privacy',
  '/privacy-policy',
  '/feature-requests',
  '/login',
  '/register',
  '/newsletter',
  '/profile',
  '/no-such-page',
]

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  // axe runs inside the page, so it needs JavaScript; the markup is the same either way.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'axe-core needs JavaScript in the page')

  // A few pages a test: the pages after the first load warm, and the groups still spread over the workers.
  for (let start = 0; start < PUBLIC_PAGES.length; start += 4) {
    const paths = PUBLIC_PAGES.slice(start, start + 4)
    test(`${paths.join(', ')} have no violations for a visitor`, async ({ page }) => {
      test.slow()
      for (const path of paths) {
        await page.goto(path)
        await expectNoA11yViolations(page, { soft: true })
      }
    })
  }

  test('signed-in pages have no violations, on a phone too', async ({ page }) => {
    test.slow()
    await startSession(page.context(), await createUser({ name: 'Axe Checker' }))
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      // /profile is checked at both widths by account.spec.ts, with its delete section open as well.
      for (const path of ['/', '/feature-requests']) {
        await page.goto(path)
        // Signed in: the header links the profile (in the menu, hidden, on a phone).
        await expect(
          page.getByRole('link', { name: 'Your profile (Axe Checker)', includeHidden: true }),
        ).toBeAttached()
        await expectNoA11yViolations(page)
      }
    }
  })
})
