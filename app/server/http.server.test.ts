import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { listen, type RawServer } from '../../tests/setup/raw-http'
import {
  contentSecurityPolicy,
  cspNonce,
  enforceBodyLimit,
  MAX_BODY_BYTES,
  newNonce,
  rejectCrossSitePosts,
  securityHeaders,
} from './http.server'

let server: RawServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** The app's Origin check in front of a handler that accepts everything, as server/app.ts has it. */
async function originChecked({ trustProxy }: { trustProxy: boolean }) {
  const app = express()
  app.set('trust proxy', trustProxy)
  app.use(rejectCrossSitePosts)
  app.post('/logout', (_req, res) => res.status(302).set('Location', '/').end())
  server = await listen(app)
  return server
}

describe('rejectCrossSitePosts', () => {
  it("refuses a POST from the site's host by https when the site is served over http", async () => {
    const { send, host } = await originChecked({ trustProxy: false })
    expect((await send('POST', '/logout', { headers: { Origin: `https://${host}` } })).status).toBe(403)
    expect((await send('POST', '/logout', { headers: { Origin: `http://${host}` } })).status).toBe(302)
  })

  it('takes the scheme from X-Forwarded-Proto behind a trusted proxy, and refuses the plain-http origin', async () => {
    const { send, host } = await originChecked({ trustProxy: true })
    const viaTls = (origin: string) =>
      send('POST', '/logout', { headers: { Origin: origin, 'X-Forwarded-Proto': 'https' } })
    expect((await viaTls(`https://${host}`)).status).toBe(302)
    expect((await viaTls(`http://${host}`)).status).toBe(403)
  })

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const { send, host } = await originChecked({ trustProxy: false })
    const answer = await send('POST', '/logout', {
      headers: { Origin: `https://${host}`, 'X-Forwarded-Proto': 'https' },
    })
    expect(answer.status).toBe(403)
  })
})

describe('enforceBodyLimit', () => {
  it('refuses a body over the limit with 413, but on the path of a route that bounds its own body', async () => {
    const app = express()
    app.use(enforceBodyLimit)
    // Answers without reading the body, as the import route does with one over its own limit.
    app.use((_req, res) => res.status(204).end())
    server = await listen(app)
    const body = Buffer.alloc(MAX_BODY_BYTES + 1, 120)
    expect((await server.send('POST', '/feature-requests', { body })).status).toBe(413)
    for (const path of ['/profile/import', '/profile/import.data', '/Profile/Import/'])
      expect((await server.send('POST', path, { body })).status, path).toBe(204)
  })
})

describe('nonces', () => {
  it('are 16 bytes in base64, never the same twice, past the end of a pool of random bytes', () => {
    const nonces = Array.from({ length: 1000 }, newNonce)
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    }
    expect(new Set(nonces).size).toBe(nonces.length)
  })

  it('go into the Content-Security-Policy header, the rest of the policy as contentSecurityPolicy spells it', async () => {
    const origins = ['https://github.com']
    const app = express()
    app.use(cspNonce, securityHeaders({ production: false, formActionOrigins: origins }))
    app.get('/', (_req, res) => res.type('text/plain').send(String(res.locals.cspNonce)))
    server = await listen(app)
    const answers = [await server.send('GET', '/'), await server.send('GET', '/')]
    const nonces = answers.map((answer) => answer.body)
    expect(nonces[0]).not.toBe(nonces[1])
    answers.forEach((answer, index) =>
      expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy(nonces[index]!, origins)),
    )
  })
})
