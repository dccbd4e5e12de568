import type { z } from 'zod'
import { indexColumns, pickColumns, readCsv, type Column, type CsvDialect } from './csv.server'
import { describeIssues } from './fields.server'
import type { SourceFile } from './source.server'
import type { Issue, Located } from './types.server'

export interface TableLayout<K extends string, T> {
  dialect: CsvDialect
  columns: Record<K, Column>
  /** Validates one record, keyed by column. */
  row: z.ZodType<T>
}

export type TableRows<T> =
  | { ok: true; rows: Located<T>[]; count: number; issues: Issue[] }
  | { ok: false; issue: Issue; count: number }

/**
 * The valid rows of a delimited file, each with its line, and an issue for every other row. A header that
 * lacks a required column makes the whole file unusable.
 */
export function readTableRows<K extends string, T>(
  source: SourceFile,
  layout: TableLayout<K, T>,
): TableRows<T> {
  const table = readCsv(source.text, layout.dialect)
  const count = table.records.length + table.issues.length
  if (table.header.length === 0) return { ok: false, issue: source.fileIssue('the file is empty'), count }
  const located = indexColumns(table.header, layout.columns)
  if ('missing' in located) {
    const columns = `column${located.missing.length > 1 ? 's' : ''} ${located.missing.join(', ')}`
    const header = table.header.join(layout.dialect.delimiter === '\t' ? '\\t' : ',')
    const reason = `missing ${columns} (the header is "${header}")`
    return { ok: false, issue: source.fileIssue(reason), count }
  }
  const labels: Record<string, string> = {}
  for (const key of Object.keys(layout.columns) as K[]) {
    const position = located.index[key]
    labels[key] = position === undefined ? key : (table.header[position] ?? key).trim()
  }
  const issues: Issue[] = table.issues.map(({ line, reason }) => ({ file: source.display, line, reason }))
  const rows: Located<T>[] = []
  for (const { line, fields } of table.records) {
    if (fields.length !== table.header.length) {
      const hint = fields.length > table.header.length ? ' (a comma in an unquoted value?)' : ''
      const reason = `expected ${table.header.length} fields, found ${fields.length}${hint}`
      issues.push({ file: source.display, line, reason })
      continue
    }
    const parsed = layout.row.safeParse(pickColumns(fields, located.index))
    if (parsed.success) rows.push({ ...parsed.data, at: { line } })
    else issues.push({ file: source.display, line, reason: describeIssues(parsed.error, labels) })
  }
  return { ok: true, rows, count, issues }
}
