import { expect, test } from './support'

test('the DSA Buddy banner appears after 3.5 s, links to /register-buddy and stays dismissed', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/hacks', { waitUntil: 'domcontentloaded' })
  const banner = page.getByRole('complementary', { name: 'DSA Buddy' })
  await expect(banner).toBeHidden({ timeout: 1000 })
  expect(await banner.evaluate((el) => getComputedStyle(el).animationDelay)).toBe('3.5s')
  await expect(banner).toBeVisible({ timeout: 6000 })
  await expect(banner.getByRole('link', { name: /Try Out DSA Buddy/ })).toHaveAttribute(
    'href',
    '/register-buddy',
  )
  // The dismissal is a cookie: wait until the server has answered before leaving the page.
  const dismissed = page.waitForResponse(
    (r) => /^\/banner(\.data)?$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
  )
  await banner.getByRole('button', { name: 'Dismiss the DSA Buddy banner' }).click()
  await dismissed
  await expect(banner).toHaveCount(0)
  await page.goto('/terms')
  // With JavaScript, give the page's scripts the banner's whole delay to bring it back; without, the
  // loaded page is all there is.
  if (javaScriptEnabled) await page.waitForTimeout(4000)
  await expect(page.getByRole('complementary', { name: 'DSA Buddy' })).toHaveCount(0)
})

test('an unknown address shows the designed 404', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('No route matches URL')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/')
})

test('visitors see Get Started; the header links the main sections', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/hacks')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const links: [string, string][] = [
    ['Home', '/'],
    ['System Design', '/system-design'],
    ['Code Analyzer', '/analyze'],
    ['Company Wise Sheet', '/search/sheet'],
    ["Q's Insights", '/insights'],
  ]
  for (const [name, href] of links) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute('href', '/login')
})

test('the brand name changes shade every 3 s, and holds still for reduced motion', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'the shades are stepped by a script; without one the name keeps the first')
  await page.clock.install()
  await page.goto('/hacks')
  const name = page.getByRole('banner').getByText('Sharp', { exact: true })
  const shade = () => name.evaluate((el) => getComputedStyle(el).color)
  const first = await shade()
  // No endless animation keeps the page redrawing: the shade is a plain colour between steps.
  expect(await name.evaluate((el) => el.getAnimations().length)).toBe(0)
  await page.clock.runFor(3000)
  const second = await shade()
  await page.clock.runFor(3000)
  const third = await shade()
  await page.clock.runFor(3000)
  expect(new Set([first, second, third]).size).toBe(3)
  expect(await shade()).toBe(first)

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.reload()
  const still = await shade()
  await page.clock.runFor(9000)
  expect(await shade()).toBe(still)
})
