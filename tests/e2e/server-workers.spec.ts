import fs from 'node:fs'
import { startBuiltServer } from '../setup/built-server'
import { E2E_PORT, expect, test } from './support'

// The production server in several worker processes, as `npm start` runs it on a machine with several
// cores: it serves from every worker, shares one session secret, and stops cleanly. It needs no browser.
test.describe('the multi-process server', () => {
  test('serves from several workers and stops cleanly on SIGTERM', { tag: '@http' }, async ({ request }) => {
    const port = E2E_PORT + 50
    const { child, folder, exited, output } = startBuiltServer(E2E_PORT, port, { WEB_CONCURRENCY: '2' })
    try {
      await expect.poll(output, { timeout: 30_000 }).toContain(`(2 workers)`)
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => request.get(`http://localhost:${port}/hacks`)),
      )
      expect(answers.map((answer) => answer.status())).toEqual(Array(8).fill(200))

      // A session made by whichever worker took the sign-up is honoured by every worker: the cookie is
      // signed with the shared secret and the session lives in the shared database.
      const origin = `http://localhost:${port}`
      const signUp = await request.post(`${origin}/register`, {
        headers: { Origin: origin },
        form: {
          name: 'Worker Test',
          email: `workers-${Date.now()}@example.com`,
          password: 'a-long-password',
        },
        maxRedirects: 0,
      })
      expect(signUp.status()).toBe(302)
      const session = signUp
        .headersArray()
        .filter((header) => header.name.toLowerCase() === 'set-cookie')
        .map((header) => header.value.split(';')[0]!)
        .find((cookie) => cookie.startsWith('ps_session='))
      expect(session).toBeDefined()
      const signedIn = await Promise.all(
        Array.from({ length: 8 }, () =>
          request.get(`${origin}/profile`, { headers: { Cookie: session! }, maxRedirects: 0 }),
        ),
      )
      expect(signedIn.map((answer) => answer.status())).toEqual(Array(8).fill(200))
      // The workers wrote one secret beside the database, and no half-written draft of it was left behind.
      expect(fs.readdirSync(folder).filter((name) => name.includes('session-secret'))).toEqual([
        '.session-secret',
      ])
    } finally {
      child.kill('SIGTERM')
    }
    expect((await exited).code).toBe(0)
    fs.rmSync(folder, { recursive: true, force: true })
  })
})
