import { describe, expect, it } from 'vitest'
import { LegalPage } from './legal-page'
import { contents, headings, renderStatic, textOf } from './legal-markup.testing'

describe('LegalPage', () => {
  const html = renderStatic(
    <LegalPage
      title="Example"
      intro={<p>Intro</p>}
      sections={[
        { id: 'first', title: 'First', content: <p>One</p> },
        { id: 'second', title: 'Second', content: <p>Two</p> },
      ]}
      related={{ to: '/terms', label: 'Terms of Service' }}
    />,
  )

  it('numbers the sections and links each contents entry to its section', () => {
    expect(headings(html, 2)).toEqual(['1. First', '2. Second'])
    expect(contents(html)).toEqual([
      { href: '#first', label: '1. First' },
      { href: '#second', label: '2. Second' },
    ])
    expect(html).toMatch(/<section id="first" aria-labelledby="first-heading"/)
    expect(html).toMatch(/<h2 id="first-heading"/)
  })

  it('states the effective date in words and in machine-readable form', () => {
    expect(textOf(html)).toContain('Effective date: 1 June 2025')
    expect(html).toContain('<time dateTime="2025-06-01">1 June 2025</time>')
  })
})
