import { TIMEFRAMES } from '~/domain/timeframes'
import { companyNameFromSlug } from './company-names.server'
import { companySlug, timeframeFromFileName } from './normalise.server'
import { sortIssues } from './report.server'
import type { SourceFile } from './source.server'
import { readTableRows, type TableLayout } from './tabular.server'
import type { CompanyIdentity, CompanyListRow, Issue, Located, ParseResult } from './types.server'

/**
 * The company a list belongs to, named after its folder. A folder named by its slug (`goldman-sachs`) gets a
 * display name derived from it; a folder named like a company (`Goldman Sachs`) keeps that name.
 */
export function companyFromFolder(folder: string): CompanyIdentity | null {
  const slug = companySlug(folder)
  if (!/[a-z0-9]/.test(slug)) return null
  const nameIsGiven = folder.trim() !== slug
  return {
    slug,
    name: nameIsGiven ? folder.trim().replace(/\s+/g, ' ') : companyNameFromSlug(slug),
    nameIsGiven,
  }
}

/** Reads one company × timeframe list file in either layout. */
export function parseCompanyList<K extends string>(
  source: SourceFile,
  layout: TableLayout<K, CompanyListRow>,
): ParseResult {
  const timeframe = timeframeFromFileName(source.name)
  const company = companyFromFolder(source.folder)
  const table = readTableRows(source, layout)
  if (!timeframe) {
    const reason = `the file name does not say the timeframe (expected one of ${TIMEFRAMES.join(', ')})`
    return { data: null, rows: table.count, issues: [source.fileIssue(reason)] }
  }
  if (!company) {
    const reason = 'the folder name does not say the company'
    return { data: null, rows: table.count, issues: [source.fileIssue(reason)] }
  }
  if (!table.ok) return { data: null, rows: table.count, issues: [table.issue] }

  // A list names each problem once; a repeat would break the list's key, so the first one stands.
  const issues: Issue[] = [...table.issues]
  const firstLine = new Map<string, number | undefined>()
  const rows: Located<CompanyListRow>[] = []
  for (const row of table.rows) {
    const seen = firstLine.get(row.problem.titleSlug)
    if (firstLine.has(row.problem.titleSlug)) {
      const reason = `${row.problem.titleSlug} is already listed${seen ? ` on line ${seen}` : ''}`
      issues.push({ file: source.display, line: row.at.line, reason })
      continue
    }
    firstLine.set(row.problem.titleSlug, row.at.line)
    rows.push(row)
  }
  return {
    data: { kind: 'company-list', company, timeframe, rows },
    rows: table.count,
    issues: sortIssues(issues),
  }
}
