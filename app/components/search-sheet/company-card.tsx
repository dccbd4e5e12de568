import { memo, type ComponentProps } from 'react'
import { CompanyLogo } from '~/components/company-logo'
import { companyAnchor, type FavoriteCompany } from '~/domain/favorites'
import { FavoriteStar } from './favorite-forms'
import './company-card.css'

/** A company as the search page shows it. */
export interface SheetCompany {
  slug: string
  name: string
  website: string | null
  totalProblems: number
  /** Illustrative lists from the demo seed, not imported data. */
  isDemo: boolean
}

/**
 * Where the search page's loader leaves a document's cards written as HTML (app/server/company-cards-html.server.ts,
 * docs/decisions/0036): the server render takes the grid's items from it, and the browser hydrates them
 * with CompanyGridItem.
 */
export const COMPANY_CARDS_HTML_KEY = 'search-sheet/cards-html'

export function sheetHref(company: Pick<SheetCompany, 'slug'>): string {
  return `/sheet/${encodeURIComponent(company.slug)}`
}

/** '{totalProblems} Problems', and '1 Problem' for a single one (docs/product.md#number-formats). */
export function problemsLabel(totalProblems: number): string {
  return totalProblems === 1 ? '1 Problem' : `${totalProblems} Problems`
}

/**
 * A company in the grid: the whole card is its sheet link (the name's link is stretched over it), and the
 * star sits above that link so that starring never navigates. The link is a plain <a>: the grid turns its
 * clicks into client-side navigations (useDelegatedNavigation).
 */
export const CompanyCard = memo(function CompanyCard({
  company,
  favorite,
  onToggleFavorite,
  logoToken,
  markDemo = false,
}: {
  company: SheetCompany
  favorite: boolean
  onToggleFavorite: (company: FavoriteCompany) => void
  logoToken: string | null
  /**
   * Whether a demo company's card says so. The page names demo data once; cards only need to when demo and
   * imported lists sit side by side.
   */
  markDemo?: boolean
}) {
  return (
    <article className="company-card">
      <CompanyLogo name={company.name} website={company.website} logoToken={logoToken} />
      <div className="company-card-body">
        <h3 className="company-card-name">
          <a href={sheetHref(company)} className="company-card-link">
            {company.name}
          </a>
        </h3>
        <p className="company-card-meta">
          <span>{problemsLabel(company.totalProblems)}</span>
          {markDemo && company.isDemo ? <span className="company-card-demo">Demo data</span> : null}
        </p>
      </div>
      <FavoriteStar company={company} favorite={favorite} onToggle={onToggleFavorite} />
    </article>
  )
})

/**
 * A card in the grid's list. The grid renders only the companies it shows, keyed by slug; the item and its
 * card are memoised, so a keystroke mounts the cards that start to match and unmounts the ones that stop,
 * and re-renders none of the others.
 */
export const CompanyGridItem = memo(function CompanyGridItem(card: ComponentProps<typeof CompanyCard>) {
  return (
    <li id={companyAnchor(card.company.slug)} className="scroll-mt-24">
      <CompanyCard {...card} />
    </li>
  )
})
