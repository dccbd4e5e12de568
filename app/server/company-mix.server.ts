import { companyMix, emptyMix, type CompanyMix, type MixCounts } from '~/domain/company-mix'
import { isDifficultyCode } from '~/domain/difficulty'
import type { Timeframe } from '~/domain/timeframes'
import { getDb, type Db } from './db.server'
import { cachedUntilWrite, DataCache, sqlStatement } from './prepared.server'

/*
 * The figures behind a sheet's "What {company} asks more than others" charts (docs/product.md#what-a-company-asks-more).
 * They change only when data is imported, so they are computed once and kept until the database changes:
 * every company's counts in one value, each company's mix under its id.
 */

type DifficultyRow = { difficulty: number; n: number }
type TopicRow = { topic: string; n: number }

function mixOf(difficulties: DifficultyRow[], topics: TopicRow[]): MixCounts {
  const mix = emptyMix()
  const byDifficulty = { ...mix.byDifficulty }
  let total = 0
  for (const { difficulty, n } of difficulties) {
    if (isDifficultyCode(difficulty)) byDifficulty[difficulty] += n
    total += n
  }
  return { total, byDifficulty, byTopic: Object.fromEntries(topics.map(({ topic, n }) => [topic, n])) }
}

/** Every company's problems, each problem counted once per company that asks it, in any timeframe. */
const allCompanies = cachedUntilWrite((db: Db): MixCounts => {
  const asked = 'WITH asked AS (SELECT DISTINCT company_id, problem_id FROM company_questions)'
  const difficulties = sqlStatement(
    db,
    `${asked} SELECT p.difficulty AS difficulty, count(*) AS n
     FROM asked JOIN problems p ON p.id = asked.problem_id GROUP BY p.difficulty`,
  ).all() as DifficultyRow[]
  const topics = sqlStatement(
    db,
    `${asked} SELECT pt.topic AS topic, count(*) AS n
     FROM asked JOIN problem_topics pt ON pt.problem_id = asked.problem_id GROUP BY pt.topic`,
  ).all() as TopicRow[]
  return mixOf(difficulties, topics)
})

/** The company's distinct problems in any timeframe. */
function companyCounts(db: Db, companyId: number): MixCounts {
  const problems = '(SELECT problem_id FROM company_questions WHERE company_id = ?)'
  const difficulties = sqlStatement(
    db,
    `SELECT difficulty, count(*) AS n FROM problems WHERE id IN ${problems} GROUP BY difficulty`,
  ).all(companyId) as DifficultyRow[]
  const topics = sqlStatement(
    db,
    `SELECT topic, count(*) AS n FROM problem_topics WHERE problem_id IN ${problems} GROUP BY topic`,
  ).all(companyId) as TopicRow[]
  return mixOf(difficulties, topics)
}

/** One of the company's lists; null when it has none for that timeframe. */
function listCounts(db: Db, companyId: number, timeframe: Timeframe): MixCounts | null {
  const difficulties = sqlStatement(
    db,
    `SELECT p.difficulty AS difficulty, count(*) AS n
     FROM company_questions cq JOIN problems p ON p.id = cq.problem_id
     WHERE cq.company_id = ? AND cq.timeframe = ? GROUP BY p.difficulty`,
  ).all(companyId, timeframe) as DifficultyRow[]
  if (difficulties.length === 0) return null
  const topics = sqlStatement(
    db,
    `SELECT pt.topic AS topic, count(*) AS n
     FROM company_questions cq JOIN problem_topics pt ON pt.problem_id = cq.problem_id
     WHERE cq.company_id = ? AND cq.timeframe = ? GROUP BY pt.topic`,
  ).all(companyId, timeframe) as TopicRow[]
  return mixOf(difficulties, topics)
}

const mixes = new DataCache<Readonly<CompanyMix>>('catalogue', 200)

/** What the company asks more than the other companies, and lately more than over six months. */
export function getCompanyMix(companyId: number, db: Db = getDb()): Readonly<CompanyMix> {
  return mixes.get(db, String(companyId), () =>
    companyMix({
      all: allCompanies(db),
      company: companyCounts(db, companyId),
      thirtyDays: listCounts(db, companyId, 'thirty-days'),
      sixMonths: listCounts(db, companyId, 'six-months'),
    }),
  )
}
