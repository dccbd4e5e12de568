import { randomUUID } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { postForm } from '../../tests/setup/route-action'
import { users } from '#db/schema'
import { getDb } from '~/server/db.server'
import { getEnv } from '~/server/env.server'
import { sendMailInBackground } from '~/server/mail.server'
import { action } from './forgot-password'

vi.mock(import('~/server/mail.server'), async (importOriginal) => ({
  ...(await importOriginal()),
  sendMailInBackground: vi.fn(() => Promise.resolve()),
}))

describe('POST /forgot-password', () => {
  it('links the reset email to the configured origin, never to the Host the request names', async () => {
    const email = `${randomUUID()}@example.com`
    getDb().insert(users).values({ id: randomUUID(), name: 'Ada', email }).run()

    const answer = await postForm(
      action,
      'http://evil.example/forgot-password',
      { email },
      {
        headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
      },
    )
    expect(answer.status).toBe(302)

    const [call] = vi.mocked(sendMailInBackground).mock.calls
    const mail = call![1]()
    expect(mail.to).toBe(email)
    const link = /\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0]
    expect(new URL(link!).origin).toBe(`http://localhost:${getEnv().PORT}`)
    expect(JSON.stringify(mail)).not.toContain('evil.example')
  })
})
