import { isConfirmed, type ReportTally } from './community-reports'
import { difficultyByCode } from './difficulty'
import { leetcodeProblemUrl } from './leetcode-links'
import { csvField, csvText } from './sheet-csv'

/**
 * The CSV of a sheet's community view (docs/product.md#community-reports): the reported problems with
 * their counts instead of an imported list's acceptance and frequency, which they do not have. The same
 * file rules as the sheet's CSV (sheet-csv.ts).
 */

export interface CommunityCsvRow extends ReportTally {
  frontendId: number | null
  title: string
  titleSlug: string
  difficulty: number
  topics: readonly string[]
  status: 'solved' | 'revisit' | null
}

export const COMMUNITY_CSV_HEADER = [
  'Number',
  'Title',
  'URL',
  'Difficulty',
  'Reported by',
  'Latest month',
  'Confirmed',
  'Topics',
  'Status',
] as const

const STATUS_NAMES = { solved: 'Solved', revisit: 'Revisit' } as const

export function communityCsv(rows: Iterable<CommunityCsvRow>): string {
  const lines = [COMMUNITY_CSV_HEADER.join(',')]
  for (const row of rows) {
    lines.push(
      [
        row.frontendId === null ? '' : String(row.frontendId),
        csvText(row.title),
        csvField(leetcodeProblemUrl(row.titleSlug)),
        difficultyByCode(row.difficulty)?.label ?? '',
        String(row.people),
        row.latestMonth,
        isConfirmed(row) ? 'Yes' : 'No',
        csvText(row.topics.join('; ')),
        row.status ? STATUS_NAMES[row.status] : '',
      ].join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}
