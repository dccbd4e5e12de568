import { storedTotals } from '~/domain/home-figures'
import { getDb, type Db } from './db.server'
import { DataCache, preparedFor } from './prepared.server'
import { getProblemInsights, type ProblemInsights } from './problems.server'

export interface HomeFigures {
  /** Stored problem counts by company slug; null when the database holds none of the companies asked for. */
  companyTotals: Readonly<Record<string, number>> | null
  /** The preview problem as its insights page shows it to anyone; null when the database lacks it. */
  preview: ProblemInsights | null
}

const totalsStatement = preparedFor((db) =>
  db.$client.prepare<[string], { slug: string; totalProblems: number }>(
    'SELECT slug, total_problems AS totalProblems FROM companies WHERE slug IN (SELECT value FROM json_each(?))',
  ),
)

// The home page is the busiest page there is: its figures are read once and kept until the database
// changes (docs/decisions/0006-data-cache.md). One entry per question asked, and the page asks one.
const figures = new DataCache<Readonly<HomeFigures>>('catalogue', 2)

/**
 * What the home page shows from the database: the problem counts of its company cards (one indexed query)
 * and the preview problem read the way its insights page reads it, so the two always agree.
 */
export function getHomeFigures(
  question: { companies: readonly string[]; previewProblem: string },
  db: Db = getDb(),
): Readonly<HomeFigures> {
  const key = `${question.companies.join(',')} ${question.previewProblem}`
  return figures.get(db, key, () =>
    Object.freeze({
      companyTotals: storedTotals(
        question.companies,
        totalsStatement(db).all(JSON.stringify(question.companies)),
      ),
      preview: getProblemInsights(question.previewProblem, null, db),
    }),
  )
}
