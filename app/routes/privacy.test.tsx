import { describe, expect, it } from 'vitest'
import { SUPPORT_EMAIL } from '~/domain/site'
import { contents, headings, renderStatic, textOf } from '~/components/legal/legal-markup.testing'
import Privacy from './privacy'

describe('Privacy Policy', () => {
  const html = renderStatic(<Privacy />)

  it('has one h1 and exactly eight numbered sections', () => {
    expect(headings(html, 1)).toEqual(['Privacy Policy'])
    expect(headings(html, 2)).toEqual([
      '1. Information We Collect',
      '2. How We Use Information',
      '3. Data Sharing',
      '4. Cookies',
      '5. Data Retention and Security',
      '6. Your Rights and Choices',
      '7. Children’s Privacy',
      '8. Changes and Contact',
    ])
    const ids = contents(html).map((entry) => entry.href.slice(1))
    expect(ids).toHaveLength(8)
    for (const id of ids) expect(html).toContain(`<section id="${id}"`)
  })

  it('covers what the policy is documented to hold', () => {
    const body = textOf(html)
    for (const phrase of [
      'Practice-site username',
      'Institution',
      'optional',
      'sign-in provider',
      'usage data',
      'We do not sell your data',
      'Analytics providers',
      'Hosting providers',
      'Authentication providers',
      'hashed with a memory-hard function',
      'sessions stored on our server',
      'unsubscribe link in every email',
      'Effective date: 1 June 2025',
    ]) {
      expect(body).toContain(phrase)
    }
    expect(html).toContain('href="/profile"')
    expect(html).toContain(`href="mailto:${SUPPORT_EMAIL}"`)
  })
})
