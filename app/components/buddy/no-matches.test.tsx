import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { inviteHref, NoMatches } from './no-matches'

function render(props: { filtered: boolean; paused?: boolean }): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <NoMatches
        filtered={props.filtered}
        paused={props.paused ?? false}
        clearHref="/find-buddy"
        origin="https://prepsharp.dev"
      />
    </MemoryRouter>,
  )
}

describe('NoMatches', () => {
  it('without filters, says nobody else is looking and offers an invitation', () => {
    const html = render({ filtered: false })
    expect(html).toContain('No matches yet')
    expect(html).toContain('Nobody else has an active buddy profile right now')
    expect(html).toContain('Your profile is listed')
    expect(html).toContain(`href="${inviteHref('https://prepsharp.dev').replaceAll('&', '&amp;')}"`)
    expect(html).not.toContain('fit you best')
  })

  it('with filters, blames the filters and offers to clear them', () => {
    const html = render({ filtered: true })
    expect(html).toContain('No one matches these filters')
    expect(html).toMatch(/<a [^>]*href="\/find-buddy"[^>]*>Show everyone<\/a>/)
  })

  it('asks a paused viewer to resume, since nobody who joins can find them', () => {
    const html = render({ filtered: false, paused: true })
    expect(html).toContain('Resume your profile')
    expect(html).toMatch(/href="\/register-buddy"/)
  })
})

describe('inviteHref', () => {
  it('is a mail with the buddy form’s full address, which needs no script', () => {
    const href = inviteHref('http://localhost:3000')
    expect(href.startsWith('mailto:?subject=')).toBe(true)
    expect(decodeURIComponent(href)).toContain('http://localhost:3000/register-buddy')
  })
})
