import { describe, expect, it } from 'vitest'
import { SUPPORT_EMAIL } from '~/domain/site'
import { contents, headings, renderStatic, textOf } from '~/components/legal/legal-markup.testing'
import Terms from './terms'

describe('Terms of Service', () => {
  const html = renderStatic(<Terms />)

  it('has one h1 and the seven documented sections in order', () => {
    expect(headings(html, 1)).toEqual(['Terms of Service'])
    expect(headings(html, 2)).toEqual([
      '1. Use of the Platform',
      '2. User Accounts',
      '3. Restrictions',
      '4. Premium Access',
      '5. Termination',
      '6. Modifications',
      '7. Contact',
    ])
    expect(contents(html)).toHaveLength(7)
  })

  it('states the documented rules', () => {
    const body = textOf(html)
    for (const phrase of [
      'personal and non-commercial',
      'valid Google account',
      'Do not create multiple accounts',
      'resell',
      'reverse-engineer',
      'automation to bypass limits',
      '7-day free trial',
      'premium access',
    ]) {
      expect(body).toContain(phrase)
    }
    expect(html).toContain(`href="mailto:${SUPPORT_EMAIL}"`)
  })
})
