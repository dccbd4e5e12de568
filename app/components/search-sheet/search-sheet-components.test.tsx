import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CompanyLogo } from '~/components/company-logo'
import { CompanyCard, problemsLabel, type SheetCompany } from './company-card'
import { EmptyState } from './empty-state'
import { FAVORITE_REMOVE_FORM, FAVORITE_TOGGLE_FORM, FavoriteForms } from './favorite-forms'
import { FavoritesPanel } from './favorites-panel'
import { LOADING_MESSAGE_INTERVAL_MS, LOADING_MESSAGES, LoadingState } from './loading-state'
import { LoadingMoreCompanies, ShowAllCompanies } from './show-all-companies'
import { TrickBlock, trickExample } from './trick-block'
import { ALL_COMPANIES_URL, parseAllCompanies } from './use-all-companies'

function render(element: ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>)
}

/** The opening tag of the first `tag` element that carries every one of `attributes`, in any order. */
function openingTag(html: string, tag: string, attributes: string[]): string | undefined {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, 'g')) ?? []
  return tags.find((candidate) => attributes.every((attribute) => candidate.includes(attribute)))
}

const noop = () => {}
const goldman: SheetCompany = {
  slug: 'goldman-sachs',
  name: 'Goldman Sachs',
  website: 'goldmansachs.com',
  totalProblems: 120,
  isDemo: true,
}

describe('CompanyLogo', () => {
  it('shows only the monogram when no logo token is configured', () => {
    const html = render(<CompanyLogo name="Goldman Sachs" website="goldmansachs.com" logoToken={null} />)
    expect(html).toContain('data-letter="G"')
    expect(html).not.toContain('<img')
    expect(html).toContain('aria-hidden="true"')
  })

  it('draws the logo from the logo service over the monogram when a token is set', () => {
    const html = render(<CompanyLogo name="Goldman Sachs" website="goldmansachs.com" logoToken="pk_abc" />)
    expect(html).toContain('data-letter="G"')
    expect(html).toMatch(
      /<img[^>]+src="https:\/\/img\.logo\.dev\/goldmansachs\.com\?token=pk_abc&amp;size=80&amp;fallback=404"/,
    )
    expect(html).toMatch(/<img[^>]+alt=""/)
  })
})

describe('CompanyCard', () => {
  // docs/product.md#company-search
  it('links to the sheet, shows the count and labels demo data', () => {
    const html = render(
      <CompanyCard company={goldman} favorite={false} onToggleFavorite={noop} logoToken={null} markDemo />,
    )
    expect(html).toContain('href="/sheet/goldman-sachs"')
    expect(html).toContain('120 Problems')
    expect(html).toContain('Demo data')
  })

  it('leaves the demo label to the page, which says it once, unless demo and imported cards are mixed', () => {
    const html = render(
      <CompanyCard company={goldman} favorite={false} onToggleFavorite={noop} logoToken={null} />,
    )
    expect(html).toContain('120 Problems')
    expect(html).not.toContain('Demo data')
  })

  it('has a star that submits the shared toggle form with its slug, so it works without JavaScript', () => {
    const html = render(<CompanyCard company={goldman} favorite onToggleFavorite={noop} logoToken={null} />)
    const star = html.match(/<button[^>]*>/)?.[0] ?? ''
    expect(star).toContain(`form="${FAVORITE_TOGGLE_FORM}"`)
    expect(star).toContain('name="company"')
    expect(star).toContain('value="goldman-sachs"')
    expect(star).toContain('aria-pressed="true"')
    expect(star).toContain('aria-label="Favorite Goldman Sachs"')
  })

  it('writes singular and plural counts', () => {
    expect(problemsLabel(1)).toBe('1 Problem')
    expect(problemsLabel(0)).toBe('0 Problems')
    expect(problemsLabel(2325)).toBe('2325 Problems')
  })
})

describe('ShowAllCompanies', () => {
  it('is a plain GET link to every company, named with the count', () => {
    const html = render(
      <ShowAllCompanies shown={18} total={659} href="/search/sheet?all=1#company-tcs" onShowAll={noop} />,
    )
    const link = openingTag(html, 'a', ['href="/search/sheet?all=1#company-tcs"'])
    expect(link).toBeDefined()
    expect(html).toMatch(/<a[^>]*>Show all 659 companies<svg[^>]*aria-hidden="true"/)
    expect(html).toContain('The 18 companies with the most problems come first.')
  })

  it('while the rest loads, says so once to screen readers', () => {
    const html = render(<LoadingMoreCompanies />)
    expect(html).toContain('role="status"')
    expect(html).toContain('<span class="sr-only">Loading all companies</span>')
  })
})

describe('the full company list', () => {
  it('is fetched in its compact form', () => {
    expect(ALL_COMPANIES_URL).toBe('/api/all-companies?view=compact')
  })

  it('reads the compact rows into cards', () => {
    expect(
      parseAllCompanies({
        companies: [
          ['goldman-sachs', 'Goldman Sachs', 120, 'goldmansachs.com', 1],
          ['tcs', 'TCS', 3, null, 0],
        ],
      }),
    ).toEqual([goldman, { slug: 'tcs', name: 'TCS', totalProblems: 3, website: null, isDemo: false }])
  })

  it('refuses anything else', () => {
    expect(() => parseAllCompanies({ data: [] })).toThrow()
    expect(() => parseAllCompanies({ companies: [['tcs', 'TCS', -1, null, 0]] })).toThrow()
    expect(() => parseAllCompanies({ companies: [['tcs', 'TCS', 3, null]] })).toThrow()
  })
})

describe('FavoriteForms', () => {
  it('posts toggles and removals to /favorites with the page to come back to', () => {
    const html = render(
      <FavoriteForms redirectTo="/search/sheet?q=go" editRedirectTo="/search/sheet?q=go&amp;edit=1" />,
    )
    for (const id of [FAVORITE_TOGGLE_FORM, FAVORITE_REMOVE_FORM]) {
      expect(openingTag(html, 'form', [`id="${id}"`, 'method="post"', 'action="/favorites"'])).toBeDefined()
    }
    expect(html).toContain('name="intent" value="toggle"')
    expect(html).toContain('name="intent" value="remove"')
    expect(html).toContain('name="redirectTo" value="/search/sheet?q=go"')
  })
})

describe('FavoritesPanel', () => {
  const props = {
    favorites: [goldman],
    editHref: '/search/sheet?edit=1',
    doneHref: '/search/sheet',
    onEditingChange: noop,
    onRemove: noop,
    logoToken: null,
  }

  it('carries the New badge and an Edit toggle; chips link to the sheets', () => {
    const html = render(<FavoritesPanel {...props} editing={false} interactive />)
    expect(html).toContain('Your Favorites')
    expect(html).toContain('>New<')
    expect(html).toContain('title="Edit Favorites"')
    expect(html).toContain('href="/sheet/goldman-sachs"')
    expect(html).not.toContain('animate-shake')
    expect(html).not.toContain('Remove Goldman Sachs from favorites')
  })

  it('in edit mode the chips shake (not under reduced motion) and each has a remove button', () => {
    const html = render(<FavoritesPanel {...props} editing interactive />)
    expect(html).toContain('title="Done Editing"')
    expect(html).toMatch(/class="[^"]*animate-shake[^"]*motion-reduce:animate-none/)
    const remove = [
      `form="${FAVORITE_REMOVE_FORM}"`,
      'value="goldman-sachs"',
      'aria-label="Remove Goldman Sachs from favorites"',
    ]
    expect(openingTag(html, 'button', remove)).toBeDefined()
  })

  it('without JavaScript the toggle is a link that switches edit mode in the URL', () => {
    const off = render(<FavoritesPanel {...props} editing={false} interactive={false} />)
    expect(openingTag(off, 'a', ['href="/search/sheet?edit=1"', 'title="Edit Favorites"'])).toBeDefined()
    const on = render(<FavoritesPanel {...props} editing interactive={false} />)
    expect(openingTag(on, 'a', ['href="/search/sheet"', 'title="Done Editing"'])).toBeDefined()
    expect(openingTag(on, 'button', ['title="Done Editing"'])).toBeUndefined()
  })
})

describe('EmptyState', () => {
  it("says 'No results found' and names the search", () => {
    const html = render(<EmptyState query="  initech " onClear={noop} />)
    expect(html).toContain('No results found')
    expect(html).toContain('<q class="font-semibold text-ink">initech</q>')
    expect(html).toContain('Clear search')
  })
})

describe('TrickBlock', () => {
  it('swaps the practice host for this site in the add-two-numbers example', () => {
    expect(trickExample('https://prep.example.org')).toMatchObject({
      practiceUrl: 'https://leetcode.com/problems/add-two-numbers/',
      ourUrl: 'https://prep.example.org/problems/add-two-numbers/',
      host: 'prep.example.org',
    })
    const html = render(<TrickBlock origin="http://localhost:3101" interactive={false} />)
    expect(html).toContain('Short Trick for smart people like you')
    expect(html).toContain('localhost:3101')
    expect(html).toContain('select-all')
    expect(html).not.toContain('Copy link')
  })

  it('offers the copy button once JavaScript runs', () => {
    expect(render(<TrickBlock origin="http://localhost:3101" interactive />)).toContain('Copy link')
  })
})

describe('LoadingState', () => {
  it('rotates algorithm jokes every 1.5 s behind a single status for screen readers', () => {
    expect(LOADING_MESSAGE_INTERVAL_MS).toBe(1500)
    expect(LOADING_MESSAGES).toContain('Balancing the red-black tree…')
    const html = render(<LoadingState />)
    expect(html).toContain('role="status"')
    expect(html).toContain('Loading companies')
    expect(html).toContain(LOADING_MESSAGES[0])
  })
})
