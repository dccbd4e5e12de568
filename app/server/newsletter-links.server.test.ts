import { describe, expect, it } from 'vitest'
import {
  isValidUnsubscribeSignature,
  unsubscribeSignature,
  unsubscribeUrl,
  welcomeMail,
} from './newsletter-links.server'

const secret = 'a-test-secret-of-enough-length'

describe('unsubscribe signatures', () => {
  it('accept the signature made for the address, in any letter case of the address', () => {
    const sig = unsubscribeSignature('ada@example.com', secret)
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(isValidUnsubscribeSignature('ada@example.com', sig, secret)).toBe(true)
    expect(isValidUnsubscribeSignature('Ada@Example.com', sig, secret)).toBe(true)
  })

  it('refuse another address, another secret, and anything malformed', () => {
    const sig = unsubscribeSignature('ada@example.com', secret)
    expect(isValidUnsubscribeSignature('bob@example.com', sig, secret)).toBe(false)
    expect(isValidUnsubscribeSignature('ada@example.com', sig, 'another-secret-of-enough-length')).toBe(false)
    expect(isValidUnsubscribeSignature('ada@example.com', sig.slice(0, -1), secret)).toBe(false)
    expect(isValidUnsubscribeSignature('ada@example.com', '', secret)).toBe(false)
  })

  it('go into a link to /newsletter/unsubscribe', () => {
    const url = new URL(unsubscribeUrl('https://prepsharp.dev', 'ada+news@example.com', secret))
    expect(url.origin + url.pathname).toBe('https://prepsharp.dev/newsletter/unsubscribe')
    expect(url.searchParams.get('email')).toBe('ada+news@example.com')
    expect(isValidUnsubscribeSignature('ada+news@example.com', url.searchParams.get('sig')!, secret)).toBe(
      true,
    )
  })
})

describe('the welcome email', () => {
  it('carries the unsubscribe link in the text, the HTML and the List-Unsubscribe header', () => {
    const mail = welcomeMail('ada@example.com', 'http://localhost:3101')
    const link = /(http:\/\/localhost:3101\/newsletter\/unsubscribe\?\S+)/.exec(mail.text)?.[1]
    expect(link).toBeTruthy()
    const url = new URL(link!)
    expect(isValidUnsubscribeSignature('ada@example.com', url.searchParams.get('sig')!)).toBe(true)
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${link}>` })
    expect(mail.html).toContain(`href="${link!.replace(/&/g, '&amp;')}"`)
    expect(mail).toMatchObject({ to: 'ada@example.com', subject: 'Welcome to the PrepSharp newsletter' })
  })
})
