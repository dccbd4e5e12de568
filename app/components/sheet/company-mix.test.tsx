import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MarkupOnlyProvider } from '~/components/markup-only'
import type { CompanyMix } from '~/domain/company-mix'
import { COMPANY_MIX_HTML_KEY, CompanyMixPanel, CompanyMixSection } from './company-mix'
import { pairedBarsText } from './paired-bars'

const MIX: CompanyMix = {
  problems: 362,
  overAsked: [
    { label: 'Graph Theory', count: 41, a: 11.3, b: 4.4, ratio: 2.6 },
    { label: 'Concurrency', count: 20, a: 5.5, b: 0, ratio: null },
  ],
  difficulty: [
    { label: 'Easy', count: 45, a: 12.4, b: 24.7 },
    { label: 'Medium', count: 1215, a: 59.4, b: 57 },
    { label: 'Hard', count: 102, a: 28.2, b: 18.3 },
  ],
  recent: null,
}

describe('pairedBarsText', () => {
  it('names both groups and gives every row with its two figures', () => {
    expect(
      pairedBarsText(
        ['Uber', 'Other companies'],
        [
          { label: 'Easy · 45', a: 12.4, b: 24.7 },
          { label: 'Hard · 102', a: 28.2, b: 18.3 },
        ],
      ),
    ).toBe('Uber against Other companies: Easy · 45, 12.4% and 24.7%; Hard · 102, 28.2% and 18.3%.')
  })
})

describe('CompanyMixPanel', () => {
  const html = renderToStaticMarkup(<CompanyMixPanel name="Uber" mix={MIX} />)

  it('is a closed section titled for the company', () => {
    expect(html).toMatch(/^<details [^>]*><summary[^>]*>What Uber asks more than others/)
    expect(html).not.toMatch(/<details[^>]* open/)
  })

  it('gives each chart a text alternative with every figure it draws', () => {
    const titles = [...html.matchAll(/<svg viewBox="[^"]+" role="img"><title>([^<]+)<\/title>/g)].map(
      (m) => m[1],
    )
    expect(titles).toEqual([
      'Uber against Other companies: Graph Theory 2.6×, 11.3% and 4.4%; Concurrency only here, 5.5% and 0%.',
      'Uber against Other companies: Easy · 45, 12.4% and 24.7%; Medium · 1,215, 59.4% and 57%; Hard · 102, 28.2% and 18.3%.',
    ])
  })

  it('draws one bar per figure, the largest figure across the full width', () => {
    const widths = [...html.matchAll(/<rect y="\d+" width="(\d+)">/g)].map((m) => Number(m[1]))
    expect(widths).toHaveLength(10)
    expect(widths.slice(4)).toEqual([67, 133, 320, 307, 152, 99])
  })

  it('says so when there is no 30-day list to compare', () => {
    expect(html).toContain('Not enough questions from the last 30 days to compare with the last 6 months.')
  })
})

describe('CompanyMixSection', () => {
  it('draws on a document’s server render the same markup from the panel drawn beforehand as by itself', () => {
    const drawn = renderToString(<CompanyMixSection name="Uber" mix={MIX} />)
    const beforehand = renderToString(<CompanyMixPanel name="Uber" mix={MIX} />)
    const fromMarkup = renderToString(
      <MarkupOnlyProvider value={new Map([[COMPANY_MIX_HTML_KEY, beforehand]])}>
        <CompanyMixSection name="Uber" mix={MIX} />
      </MarkupOnlyProvider>,
    )
    expect(drawn).toBe(`<div>${beforehand}</div>`)
    expect(fromMarkup).toBe(drawn)
  })
})
