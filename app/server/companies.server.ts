import { eq, sql } from 'drizzle-orm'
import { companies } from '#db/schema'
import { compareCompanies, filterCompanies } from '~/domain/company-search'
import { companySlug } from '~/domain/problem-slug'
import { getDb, type Db } from './db.server'
import { cachedUntilWrite, preparedFor } from './prepared.server'

export type Company = typeof companies.$inferSelect

/** What a company card, the favourites panel and GET /api/all-companies need. */
export interface CompanySummary {
  id: number
  slug: string
  name: string
  website: string | null
  totalProblems: number
  isDemo: boolean
}

/**
 * Every company, the longest lists first (see compareCompanies), optionally narrowed to the names that
 * contain `search` (docs/product.md#company-search). There are a few hundred companies at most, so the whole
 * table is read and sorted and filtered here with the same functions the browser uses; SQLite's lower() only
 * folds ASCII and would disagree with the browser on names such as 'Société Générale'. The sorted table is
 * kept until the database changes (cachedUntilWrite, docs/decisions/0006-data-cache.md): every visit to the
 * company search needs it.
 */
export function listCompanies(
  options: { search?: string } = {},
  db: Db = getDb(),
): readonly CompanySummary[] {
  const all = allCompaniesSorted(db)
  return options.search ? filterCompanies(all, options.search) : all
}

const allCompaniesSorted = cachedUntilWrite((db) =>
  db
    .select({
      id: companies.id,
      slug: companies.slug,
      name: companies.name,
      website: companies.website,
      totalProblems: companies.totalProblems,
      isDemo: companies.isDemo,
    })
    .from(companies)
    .all()
    .sort(compareCompanies),
)

/**
 * The company behind a /sheet/{slug} URL. The slug is normalised the way docs/product.md#company-slugs builds
 * one (lower case, spaces to hyphens), so '/sheet/Goldman Sachs' finds 'goldman-sachs' too.
 */
export function getCompanyBySlug(slug: string, db: Db = getDb()): Company | null {
  const key = companySlug(slug)
  if (!key) return null
  return companyBySlug(db).get({ slug: key }) ?? null
}

const companyBySlug = preparedFor((db) =>
  db
    .select()
    .from(companies)
    .where(eq(companies.slug, sql.placeholder('slug')))
    .prepare(),
)
