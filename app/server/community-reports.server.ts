import { asc, eq } from 'drizzle-orm'
import { blockedReporters, communityReports, companies, problems } from '#db/schema'
import type { InterviewRound, ReportTally } from '~/domain/community-reports'
import { getCompanyBySlug } from './companies.server'
import { getDb, writeTransaction, type Db } from './db.server'
import { preparedFor, sqlStatement } from './prepared.server'

/*
 * Community interview reports (docs/product.md#community-reports): storing one, and counting them. A
 * report counts unless an admin hid it or blocked its reporter; counts are of different people, so
 * one person reporting the same problem for several months is still one person.
 */

/** The WHERE of every count: reports an admin has neither hidden nor cut off with their reporter. */
export const COUNTED_REPORT = `r.hidden_at IS NULL
  AND NOT EXISTS (SELECT 1 FROM blocked_reporters b WHERE b.user_id = r.user_id)`

export interface NewReport {
  /** The problem's slug. */
  problem: string
  /** The company's name or slug, in any case. */
  company: string
  /** YYYY-MM, already checked against the reporter's calendar. */
  month: string
  round: InterviewRound
}

export interface SavedReport {
  id: number
  problemTitle: string
  problemSlug: string
  companyName: string
  companySlug: string
  month: string
  round: InterviewRound
}

export type SubmitReportOutcome =
  | { outcome: 'saved'; report: SavedReport }
  | { outcome: 'blocked' | 'unknown-problem' | 'unknown-company' | 'duplicate' }

const problemBySlug = preparedFor((db) =>
  db.$client.prepare<[string], { id: number; title: string; titleSlug: string }>(
    'SELECT id, title, title_slug AS titleSlug FROM problems WHERE title_slug = ?',
  ),
)

/**
 * Stores a report, or says why not: the reporter is blocked, the problem or the company is not one the
 * site knows, or the same report (user, problem, company, month) exists. A problem need not be on the
 * company's lists: that is how news reaches the site. The unique index settles a double post.
 */
export function submitReport(
  userId: string,
  input: NewReport,
  db: Db = getDb(),
  now = new Date(),
): SubmitReportOutcome {
  return writeTransaction(db, (tx) => {
    const blocked = tx
      .select({ userId: blockedReporters.userId })
      .from(blockedReporters)
      .where(eq(blockedReporters.userId, userId))
      .get()
    if (blocked) return { outcome: 'blocked' as const }
    const problem = problemBySlug(db).get(input.problem)
    if (!problem) return { outcome: 'unknown-problem' as const }
    const company = getCompanyBySlug(input.company, db)
    if (!company) return { outcome: 'unknown-company' as const }
    const [row] = tx
      .insert(communityReports)
      .values({
        userId,
        problemId: problem.id,
        companyId: company.id,
        month: input.month,
        round: input.round,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: communityReports.id })
      .all()
    if (!row) return { outcome: 'duplicate' as const }
    return {
      outcome: 'saved' as const,
      report: {
        id: row.id,
        problemTitle: problem.title,
        problemSlug: problem.titleSlug,
        companyName: company.name,
        companySlug: company.slug,
        month: input.month,
        round: input.round,
      },
    }
  })
}

export interface CompanyReportTally extends ReportTally {
  companySlug: string
  companyName: string
}

/** What was reported about one problem, company by company: most people first, then the latest. */
export function problemReportTallies(problemId: number, db: Db = getDb()): CompanyReportTally[] {
  return sqlStatement(
    db,
    `SELECT c.slug AS companySlug, c.name AS companyName,
       count(DISTINCT r.user_id) AS people, max(r.month) AS latestMonth
     FROM community_reports r JOIN companies c ON c.id = r.company_id
     WHERE r.problem_id = ? AND ${COUNTED_REPORT}
     GROUP BY r.company_id
     ORDER BY people DESC, latestMonth DESC, c.name`,
  ).all(problemId) as CompanyReportTally[]
}

/** The tallies of some problems at one company, for a page of sheet rows; problems without reports are absent. */
export function reportTallies(
  companyId: number,
  problemIds: readonly number[],
  db: Db = getDb(),
): Record<number, ReportTally> {
  if (problemIds.length === 0) return {}
  const rows = sqlStatement(
    db,
    `SELECT r.problem_id AS problemId, count(DISTINCT r.user_id) AS people, max(r.month) AS latestMonth
     FROM community_reports r
     WHERE r.company_id = ? AND r.problem_id IN (SELECT value FROM json_each(?)) AND ${COUNTED_REPORT}
     GROUP BY r.problem_id`,
  ).all(companyId, JSON.stringify(problemIds)) as ({ problemId: number } & ReportTally)[]
  return Object.fromEntries(rows.map(({ problemId, ...tally }) => [problemId, tally]))
}

/** How many different problems a company's reports name from `sinceMonth` (YYYY-MM) on. */
export function reportedProblemCount(companyId: number, sinceMonth: string, db: Db = getDb()): number {
  return sqlStatement(
    db,
    `SELECT count(DISTINCT r.problem_id) FROM community_reports r
     WHERE r.company_id = ? AND r.month >= ? AND ${COUNTED_REPORT}`,
  )
    .pluck()
    .get(companyId, sinceMonth) as number
}

/** A user's own reports for their data download: every one, hidden or not, oldest first. */
export function exportCommunityReports(userId: string, db: Db = getDb()) {
  return db
    .select({
      problem: problems.titleSlug,
      title: problems.title,
      company: companies.slug,
      month: communityReports.month,
      round: communityReports.round,
      createdAt: communityReports.createdAt,
    })
    .from(communityReports)
    .innerJoin(problems, eq(problems.id, communityReports.problemId))
    .innerJoin(companies, eq(companies.id, communityReports.companyId))
    .where(eq(communityReports.userId, userId))
    .orderBy(asc(communityReports.createdAt), asc(communityReports.id))
    .all()
    .map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}
