import { createUser, E2E_ORIGIN, expect, startSession, test, uniqueEmail } from './support'

test.describe('security', () => {
  test('every open-redirect attempt through redirect_uri lands on /', async ({ page, context }) => {
    // Five sign-ins through the form; one browser for all of them, signed out before each.
    test.slow()
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
    ]) {
      await test.step(`redirect_uri=${target}`, async () => {
        await context.clearCookies()
        const user = await createUser()
        await page.goto(`/login?redirect_uri=${encodeURIComponent(target)}`)
        await page.getByLabel('Email', { exact: true }).fill(user.email)
        await page.getByLabel('Password').fill(user.password)
        await page.getByRole('button', { name: 'Login', exact: true }).click()
        await expect(page, target).toHaveURL(`${E2E_ORIGIN}/`)
      })
    }
  })

  test('a POST with a foreign Origin is refused', { tag: '@http' }, async ({ request }) => {
    const response = await request.post('/newsletter', {
      headers: { Origin: 'https://evil.example' },
      form: { email: uniqueEmail('csrf') },
    })
    expect(response.status()).toBe(403)
  })

  test('the session cookie is HttpOnly and SameSite=Lax, and a malformed one means signed out', async ({
    page,
    context,
  }) => {
    const user = await createUser()
    await page.goto('/login')
    await page.getByLabel('Email', { exact: true }).fill(user.email)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(page).toHaveURL('/')
    const session = (await context.cookies()).find((c) => c.name === 'ps_session')
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })

    await context.clearCookies()
    await context.addCookies([{ name: 'ps_session', value: '%E0%A4%A.forged', url: E2E_ORIGIN }])
    const response = await page.goto('/profile')
    expect(response?.status()).toBe(401)
    await expect(page.getByRole('heading', { name: 'Login to continue' })).toBeVisible()
  })

  test('the sixth wrong password in a minute is rate limited', { tag: '@http' }, async ({ request }) => {
    const user = await createUser()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await request.post('/login', {
        form: { email: user.email, password: `wrong-password-${i}` },
        headers: { Origin: E2E_ORIGIN },
      })
      statuses.push(response.status())
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    // Even the right password waits until the minute is over.
    const right = await request.post('/login', {
      form: { email: user.email, password: user.password },
      maxRedirects: 0,
    })
    expect(right.status()).toBe(429)
    expect(await right.text()).toContain('Too many attempts')
  })

  test('an oversized body is refused with 413', { tag: '@http' }, async ({ request }) => {
    const response = await request.post('/feature-requests', {
      form: { intent: 'create', description: 'x'.repeat(1_100_000) },
    })
    expect(response.status()).toBe(413)
  })

  test(
    'pages carry a nonce-based Content-Security-Policy and the usual security headers',
    { tag: '@http' },
    async ({ page }) => {
      const response = await page.goto('/hacks')
      const headers = response!.headers()
      const csp = headers['content-security-policy']!
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
      expect(nonce).toBeTruthy()
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('unsafe-eval')
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['x-powered-by']).toBeUndefined()
      const html = await response!.text()
      const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []
      for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`)
    },
  )

  test(
    'the scripts a page sends are added after its first paint, within the policy, and hydrate it',
    { tag: '@needs-js' },
    async ({ page }) => {
      // @needs-js: without JavaScript nothing adds the scripts, which is the point of the no-js project.
      const violations: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') violations.push(message.text())
      })
      const modules: string[] = []
      page.on('requestfinished', (request) => {
        if (/\/assets\/.+\.js$/.test(request.url())) modules.push(request.url())
      })
      const response = await page.goto('/problems/two-sum')
      const html = await response!.text()
      // The document itself preloads no module and runs no module script (docs/decisions/0039).
      expect(html).not.toContain('<link rel="modulepreload"')
      expect(html).not.toMatch(/<script[^>]*type="module"/)
      // Once added, the modules load and React takes over the page: the feature pill is a <summary> only
      // after hydration.
      await expect(page.locator('summary').filter({ hasText: 'Request a feature' })).toBeVisible()
      expect(modules.length).toBeGreaterThan(1)
      expect(violations.filter((text) => /Content Security Policy|Refused to/.test(text))).toEqual([])
    },
  )

  test('logging out by GET changes nothing', async ({ page }) => {
    await startSession(page.context(), await createUser({ name: 'Still Here' }))
    await page.goto('/logout')
    await expect(page).toHaveURL('/profile')
    await expect(page.getByText('Still Here', { exact: true })).toBeVisible()
  })
})
