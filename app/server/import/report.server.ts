import { FORMAT_NAMES, type FileReport, type FormatName, type ImportReport, type Issue } from './types.server'

const MAX_LISTED = 500

function count(value: number): string {
  return value.toLocaleString('en-US')
}

function plural(value: number, one: string, many = `${one}s`): string {
  return `${count(value)} ${value === 1 ? one : many}`
}

/**
 * `google/all.csv:12` for a line, `questions.json[3]` for a JSON element (`sets.json[2] #5` for the fifth
 * value inside it), the file alone otherwise.
 */
export function issueLocation(issue: Issue): string {
  if (issue.line !== undefined) return `${issue.file}:${issue.line}`
  if (issue.item !== undefined) {
    return `${issue.file}[${issue.item}]${issue.entry !== undefined ? ` #${issue.entry}` : ''}`
  }
  return issue.file
}

/** Issues in reading order: by file, then line or element. */
export function sortIssues(issues: Issue[]): Issue[] {
  return [...issues].sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.item ?? 0) - (b.item ?? 0) ||
      (a.entry ?? 0) - (b.entry ?? 0),
  )
}

/**
 * Rows skipped per file: every row of an unusable file, else each row that has an issue, once. An issue
 * about a value inside a row (`entry`) leaves the row imported.
 */
export function skippedRows(rows: number, issues: Issue[]): number {
  if (issues.some((issue) => issue.line === undefined && issue.item === undefined)) return rows
  const rowIssues = issues.filter((issue) => issue.entry === undefined)
  const keys = new Set(rowIssues.map((issue) => `${issue.line ?? ''}#${issue.item ?? ''}`))
  return Math.min(rows, keys.size)
}

interface FormatSummary {
  files: number
  rows: number
  imported: number
  skipped: number
}

function byFormat(files: FileReport[]): Map<FormatName, FormatSummary> {
  const summary = new Map<FormatName, FormatSummary>()
  for (const name of FORMAT_NAMES) {
    const ofFormat = files.filter((file) => file.format === name)
    if (ofFormat.length === 0) continue
    summary.set(name, {
      files: ofFormat.length,
      rows: ofFormat.reduce((sum, file) => sum + file.rows, 0),
      imported: ofFormat.reduce((sum, file) => sum + file.imported, 0),
      skipped: ofFormat.reduce((sum, file) => sum + file.skipped, 0),
    })
  }
  return summary
}

function listed<T>(items: T[], line: (item: T) => string): string[] {
  const shown = items.slice(0, MAX_LISTED).map((item) => `  ${line(item)}`)
  if (items.length > MAX_LISTED) shown.push(`  … and ${count(items.length - MAX_LISTED)} more`)
  return shown
}

/** The report as the import command prints it. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = []
  const seconds = (report.durationMs / 1000).toFixed(1)
  if (report.refused) {
    lines.push(
      `Strict mode: ${plural(report.issues.length, 'problem')} found in ${report.path}; nothing was imported.`,
    )
  } else {
    lines.push(`Imported ${report.path} in ${seconds} s`)
  }
  lines.push('')
  const formats = byFormat(report.files)
  const width = Math.max(0, ...[...formats.keys()].map((name) => name.length))
  for (const [name, entry] of formats) {
    const skipped = entry.skipped > 0 ? `, ${count(entry.skipped)} skipped` : ''
    lines.push(
      `  ${name.padEnd(width)}  ${plural(entry.files, 'file')}, ${plural(entry.imported, 'row')} imported${skipped}`,
    )
  }
  if (formats.size === 0) lines.push('  No data files found.')
  lines.push('')
  lines.push(`  Files      ${count(report.files.length)} read, ${count(report.ignored.length)} ignored`)
  lines.push(`  Companies  ${count(report.companies)}`)
  lines.push(`  Problems   ${count(report.problems)} (${count(report.problemsCreated)} new)`)
  lines.push(`  Rows       ${count(report.rowsImported)} imported, ${count(report.rowsSkipped)} skipped`)
  if (!report.refused) {
    lines.push(
      report.changes > 0
        ? `  Changes    ${plural(report.changes, 'stored row')} written; data last updated ${report.lastUpdated}`
        : '  Changes    none: the database already holds this data',
    )
  }

  if (report.sources.length > 0) {
    lines.push('', 'Sources (shown on /data):')
    lines.push(
      ...listed(report.sources, (source) => {
        const asOf = source.asOf ? `as of ${source.asOf}` : 'undated'
        return `${source.name}  ${source.format}, ${asOf}, ${plural(source.rows, 'row')}`
      }),
    )
  }
  if (report.completedAllLists.length > 0) {
    lines.push(
      '',
      `All lists completed from shorter timeframes (${plural(report.completedAllLists.length, 'company', 'companies')}):`,
    )
    lines.push(
      ...listed(report.completedAllLists, ({ company, added }) => `${company}  +${plural(added, 'problem')}`),
    )
  }

  const notes = report.files.flatMap((file) => file.notes.map((note) => ({ file: file.file, note })))
  if (notes.length > 0) {
    lines.push('', 'Notes:', ...listed(notes, ({ file, note }) => `${file}: ${note}`))
  }
  if (report.issues.length > 0) {
    const heading = report.refused ? 'Problems' : 'Skipped'
    lines.push('', `${heading} (${count(report.issues.length)}):`)
    lines.push(...listed(report.issues, (issue) => `${issueLocation(issue)}  ${issue.reason}`))
  }
  if (report.ignored.length > 0) {
    lines.push('', `Ignored (${count(report.ignored.length)}):`)
    lines.push(...listed(report.ignored, ({ file, reason }) => `${file}  ${reason}`))
  }
  return lines.join('\n')
}
