import { fileURLToPath } from 'node:url'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { TIMEFRAMES } from '~/domain/timeframes'
import { writeTransaction, type Db, type Tx } from '~/server/db.server'
import { storeCuratedList } from '~/server/lists/curated.server'
import { prepareNotesFolder, writeNotes } from '~/server/notes/index.server'
import * as schema from '#db/schema'
import { SEED_COMPANIES } from './companies'
import { buildDemoCompanyLists, type CompanyLists } from './company-lists'
import { buildDemoDailyChallenges, utcDate } from './daily'
import { SEED_LIST, SEED_LIST_SOURCE } from './lists'
import { SEED_PROBLEMS } from './problems'

export interface SeedSummary {
  /** Seed problems now in the database (newly added or already there). */
  problems: number
  /** Demo companies written; a company that already holds imported data is left alone. */
  companies: number
  companyQuestions: number
  /** Daily challenges added; days that already had one keep it. */
  dailyChallenges: number
  /** System-design chapters written: the shipped notes, only into a database that has no notes yet. */
  chapters: number
  /** Problems on the demo's curated list. */
  listProblems: number
}

// Well under SQLite's limit of 32,766 bound parameters per statement for every table written here.
const ROWS_PER_INSERT = 500

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = []
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) result.push(rows.slice(i, i + ROWS_PER_INSERT))
  return result
}

/** True on a fresh install: nothing to show yet, so the demo data should be loaded. */
export function isDatabaseEmpty(db: Db): boolean {
  const company = db.select({ id: schema.companies.id }).from(schema.companies).limit(1).get()
  const problem = db.select({ id: schema.problems.id }).from(schema.problems).limit(1).get()
  return !company && !problem
}

/**
 * Adds the problems that are missing and returns the id of every seed problem by slug. A problem that is
 * already stored (from an import or the metadata sync) keeps its data, which is newer than the seed's.
 */
function writeProblems(tx: Tx): Map<string, number> {
  const rows = SEED_PROBLEMS.map((problem) => ({
    titleSlug: problem.titleSlug,
    frontendId: problem.frontendId,
    questionId: problem.questionId,
    title: problem.title,
    difficulty: problem.difficulty,
    isPaidOnly: problem.isPaidOnly,
    likes: problem.stats.likes,
    dislikes: problem.stats.dislikes,
    acceptedSubmissions: problem.stats.acceptedSubmissions,
    totalSubmissions: problem.stats.totalSubmissions,
    acRate: problem.stats.acRate,
    contestRating: problem.contestRating,
  }))
  for (const chunk of chunks(rows)) tx.insert(schema.problems).values(chunk).onConflictDoNothing().run()

  const stored = tx
    .select({ id: schema.problems.id, titleSlug: schema.problems.titleSlug })
    .from(schema.problems)
    .where(
      inArray(
        schema.problems.titleSlug,
        SEED_PROBLEMS.map((problem) => problem.titleSlug),
      ),
    )
    .all()
  return new Map(stored.map((row) => [row.titleSlug, row.id]))
}

/** Topics and similar questions go only to problems that have none yet, so imported ones are kept whole. */
function writeProblemDetails(tx: Tx, problemIds: ReadonlyMap<string, number>): void {
  const ids = [...problemIds.values()]
  const withTopics = new Set(
    tx
      .selectDistinct({ id: schema.problemTopics.problemId })
      .from(schema.problemTopics)
      .where(inArray(schema.problemTopics.problemId, ids))
      .all()
      .map((row) => row.id),
  )
  const withSimilar = new Set(
    tx
      .selectDistinct({ id: schema.similarQuestions.problemId })
      .from(schema.similarQuestions)
      .where(inArray(schema.similarQuestions.problemId, ids))
      .all()
      .map((row) => row.id),
  )

  const topicRows: (typeof schema.problemTopics.$inferInsert)[] = []
  const similarRows: (typeof schema.similarQuestions.$inferInsert)[] = []
  for (const problem of SEED_PROBLEMS) {
    const problemId = problemIds.get(problem.titleSlug)
    if (problemId === undefined) continue
    if (!withTopics.has(problemId)) {
      for (const topic of problem.topics) topicRows.push({ problemId, topic })
    }
    if (!withSimilar.has(problemId)) {
      problem.similar.forEach((similar, position) =>
        similarRows.push({
          problemId,
          similarSlug: similar.titleSlug,
          similarTitle: similar.title,
          difficulty: similar.difficulty,
          position,
        }),
      )
    }
  }
  for (const chunk of chunks(topicRows))
    tx.insert(schema.problemTopics).values(chunk).onConflictDoNothing().run()
  for (const chunk of chunks(similarRows)) {
    tx.insert(schema.similarQuestions).values(chunk).onConflictDoNothing().run()
  }
}

type ResolvedList = { problemId: number; frequency: number }[]

function resolveLists(lists: CompanyLists, problemIds: ReadonlyMap<string, number>) {
  return TIMEFRAMES.map((timeframe) => {
    const entries: ResolvedList = []
    for (const entry of lists[timeframe]) {
      const problemId = problemIds.get(entry.titleSlug)
      if (problemId !== undefined) entries.push({ problemId, frequency: entry.frequency })
    }
    return { timeframe, entries }
  })
}

/**
 * Writes the demo companies and replaces their lists. A company with the same slug that came from a real
 * import (isDemo false) is neither renamed nor given demo lists.
 */
function writeCompanies(tx: Tx, problemIds: ReadonlyMap<string, number>, now: Date) {
  const listsBySlug = buildDemoCompanyLists()
  let companies = 0
  let companyQuestions = 0
  // Thousands of rows: one prepared statement run per row beats building large multi-row statements.
  const insertQuestion = tx
    .insert(schema.companyQuestions)
    .values({
      companyId: sql.placeholder('companyId'),
      problemId: sql.placeholder('problemId'),
      timeframe: sql.placeholder('timeframe'),
      frequency: sql.placeholder('frequency'),
    })
    .prepare()

  for (const company of SEED_COMPANIES) {
    const lists = listsBySlug.get(company.slug)
    if (!lists) continue
    const resolved = resolveLists(lists, problemIds)
    const totalProblems = resolved.find((list) => list.timeframe === 'all')?.entries.length ?? 0
    const values = {
      name: company.name,
      website: company.website,
      totalProblems,
      dataAsOf: now,
      isDemo: true,
    }

    const written = tx
      .insert(schema.companies)
      .values({ slug: company.slug, ...values })
      .onConflictDoUpdate({
        target: schema.companies.slug,
        set: values,
        setWhere: eq(schema.companies.isDemo, true),
      })
      .returning({ id: schema.companies.id })
      .get()
    if (!written) continue
    companies++

    tx.delete(schema.companyQuestions).where(eq(schema.companyQuestions.companyId, written.id)).run()
    const rows = resolved.flatMap(({ timeframe, entries }) =>
      entries.map((entry) => ({ companyId: written.id, timeframe, ...entry })),
    )
    for (const row of rows) insertQuestion.run(row)
    companyQuestions += rows.length
  }

  return { companies, companyQuestions }
}

/** Adds the demo challenges for days that have none; an undated one is added once per problem. */
function writeDailyChallenges(tx: Tx, today: string): number {
  let added = 0
  for (const challenge of buildDemoDailyChallenges(today)) {
    const row = { type: 'DAILY' as const, ...challenge }
    if (challenge.date === null) {
      const existing = tx
        .select({ id: schema.dailyChallenges.id })
        .from(schema.dailyChallenges)
        .where(
          and(
            eq(schema.dailyChallenges.type, 'DAILY'),
            isNull(schema.dailyChallenges.date),
            eq(schema.dailyChallenges.titleSlug, challenge.titleSlug),
          ),
        )
        .get()
      if (existing) continue
    }
    added += tx.insert(schema.dailyChallenges).values(row).onConflictDoNothing().run().changes
  }
  return added
}

function writeMeta(tx: Tx, now: Date): void {
  const facts = { lastUpdated: now.toISOString(), demoData: 'true' }
  for (const [key, value] of Object.entries(facts)) {
    tx.insert(schema.dataMeta)
      .values({ key, value })
      .onConflictDoUpdate({ target: schema.dataMeta.key, set: { value } })
      .run()
  }
}

/** The demo's curated list, in its order; stored again only when it differs from what is there. */
function writeCuratedList(db: Db, problemIds: ReadonlyMap<string, number>, now: Date): number {
  const ids = SEED_LIST.problems.flatMap((slug) => problemIds.get(slug) ?? [])
  const { slug, name, description } = SEED_LIST
  // The raw connection runs inside the seed's transaction: better-sqlite3 has one connection and no await.
  storeCuratedList(db.$client, { slug, name, description, sourceName: SEED_LIST_SOURCE, problemIds: ids }, now)
  return ids.length
}

const SHIPPED_NOTES_FOLDER = fileURLToPath(new URL('./system-design', import.meta.url))

/** Notes the owner loaded with `npm run db -- notes` are theirs: the shipped ones never replace them. */
function writeShippedNotes(tx: Tx): number {
  if (tx.select({ id: schema.chapters.id }).from(schema.chapters).limit(1).get()) return 0
  return writeNotes(prepareNotesFolder(SHIPPED_NOTES_FOLDER), tx).chapters
}

/**
 * Loads the demo data set so that every screen has content before real data is imported. Runs in one
 * transaction and can be repeated: a second run leaves the same rows. Data that came from an import is
 * never overwritten.
 */
export function seedDemoData(db: Db, today: Date = new Date()): SeedSummary {
  return writeTransaction(db, (tx) => {
    const problemIds = writeProblems(tx)
    writeProblemDetails(tx, problemIds)
    const { companies, companyQuestions } = writeCompanies(tx, problemIds, today)
    const dailyChallenges = writeDailyChallenges(tx, utcDate(today))
    const chapters = writeShippedNotes(tx)
    const listProblems = writeCuratedList(db, problemIds, today)
    writeMeta(tx, today)
    return { problems: problemIds.size, companies, companyQuestions, dailyChallenges, chapters, listProblems }
  })
}
