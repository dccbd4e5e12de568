import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { companies, favorites } from '#db/schema'
import type { FavoriteCompany } from '~/domain/favorites'
import { companySlug } from '~/domain/problem-slug'
import { getDb, writeTransaction, type Db } from './db.server'
import { preparedFor, sqlStatement } from './prepared.server'

export type FavoriteIntent = 'add' | 'remove' | 'toggle'

export interface FavoriteChange {
  company: FavoriteCompany
  /** Whether the company is a favourite after the change. */
  favorite: boolean
}

export type FavoriteOutcome =
  | { status: 'changed'; changes: FavoriteChange[]; favorites: FavoriteCompany[] }
  | { status: 'not-found'; missing: string[] }

/** The user's favourite companies in the order they were added. */
export function listFavoriteCompanies(userId: string, db: Db = getDb()): FavoriteCompany[] {
  return favoritesOf(db).all({ userId })
}

const favoritesOf = preparedFor((db) =>
  db
    .select({ slug: companies.slug, name: companies.name })
    .from(favorites)
    .innerJoin(companies, eq(companies.id, favorites.companyId))
    .where(eq(favorites.userId, sql.placeholder('userId')))
    // Rows added in the same millisecond keep their insertion order through the table's rowid.
    .orderBy(asc(favorites.createdAt), asc(sql`${favorites}.rowid`))
    .prepare(),
)

/**
 * Adds, removes or toggles favourites by company slug, all in one transaction. Unknown slugs change
 * nothing: the whole request is refused and the slugs are reported, so a stale page cannot half-apply.
 * Adding a favourite twice or removing one that is not there is not an error; the result says the same.
 */
export function changeFavorites(
  userId: string,
  intent: FavoriteIntent,
  slugs: readonly string[],
  db: Db = getDb(),
): FavoriteOutcome {
  const wanted = [...new Set(slugs.map(companySlug).filter(Boolean))]
  return writeTransaction(db, (tx) => {
    const found = wanted.length
      ? tx
          .select({ id: companies.id, slug: companies.slug, name: companies.name })
          .from(companies)
          .where(inArray(companies.slug, wanted))
          .all()
      : []
    const bySlug = new Map(found.map((company) => [company.slug, company]))
    const missing = wanted.filter((slug) => !bySlug.has(slug))
    if (missing.length > 0) return { status: 'not-found', missing }

    const current = new Set(
      tx
        .select({ companyId: favorites.companyId })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .all()
        .map((row) => row.companyId),
    )
    const changes: FavoriteChange[] = []
    for (const slug of wanted) {
      const company = bySlug.get(slug)!
      const favorite = intent === 'toggle' ? !current.has(company.id) : intent === 'add'
      if (favorite) tx.insert(favorites).values({ userId, companyId: company.id }).onConflictDoNothing().run()
      else
        tx.delete(favorites)
          .where(and(eq(favorites.userId, userId), eq(favorites.companyId, company.id)))
          .run()
      changes.push({ company: { slug: company.slug, name: company.name }, favorite })
    }
    // The same connection, so the list is read inside this transaction and sees its writes.
    return { status: 'changed', changes, favorites: listFavoriteCompanies(userId, db) }
  })
}

export interface FavoriteCompanyProblem {
  problemId: number
  titleSlug: string
  title: string
  frontendId: number | null
  difficulty: number
  /** The highest frequency (0–100) among the favourites' lists, and the company of that list. */
  frequency: number
  companyName: string
}

/**
 * What to practise next until the user has a plan of their own: problems their favourite companies ask
 * most, in any timeframe, that they have not marked (a problem to revisit is already in their reviews).
 */
export function unmarkedFavoriteProblems(
  userId: string,
  limit: number,
  db: Db = getDb(),
): FavoriteCompanyProblem[] {
  // SQLite fills the bare columns (the company's name) from the row that holds the max() of its group.
  return sqlStatement(
    db,
    `SELECT p.id AS problemId, p.title_slug AS titleSlug, p.title AS title, p.frontend_id AS frontendId,
            p.difficulty AS difficulty, max(cq.frequency) AS frequency, c.name AS companyName
     FROM favorites f
     JOIN company_questions cq ON cq.company_id = f.company_id
     JOIN companies c ON c.id = f.company_id
     JOIN problems p ON p.id = cq.problem_id
     WHERE f.user_id = ?
       AND NOT EXISTS (SELECT 1 FROM progress pr WHERE pr.user_id = f.user_id AND pr.problem_id = p.id)
     GROUP BY p.id
     ORDER BY frequency DESC, p.title
     LIMIT ?`,
  ).all(userId, limit) as FavoriteCompanyProblem[]
}
