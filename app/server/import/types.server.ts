import type { DifficultyCode } from '~/domain/difficulty'
import type { Timeframe } from '~/domain/timeframes'

export const FORMAT_NAMES = [
  'metadata-json',
  'graphql-questions',
  'company-csv',
  'company-csv-named',
  'ratings',
  'daily',
  'problem-sets',
] as const

export type FormatName = (typeof FORMAT_NAMES)[number]

/** Where in a file a row sits: a line for text formats, a 1-based element number for JSON arrays. */
export interface RowLocation {
  line?: number
  item?: number
  /**
   * A value inside the row, 1-based (a problem of a curated list): the row is imported without it, so an
   * issue here does not count the row as skipped.
   */
  entry?: number
}

/** A row or file that was not imported, and why. `file` is relative to the imported path. */
export interface Issue extends RowLocation {
  file: string
  reason: string
}

export type Located<T> = T & { at: RowLocation }

/**
 * What a list row or a challenge record says about a problem. It is enough to create a problem that has no
 * metadata yet, but it never overwrites metadata: those sources repeat stale copies of it.
 */
export interface ProblemRef {
  titleSlug: string
  frontendId: number | null
  title: string
  difficulty: DifficultyCode
  acRate: number | null
  isPaidOnly: boolean | null
  topics: string[]
}

export interface SimilarQuestion {
  titleSlug: string
  title: string
  difficulty: DifficultyCode | null
}

/**
 * A full metadata record, as LeetCode's question API gives it. A null value means the source does not carry
 * that field, so whatever is stored for it stays.
 */
export interface ProblemFacts {
  titleSlug: string
  frontendId: number | null
  questionId: string | null
  title: string
  difficulty: DifficultyCode
  isPaidOnly: boolean | null
  likes: number | null
  dislikes: number | null
  acceptedSubmissions: number | null
  totalSubmissions: number | null
  acRate: number | null
  topics: string[] | null
  similar: SimilarQuestion[] | null
}

export interface CompanyIdentity {
  slug: string
  name: string
  /** True when the source spelled the name out; false when it was derived from a slug. */
  nameIsGiven: boolean
}

export interface CompanyListRow {
  problem: ProblemRef
  frequency: number
}

export interface RatingRow {
  titleSlug: string
  frontendId: number | null
  rating: number
}

export interface DailyRecord {
  type: 'DAILY' | 'WEEKLY'
  date: string
  problem: ProblemRef
}

/** A curated list of problems, as a data set of lists gives it; its slugs are distinct and valid. */
export interface ProblemListRow {
  /** The list's address, made from the data set's own id (see curatedListSlug). */
  slug: string
  name: string
  /** Title slugs in the list's order, each with its 1-based place in the source's list. */
  problems: { titleSlug: string; entry: number }[]
}

export type ParsedData =
  | { kind: 'company-list'; company: CompanyIdentity; timeframe: Timeframe; rows: Located<CompanyListRow>[] }
  | { kind: 'problems'; rows: Located<ProblemFacts>[] }
  | { kind: 'ratings'; rows: Located<RatingRow>[] }
  | { kind: 'daily'; rows: Located<DailyRecord>[] }
  | { kind: 'lists'; rows: Located<ProblemListRow>[] }

export type DataKind = ParsedData['kind']

/** What one file yielded: `data` is null when the file as a whole could not be used. */
export interface ParseResult {
  data: ParsedData | null
  /** Data rows in the file (lines for CSV/TSV/JSONL without the header, elements for JSON). */
  rows: number
  issues: Issue[]
}

export interface FileReport {
  file: string
  format: FormatName
  rows: number
  /** Valid rows: written, unless strict mode refused the import. */
  imported: number
  skipped: number
  /** Facts about the file worth a line in the report that are not errors. */
  notes: string[]
}

export interface ImportReport {
  path: string
  strict: boolean
  /** Strict mode found problems, so nothing was written. */
  refused: boolean
  files: FileReport[]
  /** Files under the path that are not data of a known format (READMEs, manifests, other lists). */
  ignored: { file: string; reason: string }[]
  companies: number
  problems: number
  problemsCreated: number
  rowsImported: number
  rowsSkipped: number
  issues: Issue[]
  /** Stored rows inserted, updated or deleted; 0 when the import matched what was already stored. */
  changes: number
  /** The `lastUpdated` value this import recorded, or null when it changed nothing. */
  lastUpdated: string | null
  /** Where the data came from, as recorded for /data; empty when nothing was written. */
  sources: ReportedSource[]
  /** Companies whose All list gained problems only a shorter timeframe lists (a capped source). */
  completedAllLists: { company: string; added: number }[]
  durationMs: number
}

export interface ReportedSource {
  name: string
  format: string
  /** YYYY-MM-DD, or null when the source does not say. */
  asOf: string | null
  licence: string | null
  rows: number
  companies: number
  problems: number
}

export interface ImportProgress {
  phase: 'reading' | 'writing'
  done: number
  total: number
  file?: string
}
