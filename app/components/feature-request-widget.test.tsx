import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { BOARD_FORM_HREF, FeatureRequestWidget } from './feature-request-widget'

describe('FeatureRequestWidget on the server', () => {
  const html = renderToString(
    <MemoryRouter initialEntries={['/hacks']}>
      <FeatureRequestWidget defaultEmail="ada@example.com" />
    </MemoryRouter>,
  )

  it('is a plain link to the board form, named "Request a feature"', () => {
    expect(BOARD_FORM_HREF).toBe('/feature-requests#feature-request-board')
    expect(html).toMatch(
      /^<div class="ml-auto print:hidden"><a href="\/feature-requests#feature-request-board"/,
    )
    expect(html).toContain('<span>Request a feature</span>')
  })

  it('sends no form, panel or email: those are built in the browser on first open', () => {
    expect(html).not.toMatch(/<(form|details|summary|input|textarea)\b/)
    expect(html).not.toContain('feature-request-widget')
    expect(html).not.toContain('ada@example.com')
    expect(html.length).toBeLessThan(800)
  })
})
