import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { oauthErrorMessage } from './oauth-errors'

describe('oauthErrorMessage', () => {
  it('gives known codes their own message', () => {
    expect(oauthErrorMessage('access_denied', 'github')).toBe(
      'Login failed: you did not allow GitHub to sign you in.',
    )
    expect(oauthErrorMessage('temporarily_unavailable', 'google')).toBe(
      'Login failed: Google is busy right now. Please try again in a moment.',
    )
  })

  it('gives anything else, prototype names included, the generic message', () => {
    for (const code of [null, undefined, '', 'constructor', '__proto__', 'toString', 'x'.repeat(5000)]) {
      expect(oauthErrorMessage(code, 'google')).toBe(
        'Login failed: Google could not sign you in. Please try again.',
      )
    }
  })

  it('never repeats text from the URL and stays short', () => {
    fc.assert(
      fc.property(fc.string({ size: 'max', maxLength: 5000 }), (code) => {
        const message = oauthErrorMessage(code, 'github')
        expect(message.startsWith('Login failed: ')).toBe(true)
        expect(message.length).toBeLessThan(120)
        if (code.length > 30) expect(message).not.toContain(code)
      }),
    )
  })
})
