import type { Page } from '@playwright/test'
import { createUser, expect, openSignedIn, startSession, test } from './support'

/** A POST to the board, answered: the tests leave the page straight after, which would cut a fetch off. */
function boardPost(page: Page) {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith('/feature-requests') && r.request().method() === 'POST',
  )
}

/** A toast: Sonner's once scripts run; without them, the one the server drew into the page. */
function toast(page: Page, javaScriptEnabled: boolean) {
  return page.locator(javaScriptEnabled ? '[data-sonner-toast]' : '[data-toast]')
}

/** The widget's pill once the page is hydrated: the <summary> of its panel (before, it is a plain link). */
function widgetToggle(page: Page) {
  return page.locator('summary').filter({ hasText: 'Request a feature' })
}

test.describe('feature requests', () => {
  test('an empty description is refused with the documented message', async ({ page, javaScriptEnabled }) => {
    await page.goto('/feature-requests')
    const form = page.getByRole('complementary', { name: 'Suggest a feature' })
    await form.getByLabel('Title').fill('Only a title')
    await form.getByLabel('Description').fill('    ')
    await form.getByRole('button', { name: 'Submit request' }).click()
    await expect(page.getByText('Feedback cannot be empty!').first()).toBeVisible()
    if (!javaScriptEnabled) await expect(form.getByLabel('Title')).toHaveValue('Only a title')
    // Both: the field's own message and the toast the product rules name (docs/product.md#feature-requests).
    await expect(form.getByLabel('Description')).toHaveAccessibleDescription(/Feedback cannot be empty!/)
    await expect(
      toast(page, javaScriptEnabled).filter({ hasText: 'Feedback cannot be empty!' }),
    ).toBeVisible()
  })

  test(
    "the widget answers an empty description with the toast and the field's message",
    { tag: '@needs-js' },
    async ({ page }) => {
      await page.goto('/hacks')
      await widgetToggle(page).click()
      const widget = page.locator('#feature-request-widget')
      await widget.getByLabel('Title').fill('Only a title')
      await widget.getByRole('button', { name: 'Submit request' }).click()
      await expect(widget.getByLabel('Description')).toHaveAccessibleDescription(/Feedback cannot be empty!/)
      await expect(toast(page, true).filter({ hasText: 'Feedback cannot be empty!' })).toBeVisible()
    },
  )

  test('the floating widget submits a request that then shows on the board', async ({
    page,
    javaScriptEnabled,
  }) => {
    const title = `Widget idea ${Date.now()}`
    await page.goto('/hacks')
    if (javaScriptEnabled) {
      // Once hydrated the pill is a <details> panel; before, it is the link the page was sent with.
      await widgetToggle(page).click()
      const widget = page.locator('#feature-request-widget')
      await expect(widget.getByLabel('Title')).toBeFocused()
      await widget.getByLabel('Title').fill(title)
      await widget.getByLabel('Description').fill('A dark theme for late-night practice.')
      await widget.getByRole('button', { name: 'Submit request' }).click()
      await expect(page.getByText('Feature Request submitted successfully!').first()).toBeVisible()
      // The panel closes a second after the success.
      await expect(widget).toBeHidden()
    } else {
      // Without JavaScript the pill is a link to the board's form, which is in view on a phone too.
      await page.setViewportSize({ width: 375, height: 667 })
      await page.getByRole('link', { name: 'Request a feature' }).click()
      await expect(page).toHaveURL('/feature-requests#feature-request-board')
      const form = page.getByRole('complementary', { name: 'Suggest a feature' })
      await expect(form.getByText('What should we build next?')).toBeInViewport()
      await form.getByLabel('Title').fill(title)
      await form.getByLabel('Description').fill('A dark theme for late-night practice.')
      await form.getByRole('button', { name: 'Submit request' }).click()
      await expect(page).toHaveURL('/feature-requests')
    }
    await page.goto('/feature-requests')
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
  })

  // The panel, its lazily built form and its keyboard handling are what the page's script adds.
  test(
    "the widget's form is built on first open and keeps a draft while closed",
    { tag: '@needs-js' },
    async ({ page }) => {
      const user = await createUser()
      // The server sends the pill as a link and no form, not even for a signed-in user.
      await startSession(page.context(), user)
      const html = await (await page.request.get('/hacks')).text()
      expect(html).toContain('href="/feature-requests#feature-request-board"')
      expect(html).not.toContain('id="feature-request-widget"')

      await page.goto('/hacks')
      const toggle = widgetToggle(page)
      await expect(toggle).toBeVisible()
      const widget = page.locator('#feature-request-widget')
      await expect(widget).toHaveCount(0)
      await toggle.click()
      await expect(widget.getByLabel('Title')).toBeFocused()
      await expect(widget.getByLabel('Email (optional)')).toHaveValue(user.email)
      await widget.getByLabel('Title').fill('A draft')
      await widget.getByLabel('Description').fill('Half written.')

      // Closed with the pill, the draft is kept for the next open.
      await toggle.click()
      await expect(widget).toBeHidden()
      await toggle.click()
      await expect(widget.getByLabel('Title')).toHaveValue('A draft')
      await expect(widget.getByLabel('Description')).toHaveValue('Half written.')

      // Escape closes the panel and hands the focus back to the pill.
      await page.keyboard.press('Escape')
      await expect(widget).toBeHidden()
      await expect(toggle).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(widget.getByLabel('Title')).toBeFocused()
      await expect(widget.getByLabel('Title')).toHaveValue('A draft')
    },
  )

  test('a stored title with <script> renders as text', async ({ page }) => {
    const title = `<script>window.__pwned = true</script> ${Date.now()}`
    await page.goto('/feature-requests')
    const form = page.getByRole('complementary', { name: 'Suggest a feature' })
    await form.getByLabel('Title').fill(title)
    await form.getByLabel('Description').fill('<img src=x onerror="window.__pwned = true">')
    const created = boardPost(page)
    await form.getByRole('button', { name: 'Submit request' }).click()
    expect((await created).status()).toBeLessThan(400)
    await page.goto('/feature-requests')
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
    await expect(page.getByText('<img src=x onerror="window.__pwned = true">').first()).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined()
  })

  test('a signed-in user can upvote a request once', async ({ page }) => {
    const title = `Vote for me ${Date.now()}`
    await page.goto('/feature-requests')
    const form = page.getByRole('complementary', { name: 'Suggest a feature' })
    await form.getByLabel('Title').fill(title)
    await form.getByLabel('Description').fill('Please count my vote.')
    const created = boardPost(page)
    await form.getByRole('button', { name: 'Submit request' }).click()
    expect((await created).status()).toBeLessThan(400)

    await openSignedIn(page, await createUser(), '/feature-requests')
    const card = page.getByRole('listitem').filter({ hasText: title })
    // With JavaScript the vote counts at once, before the server answers.
    const saved = boardPost(page)
    await card.getByRole('button', { name: 'Vote for this (0 votes)' }).click()
    await expect(card.getByRole('button', { name: 'You voted for this (1 vote)' })).toBeDisabled()
    expect((await saved).status()).toBeLessThan(400)
    await page.reload()
    await expect(card.getByRole('button', { name: 'You voted for this (1 vote)' })).toBeDisabled()
  })

  test('/coming-soon redirects to the board', { tag: '@http' }, async ({ page }) => {
    await page.goto('/coming-soon')
    await expect(page).toHaveURL('/feature-requests')
  })
})
