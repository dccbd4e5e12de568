import { difficultyByCode } from './difficulty'
import { leetcodeProblemUrl } from './leetcode-links'

/**
 * The CSV a user downloads from a company sheet: the rows of the filtered sheet with their progress
 * status. RFC 4180: comma-separated, CRLF line ends, a field quoted when it holds a comma, quote or line
 * break, quotes doubled.
 */

export interface SheetCsvRow {
  frontendId: number | null
  title: string
  titleSlug: string
  difficulty: number
  /** Percent, 0–100. */
  acRate: number | null
  /** Percent, 0–100. */
  frequency: number
  topics: readonly string[]
  status: 'solved' | 'revisit' | null
}

export const SHEET_CSV_HEADER = [
  'Number',
  'Title',
  'URL',
  'Difficulty',
  'Acceptance %',
  'Frequency %',
  'Topics',
  'Status',
] as const

const STATUS_NAMES = { solved: 'Solved', revisit: 'Revisit' } as const

/**
 * A spreadsheet runs a cell that starts with one of these as a formula. Text cells (titles, topics) that
 * do are prefixed with an apostrophe, which spreadsheets show as plain text (OWASP's CSV-injection
 * advice); numbers are written by this module and never need it.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

export function csvText(value: string): string {
  return csvField(FORMULA_START.test(value) ? `'${value}` : value)
}

/** One decimal, no percent sign, empty when unknown: numbers a spreadsheet can sort. */
export function percentCell(value: number | null): string {
  return value === null || !Number.isFinite(value) ? '' : (Math.round(value * 10) / 10).toFixed(1)
}

export function sheetCsvLine(row: SheetCsvRow): string {
  return [
    row.frontendId === null ? '' : String(row.frontendId),
    csvText(row.title),
    csvField(leetcodeProblemUrl(row.titleSlug)),
    difficultyByCode(row.difficulty)?.label ?? '',
    percentCell(row.acRate),
    percentCell(row.frequency),
    csvText(row.topics.join('; ')),
    row.status ? STATUS_NAMES[row.status] : '',
  ].join(',')
}

export function sheetCsv(rows: Iterable<SheetCsvRow>): string {
  const lines = [SHEET_CSV_HEADER.join(',')]
  for (const row of rows) lines.push(sheetCsvLine(row))
  return `${lines.join('\r\n')}\r\n`
}

/** `google-all.csv`, `goldman-sachs-thirty-days.csv`: safe in a Content-Disposition header as it is. */
export function sheetCsvFileName(companySlug: string, timeframe: string): string {
  const safe = (part: string) =>
    part
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '')
  return `${safe(companySlug) || 'company'}-${safe(timeframe) || 'sheet'}.csv`
}
