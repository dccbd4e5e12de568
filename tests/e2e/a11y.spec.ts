import { createUser, expectNoA11yViolations, logIn, test } from './support'

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

  for (const path of PUBLIC_PAGES) {
    test(`${path} has no violations for a visitor`, async ({ page }) => {
      await page.goto(path)
      await expectNoA11yViolations(page)
    })
  }

  test('signed-in pages have no violations, on a phone too', async ({ page }) => {
    test.slow()
    await logIn(page, await createUser({ name: 'Axe Checker' }))
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/profile', '/', '/feature-requests']) {
        await page.goto(path)
        await expectNoA11yViolations(page)
      }
    }
  })
})
