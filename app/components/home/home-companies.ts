import { homeProblemsLabel } from '~/domain/home-figures'
import { companySlug } from '~/domain/problem-slug'

/** The tokens a monogram may be drawn in; each keeps white text above 4.5:1 contrast. */
export type MonogramTone =
  'brand' | 'brandDeep' | 'brandDark' | 'accent' | 'easy' | 'medium' | 'hard' | 'ink' | 'slate'

export interface HomeCompany {
  name: string
  /** The company's own site: what the logo service will look the logo up by. */
  url: string
  /** Shown rounded down to a ten, as 'N+ Problems' (docs/product.md#home). */
  totalProblems: number
  tone: MonogramTone
}

/**
 * The company-sheet cards of the home page, in their order, with the documented counts
 * (docs/product.md#home). The counts are only what a database with no data yet shows: see homeCompanies.
 */
export const HOME_COMPANIES: readonly HomeCompany[] = [
  { name: 'Google', url: 'https://google.com', totalProblems: 270, tone: 'brand' },
  { name: 'Meta', url: 'https://meta.com', totalProblems: 210, tone: 'brandDark' },
  { name: 'Amazon', url: 'https://amazon.com', totalProblems: 190, tone: 'medium' },
  { name: 'Microsoft', url: 'https://microsoft.com', totalProblems: 190, tone: 'easy' },
  { name: 'Bloomberg', url: 'https://bloomberg.com', totalProblems: 190, tone: 'ink' },
  { name: 'TikTok', url: 'https://tiktok.com', totalProblems: 180, tone: 'accent' },
  { name: 'Uber', url: 'https://uber.com', totalProblems: 170, tone: 'slate' },
  { name: 'Apple', url: 'https://apple.com', totalProblems: 170, tone: 'brandDeep' },
  { name: 'Oracle', url: 'https://oracle.com', totalProblems: 160, tone: 'hard' },
]

export const HOME_COMPANY_SLUGS: readonly string[] = HOME_COMPANIES.map((company) =>
  companySlug(company.name),
)

/**
 * The cards with the database's counts (see storedTotals): every documented company the database holds,
 * with its stored count; the documented list as it is when the database holds none of them.
 */
export function homeCompanies(totals: Readonly<Record<string, number>> | null): HomeCompany[] {
  if (!totals) return [...HOME_COMPANIES]
  return HOME_COMPANIES.flatMap((company) => {
    const total = totals[companySlug(company.name)]
    return total === undefined ? [] : [{ ...company, totalProblems: total }]
  })
}

export function sheetPath(company: Pick<HomeCompany, 'name'>): string {
  return `/sheet/${companySlug(company.name)}`
}

export function problemCountLabel(company: Pick<HomeCompany, 'totalProblems'>): string {
  return homeProblemsLabel(company.totalProblems)
}
