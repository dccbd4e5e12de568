import type { Page } from '@playwright/test'
import { createUser, expect, startSession, test, uniqueEmail } from './support'

const WIDTHS = [375, 1280] as const

const VISITOR_PAGES = ['/', '/search/sheet', '/login', '/find-buddy', '/no-such-page']
const SIGNED_IN_PAGES = ['/sheet/google', '/problems/two-sum', '/leetcode-challenges', '/system-design']

/** Pages the banner advertises, where it does not show. */
const BUDDY_PAGES = new Set(['/find-buddy'])

interface Overlap {
  floating: string
  covered: string
}

/**
 * Every pair of a fixed or sticky element and a visible link, button, form control or heading whose boxes
 * meet, at the current scroll position. The site header is the exception: it is sticky and the page is
 * laid out below it, so it covers what scrolls beneath it (and only that part of a target counts), and
 * nothing of the page is drawn over it (toasts, the one thing that could be, are checked on their own).
 * Runs in the page.
 */
function overlapsInPage(): Overlap[] {
  const describe = (element: Element) => {
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
    const id = element.id ? `#${element.id}` : ''
    return `<${element.tagName.toLowerCase()}${id}> "${label}"`
  }
  const header = document.querySelector('body > header')
  const inHeader = (element: Element) => Boolean(header && (element === header || header.contains(element)))
  const shown = (element: Element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false
    // Screen-reader-only text (the skip link until focused) is clipped away: there is nothing to cover.
    if (getComputedStyle(element).clip === 'rect(0px, 0px, 0px, 0px)') return false
    const box = element.getBoundingClientRect()
    return box.width > 1 && box.height > 1
  }
  const floating = [...document.querySelectorAll('body *')].filter((element) => {
    const { position } = getComputedStyle(element)
    return (position === 'fixed' || position === 'sticky') && !inHeader(element) && shown(element)
  })
  const targets = [
    ...document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, h1, h2, h3, h4, h5, h6',
    ),
  ].filter((element) => !inHeader(element) && shown(element))
  const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0
  // Half a pixel either way: boxes that only touch do not cover each other.
  const tolerance = 0.5
  const overlaps: Overlap[] = []
  for (const cover of floating) {
    const a = cover.getBoundingClientRect()
    for (const target of targets) {
      if (cover.contains(target) || target.contains(cover)) continue
      const b = target.getBoundingClientRect()
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left)
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top, headerBottom)
      if (width > tolerance && height > tolerance) {
        overlaps.push({ floating: describe(cover), covered: describe(target) })
      }
    }
  }
  return overlaps
}

/** Scrolls to `fraction` of the page, and lets the scroll handlers (the compact header) catch up. */
async function scrollTo(page: Page, fraction: number) {
  await page.evaluate((part) => {
    const bottom = document.documentElement.scrollHeight - window.innerHeight
    window.scrollTo({ top: Math.round(bottom * part), behavior: 'instant' })
  }, fraction)
  // The header's compact change is a 300 ms transition.
  await page.waitForTimeout(400)
}

async function expectNothingCovered(page: Page, path: string, width: number) {
  const banner = page.getByRole('complementary', { name: 'DSA Buddy' })
  if (BUDDY_PAGES.has(path)) await expect(banner).toHaveCount(0)
  // The banner waits 3.5 s before it shows: the check is with it on screen.
  else await expect(banner).toBeVisible({ timeout: 7000 })
  for (const [where, fraction] of [
    ['top', 0],
    ['middle', 0.5],
    ['bottom', 1],
  ] as const) {
    await scrollTo(page, fraction)
    expect.soft(await page.evaluate(overlapsInPage), `${path} at ${width} px, ${where}`).toEqual([])
  }
}

test.describe('nothing fixed or floating covers the page', () => {
  // Each page waits for the banner's 3.5 s.
  test.slow()

  for (const width of WIDTHS) {
    test(`visitor pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const path of VISITOR_PAGES) {
        await page.goto(path)
        await expectNothingCovered(page, path, width)
      }
    })

    test(`signed-in pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await startSession(page.context(), await createUser({ name: 'Overlap Checker' }))
      for (const path of SIGNED_IN_PAGES) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNothingCovered(page, path, width)
      }
    })
  }
})

test.describe('the banner', () => {
  test('does not show on the buddy pages it advertises', async ({ page }) => {
    await startSession(page.context(), await createUser())
    for (const path of ['/register-buddy', '/find-buddy']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The banner would have shown by now.
      await page.waitForTimeout(4000)
      await expect(page.getByRole('complementary', { name: 'DSA Buddy' })).toHaveCount(0)
    }
  })

  test('takes its place above the header instead of covering the page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    await page.goto('/login')
    const banner = page.getByRole('complementary', { name: 'DSA Buddy' })
    await expect(banner).toBeVisible({ timeout: 7000 })
    const bannerBox = await banner.boundingBox()
    const headerBox = await page.getByRole('banner').boundingBox()
    expect(bannerBox && headerBox && bannerBox.y + bannerBox.height).toBeLessThanOrEqual(headerBox?.y ?? 0)
  })

  test('what an address jumps to lands clear of the sticky header', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 600 })
    const headerBottom = async () => {
      const box = await page.getByRole('banner').boundingBox()
      return (box?.y ?? 0) + (box?.height ?? 0)
    }
    await page.goto('/no-such-page#not-found-destinations')
    const heading = page.getByRole('heading', { name: 'Or go straight to' })
    await expect(heading).toBeInViewport()
    expect((await heading.boundingBox())?.y).toBeGreaterThanOrEqual(await headerBottom())

    // The skip link, from the top of a page.
    await page.goto('/search/sheet')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    const main = page.locator('main')
    expect((await main.boundingBox())?.y).toBeGreaterThanOrEqual(await headerBottom())
  })
})

const TOASTS = '[data-sonner-toast], [data-toast]'

async function expectClearOfNavigation(page: Page, toast: ReturnType<Page['locator']>) {
  const toastBox = await toast.boundingBox()
  const headerBox = await page.getByRole('banner').boundingBox()
  expect(toastBox).not.toBeNull()
  expect(headerBox).not.toBeNull()
  if (!toastBox || !headerBox) return
  const apart =
    toastBox.y >= headerBox.y + headerBox.height ||
    toastBox.y + toastBox.height <= headerBox.y ||
    toastBox.x >= headerBox.x + headerBox.width ||
    toastBox.x + toastBox.width <= headerBox.x
  expect(apart, 'the toast keeps off the header').toBe(true)
}

test.describe('toasts', () => {
  for (const width of WIDTHS) {
    test(`a wrong password, then the right one: only the success shows, clear of the navigation, at ${width} px`, async ({
      page,
      javaScriptEnabled,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      const user = await createUser({ email: uniqueEmail('toast') })
      await page.goto('/login')
      await page.getByLabel('Email', { exact: true }).fill(user.email)
      await page.getByLabel('Password').fill('wrong-password')
      await page.getByRole('button', { name: 'Login', exact: true }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
      const error = page.locator(TOASTS).filter({ hasText: 'Invalid email or password' })
      if (javaScriptEnabled) {
        await expect(error).toBeVisible()
        await expectClearOfNavigation(page, error)
      }

      await page.getByLabel('Password').fill(user.password)
      if (javaScriptEnabled) await expect(error, 'the error toast is still up (4 s)').toBeVisible()
      await page.getByRole('button', { name: 'Login', exact: true }).click()
      await expect(page).toHaveURL('/')
      const success = page.locator(TOASTS).filter({ hasText: 'Welcome Back to PrepSharp!' })
      await expect(success).toBeVisible()
      // Gone at once, not at the end of its own 4 s.
      await expect(error).toHaveCount(0, { timeout: 1000 })
      await expect(page.locator(TOASTS)).toHaveCount(1)
      await expectClearOfNavigation(page, success)
    })
  }
})

/**
 * What the toasts on screen sit over: every visible link, button, form control or heading outside the
 * toasts whose box meets a toast's, and every toast that floats (fixed or sticky) rather than taking its
 * place in the page. Runs in the page.
 */
function whatToastsCover(selector: string): string[] {
  const toasts = [...document.querySelectorAll(selector)].filter((toast) =>
    toast.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
  )
  const findings: string[] = []
  const targets = [
    ...document.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, h1, h2',
    ),
  ].filter((target) => target.checkVisibility() && !toasts.some((toast) => toast.contains(target)))
  for (const toast of toasts) {
    let floating: Element | null = toast
    for (; floating && floating !== document.body; floating = floating.parentElement) {
      const { position } = getComputedStyle(floating)
      if (position === 'fixed' || position === 'sticky') findings.push(`toast floats (${position})`)
    }
    const a = toast.getBoundingClientRect()
    for (const target of targets) {
      const b = target.getBoundingClientRect()
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left)
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
      if (width > 0.5 && height > 0.5)
        findings.push(`covers <${target.tagName.toLowerCase()}> "${target.textContent?.trim().slice(0, 40)}"`)
    }
  }
  return findings
}

test('on a phone a toast takes its place at the top of the page and covers none of its controls', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const user = await createUser({ email: uniqueEmail('phone-toast') })
  await page.goto('/login')
  const login = page.getByRole('button', { name: 'Login', exact: true })
  await page.getByLabel('Email', { exact: true }).fill(user.email)
  await page.getByLabel('Password').fill('wrong-password')
  await login.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
  if (javaScriptEnabled) {
    const error = page.locator(TOASTS).filter({ hasText: 'Invalid email or password' })
    await expect(error).toBeVisible()
    await expect(error).toBeInViewport()
    expect(await page.evaluate(whatToastsCover, TOASTS)).toEqual([])
    // Below the header, above the page's heading: the page moved down to make room.
    await expectClearOfNavigation(page, error)
    const toastBox = await error.boundingBox()
    const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect(toastBox && headingBox && toastBox.y + toastBox.height).toBeLessThanOrEqual(headingBox?.y ?? 0)
    // The form's button stays where a thumb can reach it while the toast is up.
    await expect(login).toBeInViewport()
  }

  // The server's toast on the next page, shown with or without JavaScript, takes the same place.
  await page.getByLabel('Password').fill(user.password)
  await login.click()
  await expect(page).toHaveURL('/')
  const success = page.locator(TOASTS).filter({ hasText: 'Welcome Back to PrepSharp!' })
  await expect(success).toBeVisible()
  await expect(success).toBeInViewport()
  expect(await page.evaluate(whatToastsCover, TOASTS)).toEqual([])
  await expectClearOfNavigation(page, success)
})

// A navigation inside the app (a fetch of the next page's data) needs JavaScript.
test(
  'a slow navigation shows a progress bar until the page is there',
  { tag: '@needs-js' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/hacks')
    // The widget's pill becomes a <summary> once the page is hydrated, so links navigate in the app.
    await expect(page.locator('summary').filter({ hasText: 'Request a feature' })).toBeVisible()
    const bar = page.getByRole('progressbar', { name: 'Loading…' })
    await expect(bar).toHaveCount(0)
    await page.route(/\/search\/sheet\.data/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Company Wise Sheet' })
      .click()
    await expect(bar).toBeVisible()
    await expect(page).toHaveURL('/search/sheet')
    await expect(page.getByRole('heading', { level: 1, name: 'Search Any Company Sheets' })).toBeVisible()
    await expect(bar).toHaveCount(0)
  },
)
