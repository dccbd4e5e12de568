import { difficultyByName, isDifficultyCode } from '~/domain/difficulty'
import { clampPage, pageCount, pageOffset } from '~/domain/pagination'
import { LIST_PAGE_SIZE, type ListSummary, type ListVisibility } from '~/domain/problem-lists'
import type { SheetFilters } from '~/domain/sheet-filters'
import { getDb, type Db } from '../db.server'
import { addProblemFilters } from '../problem-filters.server'
import { DataCache, sqlStatement } from '../prepared.server'
import type { ProgressStatus } from '../progress.server'
import { marksOf } from '../sheets.server'

/*
 * Reading lists: a list by its address, the summaries /lists shows, a page of a list's problems with the
 * viewer's progress, and what an export needs. Plain SQL, as on the sheets, because the filters switch
 * whole clauses on and off.
 */

export interface ProblemList {
  id: string
  /** Curated lists only. */
  slug: string | null
  ownerId: string | null
  name: string
  description: string
  visibility: ListVisibility
  sourceName: string | null
  /** Raised by every change; forms that edit the list carry it. */
  version: number
  itemCount: number
  updatedAt: Date
  /** When an admin hid the list from everyone but its owner; null while it is not hidden. */
  hiddenAt: Date | null
}

/** A list as SQLite gives it: times as milliseconds. */
type StoredList = Omit<ProblemList, 'updatedAt' | 'hiddenAt'> & { updatedAt: number; hiddenAt: number | null }

const LIST_COLUMNS = `l.id AS id, l.slug AS slug, l.owner_id AS ownerId, l.name AS name,
  l.description AS description, l.visibility AS visibility, l.source_name AS sourceName, l.version AS version,
  (SELECT count(*) FROM problem_list_items i WHERE i.list_id = l.id) AS itemCount, l.updated_at AS updatedAt,
  l.hidden_at AS hiddenAt`

function toList(row: StoredList | undefined): ProblemList | null {
  return row
    ? {
        ...row,
        updatedAt: new Date(row.updatedAt),
        hiddenAt: row.hiddenAt === null ? null : new Date(row.hiddenAt),
      }
    : null
}

/** The list at an address: a curated list's slug, or any list's id. */
export function findList(address: string, db: Db = getDb()): ProblemList | null {
  const row = sqlStatement(
    db,
    `SELECT ${LIST_COLUMNS} FROM problem_lists l WHERE l.slug = @address
     UNION ALL SELECT ${LIST_COLUMNS} FROM problem_lists l WHERE l.id = @address
     LIMIT 1`,
  ).get({ address }) as StoredList | undefined
  return toList(row)
}

/**
 * Curated and public lists are for everyone; a private one, and one an admin hid, only for its owner
 * (docs/product.md#admin).
 */
export function canView(
  list: Pick<ProblemList, 'visibility' | 'ownerId' | 'hiddenAt'>,
  viewerId: string | null,
): boolean {
  if (viewerId !== null && list.ownerId === viewerId) return true
  return list.visibility !== 'private' && list.hiddenAt === null
}

/** The list at the address when the viewer may see it; null for no list and for someone else's private one. */
export function findViewableList(
  address: string,
  viewerId: string | null,
  db: Db = getDb(),
): ProblemList | null {
  const list = findList(address, db)
  return list && canView(list, viewerId) ? list : null
}

// ---------------------------------------------------------------------------------------------------------
// Summaries for /lists

function summaries(where: string, userId: string | null, dueBefore: Date, db: Db): ListSummary[] {
  const rows = sqlStatement(
    db,
    `SELECT l.id AS id, l.slug AS slug, l.name AS name, l.description AS description, l.visibility AS visibility,
       count(i.problem_id) AS itemCount,
       coalesce(sum(pr.status = 'solved'), 0) AS solved,
       coalesce(sum(rc.due < @dueBefore), 0) AS due,
       l.id IN (SELECT list_id FROM interview_plans WHERE user_id = @userId) AS fromPlan,
       l.hidden_at IS NOT NULL AS hidden
     FROM problem_lists l
     LEFT JOIN problem_list_items i ON i.list_id = l.id
     LEFT JOIN progress pr ON pr.user_id = @userId AND pr.problem_id = i.problem_id
     LEFT JOIN revision_cards rc ON rc.user_id = @userId AND rc.problem_id = i.problem_id
     WHERE ${where}
     GROUP BY l.id
     ORDER BY ${where.includes('curated') ? 'l.name COLLATE NOCASE, l.id' : 'l.updated_at DESC, l.id'}`,
  ).all({ userId, dueBefore: dueBefore.getTime() }) as (Omit<ListSummary, 'fromPlan' | 'hidden'> & {
    fromPlan: number
    hidden: number
  })[]
  return rows.map((row) => ({ ...row, fromPlan: row.fromPlan === 1, hidden: row.hidden === 1 }))
}

/** Every curated list, by name, with the viewer's progress on each (none for a visitor). */
export function curatedListSummaries(
  userId: string | null,
  dueBefore: Date,
  db: Db = getDb(),
): ListSummary[] {
  return summaries("l.visibility = 'curated'", userId, dueBefore, db)
}

/** The user's own lists, the one changed last first, with their progress on each. */
export function ownListSummaries(userId: string, dueBefore: Date, db: Db = getDb()): ListSummary[] {
  return summaries('l.owner_id = @userId', userId, dueBefore, db)
}

export interface ListChoice {
  id: string
  name: string
}

/** The user's lists as an "Add to list" control offers them: the one changed last first. */
export function ownListChoices(userId: string, db: Db = getDb()): ListChoice[] {
  return sqlStatement(
    db,
    'SELECT id, name FROM problem_lists WHERE owner_id = ? ORDER BY updated_at DESC, id',
  ).all(userId) as ListChoice[]
}

// ---------------------------------------------------------------------------------------------------------
// A list's problems

export interface ListRow {
  problemId: number
  /** 1-based place in the whole list, whatever the filters. */
  position: number
  frontendId: number | null
  title: string
  titleSlug: string
  difficulty: number
  /** Percent, 0–100, or null when unknown. */
  acRate: number | null
  /** Alphabetical. */
  topics: string[]
  /** Paid-only on LeetCode (docs/product.md#premium-problems). */
  isPaidOnly: boolean
  /** The viewer's mark; null for none (and always for a visitor). */
  status: ProgressStatus | null
}

/** What narrows a list: the sheet's filters, without a timeframe or an order (a list keeps its own). */
export type ListFilters = Pick<
  SheetFilters,
  'difficulty' | 'topics' | 'search' | 'status' | 'hidePremium' | 'page'
>

export interface ListTopic {
  topic: string
  problems: number
}

export interface ListPage {
  rows: ListRow[]
  /** Rows matching the filters, on all pages. */
  total: number
  /** The page shown, clamped to the pages there are. */
  page: number
  pageCount: number
  /** The list's topics, most common first: the filter's choices. */
  topics: ListTopic[]
  /** Problems of the whole list by difficulty, and how many of them the viewer solved. */
  counts: { 1: number; 2: number; 3: number; total: number; solved: number }
}

/**
 * The WHERE shared by a list's rows and their count, over `i` (the list's items), `p` (the problem) and `pr`
 * (the viewer's progress), with its parameters.
 */
function listWhere(listId: string, userId: string | null, filters: Omit<ListFilters, 'page'>) {
  const where = ['i.list_id = @listId']
  const params: Record<string, unknown> = { listId, userId }
  const difficulty = filters.difficulty ? difficultyByName(filters.difficulty).code : null
  addProblemFilters({ ...filters, difficulty }, 'i.problem_id', where, params)
  return { where: where.join(' AND '), params }
}

const JOINS = `JOIN problems p ON p.id = i.problem_id
  LEFT JOIN progress pr ON pr.user_id = @userId AND pr.problem_id = i.problem_id`

type StoredRow = Omit<ListRow, 'topics' | 'isPaidOnly'> & { isPaidOnly: number }

const ROW_COLUMNS = `i.problem_id AS problemId, i.position AS position, p.frontend_id AS frontendId,
  p.title AS title, p.title_slug AS titleSlug, p.difficulty AS difficulty, p.ac_rate AS acRate,
  p.is_paid_only AS isPaidOnly, pr.status AS status`

/**
 * The list's problems matching the filters, in the list's order: one page of them, or all when `page` is
 * null (an export). Positions are told as places in the whole list (1, 2, 3…), whatever gaps the stored
 * positions have.
 */
export function listRows(
  listId: string,
  userId: string | null,
  filters: Omit<ListFilters, 'page'>,
  page: { limit: number; offset: number } | null,
  db: Db = getDb(),
): ListRow[] {
  const { where, params } = listWhere(listId, userId, filters)
  const rows = sqlStatement(
    db,
    `SELECT ${ROW_COLUMNS} FROM (
       SELECT list_id, problem_id, row_number() OVER (ORDER BY position, problem_id) AS position
       FROM problem_list_items WHERE list_id = @listId
     ) i ${JOINS}
     WHERE ${where}
     ORDER BY i.position
     ${page ? 'LIMIT @limit OFFSET @offset' : ''}`,
  ).all(page ? { ...params, ...page } : params) as StoredRow[]
  return withTopics(rows, db)
}

function countRows(
  listId: string,
  userId: string | null,
  filters: Omit<ListFilters, 'page'>,
  db: Db,
): number {
  const { where, params } = listWhere(listId, userId, filters)
  const row = sqlStatement(db, `SELECT count(*) AS n FROM problem_list_items i ${JOINS} WHERE ${where}`).get(
    params,
  ) as { n: number }
  return row.n
}

function withTopics(rows: StoredRow[], db: Db): ListRow[] {
  if (rows.length === 0) return []
  const topics = new Map<number, string[]>()
  const stored = sqlStatement(
    db,
    `SELECT problem_id AS problemId, topic FROM problem_topics
     WHERE problem_id IN (SELECT value FROM json_each(?)) ORDER BY problem_id, topic`,
  ).all(JSON.stringify(rows.map((row) => row.problemId))) as { problemId: number; topic: string }[]
  for (const { problemId, topic } of stored) {
    const list = topics.get(problemId)
    if (list) list.push(topic)
    else topics.set(problemId, [topic])
  }
  return rows.map((row) => ({
    ...row,
    isPaidOnly: row.isPaidOnly === 1,
    topics: topics.get(row.problemId) ?? [],
  }))
}

/** The topics of a list's problems, most common first. */
export function listTopics(listId: string, db: Db = getDb()): ListTopic[] {
  return sqlStatement(
    db,
    `SELECT pt.topic AS topic, count(*) AS problems FROM problem_topics pt
     JOIN problem_list_items i ON i.problem_id = pt.problem_id AND i.list_id = ?
     GROUP BY pt.topic ORDER BY problems DESC, pt.topic`,
  ).all(listId) as ListTopic[]
}

/** Topics the filter may name: only the list's own, as stored (a topic's case follows the data). */
export function resolveListTopics(requested: readonly string[], topics: readonly ListTopic[]): string[] {
  const known = new Map(topics.map(({ topic }) => [topic.toLowerCase(), topic]))
  return requested.flatMap((topic) => known.get(topic.toLowerCase()) ?? [])
}

/*
 * What a list page reads that is the same for every viewer (its topics, its problems by difficulty, and a
 * page of the whole list in order) is kept until the list or the catalogue changes, with the viewer's marks read afresh:
 * those reads were most of the page's loader, for a list that changes far less often than it is viewed.
 */

interface ListFacts {
  topics: readonly ListTopic[]
  byDifficulty: Readonly<Omit<ListPage['counts'], 'solved'>>
}

const listFacts = new DataCache<ListFacts>('list', 200)

function readListFacts(listId: string, db: Db): ListFacts {
  const byDifficulty = { 1: 0, 2: 0, 3: 0, total: 0 }
  const rows = sqlStatement(
    db,
    `SELECT p.difficulty AS difficulty, count(*) AS n
     FROM problem_list_items i JOIN problems p ON p.id = i.problem_id
     WHERE i.list_id = ? GROUP BY p.difficulty`,
  ).all(listId) as { difficulty: number; n: number }[]
  for (const row of rows) {
    if (isDifficultyCode(row.difficulty)) byDifficulty[row.difficulty] += row.n
    byDifficulty.total += row.n
  }
  return Object.freeze({
    topics: Object.freeze(listTopics(listId, db).map((topic) => Object.freeze(topic))),
    byDifficulty: Object.freeze(byDifficulty),
  })
}

/** How many of the list's problems the viewer solved; none for a visitor. */
function solvedCount(listId: string, userId: string | null, db: Db): number {
  if (userId === null) return 0
  return sqlStatement(
    db,
    `SELECT count(*) FROM problem_list_items i
     JOIN progress pr ON pr.user_id = @userId AND pr.problem_id = i.problem_id AND pr.status = 'solved'
     WHERE i.list_id = @listId`,
  )
    .pluck()
    .get({ listId, userId }) as number
}

const wholeListPages = new DataCache<readonly Readonly<ListRow>[]>('list', 400)

/** True when nothing narrows the list: the whole of it in its order, the page's usual view. */
function isWholeList(filters: Omit<ListFilters, 'page'>): boolean {
  return (
    filters.difficulty === null &&
    filters.topics.length === 0 &&
    filters.search === '' &&
    filters.status === 'all' &&
    !filters.hidePremium
  )
}

/** A page of the whole list: the rows kept until the list changes, with the viewer's marks on them. */
function wholeListPage(listId: string, userId: string | null, offset: number, db: Db): ListRow[] {
  const shared = wholeListPages.getFor(db, listId, String(offset), () =>
    // Read as a visitor's, whose rows carry no mark.
    listRows(listId, null, NO_FILTERS, { limit: LIST_PAGE_SIZE, offset }, db).map((row) =>
      Object.freeze(row),
    ),
  )
  const marks =
    userId === null
      ? null
      : marksOf(
          userId,
          shared.map((row) => row.problemId),
          db,
        )
  return shared.map((row) => ({ ...row, status: marks?.get(row.problemId) ?? null }))
}

const NO_FILTERS: Omit<ListFilters, 'page'> = {
  difficulty: null,
  topics: [],
  search: '',
  status: 'all',
  hidePremium: false,
}

/** One page of a list for the viewer (null for a visitor), the page clamped to the pages there are. */
export function loadListPage(
  listId: string,
  userId: string | null,
  requested: ListFilters,
  db: Db = getDb(),
): ListPage & { filters: ListFilters } {
  const facts = listFacts.getFor(db, listId, '', () => readListFacts(listId, db))
  const topics = [...facts.topics]
  const filters = { ...requested, topics: resolveListTopics(requested.topics, topics) }
  const whole = isWholeList(filters)
  const total = whole ? facts.byDifficulty.total : countRows(listId, userId, filters, db)
  const page = clampPage(filters.page, total, LIST_PAGE_SIZE)
  const offset = pageOffset(page, LIST_PAGE_SIZE)
  const rows = whole
    ? wholeListPage(listId, userId, offset, db)
    : listRows(listId, userId, filters, { limit: LIST_PAGE_SIZE, offset }, db)
  return {
    rows,
    total,
    page,
    pageCount: pageCount(total, LIST_PAGE_SIZE),
    topics,
    counts: { ...facts.byDifficulty, solved: solvedCount(listId, userId, db) },
    filters: { ...filters, page },
  }
}
