import type { APIResponse } from '@playwright/test'
import { createUser, E2E_ORIGIN, expect, startSession, test } from './support'

/**
 * Every place a visitor can choose where they are sent next, fed targets that look like paths but that
 * the browser resolves to another site. Whatever the route, the Location it answers must stay here.
 */
const HOSTILE_TARGETS = [
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  '/%252e//evil.example',
  '/./\\evil.example',
  '/.\t//evil.example',
]

function expectSameOrigin(response: APIResponse, target: string) {
  expect(response.status(), target).toBeGreaterThanOrEqual(300)
  expect(response.status(), target).toBeLessThan(400)
  const location = response.headers().location ?? ''
  expect(new URL(location, E2E_ORIGIN).origin, `${target} → ${location}`).toBe(E2E_ORIGIN)
}

test.describe('open redirects', { tag: '@http' }, () => {
  test('redirect_uri on /login and /register, while signed in', async ({ page }) => {
    const user = await createUser()
    await startSession(page.context(), user)
    for (const target of HOSTILE_TARGETS) {
      for (const path of ['/login', '/register']) {
        const response = await page.request.get(`${path}?redirect_uri=${encodeURIComponent(target)}`, {
          maxRedirects: 0,
        })
        expectSameOrigin(response, `${path} ${target}`)
      }
    }
  })

  test('the posted redirectTo after a successful sign-in', async ({ request }) => {
    const user = await createUser()
    for (const target of HOSTILE_TARGETS) {
      const response = await request.post('/login', {
        form: { email: user.email, password: user.password, redirectTo: target },
        headers: { Origin: E2E_ORIGIN },
        maxRedirects: 0,
      })
      expectSameOrigin(response, target)
    }
  })

  test('the redirectTo of the banner, sidebar, favourites, progress and feature-request forms', async ({
    page,
  }) => {
    const user = await createUser()
    await startSession(page.context(), user)
    const forms: Record<string, Record<string, string>> = {
      '/banner': {},
      '/system-design-sidebar': { state: 'collapsed' },
      '/favorites': { intent: 'add', company: 'google' },
      '/progress': { problemId: '1', status: 'solved' },
      '/feature-requests': { intent: 'create', title: '', description: 'Redirect check' },
    }
    for (const [path, fields] of Object.entries(forms)) {
      for (const target of HOSTILE_TARGETS) {
        const response = await page.request.post(path, {
          form: { ...fields, redirectTo: target },
          headers: { Origin: E2E_ORIGIN },
          maxRedirects: 0,
        })
        expectSameOrigin(response, `${path} ${target}`)
      }
    }
  })
})
