import type { Page } from '@playwright/test'
import { createUser, expect, expectNoA11yViolations, openSignedIn, startSession, test } from './support'

const FIRST = '/system-design/scale-from-zero-to-millions-of-users'
const FIRST_TITLE = 'Scale From Zero To Millions Of Users'
const RATE_LIMITER = '/system-design/design-a-rate-limiter'
const PROMPT = 'Explain the system design concept in brief'
const WEEK_SECONDS = 7 * 24 * 60 * 60

async function signIn(page: Page, path: string) {
  await openSignedIn(page, await createUser({ name: 'Notes Reader' }), path)
  await expect(page).toHaveURL(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

const sidebar = (page: Page) => page.getByTestId('notes-sidebar')

/** The reading-progress bar is rendered once React runs, so keyboard shortcuts are listened to by then. */
async function expectHydrated(page: Page) {
  await expect(page.getByTestId('reading-progress')).toBeAttached()
}

test.describe('system design notes', () => {
  test('visitors get the login gate, and the JSON endpoints answer 401', async ({ page, request }) => {
    const response = await page.goto(FIRST)
    expect(response?.status()).toBe(401)
    await expect(page.getByRole('heading', { name: 'Login to continue' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
      'href',
      `/login?redirect_uri=${encodeURIComponent(FIRST)}`,
    )
    for (const path of ['/api/system-design/chapters', '/api/system-design/chapters/design-youtube']) {
      const answer = await request.get(path)
      expect(answer.status()).toBe(401)
      expect(await answer.json()).toEqual({ error: 'Login to continue' })
    }
  })

  test('/system-design lists the numbered chapters, and each one is a working link', async ({ page }) => {
    await signIn(page, '/system-design')
    await expect(page).toHaveTitle('System Design | PrepSharp')
    await expect(page.getByRole('heading', { level: 1, name: 'System Design Notes' })).toBeVisible()
    await expect(page.getByText('0 of 16 chapters read')).toBeVisible()
    await expect(page.getByRole('link', { name: /\d+ sections?$/ })).toHaveCount(16)
    await expect(sidebar(page).getByRole('link', { name: `1. ${FIRST_TITLE}` })).toBeVisible()

    await sidebar(page).getByRole('link', { name: '4. Design A Rate Limiter' }).click()
    await expect(page).toHaveURL(RATE_LIMITER)
    await expect(page.getByRole('heading', { level: 1, name: 'Design A Rate Limiter' })).toBeVisible()
    await expect(page).toHaveTitle('Design A Rate Limiter | PrepSharp')
    await expect(page.getByText('Chapter 4 of 16')).toBeVisible()
  })

  test('a chapter shows its sections with anchors, and section links scroll to them', async ({
    page,
    javaScriptEnabled,
  }) => {
    await signIn(page, FIRST)
    const sections = sidebar(page)
      .getByRole('listitem')
      .filter({ has: page.locator('a[href^="#"]') })
    await expect(sections.first()).toBeVisible()
    expect(await sections.count()).toBeGreaterThan(5)
    // The first section of a loaded chapter is the active one (docs/product.md#system-design-notes).
    const introduction = sidebar(page).getByRole('link', { name: 'Introduction' })
    await expect(introduction).toHaveAttribute('aria-current', 'location')

    const target = sidebar(page).getByRole('link', { name: 'Stage 8: scale the database by sharding' })
    await expect(target).toHaveAttribute('href', '#stage-8-scale-the-database-by-sharding')
    await target.click()
    const heading = page.getByRole('heading', { level: 2, name: 'Stage 8: scale the database by sharding' })
    await expect(heading).toHaveAttribute('id', 'stage-8-scale-the-database-by-sharding')
    await expect(heading).toBeInViewport()
    await expect(page).toHaveURL(`${FIRST}#stage-8-scale-the-database-by-sharding`)
    if (javaScriptEnabled) {
      await expect(target).toHaveAttribute('aria-current', 'location')
      await expect(introduction).not.toHaveAttribute('aria-current', 'location')
    }

    // The stored HTML is rendered: tables, lists and code blocks from the Markdown.
    await expect(page.locator('.prose-notes table').first()).toBeVisible()
    await expect(page.locator('.prose-notes pre').first()).toBeAttached()
  })

  test('each section has an Ask AI link to an external chat with the documented prompt and the section text', async ({
    page,
  }) => {
    await signIn(page, RATE_LIMITER)
    const links = page.getByRole('link', { name: /^Ask AI about / })
    const sections = page.locator('article section')
    await expect(sections.first()).toBeVisible()
    await expect(links).toHaveCount(await sections.count())
    const askAi = page.getByRole('link', {
      name: 'Ask AI about Rate-limiting algorithms (opens in a new tab)',
    })
    await expect(askAi).toHaveAttribute('target', '_blank')
    await expect(askAi).toHaveAttribute('rel', /noopener/)
    const url = new URL((await askAi.getAttribute('href')) ?? '')
    expect(`${url.origin}${url.pathname}`).toBe('https://chatgpt.com/')
    const question = url.searchParams.get('q') ?? ''
    expect(question.startsWith(`${PROMPT}: Rate-limiting algorithms\n\n`)).toBe(true)
    expect(question).toContain('Token bucket')
    expect(question.length).toBeLessThan(1700)
  })

  test('an unknown or malformed chapter slug is a 404', async ({ page }) => {
    await startSession(page.context(), await createUser())
    for (const slug of ['no-such-chapter', 'Bad%20Slug!']) {
      const response = await page.goto(`/system-design/${slug}`)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    }
  })

  test('previous and next links walk through the book', async ({ page }) => {
    await signIn(page, FIRST)
    const pager = page.getByRole('navigation', { name: 'Previous and next chapter' })
    await expect(pager.getByRole('link', { name: /Previous chapter/ })).toHaveCount(0)
    await pager.getByRole('link', { name: /Next chapter.*2\. Back-of-the-envelope Estimation/ }).click()
    await expect(page).toHaveURL('/system-design/back-of-the-envelope-estimation')
    await pager.getByRole('link', { name: /Previous chapter/ }).click()
    await expect(page).toHaveURL(FIRST)
  })

  test('a reader can mark a chapter as read and unread', async ({ page }) => {
    await signIn(page, RATE_LIMITER)
    await page.getByRole('button', { name: 'Mark as read' }).click()
    await expect(page.getByText('You have read this chapter.')).toBeVisible()
    await expect(sidebar(page).getByRole('link', { name: '4. Design A Rate Limiter (read)' })).toBeVisible()
    await page.goto('/system-design')
    await expect(page.getByText('1 of 16 chapters read')).toBeVisible()
    await expect(page.getByRole('link', { name: /Design A Rate Limiter\s*9 sections · Read$/ })).toBeVisible()

    await page.goto(RATE_LIMITER)
    await page.getByRole('button', { name: 'Mark as unread' }).click()
    await expect(page.getByText('Finished this chapter?')).toBeVisible()
    await expect(
      sidebar(page).getByRole('link', { name: '4. Design A Rate Limiter', exact: true }),
    ).toBeVisible()
  })

  test('the sidebar toggle button collapses and expands it, and the cookie keeps the state', async ({
    page,
    context,
  }) => {
    await signIn(page, FIRST)
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded')
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed')
    // The collapsed rail still links every chapter, by number.
    await expect(sidebar(page).getByRole('link', { name: '2. Back-of-the-envelope Estimation' })).toHaveText(
      '2',
    )
    const cookie = (await context.cookies()).find((c) => c.name === 'ps_sidebar')
    expect(cookie?.value).toBe('collapsed')
    expect(cookie?.path).toBe('/')
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(WEEK_SECONDS - 120)
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeLessThanOrEqual(WEEK_SECONDS + 5)

    // The server reads the cookie, so the first paint is already collapsed.
    const html = await (await page.request.get(FIRST)).text()
    expect(html).toContain('data-state="collapsed"')
    await page.reload()
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed')

    await page.getByRole('button', { name: 'Expand sidebar' }).click()
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded')
    expect((await context.cookies()).find((c) => c.name === 'ps_sidebar')?.value).toBe('expanded')
  })

  // Keyboard shortcuts need JavaScript.
  test(
    'Ctrl+B and Cmd+B toggle the sidebar and remember it',
    { tag: '@needs-js' },
    async ({ page, context }) => {
      await signIn(page, FIRST)
      await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute(
        'aria-keyshortcuts',
        /Control\+B/,
      )
      await expectHydrated(page)
      await page.keyboard.press('Control+b')
      await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed')
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'ps_sidebar')?.value)
        .toBe('collapsed')
      const cookie = (await context.cookies()).find((c) => c.name === 'ps_sidebar')
      expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(WEEK_SECONDS - 120)

      await page.goto(RATE_LIMITER)
      await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed')
      await expectHydrated(page)
      await page.keyboard.press('Meta+b')
      await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded')
      await expect
        .poll(async () => (await context.cookies()).find((c) => c.name === 'ps_sidebar')?.value)
        .toBe('expanded')
    },
  )

  // Without JavaScript only the open chapter lists its sections.
  test(
    'clicking the open chapter toggles its sections; the arrow opens another chapter',
    { tag: '@needs-js' },
    async ({ page }) => {
      await signIn(page, FIRST)
      const intro = sidebar(page).getByRole('link', { name: 'Introduction' })
      await expect(intro).toBeVisible()
      await sidebar(page)
        .getByRole('link', { name: `1. ${FIRST_TITLE}` })
        .click()
      await expect(intro).toBeHidden()
      await expect(page).toHaveURL(FIRST)
      await sidebar(page)
        .getByRole('link', { name: `1. ${FIRST_TITLE}` })
        .click()
      await expect(intro).toBeVisible()

      // A section of another chapter: the chapter loads, then the section is scrolled to.
      await sidebar(page).getByRole('button', { name: 'Show the sections of Design A URL Shortener' }).click()
      await sidebar(page).getByRole('link', { name: 'Deep dive: generating short codes' }).click()
      await expect(page).toHaveURL('/system-design/design-a-url-shortener#deep-dive-generating-short-codes')
      await expect(
        page.getByRole('heading', { level: 2, name: 'Deep dive: generating short codes' }),
      ).toBeInViewport()
    },
  )

  test('the progress bar follows the reading position', async ({ page, javaScriptEnabled }) => {
    await signIn(page, FIRST)
    const bar = page.getByTestId('reading-progress')
    if (!javaScriptEnabled) {
      await expect(bar).toHaveCount(0)
      return
    }
    await expect(bar).toHaveAttribute('data-progress', '0')
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
    await expect.poll(async () => Number(await bar.getAttribute('data-progress'))).toBeGreaterThan(20)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(bar).toHaveAttribute('data-progress', '100')
  })

  test('on a 375 px screen the chapters are in a sheet', async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await signIn(page, RATE_LIMITER)
    await expect(sidebar(page)).toBeHidden()
    const sheet = page.getByTestId('notes-sheet')
    const toggle = sheet.locator('summary')
    await expect(toggle).toHaveAccessibleName('Chapters')
    await toggle.click()
    const sheetNav = sheet.getByRole('navigation', { name: 'Chapters' })
    await expect(sheetNav.getByRole('link', { name: '4. Design A Rate Limiter' })).toBeVisible()
    // The sheet is 18 rem wide (docs/product.md#system-design-notes).
    const panel = await sheetNav.locator('xpath=..').boundingBox()
    expect(panel).toMatchObject({ x: 0, width: 288 })
    const section = sheetNav.getByRole('link', { name: 'High-level design' })

    await section.click()
    const heading = page.getByRole('heading', { level: 2, name: 'High-level design' })
    await expect(heading).toBeInViewport()
    await expect(sheetNav).toBeHidden()
    await expect(page).toHaveURL(
      new RegExp(`${RATE_LIMITER}(\\?section=high-level-design)?#high-level-design$`),
    )

    // The sheet opens again, and the same control, now a close button, shuts it.
    await toggle.click()
    await expect(sheetNav).toBeVisible()
    await expect(toggle).toHaveAccessibleName('Close chapters')
    if (javaScriptEnabled) {
      await page.keyboard.press('Escape')
      await expect(sheetNav).toBeHidden()
      await page.keyboard.press('Control+b')
      await expect(sheetNav).toBeVisible()
    }
    await toggle.click()
    await expect(sheetNav).toBeHidden()

    await toggle.click()
    await sheetNav.getByRole('link', { name: '5. Design Consistent Hashing' }).click()
    await expect(page).toHaveURL('/system-design/design-consistent-hashing')
    await expect(page.getByRole('heading', { level: 1, name: 'Design Consistent Hashing' })).toBeVisible()
    await expect(sheetNav).toBeHidden()
  })

  test('the JSON endpoints answer { data } for a signed-in reader', { tag: '@http' }, async ({ context }) => {
    // The context's requests carry its session cookie.
    await startSession(context, await createUser())
    const list = await context.request.get('/api/system-design/chapters')
    expect(list.status()).toBe(200)
    const { data: chapters } = (await list.json()) as {
      data: { slug: string; title: string; position: number }[]
    }
    expect(chapters).toHaveLength(16)
    expect(chapters[0]).toEqual({
      slug: 'scale-from-zero-to-millions-of-users',
      title: FIRST_TITLE,
      position: 1,
    })

    const one = await context.request.get('/api/system-design/chapters/design-a-rate-limiter')
    expect(one.status()).toBe(200)
    const { data: chapter } = (await one.json()) as {
      data: { slug: string; title: string; sections: { slug: string; heading: string; content: string }[] }
    }
    expect(chapter).toMatchObject({
      slug: 'design-a-rate-limiter',
      title: 'Design A Rate Limiter',
      position: 4,
    })
    expect(chapter.sections.length).toBeGreaterThan(5)
    expect(chapter.sections[1]).toMatchObject({
      slug: 'clarify-the-requirements',
      heading: 'Clarify the requirements',
    })
    expect(chapter.sections[1]?.content).toContain('<table>')

    const missing = await context.request.get('/api/system-design/chapters/no-such-chapter')
    expect(missing.status()).toBe(404)
    expect(await missing.json()).toEqual({ error: 'Chapter not found' })
  })

  // axe-core needs JavaScript in the page.
  test(
    'the reader has no accessibility violations, on a phone too',
    { tag: '@needs-js' },
    async ({ page }) => {
      // Five full axe runs over long pages.
      test.slow()
      // Signed in without the form, so no sign-in toast shows.
      await signIn(page, FIRST)
      await expectNoA11yViolations(page)
      await page.goto('/system-design')
      await expectNoA11yViolations(page)
      await page.getByRole('button', { name: 'Collapse sidebar' }).click()
      await expectNoA11yViolations(page)
      await page.getByRole('button', { name: 'Expand sidebar' }).click()

      await page.setViewportSize({ width: 375, height: 740 })
      await page.goto(RATE_LIMITER)
      await expectNoA11yViolations(page)
      await page.getByTestId('notes-sheet').locator('summary').click()
      await expectNoA11yViolations(page)
    },
  )
})
