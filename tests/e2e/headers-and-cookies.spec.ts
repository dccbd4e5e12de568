import { startBuiltServer } from '../setup/built-server'
import { sendRaw, type RawAnswer } from '../setup/raw-http'
import {
  createUser,
  E2E_ORIGIN,
  E2E_PORT,
  expect,
  openE2eDb,
  sessionCookieHeader,
  test,
  uniqueEmail,
} from './support'

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
]

function expectSecurityHeaders(answer: RawAnswer, what: string) {
  expect(answer.status, what).toBe(200)
  for (const name of SECURITY_HEADERS) expect(answer.headers[name], `${name} on ${what}`).toBeTruthy()
  expect(answer.headers['x-content-type-options'], what).toBe('nosniff')
  expect(answer.headers['content-security-policy'], what).toContain("frame-ancestors 'none'")
}

/** A script of the build that the pages load from /assets. */
async function assetPath(origin = E2E_ORIGIN): Promise<string> {
  const page = await sendRaw(origin, 'GET', '/hacks')
  const asset = /\/assets\/[\w.-]+\.js/.exec(page.body)?.[0]
  expect(asset, 'the page loads a script from /assets').toBeTruthy()
  return asset!
}

test.describe('headers', { tag: '@http' }, () => {
  test('static files carry the security headers too: /assets and the public files', async () => {
    expectSecurityHeaders(await sendRaw(E2E_ORIGIN, 'GET', await assetPath()), 'a script in /assets')
    expectSecurityHeaders(await sendRaw(E2E_ORIGIN, 'GET', '/favicon.svg'), '/favicon.svg')
  })

  test('every answer to a signed-in user is private and never stored, downloads included', async () => {
    const user = await createUser()
    const cookie = { Cookie: await sessionCookieHeader(user) }
    const company = (() => {
      const db = openE2eDb()
      try {
        return db.prepare('select slug from companies order by id limit 1').pluck().get() as string
      } finally {
        db.close()
      }
    })()
    for (const target of [
      '/',
      '/hacks',
      '/profile',
      '/analyze',
      '/profile.data',
      '/profile/data.json',
      `/sheet/${company}/export.csv`,
    ]) {
      const answer = await sendRaw(E2E_ORIGIN, 'GET', target, { headers: cookie })
      expect(answer.status, target).toBe(200)
      expect(answer.headers['cache-control'], target).toBe('private, no-store')
    }
    // The pages of a signed-in user show their email; that is what makes them personal.
    const profile = await sendRaw(E2E_ORIGIN, 'GET', '/profile', { headers: cookie })
    expect(profile.body).toContain(user.email)
  })

  test('public answers keep their caching: pages for visitors, and what is the same for everyone', async () => {
    expect((await sendRaw(E2E_ORIGIN, 'GET', '/hacks')).headers['cache-control']).toBeUndefined()
    const cookie = { Cookie: await sessionCookieHeader(await createUser()) }
    const avatar = await sendRaw(E2E_ORIGIN, 'GET', '/avatar/ada', { headers: cookie })
    expect(avatar.headers['cache-control']).toMatch(/^public, max-age=\d+/)
  })
})

test.describe('Origin of another scheme', { tag: '@http' }, () => {
  const otherScheme = E2E_ORIGIN.replace(/^http:/, 'https:')

  test('a sign-out posted from https://{this host} is refused, and the session lives on', async () => {
    const cookie = await sessionCookieHeader(await createUser())
    const form = { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie }
    const refused = await sendRaw(E2E_ORIGIN, 'POST', '/logout', {
      headers: { ...form, Origin: otherScheme },
      body: '',
    })
    expect(refused.status).toBe(403)
    expect((await sendRaw(E2E_ORIGIN, 'GET', '/profile', { headers: { Cookie: cookie } })).status).toBe(200)

    const own = await sendRaw(E2E_ORIGIN, 'POST', '/logout', {
      headers: { ...form, Origin: E2E_ORIGIN },
      body: '',
    })
    expect(own.status).toBe(302)
    expect((await sendRaw(E2E_ORIGIN, 'GET', '/profile', { headers: { Cookie: cookie } })).status).toBe(401)
  })

  test('every other form refuses it as well', async () => {
    const form = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: otherScheme }
    for (const [target, body] of [
      ['/newsletter', `email=${encodeURIComponent(uniqueEmail('scheme'))}`],
      ['/feature-requests', 'intent=create&description=From+another+scheme'],
      ['/login', `email=${encodeURIComponent(uniqueEmail('scheme'))}&password=password123`],
      ['/banner', 'redirectTo=%2F'],
    ]) {
      expect((await sendRaw(E2E_ORIGIN, 'POST', target!, { headers: form, body })).status, target).toBe(403)
    }
  })
})

test.describe('in production', { tag: '@http' }, () => {
  test('the banner cookie is Secure, and behind a TLS proxy the plain-http Origin is refused', async () => {
    const port = E2E_PORT + 70
    const origin = `http://localhost:${port}`
    const server = startBuiltServer(E2E_PORT, port, {
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      TRUST_PROXY: 'true',
      SESSION_SECRET: 'production-test-secret-0123456789',
    })
    const output = server.output
    try {
      await expect.poll(output, { timeout: 30_000 }).toContain('listening')
      // A proxy that ends TLS says so in X-Forwarded-Proto; the site is then https://localhost:{port}.
      const viaTls = { 'X-Forwarded-Proto': 'https', 'Content-Type': 'application/x-www-form-urlencoded' }
      const dismissed = await sendRaw(origin, 'POST', '/banner', {
        headers: { ...viaTls, Origin: `https://localhost:${port}` },
        body: 'redirectTo=%2Fhacks',
      })
      expect(dismissed.status, output()).toBe(302)
      const banner = ([] as string[])
        .concat(dismissed.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('ps_banner='))
      expect(banner).toMatch(/; Secure(;|$)/i)

      const plain = await sendRaw(origin, 'POST', '/banner', {
        headers: { ...viaTls, Origin: origin },
        body: 'redirectTo=%2Fhacks',
      })
      expect(plain.status).toBe(403)

      const asset = await sendRaw(origin, 'GET', await assetPath(origin))
      expectSecurityHeaders(asset, 'a script in /assets, in production')
      expect(asset.headers['strict-transport-security']).toContain('max-age=')
    } finally {
      server.cleanUp()
    }
  })
})
