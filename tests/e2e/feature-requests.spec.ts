import type { Page } from '@playwright/test'
import { createUser, expect, openSignedIn, test } from './support'

/** A POST to the board, answered: the tests leave the page straight after, which would cut a fetch off. */
function boardPost(page: Page) {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname.startsWith('/feature-requests') && r.request().method() === 'POST',
  )
}

test.describe('feature requests', () => {
  test('an empty description is refused with the SPEC message', async ({ page, javaScriptEnabled }) => {
    await page.goto('/feature-requests')
    const form = page.getByRole('complementary', { name: 'Suggest a feature' })
    await form.getByLabel('Title').fill('Only a title')
    await form.getByLabel('Description').fill('    ')
    await form.getByRole('button', { name: 'Submit request' }).click()
    await expect(page.getByText('Feedback cannot be empty!').first()).toBeVisible()
    if (!javaScriptEnabled) await expect(form.getByLabel('Title')).toHaveValue('Only a title')
  })

  test('the floating widget submits a request that then shows on the board', async ({ page }) => {
    const title = `Widget idea ${Date.now()}`
    await page.goto('/hacks')
    await page.getByText('Request a feature').click()
    const widget = page.locator('#feature-request-widget')
    await widget.getByLabel('Title').fill(title)
    await widget.getByLabel('Description').fill('A dark theme for late-night practice.')
    await widget.getByRole('button', { name: 'Submit request' }).click()
    await expect(page.getByText('Feature Request submitted successfully!').first()).toBeVisible()
    await page.goto('/feature-requests')
    await expect(page.getByRole('heading', { name: title })).toBeVisible()
  })

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
