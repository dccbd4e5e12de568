import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Timeframe } from '~/domain/timeframes'
import { getDb, type Db } from '~/server/db.server'
import { companyFromFolder } from './company-list.server'
import { detectFormat, FORMATS, formatNamed } from './formats.server'
import { timeframeFromFileName } from './normalise.server'
import { skippedRows, sortIssues } from './report.server'
import { displayPath, listDataFiles, SourceFile, type Format } from './source.server'
import { describeSources, recordSources, type ImportedSource } from './sources.server'
import type { FileReport, FormatName, ImportProgress, ImportReport, Issue, ParseResult } from './types.server'
import { ImportWriter, type CompanyLists } from './writer.server'

export { DATA_META_KEYS } from './writer.server'
export { formatReport, issueLocation } from './report.server'
export { FORMAT_NAMES } from './types.server'
export type { FileReport, FormatName, ImportProgress, ImportReport, Issue } from './types.server'

export interface ImportOptions {
  /** Read every file as this format instead of detecting it. */
  format?: FormatName
  /** Refuse the whole import, writing nothing, if any row or file has a problem. */
  strict?: boolean
  onProgress?: (progress: ImportProgress) => void
  /** The import's timestamp (data_as_of, lastUpdated); now unless a test pins it. */
  now?: Date
  /** The day (YYYY-MM-DD) the data describes, for sources that do not say (see known-sources.server.ts). */
  asOf?: string
  /** The licence or attribution of sources PrepSharp does not know. */
  licence?: string
}

export class ImportPathError extends Error {}

interface ReadFile {
  source: SourceFile
  format: Format
  result: ParseResult
}

/** Thrown inside the transaction to roll it back when strict mode meets a problem while writing. */
class StrictRefusal extends Error {
  constructor(readonly issues: Issue[]) {
    super('Strict mode refused the import')
  }
}

/**
 * Imports a data file, or every data file under a folder, in one transaction: it all lands or, when
 * something unexpected fails (or strict mode finds a problem), nothing does. Rows that cannot be read are
 * skipped and listed in the report.
 */
export async function importPath(
  target: string,
  options: ImportOptions = {},
  db: Db = getDb(),
): Promise<ImportReport> {
  const started = performance.now()
  const root = path.resolve(target)
  const stat = await fs.stat(root).catch(() => null)
  if (!stat) throw new ImportPathError(`No such file or folder: ${target}`)
  const rootIsFile = stat.isFile()
  const forced = options.format ? formatNamed(options.format) : undefined
  const strict = options.strict ?? false
  const now = options.now ?? new Date()

  const paths = rootIsFile ? [root] : await listDataFiles(root)
  const { read, ignored, broken } = readAll(paths, root, rootIsFile, forced, options.onProgress)
  const readIssues = [...broken, ...read.flatMap((file) => file.result.issues)]

  const ordered = orderForWriting(read)
  const companyGroups = groupCompanyLists(ordered, rootIsFile ? 'timeframes' : 'company')
  const groupIssues = companyGroups.issues

  const base = { path: target, strict, ignored }
  const issuesBeforeWrite = [...readIssues, ...groupIssues]
  if (strict && issuesBeforeWrite.length > 0) {
    return buildReport({ ...base, refused: true, read, issues: issuesBeforeWrite, writer: null, started })
  }

  const sqlite = db.$client
  const total = ordered.length
  let done = 0
  const step = (file: string) => options.onProgress?.({ phase: 'writing', done: ++done, total, file })
  const notes = new Map<string, string[]>()
  const write = sqlite.transaction(() => {
    const writer = new ImportWriter(sqlite, now)
    for (const file of ordered) {
      const data = file.result.data
      if (data?.kind === 'problems') notes.set(file.source.display, writer.writeProblems(data.rows))
      if (data?.kind === 'ratings') writer.writeRatings(file.source.display, data.rows)
      if (data?.kind === 'daily') writer.writeDaily(data.rows)
      if (data?.kind === 'lists') writer.writeProblemLists(file.source.display, data.rows)
      const group = companyGroups.afterFile.get(file)
      if (group) writer.writeCompanyLists(group)
      step(file.source.display)
    }
    if (strict && writer.issues.length > 0) throw new StrictRefusal(writer.issues)
    const files = fileReports(read, [...issuesBeforeWrite, ...writer.issues], notes)
    const sources = describeSources(
      target,
      rootIsFile,
      read.map((file, index) => ({
        path: file.source.path,
        display: file.source.display,
        format: file.format.name,
        data: file.result.data,
        imported: files[index]!.imported,
      })),
      FORMATS.map((format) => format.name),
      { asOf: options.asOf, licence: options.licence },
    )
    recordSources(sqlite, sources, writer.listOrigins, now)
    const lastUpdated = writer.recordUpdate()
    return { writer, lastUpdated, sources }
  })
  try {
    const { writer, lastUpdated, sources } = write.immediate()
    const issues = [...issuesBeforeWrite, ...writer.issues]
    return buildReport({
      ...base,
      refused: false,
      read,
      issues,
      writer,
      started,
      lastUpdated,
      notes,
      sources,
    })
  } catch (error) {
    if (!(error instanceof StrictRefusal)) throw error
    const issues = [...issuesBeforeWrite, ...error.issues]
    return buildReport({ ...base, refused: true, read, issues, writer: null, started })
  }
}

// Files are read synchronously: for many small files that is several times faster than the promise API,
// whose every open, stat, read and close is a round trip through the thread pool.
function readAll(
  paths: string[],
  root: string,
  rootIsFile: boolean,
  forced: Format | undefined,
  onProgress: ImportOptions['onProgress'],
): { read: ReadFile[]; ignored: ImportReport['ignored']; broken: Issue[] } {
  const read: ReadFile[] = []
  const ignored: ImportReport['ignored'] = []
  const broken: Issue[] = []
  paths.forEach((file, index) => {
    const display = displayPath(root, rootIsFile, file)
    const source = new SourceFile(file, display, readFileSync(file, 'utf8'))
    const detection = detectFormat(source, forced)
    if ('format' in detection) {
      read.push({ source, format: detection.format, result: detection.format.parse(source) })
    } else if ('broken' in detection) {
      broken.push(source.fileIssue(detection.broken))
    } else {
      ignored.push({ file: display, reason: detection.ignored })
    }
    onProgress?.({ phase: 'reading', done: index + 1, total: paths.length, file: display })
  })
  return { read, ignored, broken }
}

/** Files in writing order: by format (metadata first), then by path so that runs are repeatable. */
function orderForWriting(read: ReadFile[]): ReadFile[] {
  const rank = (file: ReadFile) => FORMATS.indexOf(file.format)
  return [...read].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.source.display < b.source.display ? -1 : a.source.display > b.source.display ? 1 : 0),
  )
}

/**
 * Gathers each company's list files, so that a company's lists are replaced together, and says after which
 * file each company is written. A second file for the same company and timeframe (two layouts of the same
 * list in one import) is refused: merging them would mix two snapshots.
 */
function groupCompanyLists(ordered: ReadFile[], scope: CompanyLists['scope']) {
  const groups = new Map<string, CompanyLists>()
  const lastFile = new Map<string, ReadFile>()
  const firstFile = new Map<string, string>()
  const issues: Issue[] = []
  for (const file of ordered) {
    if (file.format.kind !== 'company-list') continue
    const data = file.result.data
    const company = data?.kind === 'company-list' ? data.company : companyFromFolder(file.source.folder)
    const timeframe: Timeframe | null =
      data?.kind === 'company-list' ? data.timeframe : timeframeFromFileName(file.source.name)
    if (!company || !timeframe) continue
    const group = groups.get(company.slug) ?? { company, lists: new Map(), keep: new Set<Timeframe>(), scope }
    groups.set(company.slug, group)
    lastFile.set(company.slug, file)
    const key = `${company.slug}/${timeframe}`
    const earlier = firstFile.get(key)
    if (earlier) {
      issues.push(file.source.fileIssue(`${company.slug} ${timeframe} is already imported from ${earlier}`))
      continue
    }
    firstFile.set(key, file.source.display)
    if (data?.kind === 'company-list') {
      group.lists.set(timeframe, { file: file.source.display, rows: data.rows })
      if (data.company.nameIsGiven) group.company = data.company
    } else {
      group.keep.add(timeframe)
    }
  }
  const afterFile = new Map<ReadFile, CompanyLists>()
  for (const [slug, group] of groups) afterFile.set(lastFile.get(slug)!, group)
  return { afterFile, issues }
}

/** Each file read, with its rows imported and skipped (a row with an issue is skipped), in reading order. */
function fileReports(read: ReadFile[], issues: Issue[], notes?: Map<string, string[]>): FileReport[] {
  const issuesByFile = new Map<string, Issue[]>()
  for (const issue of issues) {
    const list = issuesByFile.get(issue.file) ?? []
    list.push(issue)
    issuesByFile.set(issue.file, list)
  }
  return read.map((file) => {
    const rows = file.result.rows
    const skipped = skippedRows(rows, issuesByFile.get(file.source.display) ?? [])
    return {
      file: file.source.display,
      format: file.format.name,
      rows,
      imported: rows - skipped,
      skipped,
      notes: notes?.get(file.source.display) ?? [],
    }
  })
}

function buildReport(input: {
  path: string
  strict: boolean
  refused: boolean
  ignored: ImportReport['ignored']
  read: ReadFile[]
  issues: Issue[]
  writer: ImportWriter | null
  started: number
  lastUpdated?: string | null
  notes?: Map<string, string[]>
  sources?: ImportedSource[]
}): ImportReport {
  const issues = sortIssues(input.issues)
  const files = fileReports(input.read, issues, input.notes)
  const companies = new Set<string>()
  const problems = new Set<string>()
  for (const file of input.read) {
    const data = file.result.data
    if (data?.kind === 'company-list') {
      companies.add(data.company.slug)
      for (const row of data.rows) problems.add(row.problem.titleSlug)
    } else if (data?.kind === 'problems' || data?.kind === 'ratings') {
      for (const row of data.rows) problems.add(row.titleSlug)
    } else if (data?.kind === 'daily') {
      for (const row of data.rows) problems.add(row.problem.titleSlug)
    }
  }
  const writer = input.writer
  return {
    path: input.path,
    strict: input.strict,
    refused: input.refused,
    files,
    ignored: input.ignored,
    companies: writer ? writer.companiesWritten.size : companies.size,
    problems: writer ? writer.touchedProblems.size : problems.size,
    problemsCreated: writer ? writer.problemsCreated : 0,
    rowsImported: input.refused ? 0 : files.reduce((sum, file) => sum + file.imported, 0),
    rowsSkipped: files.reduce((sum, file) => sum + file.skipped, 0),
    issues,
    changes: writer ? writer.changes : 0,
    lastUpdated: input.lastUpdated ?? null,
    sources: (input.sources ?? []).map(({ files: _files, contentHash: _hash, ...source }) => source),
    completedAllLists: writer ? writer.completedAllLists : [],
    durationMs: Math.round(performance.now() - input.started),
  }
}
