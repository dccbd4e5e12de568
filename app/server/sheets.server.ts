import { clampPage, pageCount, pageOffset } from '~/domain/pagination'
import { difficultyByName, isDifficultyCode, type DifficultyCode } from '~/domain/difficulty'
import {
  COMMUNITY_VIEW,
  defaultTimeframe,
  SHEET_PAGE_SIZE,
  type SheetFilters,
  type SheetSort,
  type StatusFilter,
} from '~/domain/sheet-filters'
import { TIMEFRAMES, type Timeframe } from '~/domain/timeframes'
import { getDb, type Db } from './db.server'
import { addProblemFilters } from './problem-filters.server'
import type { Company } from './companies.server'
import type { ProgressStatus } from './progress.server'
import { DataCache, sqlStatement } from './prepared.server'

/*
 * The company sheet: one company's question list for a timeframe, filtered, sorted, paged and counted
 * in SQL, with the signed-in user's progress joined in.
 *
 * The statements are plain SQL on better-sqlite3, prepared once per connection: this is the hottest page
 * of the site (Google's list has 2,325 problems) and the filters only switch whole clauses on and off, so
 * a handful of statement shapes cover every request.
 */

/** Easy, medium and hard (LeetCode's codes 1–3) and their sum. */
export interface DifficultyCounts {
  1: number
  2: number
  3: number
  total: number
}

export interface TopicCount {
  topic: string
  /** Distinct problems of the company with this topic, in any timeframe. */
  problems: number
}

export interface SheetRow {
  problemId: number
  frontendId: number | null
  title: string
  titleSlug: string
  difficulty: number
  /** Percent, 0–100, or null when unknown. */
  acRate: number | null
  /** Percent, 0–100. */
  frequency: number
  isPaidOnly: boolean
  /** An All-list row the source's All list left out, there because a shorter timeframe lists the problem. */
  fromShorterTimeframe: boolean
  /** Alphabetical. */
  topics: string[]
  status: ProgressStatus | null
}

/** Everything that narrows and orders a sheet, with the company's default timeframe already resolved. */
export interface SheetQuery {
  companyId: number
  userId: string
  timeframe: Timeframe
  difficulty: DifficultyCode | null
  /** Stored topic names; a problem must have all of them. */
  topics: readonly string[]
  search: string
  sort: SheetSort
  status: StatusFilter
  /** Leave out paid-only problems. */
  hidePremium: boolean
}

// ---------------------------------------------------------------------------
// Statements
// ---------------------------------------------------------------------------

function emptyCounts(): DifficultyCounts {
  return { 1: 0, 2: 0, 3: 0, total: 0 }
}

function addCount(counts: DifficultyCounts, difficulty: number, n: number) {
  if (isDifficultyCode(difficulty)) counts[difficulty] += n
  counts.total += n
}

// ---------------------------------------------------------------------------
// What is the same for every user (a company's counts, topics and list orders), kept between requests
// ---------------------------------------------------------------------------

export interface CompanyOverview {
  /** Problems in each timeframe's list; 0 where the company has no list. */
  timeframeCounts: Record<Timeframe, number>
  /** Per timeframe, its problems by difficulty. */
  difficultyCounts: Record<Timeframe, DifficultyCounts>
  /** The company's distinct topics, most common first. */
  topics: TopicCount[]
  defaultTimeframe: Timeframe
}

const overviews = new DataCache<CompanyOverview>('catalogue', 200)

function readOverview(db: Db, companyId: number): CompanyOverview {
  const timeframeCounts = Object.fromEntries(TIMEFRAMES.map((t) => [t, 0])) as Record<Timeframe, number>
  const difficultyCounts = Object.fromEntries(TIMEFRAMES.map((t) => [t, emptyCounts()])) as Record<
    Timeframe,
    DifficultyCounts
  >
  const byTimeframe = sqlStatement(
    db,
    `SELECT cq.timeframe AS timeframe, p.difficulty AS difficulty, count(*) AS n
     FROM company_questions cq JOIN problems p ON p.id = cq.problem_id
     WHERE cq.company_id = ?
     GROUP BY cq.timeframe, p.difficulty`,
  ).all(companyId) as { timeframe: Timeframe; difficulty: number; n: number }[]
  for (const row of byTimeframe) {
    if (!(row.timeframe in timeframeCounts)) continue
    timeframeCounts[row.timeframe] += row.n
    addCount(difficultyCounts[row.timeframe], row.difficulty, row.n)
  }
  // The IN subquery counts each problem once even when several timeframes list it.
  const topics = sqlStatement(
    db,
    `SELECT pt.topic AS topic, count(*) AS problems
     FROM problem_topics pt
     WHERE pt.problem_id IN (SELECT problem_id FROM company_questions WHERE company_id = ?)
     GROUP BY pt.topic
     ORDER BY problems DESC, pt.topic`,
  ).all(companyId) as TopicCount[]
  const available = TIMEFRAMES.filter((t) => timeframeCounts[t] > 0)
  return { timeframeCounts, difficultyCounts, topics, defaultTimeframe: defaultTimeframe(available) }
}

export function getCompanyOverview(companyId: number, db: Db = getDb()): CompanyOverview {
  return overviews.get(db, String(companyId), () => readOverview(db, companyId))
}

// ---------------------------------------------------------------------------
// The rows
// ---------------------------------------------------------------------------

// At the same frequency, a row the source's All list kept comes before one added from a shorter timeframe:
// the source ranked every problem it kept above those it left out (docs/decisions/0023).
const ORDER_BY: Record<SheetSort, string> = {
  'frequency-desc': 'cq.frequency DESC, cq.from_shorter_timeframe, p.frontend_id ASC NULLS LAST, p.id',
  'frequency-asc': 'cq.frequency ASC, cq.from_shorter_timeframe DESC, p.frontend_id ASC NULLS LAST, p.id',
  'number-asc': 'p.frontend_id ASC NULLS LAST, p.id',
  'number-desc': 'p.frontend_id DESC NULLS LAST, p.id',
}

/**
 * The FROM and WHERE shared by the rows, the count and the export, with its parameters. Clauses appear only
 * for the filters in use, so every statement shape stays simple for the planner.
 */
function sheetSource(query: SheetQuery, { forRows }: { forRows: boolean }) {
  const where = ['cq.company_id = @companyId', 'cq.timeframe = @timeframe']
  const params: Record<string, unknown> = { companyId: query.companyId, timeframe: query.timeframe }
  addProblemFilters(query, 'cq.problem_id', where, params)

  // A count needs the problem and the progress only when a filter reads them.
  const joinProblems = forRows || query.difficulty !== null || query.search !== '' || query.hidePremium
  const joinProgress = forRows || query.status !== 'all'
  if (joinProgress) params.userId = query.userId
  const from = [
    'company_questions cq',
    joinProblems ? 'JOIN problems p ON p.id = cq.problem_id' : '',
    joinProgress ? 'LEFT JOIN progress pr ON pr.user_id = @userId AND pr.problem_id = cq.problem_id' : '',
  ].join(' ')
  return { from, where: where.join(' AND '), params }
}

export function countSheetRows(query: SheetQuery, db: Db = getDb()): number {
  const { from, where, params } = sheetSource(query, { forRows: false })
  const row = sqlStatement(db, `SELECT count(*) AS n FROM ${from} WHERE ${where}`).get(params) as {
    n: number
  }
  return row.n
}

type StoredSheetRow = Omit<SheetRow, 'topics' | 'isPaidOnly' | 'fromShorterTimeframe'> & {
  isPaidOnly: number
  fromShorterTimeframe: number
}

const ROW_COLUMNS = `p.id AS problemId, p.frontend_id AS frontendId, p.title AS title, p.title_slug AS titleSlug,
  p.difficulty AS difficulty, p.ac_rate AS acRate, p.is_paid_only AS isPaidOnly, cq.frequency AS frequency,
  cq.from_shorter_timeframe AS fromShorterTimeframe, pr.status AS status`

function withTopics(rows: StoredSheetRow[], db: Db): SheetRow[] {
  const topics = topicsOf(
    rows.map((row) => row.problemId),
    db,
  )
  return rows.map((row) => ({
    ...row,
    isPaidOnly: row.isPaidOnly === 1,
    fromShorterTimeframe: row.fromShorterTimeframe === 1,
    topics: topics.get(row.problemId) ?? [],
  }))
}

/** The matching rows in the chosen order; a page of them when `page` is given, else all (for the export). */
export function listSheetRows(
  query: SheetQuery,
  page: { limit: number; offset: number } | null,
  db: Db = getDb(),
): SheetRow[] {
  const { from, where, params } = sheetSource(query, { forRows: true })
  const sql = `SELECT ${ROW_COLUMNS}
    FROM ${from} WHERE ${where}
    ORDER BY ${ORDER_BY[query.sort]}
    ${page ? 'LIMIT @limit OFFSET @offset' : ''}`
  return withTopics(sqlStatement(db, sql).all(page ? { ...params, ...page } : params) as StoredSheetRow[], db)
}

/** True when nothing but the timeframe and the order is chosen: the whole list, the sheet's usual view. */
function isWholeList(query: SheetQuery): boolean {
  return (
    query.difficulty === null &&
    query.topics.length === 0 &&
    query.search === '' &&
    query.status === 'all' &&
    !query.hidePremium
  )
}

const listOrders = new DataCache<number[]>('catalogue', 400)

/**
 * A whole list's problem ids in the chosen order. Sorting a long list on every request (Google's has 2,325
 * problems, and the order's tie-break needs each problem's number) would be most of the page's cost, while
 * the order only changes with the data.
 */
function listOrder(query: SheetQuery, db: Db): number[] {
  return listOrders.get(
    db,
    `${query.companyId}|${query.timeframe}|${query.sort}`,
    () =>
      sqlStatement(
        db,
        `SELECT cq.problem_id FROM company_questions cq JOIN problems p ON p.id = cq.problem_id
       WHERE cq.company_id = ? AND cq.timeframe = ?
       ORDER BY ${ORDER_BY[query.sort]}`,
      )
        .pluck()
        .all(query.companyId, query.timeframe) as number[],
  )
}

/** The rows of the given problems of a list, in the order given. */
function rowsInOrder(query: SheetQuery, problemIds: readonly number[], db: Db): SheetRow[] {
  if (problemIds.length === 0) return []
  const rows = sqlStatement(
    db,
    `SELECT ${ROW_COLUMNS}
     FROM json_each(@ids) AS ids
     JOIN company_questions cq ON cq.company_id = @companyId AND cq.timeframe = @timeframe AND cq.problem_id = ids.value
     JOIN problems p ON p.id = ids.value
     LEFT JOIN progress pr ON pr.user_id = @userId AND pr.problem_id = ids.value
     ORDER BY ids.key`,
  ).all({
    ids: JSON.stringify(problemIds),
    companyId: query.companyId,
    timeframe: query.timeframe,
    userId: query.userId,
  }) as StoredSheetRow[]
  return withTopics(rows, db)
}

const wholeListPages = new DataCache<readonly Readonly<SheetRow>[]>('catalogue', 400)

/**
 * A page of a whole list: what is the same for everyone (the problems, their topics and frequencies) kept
 * until the data changes, with the user's marks read afresh. Reading the rows with their topics was the
 * largest part of the sheet's loader.
 */
function wholeListPage(query: SheetQuery, offset: number, problemIds: readonly number[], db: Db): SheetRow[] {
  const shared = wholeListPages.get(db, `${query.companyId}|${query.timeframe}|${query.sort}|${offset}`, () =>
    // No user has an empty id, so these rows carry no mark.
    rowsInOrder({ ...query, userId: '' }, problemIds, db).map((row) => Object.freeze(row)),
  )
  const marks = marksOf(query.userId, problemIds, db)
  return shared.map((row) => ({ ...row, status: marks.get(row.problemId) ?? null }))
}

/** The user's marks on the given problems, in one query. */
export function marksOf(userId: string, problemIds: readonly number[], db: Db): Map<number, ProgressStatus> {
  if (problemIds.length === 0) return new Map()
  const rows = sqlStatement(
    db,
    `SELECT problem_id AS problemId, status FROM progress
     WHERE user_id = ? AND problem_id IN (SELECT value FROM json_each(?))`,
  ).all(userId, JSON.stringify(problemIds)) as { problemId: number; status: ProgressStatus }[]
  return new Map(rows.map((row) => [row.problemId, row.status]))
}

/** Each problem's topics, alphabetical, in one query whatever the number of problems. */
function topicsOf(problemIds: readonly number[], db: Db): Map<number, string[]> {
  const result = new Map<number, string[]>()
  if (problemIds.length === 0) return result
  const rows = sqlStatement(
    db,
    `SELECT problem_id AS problemId, topic FROM problem_topics
     WHERE problem_id IN (SELECT value FROM json_each(?))
     ORDER BY problem_id, topic`,
  ).all(JSON.stringify(problemIds)) as { problemId: number; topic: string }[]
  for (const row of rows) {
    const list = result.get(row.problemId)
    if (list) list.push(row.topic)
    else result.set(row.problemId, [row.topic])
  }
  return result
}

// ---------------------------------------------------------------------------
// The user's progress on a list
// ---------------------------------------------------------------------------

export interface SheetProgress {
  solved: DifficultyCounts
  revisit: DifficultyCounts
}

const sheetProgress = new DataCache<SheetProgress>('user', 500)

/**
 * How many of a list's problems the user has solved or marked to revisit, by difficulty. Kept until the
 * user's data or the catalogue changes (a mark of theirs among them): for a user a year into their study
 * it is a join over hundreds of marks on every view of a sheet.
 */
export function getSheetProgress(
  userId: string,
  companyId: number,
  timeframe: Timeframe,
  db: Db = getDb(),
): SheetProgress {
  return sheetProgress.getFor(db, userId, `${companyId}|${timeframe}`, () => {
    // Shared by the views until a write, so frozen.
    const { solved, revisit } = readSheetProgress(userId, companyId, timeframe, db)
    return Object.freeze({ solved: Object.freeze(solved), revisit: Object.freeze(revisit) })
  })
}

function readSheetProgress(userId: string, companyId: number, timeframe: Timeframe, db: Db): SheetProgress {
  // Starts from the user's own progress rows, which are few, rather than from the company's list: CROSS
  // JOIN keeps SQLite to that order, where its planner would otherwise walk the whole list.
  const rows = sqlStatement(
    db,
    `SELECT p.difficulty AS difficulty, pr.status AS status, count(*) AS n
     FROM progress pr
     CROSS JOIN company_questions cq ON cq.company_id = @companyId AND cq.timeframe = @timeframe AND cq.problem_id = pr.problem_id
     JOIN problems p ON p.id = pr.problem_id
     WHERE pr.user_id = @userId
     GROUP BY p.difficulty, pr.status`,
  ).all({ userId, companyId, timeframe }) as { difficulty: number; status: ProgressStatus; n: number }[]
  const progress: SheetProgress = { solved: emptyCounts(), revisit: emptyCounts() }
  for (const row of rows) addCount(progress[row.status], row.difficulty, row.n)
  return progress
}

// ---------------------------------------------------------------------------
// The whole sheet page
// ---------------------------------------------------------------------------

/** The filters as applied: timeframe resolved, topics as stored, unknown topics dropped. The page is left as asked. */
export function resolveSheetFilters(requested: SheetFilters, overview: CompanyOverview): SheetFilters {
  const known = new Map(overview.topics.map(({ topic }) => [topic.toLowerCase(), topic]))
  const topics = requested.topics.flatMap((topic) => known.get(topic.toLowerCase()) ?? [])
  return { ...requested, timeframe: requested.timeframe ?? overview.defaultTimeframe, topics }
}

export function sheetQueryFor(companyId: number, userId: string, filters: SheetFilters): SheetQuery {
  // Reports are never read as an imported list (community-sheet.server.ts reads them), nor the reverse.
  if (filters.timeframe === COMMUNITY_VIEW) throw new Error('The community view is not an imported list')
  return {
    companyId,
    userId,
    timeframe: filters.timeframe ?? 'all',
    difficulty: filters.difficulty ? difficultyByName(filters.difficulty).code : null,
    topics: filters.topics,
    search: filters.search,
    sort: filters.sort,
    status: filters.status,
    hidePremium: filters.hidePremium,
  }
}

export interface SheetPage {
  /** What was applied: the timeframe resolved, topics as stored, the page clamped to the pages there are. */
  filters: SheetFilters
  overview: CompanyOverview
  progress: SheetProgress
  rows: SheetRow[]
  /** Rows matching the filters, on all pages. */
  total: number
  pageCount: number
}

/**
 * One page of the list and the number of matching rows; the requested page is clamped to the pages there
 * are. The whole list (no narrowing filter) pages through its cached order; a filtered one asks SQL.
 */
function sheetRowsPage(query: SheetQuery, requestedPage: number, db: Db) {
  if (isWholeList(query)) {
    const order = listOrder(query, db)
    const page = clampPage(requestedPage, order.length, SHEET_PAGE_SIZE)
    const offset = pageOffset(page, SHEET_PAGE_SIZE)
    const rows = wholeListPage(query, offset, order.slice(offset, offset + SHEET_PAGE_SIZE), db)
    return { total: order.length, page, rows }
  }
  const total = countSheetRows(query, db)
  const page = clampPage(requestedPage, total, SHEET_PAGE_SIZE)
  const rows = listSheetRows(query, { limit: SHEET_PAGE_SIZE, offset: pageOffset(page, SHEET_PAGE_SIZE) }, db)
  return { total, page, rows }
}

export function loadSheetPage(
  company: Pick<Company, 'id'>,
  userId: string,
  requested: SheetFilters,
  db: Db = getDb(),
): SheetPage {
  const overview = getCompanyOverview(company.id, db)
  const resolved = resolveSheetFilters(requested, overview)
  const query = sheetQueryFor(company.id, userId, resolved)
  const { total, page, rows } = sheetRowsPage(query, resolved.page, db)
  return {
    filters: { ...resolved, page },
    overview,
    progress: getSheetProgress(userId, company.id, query.timeframe, db),
    rows,
    total,
    pageCount: pageCount(total, SHEET_PAGE_SIZE),
  }
}
