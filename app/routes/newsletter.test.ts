import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { postForm } from '../../tests/setup/route-action'
import { getEnv } from '~/server/env.server'
import { sendMailInBackground, type Mail } from '~/server/mail.server'
import { unsubscribeSignature } from '~/server/newsletter-links.server'
import { RATE_LIMITS } from '~/server/request-policy.server'
import { action } from './newsletter'
import { action as unsubscribeAction } from './newsletter-unsubscribe'

vi.mock(import('~/server/mail.server'), async (importOriginal) => ({
  ...(await importOriginal()),
  sendMailInBackground: vi.fn(() => Promise.resolve()),
}))

const sent = vi.mocked(sendMailInBackground)
beforeEach(() => sent.mockClear())

/** The mails the action asked to send, composed as the mailer would compose them. */
function mailsTo(address: string): Mail[] {
  return sent.mock.calls.map(([, compose]) => compose()).filter((mail) => mail.to === address)
}

const newIp = () => `203.0.113.${randomUUID()}`

function subscribe(email: string, clientIp: string, headers?: HeadersInit) {
  return postForm(action, 'http://localhost/newsletter', { email }, { clientIp, headers })
}

describe('POST /newsletter', () => {
  it('mails an address once a day however often it is subscribed again, and says the same each time', async () => {
    const ip = newIp()
    const email = `${randomUUID()}@example.com`
    for (let i = 0; i < 5; i++) {
      const answer = await subscribe(email, ip)
      expect(answer.status).toBe(200)
      expect(answer.body).toMatchObject({ subscribed: true })
      // Left again through the link in the mail, so the next sign-up is a new one.
      await postForm(unsubscribeAction, 'http://localhost/newsletter/unsubscribe', {
        email,
        sig: unsubscribeSignature(email),
      })
    }
    expect(mailsTo(email)).toHaveLength(1)
  })

  it('mails nothing for an address already subscribed', async () => {
    const ip = newIp()
    const email = `${randomUUID()}@example.com`
    expect((await subscribe(email, ip)).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await subscribe(email, ip)).status).toBe(409)
    expect(mailsTo(email)).toHaveLength(1)
  })

  it('stops one client signing up 40 addresses: past the limit, 429 and no mail', async () => {
    const ip = newIp()
    const limit = RATE_LIMITS.newsletter.rules[0].limit
    const addresses = Array.from({ length: 40 }, () => `${randomUUID()}@example.com`)
    const answers = []
    for (const email of addresses) answers.push(await subscribe(email, ip))
    expect(answers.slice(0, limit).every((answer) => answer.status === 200)).toBe(true)
    for (const refused of answers.slice(limit)) {
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    }
    expect(addresses.filter((email) => mailsTo(email).length > 0)).toEqual(addresses.slice(0, limit))
    // Another client is not held back by this one.
    expect((await subscribe(`${randomUUID()}@example.com`, newIp())).status).toBe(200)
  })

  it('links to the configured origin whatever Host the request names', async () => {
    const email = `${randomUUID()}@example.com`
    await postForm(
      action,
      'http://evil.example/newsletter',
      { email },
      {
        clientIp: newIp(),
        headers: { Host: 'evil.example' },
      },
    )
    const [mail] = mailsTo(email)
    expect(mail?.text).toContain(`http://localhost:${getEnv().PORT}/newsletter/unsubscribe?`)
    expect(JSON.stringify(mail)).not.toContain('evil.example')
  })
})
