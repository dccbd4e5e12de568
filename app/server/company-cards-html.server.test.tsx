import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CompanyGridItem, type SheetCompany } from '~/components/search-sheet/company-card'
import { companyCardsHtml, type CompanyCardsContext } from './company-cards-html.server'

const COMPANIES: SheetCompany[] = [
  { slug: 'google', name: 'Google', website: 'https://www.google.com', totalProblems: 2325, isDemo: false },
  { slug: 'at-t', name: `AT&T <"Labs"> 'x'`, website: null, totalProblems: 1, isDemo: true },
  { slug: 'ébay', name: 'éBay', website: 'ebay.com', totalProblems: 40, isDemo: false },
  { slug: '3m', name: '3M', website: 'not a site', totalProblems: 0, isDemo: true },
]

/** The grid's items as React draws them on a document's server render. */
function reactCards(context: CompanyCardsContext): string {
  const html = renderToString(
    <ul>
      {COMPANIES.map((company) => (
        <CompanyGridItem
          key={company.slug}
          company={company}
          favorite={context.favoriteSlugs.has(company.slug)}
          onToggleFavorite={() => {}}
          logoToken={context.logoToken}
          markDemo={context.markDemo}
        />
      ))}
    </ul>,
  )
  return /^<ul>(.*)<\/ul>$/s.exec(html)![1]!
}

describe('companyCardsHtml', () => {
  const cases: { name: string; context: CompanyCardsContext }[] = [
    {
      name: 'with logos, favourites and demo cards marked',
      context: { favoriteSlugs: new Set(['google', '3m']), logoToken: 'pk_abc&1', markDemo: true },
    },
    { name: 'with monograms only', context: { favoriteSlugs: new Set(), logoToken: null, markDemo: false } },
  ]
  for (const { name, context } of cases) {
    it(`writes the markup CompanyGridItem draws, ${name}`, () => {
      const expected = reactCards(context)
      expect(expected).toContain('<li id="company-google"')
      if (context.logoToken) expect(expected).toContain('<img src=')
      expect(companyCardsHtml(COMPANIES, context)).toBe(expected)
    })
  }

  it('writes nothing for no companies', () => {
    expect(companyCardsHtml([], { favoriteSlugs: new Set(), logoToken: null, markDemo: false })).toBe('')
  })
})
