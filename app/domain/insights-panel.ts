import { companyGroupsFor, isFeaturedCompany, type CompanyGroupMatch } from './company-groups'
import { SISTER_PLATFORMS } from './site'

/**
 * The panel shows up to 10 company chips, and a 'View All' dialog when there are more
 * (docs/product.md#insights).
 */
export const COMPANY_CHIP_LIMIT = 10

/**
 * The first 4 similar questions are shown; 'View All' is offered only when more than 5 exist
 * (docs/product.md#insights).
 */
export const SIMILAR_SHOWN = 4
export const SIMILAR_VIEW_ALL_ABOVE = 5

export interface Preview<T> {
  shown: T[]
  /** Whether the full list gets a 'View All N' dialog. */
  viewAll: boolean
}

export function companyChipsPreview<T>(companies: readonly T[]): Preview<T> {
  return { shown: companies.slice(0, COMPANY_CHIP_LIMIT), viewAll: companies.length > COMPANY_CHIP_LIMIT }
}

/** The address parameter that opens the 'View All N Companies' dialog: `?show=companies`. */
export const VIEW_ALL_COMPANIES = { param: 'show', value: 'companies' } as const

/**
 * What the panel says of every asking company beyond the chips it draws: the count, the company groups
 * among them and whether any is featured. With these the page can send only the first chips and fetch the
 * rest when 'View All' is opened.
 */
export interface CompanyFacts {
  total: number
  groups: CompanyGroupMatch[]
  anyFeatured: boolean
}

export function companyFactsFor(companies: readonly { slug: string }[]): CompanyFacts {
  return {
    total: companies.length,
    groups: companyGroupsFor(companies.map((company) => company.slug)),
    anyFeatured: companies.some((company) => isFeaturedCompany(company.slug)),
  }
}

/**
 * The first similar questions, and whether they get a 'View All' dialog, of `total` (when `similar` is
 * only the first ones: the page's data sends those unless the dialog is open, see VIEW_ALL_SIMILAR).
 * The rule as documented (docs/product.md#insights), taken literally: with exactly five similar questions the
 * fifth is neither shown nor offered in a dialog, because the dialog starts at six.
 */
export function similarQuestionsPreview<T>(similar: readonly T[], total = similar.length): Preview<T> {
  return { shown: similar.slice(0, SIMILAR_SHOWN), viewAll: total > SIMILAR_VIEW_ALL_ABOVE }
}

/** The address parameter that opens the 'View All N Questions' dialog: `?show=similar`. */
export const VIEW_ALL_SIMILAR = { param: 'show', value: 'similar' } as const

/**
 * A title read from a slug, for a problem the database does not know (docs/product.md#insights): 'two-sum' →
 * 'Two Sum'. A known problem is named by its stored title, which gets 'LRU Cache' right.
 */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
}

/** The premium sister platform is the first of SISTER_PLATFORMS; the unit test pins its address. */
const PRO_SITE = SISTER_PLATFORMS[0].link

/** The problem on the premium sister platform, linked as 'Code PrepSharp' when the problem is paid-only. */
export function proProblemUrl(slug: string): string {
  return `${PRO_SITE}/problems/${encodeURIComponent(slug)}`
}
