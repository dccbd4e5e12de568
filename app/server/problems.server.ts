import { and, asc, eq, sql } from 'drizzle-orm'
import { problems, problemTopics, progress, similarQuestions } from '#db/schema'
import { bestAskPerCompany, type CompanyAsk } from '~/domain/company-asks'
import { allForInterviewMode, forInterviewMode, type InterviewSafe } from '~/domain/interview-mode'
import { TIMEFRAMES, timeframeRecency } from '~/domain/timeframes'
import { getDb, type Db } from './db.server'
import { DataCache, preparedFor } from './prepared.server'

export type ProgressStatus = (typeof progress.$inferSelect)['status']

export interface ProblemDetail {
  id: number
  titleSlug: string
  frontendId: number | null
  title: string
  /** 1 easy, 2 medium, 3 hard. */
  difficulty: number
  isPaidOnly: boolean
  likes: number | null
  dislikes: number | null
  acceptedSubmissions: number | null
  totalSubmissions: number | null
  /** Percent, 0–100. */
  acRate: number | null
  contestRating: number | null
}

export interface AskingCompany extends CompanyAsk {
  website: string | null
}

export interface SimilarQuestion {
  titleSlug: string
  title: string
  difficulty: number | null
}

export interface ProblemInsights {
  problem: ProblemDetail
  /** In the order the source listed them. */
  topics: string[]
  /** In the order the source listed them. */
  similar: SimilarQuestion[]
  /** One entry per asking company, most frequent first (see bestAskPerCompany). */
  companies: AskingCompany[]
  /** The viewer's mark on the problem; null for no mark or no viewer. */
  status: ProgressStatus | null
}

/**
 * The insights as the viewer may see them: in interview mode without the facts it hides
 * (docs/product.md#interview-mode) — the problem's difficulty, contest rating and acceptance, its topics,
 * the similar questions' difficulties and the companies' frequencies.
 */
export type ShownInsights = InterviewSafe<Omit<ProblemInsights, 'problem' | 'similar' | 'companies'>> & {
  problem: InterviewSafe<ProblemDetail>
  similar: InterviewSafe<SimilarQuestion>[]
  companies: InterviewSafe<AskingCompany>[]
}

export function insightsForViewer(insights: ProblemInsights, interviewMode: boolean): ShownInsights {
  return {
    ...forInterviewMode(insights, interviewMode),
    problem: forInterviewMode(insights.problem, interviewMode),
    similar: allForInterviewMode(insights.similar, interviewMode),
    companies: allForInterviewMode(insights.companies, interviewMode),
  }
}

type AskRow = Pick<AskingCompany, 'slug' | 'name' | 'website' | 'timeframe' | 'frequency'>

/** A timeframe's recency as an SQL expression over cq.timeframe, from the one order in the domain. */
const TIMEFRAME_RECENCY_SQL = `CASE cq.timeframe ${TIMEFRAMES.map(
  (timeframe) => `WHEN '${timeframe}' THEN ${timeframeRecency(timeframe)}`,
).join(' ')} END`

const insightsStatements = {
  problem: preparedFor((db) =>
    db
      .select({
        id: problems.id,
        titleSlug: problems.titleSlug,
        frontendId: problems.frontendId,
        title: problems.title,
        difficulty: problems.difficulty,
        isPaidOnly: problems.isPaidOnly,
        likes: problems.likes,
        dislikes: problems.dislikes,
        acceptedSubmissions: problems.acceptedSubmissions,
        totalSubmissions: problems.totalSubmissions,
        acRate: problems.acRate,
        contestRating: problems.contestRating,
        status: progress.status,
      })
      .from(problems)
      // No user has an empty id, so for a visitor the join finds no mark.
      .leftJoin(
        progress,
        and(eq(progress.problemId, problems.id), eq(progress.userId, sql.placeholder('userId'))),
      )
      .where(eq(problems.titleSlug, sql.placeholder('titleSlug')))
      .prepare(),
  ),
  topics: preparedFor((db) =>
    db
      .select({ topic: problemTopics.topic })
      .from(problemTopics)
      .where(eq(problemTopics.problemId, sql.placeholder('problemId')))
      // Insertion order is the source's tag order; the table keeps a rowid, so it can be asked for.
      .orderBy(sql`${problemTopics}.rowid`)
      .prepare(),
  ),
  similar: preparedFor((db) =>
    db
      .select({
        titleSlug: similarQuestions.similarSlug,
        title: similarQuestions.similarTitle,
        difficulty: similarQuestions.difficulty,
      })
      .from(similarQuestions)
      .where(eq(similarQuestions.problemId, sql.placeholder('problemId')))
      .orderBy(asc(similarQuestions.position))
      .prepare(),
  ),
  // Each company's strongest ask only (see bestAskPerCompany), chosen by SQLite: a problem like Two Sum
  // is on ~500 company lists, and reading them all into JavaScript was a tenth of its page's server time.
  asks: preparedFor((db) =>
    db.$client.prepare<{ problemId: number }, AskRow>(`
      SELECT slug, name, website, timeframe, frequency FROM (
        SELECT c.slug, c.name, c.website, cq.timeframe, cq.frequency,
          ROW_NUMBER() OVER (
            PARTITION BY cq.company_id ORDER BY cq.frequency DESC, ${TIMEFRAME_RECENCY_SQL}
          ) AS strength
        FROM company_questions cq JOIN companies c ON c.id = cq.company_id
        WHERE cq.problem_id = @problemId
      ) WHERE strength = 1`),
  ),
}

type ProblemFacts = Omit<ProblemInsights, 'status'>

/** The viewer's mark on a problem: the only part of its insights that is not the same for everyone. */
const statusStatement = preparedFor((db) =>
  db
    .select({ status: progress.status })
    .from(progress)
    .where(
      and(
        eq(progress.problemId, sql.placeholder('problemId')),
        eq(progress.userId, sql.placeholder('userId')),
      ),
    )
    .prepare(),
)

/**
 * What everyone sees of a problem, kept until the data changes: Two Sum is on ~500 company lists, and
 * choosing each company's strongest ask again on every view was most of its loader's time.
 */
const problemFacts = new DataCache<ProblemFacts | null>('catalogue', 500)

/**
 * Three indexed lookups besides the problem (its topics, its similar questions, the companies that list
 * it), read inside one transaction, so they see the same snapshot even while an import replaces a
 * company's lists.
 */
function readProblemFacts(titleSlug: string, db: Db): ProblemFacts | null {
  return db.transaction(() => {
    const row = insightsStatements.problem(db).get({ titleSlug, userId: '' })
    if (!row) return null
    const { status: _none, ...problem } = row
    const topics = insightsStatements
      .topics(db)
      .all({ problemId: problem.id })
      .map((topicRow) => topicRow.topic)
    const similar = insightsStatements.similar(db).all({ problemId: problem.id })
    const askRows = insightsStatements.asks(db).all({ problemId: problem.id })
    return Object.freeze({ problem, topics, similar, companies: bestAskPerCompany(askRows) })
  })
}

/**
 * Everything the insights panel shows for one problem, or null when the slug names no stored problem:
 * the problem's facts (shared, see problemFacts) with the viewer's mark.
 */
export function getProblemInsights(
  titleSlug: string,
  userId: string | null,
  db: Db = getDb(),
): ProblemInsights | null {
  const facts = problemFacts.get(db, titleSlug, () => readProblemFacts(titleSlug, db))
  if (!facts) return null
  // No user has an empty id, so a visitor has no mark.
  const mark = userId ? statusStatement(db).get({ problemId: facts.problem.id, userId }) : undefined
  return { ...facts, status: mark?.status ?? null }
}
