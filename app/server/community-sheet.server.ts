import { utcDay } from '~/domain/calendar-day'
import { communityWindowStart } from '~/domain/community-reports'
import { clampPage, pageCount, pageOffset } from '~/domain/pagination'
import { difficultyByName, isDifficultyCode } from '~/domain/difficulty'
import { COMMUNITY_VIEW, SHEET_PAGE_SIZE, type SheetFilters, type SheetSort } from '~/domain/sheet-filters'
import { isTimeframe } from '~/domain/timeframes'
import type { Company } from './companies.server'
import { COUNTED_REPORT } from './community-reports.server'
import { getDb, type Db } from './db.server'
import { sqlStatement } from './prepared.server'
import type { ProgressStatus } from './progress.server'
import {
  getCompanyOverview,
  loadSheetPage,
  resolveSheetFilters,
  type CompanyOverview,
  type DifficultyCounts,
  type SheetProgress,
  type SheetRow,
} from './sheets.server'

/*
 * A sheet's "Community, last 90 days" view (docs/product.md#community-reports): the problems users
 * reported the company asked in the window, with how many people reported each. It is a list of its own,
 * beside the imported timeframes, and never feeds their frequencies. Reports are few next to the imported
 * lists (a company has dozens, not thousands), so the whole list is read in one statement and filtered,
 * counted and paged here.
 */

export interface CommunityRow {
  problemId: number
  frontendId: number | null
  title: string
  titleSlug: string
  difficulty: number
  isPaidOnly: boolean
  /** Alphabetical. */
  topics: string[]
  status: ProgressStatus | null
  /** Different people who reported it in the window. */
  people: number
  /** YYYY-MM. */
  latestMonth: string
}

type StoredRow = Omit<CommunityRow, 'topics' | 'isPaidOnly'> & { isPaidOnly: number; topics: string | null }

/** Every problem reported at the company from `sinceMonth` on, with the user's mark, unordered. */
function readCommunityList(companyId: number, userId: string, sinceMonth: string, db: Db): CommunityRow[] {
  const rows = sqlStatement(
    db,
    `SELECT p.id AS problemId, p.frontend_id AS frontendId, p.title AS title, p.title_slug AS titleSlug,
       p.difficulty AS difficulty, p.is_paid_only AS isPaidOnly, pr.status AS status,
       reported.people AS people, reported.latestMonth AS latestMonth,
       (SELECT json_group_array(topic) FROM (
          SELECT pt.topic FROM problem_topics pt WHERE pt.problem_id = p.id ORDER BY pt.topic)) AS topics
     FROM (
       SELECT r.problem_id, count(DISTINCT r.user_id) AS people, max(r.month) AS latestMonth
       FROM community_reports r
       WHERE r.company_id = @companyId AND r.month >= @sinceMonth AND ${COUNTED_REPORT}
       GROUP BY r.problem_id
     ) AS reported
     JOIN problems p ON p.id = reported.problem_id
     LEFT JOIN progress pr ON pr.user_id = @userId AND pr.problem_id = p.id`,
  ).all({ companyId, userId, sinceMonth }) as StoredRow[]
  return rows.map((row) => ({
    ...row,
    isPaidOnly: row.isPaidOnly === 1,
    topics: row.topics ? (JSON.parse(row.topics) as string[]) : [],
  }))
}

const byNumber = (a: CommunityRow, b: CommunityRow) =>
  (a.frontendId ?? Number.MAX_SAFE_INTEGER) - (b.frontendId ?? Number.MAX_SAFE_INTEGER) ||
  a.problemId - b.problemId

/** The sheet's orders, read for reports: "most frequent" is most reported, the latest month breaking ties. */
const ORDERS: Record<SheetSort, (a: CommunityRow, b: CommunityRow) => number> = {
  'frequency-desc': (a, b) =>
    b.people - a.people || b.latestMonth.localeCompare(a.latestMonth) || byNumber(a, b),
  'frequency-asc': (a, b) =>
    a.people - b.people || a.latestMonth.localeCompare(b.latestMonth) || byNumber(a, b),
  'number-asc': byNumber,
  'number-desc': (a, b) => -byNumber(a, b),
}

/** The rows the sheet's filters keep, as the imported lists' SQL keeps them. */
export function filterCommunityRows(rows: readonly CommunityRow[], filters: SheetFilters): CommunityRow[] {
  const difficulty = filters.difficulty ? difficultyByName(filters.difficulty).code : null
  const search = filters.search.toLowerCase()
  const topics = filters.topics.map((topic) => topic.toLowerCase())
  return rows.filter(
    (row) =>
      (difficulty === null || row.difficulty === difficulty) &&
      (!search || row.title.toLowerCase().includes(search)) &&
      topics.every((topic) => row.topics.some((t) => t.toLowerCase() === topic)) &&
      (!filters.hidePremium || !row.isPaidOnly) &&
      (filters.status === 'all' ||
        (filters.status === 'unsolved' ? row.status !== 'solved' : row.status === filters.status)),
  )
}

function sortCommunityRows(rows: CommunityRow[], sort: SheetSort): CommunityRow[] {
  return rows.sort(ORDERS[sort])
}

/** Every row of the community view the filters keep, in their order: what its CSV download holds. */
export function listCommunityRows(
  companyId: number,
  userId: string,
  filters: SheetFilters,
  sinceMonth: string,
  db: Db = getDb(),
): CommunityRow[] {
  return sortCommunityRows(
    filterCommunityRows(readCommunityList(companyId, userId, sinceMonth, db), filters),
    filters.sort,
  )
}

function emptyCounts(): DifficultyCounts {
  return { 1: 0, 2: 0, 3: 0, total: 0 }
}

/** The whole list's size and the user's progress through it, by difficulty: what the sheet's summary shows. */
function summarise(rows: readonly CommunityRow[]) {
  const counts = emptyCounts()
  const progress: SheetProgress = { solved: emptyCounts(), revisit: emptyCounts() }
  for (const row of rows) {
    const tallies = [counts, ...(row.status ? [progress[row.status]] : [])]
    for (const tally of tallies) {
      if (isDifficultyCode(row.difficulty)) tally[row.difficulty] += 1
      tally.total += 1
    }
  }
  return { counts, progress }
}

export interface CommunitySheetPage {
  /** The filters as applied, the page clamped to the pages there are. */
  filters: SheetFilters
  rows: CommunityRow[]
  /** Rows matching the filters, on all pages. */
  total: number
  pageCount: number
  /** The whole list (before the filters) by difficulty, and the user's progress through it. */
  counts: DifficultyCounts
  progress: SheetProgress
}

/** One page of the community view of a company's sheet. */
export function loadCommunitySheet(
  companyId: number,
  userId: string,
  filters: SheetFilters,
  sinceMonth: string,
  db: Db = getDb(),
): CommunitySheetPage {
  const all = readCommunityList(companyId, userId, sinceMonth, db)
  const matching = sortCommunityRows(filterCommunityRows(all, filters), filters.sort)
  const page = clampPage(filters.page, matching.length, SHEET_PAGE_SIZE)
  const offset = pageOffset(page, SHEET_PAGE_SIZE)
  return {
    filters: { ...filters, page },
    rows: matching.slice(offset, offset + SHEET_PAGE_SIZE),
    total: matching.length,
    pageCount: pageCount(matching.length, SHEET_PAGE_SIZE),
    ...summarise(all),
  }
}

/** A sheet page, whichever list it shows: an imported timeframe's rows, or the community view's. */
export interface SheetView {
  filters: SheetFilters
  overview: CompanyOverview
  /** The whole list on screen by difficulty, and the user's progress through it. */
  counts: DifficultyCounts
  progress: SheetProgress
  /** An imported list's rows; none in the community view. */
  rows: SheetRow[]
  /** The community view's rows; null on an imported list. */
  communityRows: CommunityRow[] | null
  total: number
  pageCount: number
}

/**
 * The sheet page for the filters asked: the imported list of their timeframe, or the community view of
 * the last 90 days (counted from `now`, UTC). The two never share rows or figures.
 */
export function loadSheetView(
  company: Pick<Company, 'id'>,
  userId: string,
  requested: SheetFilters,
  db: Db = getDb(),
  now = new Date(),
): SheetView {
  if (requested.timeframe !== COMMUNITY_VIEW) {
    const page = loadSheetPage(company, userId, requested, db)
    const timeframe = page.filters.timeframe
    const counts =
      timeframe && isTimeframe(timeframe) ? page.overview.difficultyCounts[timeframe] : emptyCounts()
    return { ...page, counts, communityRows: null }
  }
  const overview = getCompanyOverview(company.id, db)
  // Topics as the company's lists spell them, as on the imported lists.
  const filters = resolveSheetFilters(requested, overview)
  const view = loadCommunitySheet(company.id, userId, filters, communityWindowStart(utcDay(now)), db)
  return { ...view, overview, rows: [], communityRows: view.rows }
}
