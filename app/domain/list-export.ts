import { difficultyByCode } from './difficulty'
import { leetcodeProblemUrl } from './leetcode-links'
import { csvField, csvText, percentCell } from './sheet-csv'
import { PRODUCT_NAME } from './site'

/**
 * A list's downloads (docs/product.md#lists): a CSV written the way the sheet's is (RFC 4180, spreadsheet
 * formulas defused) and a JSON file of the whole list. The status and next review are the reader's own,
 * empty for a visitor.
 */

export interface ListExportRow {
  position: number
  frontendId: number | null
  title: string
  titleSlug: string
  difficulty: number
  acRate: number | null
  topics: readonly string[]
  status: 'solved' | 'revisit' | null
  /** The day the reader's review is due (YYYY-MM-DD, their time zone), or null. */
  nextReview: string | null
}

export const LIST_CSV_HEADER = [
  'Place',
  'Number',
  'Title',
  'URL',
  'Difficulty',
  'Acceptance %',
  'Topics',
  'Status',
  'Next review',
] as const

const STATUS_NAMES = { solved: 'Solved', revisit: 'Revisit' } as const

export function listCsv(rows: Iterable<ListExportRow>): string {
  const lines: string[] = [LIST_CSV_HEADER.join(',')]
  for (const row of rows) {
    lines.push(
      [
        String(row.position),
        row.frontendId === null ? '' : String(row.frontendId),
        csvText(row.title),
        csvField(leetcodeProblemUrl(row.titleSlug)),
        difficultyByCode(row.difficulty)?.label ?? '',
        percentCell(row.acRate),
        csvText(row.topics.join('; ')),
        row.status ? STATUS_NAMES[row.status] : '',
        row.nextReview ?? '',
      ].join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}

export interface ListExportHead {
  name: string
  description: string
  visibility: string
  /** The list's full address. */
  address: string
}

export function listJson(head: ListExportHead, rows: readonly ListExportRow[], exportedAt: Date): string {
  const document = {
    product: PRODUCT_NAME,
    exportedAt: exportedAt.toISOString(),
    ...head,
    problems: rows.map((row) => ({
      place: row.position,
      number: row.frontendId,
      title: row.title,
      slug: row.titleSlug,
      url: leetcodeProblemUrl(row.titleSlug),
      difficulty: difficultyByCode(row.difficulty)?.label ?? null,
      acceptance: row.acRate,
      topics: row.topics,
      status: row.status,
      nextReview: row.nextReview,
    })),
  }
  return `${JSON.stringify(document, null, 2)}\n`
}

/** `blind-75.csv`, `list-Xy3….json`: the address's own characters, which a header carries as they are. */
export function listFileName(list: { id: string; slug: string | null }, extension: 'csv' | 'json'): string {
  const base = list.slug ?? `list-${list.id}`
  return `${base.replace(/[^A-Za-z0-9_-]+/g, '-')}.${extension}`
}
