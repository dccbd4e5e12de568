import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { confirmUnsubscribe, unsubscribeByLink, type UnsubscribeLink } from './unsubscribe-link.server'

const SIG = 'a'.repeat(43)
const LINK: UnsubscribeLink<'user'> = {
  field: 'user',
  value: z.string().min(1),
  isSigned: (user, sig) => user === 'u1' && sig === SIG,
}
const url = (query: Record<string, string>) => `http://localhost/x/unsubscribe?${new URLSearchParams(query)}`
const post = (query: Record<string, string>, body: Record<string, string>) =>
  new Request(url(query), { method: 'POST', body: new URLSearchParams(body) })

describe('confirmUnsubscribe', () => {
  it('hands the page the fields of a link we signed, and answers 400 for a forged or cut one', () => {
    expect(confirmUnsubscribe(new Request(url({ user: 'u1', sig: SIG })), LINK)).toEqual({
      state: 'confirm',
      user: 'u1',
      sig: SIG,
    })
    const refused: Record<string, string>[] = [
      { user: 'u2', sig: SIG },
      { user: 'u1' },
      { user: 'u1', sig: 'short' },
    ]
    for (const query of refused) {
      expect(confirmUnsubscribe(new Request(url(query)), LINK)).toMatchObject({ init: { status: 400 } })
    }
  })
})

describe('unsubscribeByLink', () => {
  it('turns the email off from the posted fields, or from the query on a one-click POST', async () => {
    const turnOff = vi.fn()
    const link = { user: 'u1', sig: SIG }
    expect(await unsubscribeByLink(post({}, link), LINK, turnOff)).toEqual({ state: 'done', ...link })
    expect(await unsubscribeByLink(post(link, { 'List-Unsubscribe': 'One-Click' }), LINK, turnOff)).toEqual({
      state: 'done',
      ...link,
    })
    expect(turnOff.mock.calls).toEqual([[link], [link]])
  })

  it('answers 400 and changes nothing for a link we did not sign', async () => {
    const turnOff = vi.fn()
    const forged = { user: 'u2', sig: SIG }
    expect(await unsubscribeByLink(post(forged, forged), LINK, turnOff)).toMatchObject({
      init: { status: 400 },
    })
    expect(turnOff).not.toHaveBeenCalled()
  })
})
