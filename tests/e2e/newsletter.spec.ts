import { expect, test, uniqueEmail } from './support'

test.describe('newsletter', () => {
  test('subscribes, then refuses the same address, then refuses a malformed one', async ({
    page,
    javaScriptEnabled,
  }) => {
    const email = uniqueEmail('news')
    await page.goto('/hacks')
    const footer = page.getByRole('contentinfo')
    const input = footer.getByLabel('Get new sheets and notes in your inbox')

    await input.fill(email)
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Subscribed successfully! 🎉').first()).toBeVisible()
    await expect(page.getByText('Thank you for subscribing.').first()).toBeVisible()

    await page.goto('/hacks')
    await page.getByRole('contentinfo').getByLabel('Get new sheets and notes in your inbox').fill(email)
    await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Email already subscribed').first()).toBeVisible()
    if (!javaScriptEnabled) await expect(page).toHaveURL('/newsletter')

    await page.goto('/newsletter')
    const pageForm = page.getByRole('main')
    // The browser's own email check is bypassed so the server's answer is what is tested.
    await pageForm.locator('form').evaluate((form) => form.setAttribute('novalidate', ''))
    await pageForm.getByLabel('Get new sheets and notes in your inbox').fill('not-an-email')
    await pageForm.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Invalid email format').first()).toBeVisible()
  })

  test('a malformed address gets a 400 from the server', { tag: '@http' }, async ({ request }) => {
    const response = await request.post('/newsletter', { form: { email: 'nope' } })
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain('Invalid email format')
  })
})
