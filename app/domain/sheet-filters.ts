import { DIFFICULTY_NAMES, type DifficultyName } from './difficulty'
import { COMMUNITY_VIEW_LABEL } from './community-reports'
import { HOT_TIMEFRAME, TIMEFRAMES, timeframeLabel, type Timeframe } from './timeframes'

/**
 * The filters of a company sheet (docs/product.md#company-sheet), read from and written to the query string
 * so that a filtered sheet is a link to share. Parsing is forgiving: a value it does not know is dropped,
 * never an error, and the page then redirects to the canonical query that {@link sheetQueryString} writes.
 *
 * Canonical query: `timeframe`, `difficulty`, `topic` (repeated, sorted), `q`, `sort`, `status`, `premium`,
 * `page`, in that order, each left out when it holds its default. `hot=1` is accepted as a shortcut for the
 * thirty-day timeframe (the 'hot' filter) and always written as `timeframe=thirty-days`.
 */

/**
 * The sheet's own list beside the imported timeframes: the problems users reported the company asked in
 * the last 90 days (docs/product.md#community-reports). A `timeframe` value, but never a stored list.
 */
export const COMMUNITY_VIEW = 'community'
export type SheetTimeframe = Timeframe | typeof COMMUNITY_VIEW
const SHEET_TIMEFRAMES: readonly SheetTimeframe[] = [...TIMEFRAMES, COMMUNITY_VIEW]

/** 'All time', or 'Community, last 90 days'. */
export function sheetTimeframeLabel(timeframe: SheetTimeframe): string {
  return timeframe === COMMUNITY_VIEW ? COMMUNITY_VIEW_LABEL : timeframeLabel(timeframe)
}

export const SHEET_SORTS = ['frequency-desc', 'frequency-asc', 'number-asc', 'number-desc'] as const
export type SheetSort = (typeof SHEET_SORTS)[number]

export const SORT_LABELS: Record<SheetSort, string> = {
  'frequency-desc': 'Most frequent first',
  'frequency-asc': 'Least frequent first',
  'number-asc': 'Number, low to high',
  'number-desc': 'Number, high to low',
}

/** 'unsolved' is everything not marked solved, so problems to revisit count as unsolved. */
export const STATUS_FILTERS = ['all', 'unsolved', 'solved', 'revisit'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

export const STATUS_LABELS: Record<StatusFilter, string> = {
  all: 'All problems',
  unsolved: 'Unsolved',
  solved: 'Solved',
  revisit: 'To revisit',
}

export const SHEET_PAGE_SIZE = 50
/** More topics than this narrow a list to nothing; the cap also bounds the query. */
export const MAX_SELECTED_TOPICS = 8
export const MAX_TOPIC_LENGTH = 60
export const MAX_SEARCH_LENGTH = 100

export interface SheetFilters {
  /** null: the company's default list (all time, or its widest list when it has no all-time one). */
  timeframe: SheetTimeframe | null
  difficulty: DifficultyName | null
  /** Problems must have every one of these topics. Sorted, without case-insensitive duplicates. */
  topics: string[]
  /** Case-insensitive substring of the title; '' for none. */
  search: string
  sort: SheetSort
  status: StatusFilter
  /** Leave out paid-only (Premium) problems: `premium=hide`. */
  hidePremium: boolean
  /** 1-based; the page clamps it to the pages that exist once the total is known. */
  page: number
}

/** The query value that hides paid-only problems; `premium` takes no other. */
export const HIDE_PREMIUM = 'hide'

export const DEFAULT_SHEET_FILTERS: SheetFilters = {
  timeframe: null,
  difficulty: null,
  topics: [],
  search: '',
  sort: 'frequency-desc',
  status: 'all',
  hidePremium: false,
  page: 1,
}

const HOT_VALUES = new Set(['1', 'true', 'on', 'yes'])

function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null
}

/** Trimmed, inner whitespace collapsed, cut to `max` characters. */
function cleanText(value: string, max: number): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, max).trim()
}

/** Distinct (ignoring case), sorted, at most {@link MAX_SELECTED_TOPICS}. Blank and overlong names are dropped. */
export function normaliseTopics(values: readonly string[]): string[] {
  const byKey = new Map<string, string>()
  for (const value of values) {
    const topic = value.replace(/\s+/g, ' ').trim()
    if (!topic || topic.length > MAX_TOPIC_LENGTH) continue
    const key = topic.toLowerCase()
    if (!byKey.has(key)) byKey.set(key, topic)
  }
  return [...byKey.values()].sort(compareTopics).slice(0, MAX_SELECTED_TOPICS)
}

function compareTopics(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()]
  return x < y ? -1 : x > y ? 1 : 0
}

function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return 1
  return Math.max(1, Number(value.trim()))
}

/** The filters a query string asks for. Unknown parameters and values are dropped, repeated ones read once. */
export function parseSheetFilters(params: URLSearchParams): SheetFilters {
  const hot = HOT_VALUES.has((params.get('hot') ?? '').trim().toLowerCase())
  return {
    timeframe: hot ? HOT_TIMEFRAME : oneOf(SHEET_TIMEFRAMES, params.get('timeframe')),
    difficulty: oneOf(DIFFICULTY_NAMES, params.get('difficulty')),
    topics: normaliseTopics(params.getAll('topic')),
    search: cleanText(params.get('q') ?? '', MAX_SEARCH_LENGTH),
    sort: oneOf(SHEET_SORTS, params.get('sort')) ?? DEFAULT_SHEET_FILTERS.sort,
    status: oneOf(STATUS_FILTERS, params.get('status')) ?? DEFAULT_SHEET_FILTERS.status,
    hidePremium: params.get('premium') === HIDE_PREMIUM,
    page: parsePage(params.get('page')),
  }
}

/**
 * The canonical query string (without '?') for the filters, each left out when it holds its default. The
 * timeframe is left out when it is the company's default one, so both `/sheet/x` and its explicit twin
 * cannot exist side by side.
 */
export function sheetQueryString(
  filters: SheetFilters,
  defaultTimeframe: Timeframe | null = null,
  { includePage = true }: { includePage?: boolean } = {},
): string {
  const params = new URLSearchParams()
  if (filters.timeframe !== null && filters.timeframe !== defaultTimeframe)
    params.set('timeframe', filters.timeframe)
  if (filters.difficulty) params.set('difficulty', filters.difficulty)
  for (const topic of normaliseTopics(filters.topics)) params.append('topic', topic)
  const search = cleanText(filters.search, MAX_SEARCH_LENGTH)
  if (search) params.set('q', search)
  if (filters.sort !== DEFAULT_SHEET_FILTERS.sort) params.set('sort', filters.sort)
  if (filters.status !== DEFAULT_SHEET_FILTERS.status) params.set('status', filters.status)
  if (filters.hidePremium) params.set('premium', HIDE_PREMIUM)
  if (includePage && filters.page > 1) params.set('page', String(filters.page))
  return params.toString()
}

/**
 * The timeframe a sheet opens on: all time, or else the widest list the company has (a company with only
 * recent data opens on that). A company with no lists at all still gets 'all', which shows as empty.
 */
export function defaultTimeframe(available: Iterable<Timeframe>): Timeframe {
  const have = new Set(available)
  for (let i = TIMEFRAMES.length - 1; i >= 0; i--) {
    const timeframe = TIMEFRAMES[i]!
    if (have.has(timeframe)) return timeframe
  }
  return 'all'
}

/** True when any filter narrows the list (the timeframe and sort only choose and order it). */
export function isNarrowed(filters: SheetFilters): boolean {
  return (
    filters.difficulty !== null ||
    filters.topics.length > 0 ||
    filters.search !== '' ||
    filters.status !== 'all' ||
    filters.hidePremium
  )
}

/** The id of a problem's row on a sheet: a progress post without JavaScript comes back to it. */
export function rowAnchor(problemId: number): string {
  return `p-${problemId}`
}
