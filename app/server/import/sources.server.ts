import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'
import { parse } from 'csv-parse/sync'
import { knownSource } from './known-sources.server'
import type { FormatName, ParsedData } from './types.server'
import type { ListOrigin } from './writer.server'

/*
 * Where the data of an import came from, recorded so that /data can say where every number comes from
 * (docs/product.md#data-sources). A file belongs to the source its data set's MANIFEST.csv names (a
 * repository at a commit); a file no manifest lists belongs to the imported folder (or file) itself.
 */

/** What the import can say about a source without being told. */
export interface SourceFacts {
  /** The day its data describes (YYYY-MM-DD), or null when nothing says. */
  asOf: string | null
  licence: string | null
}

/** One source of an import, with its counts. */
export interface ImportedSource extends SourceFacts {
  name: string
  /** Its files' formats, in writing order, comma-separated. */
  format: string
  rows: number
  companies: number
  problems: number
  /** Its files, as the report names them. */
  files: string[]
  /** Its files' bytes and the facts above, hashed: an import of the same content records no new row. */
  contentHash: string
}

/** A file as the import read it. */
export interface ReadFileFacts {
  /** Absolute path. */
  path: string
  display: string
  format: FormatName
  data: ParsedData | null
  /** Rows written from it. */
  imported: number
}

interface ManifestEntry {
  repo: string
  commit: string
}

/**
 * The nearest MANIFEST.csv at or above `from` that names each file's repository (`path`, `source_repo`,
 * `source_commit`), keyed by absolute file path. A manifest without those columns, or one that cannot be
 * read, names nothing.
 */
function readManifest(from: string): Map<string, ManifestEntry> {
  let folder = from
  for (;;) {
    const file = path.join(folder, 'MANIFEST.csv')
    if (existsSync(file)) return manifestEntries(file)
    const parent = path.dirname(folder)
    if (parent === folder) return new Map()
    folder = parent
  }
}

function manifestEntries(file: string): Map<string, ManifestEntry> {
  const entries = new Map<string, ManifestEntry>()
  let records: Record<string, string>[]
  try {
    records = parse(readFileSync(file, 'utf8'), {
      columns: true,
      bom: true,
      skip_empty_lines: true,
    }) as Record<string, string>[]
  } catch {
    return entries
  }
  const folder = path.dirname(file)
  for (const record of records) {
    const repo = record.source_repo?.trim()
    if (!record.path || !repo) continue
    entries.set(path.resolve(folder, record.path), { repo, commit: record.source_commit?.trim() ?? '' })
  }
  return entries
}

function problemSlugs(data: ParsedData): string[] {
  switch (data.kind) {
    case 'company-list':
      return data.rows.map((row) => row.problem.titleSlug)
    case 'problems':
    case 'ratings':
      return data.rows.map((row) => row.titleSlug)
    case 'daily':
      return data.rows.map((row) => row.problem.titleSlug)
    case 'lists':
      return data.rows.flatMap((row) => row.problems.map((problem) => problem.titleSlug))
  }
}

/**
 * The import's files grouped into sources, in the order of their first file, with what each says about
 * itself. `told` fills in what a source does not say (the import command's --as-of and --licence). A
 * source that gave no row is left out: nothing of it was imported.
 */
export function describeSources(
  target: string,
  rootIsFile: boolean,
  files: readonly ReadFileFacts[],
  formatOrder: readonly FormatName[],
  told: Partial<SourceFacts> = {},
): ImportedSource[] {
  const root = path.resolve(target)
  const manifest = readManifest(rootIsFile ? path.dirname(root) : root)
  // A file imported alone is named with its folder, which says whose list it is (`Northwind/5. All.csv`).
  const fallbackName = rootIsFile
    ? `${path.basename(path.dirname(root))}/${path.basename(root)}`
    : path.basename(root)
  const groups = new Map<string, { name: string; entry: ManifestEntry | null; files: ReadFileFacts[] }>()
  for (const file of files) {
    const entry = manifest.get(file.path) ?? null
    const key = entry ? `${entry.repo}@${entry.commit}` : ''
    const group = groups.get(key) ?? { name: entry?.repo ?? fallbackName, entry, files: [] }
    group.files.push(file)
    groups.set(key, group)
  }

  const sources: ImportedSource[] = []
  for (const group of groups.values()) {
    const rows = group.files.reduce((sum, file) => sum + file.imported, 0)
    if (rows === 0) continue
    const known = knownSource(group.name)
    const companies = new Set<string>()
    const problems = new Set<string>()
    for (const { data } of group.files) {
      if (!data) continue
      if (data.kind === 'company-list' && data.rows.length > 0) companies.add(data.company.slug)
      for (const slug of problemSlugs(data)) problems.add(slug)
    }
    const formats = new Set(group.files.map((file) => file.format))
    const facts = {
      name: group.name,
      format: formatOrder.filter((name) => formats.has(name)).join(', '),
      asOf: (group.entry && known?.asOfByCommit[group.entry.commit]) ?? told.asOf ?? null,
      licence: known?.licence ?? told.licence ?? null,
      rows,
      companies: companies.size,
      problems: problems.size,
    }
    sources.push({
      ...facts,
      files: group.files.map((file) => file.display),
      contentHash: contentHash(facts, group.files),
    })
  }
  return sources
}

/** SHA-256 of a source's facts and of each file's name and bytes, in reading order. */
function contentHash(facts: object, files: readonly ReadFileFacts[]): string {
  const hash = createHash('sha256').update(JSON.stringify(facts))
  for (const file of files) hash.update(`\0${file.display}\0`).update(readFileSync(file.path))
  return hash.digest('hex')
}

/** Midnight UTC of a YYYY-MM-DD day, as the database stores days. */
function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`)
}

/**
 * Records each source in data_sources and points each company list the import read at the source of its
 * file (a list the import removed loses its pointer). A source whose latest row holds the same content only
 * has that row's checked_at moved: /data tells when a source changed apart from when it was last checked.
 * Runs inside the import's transaction.
 */
export function recordSources(
  sqlite: Database.Database,
  sources: readonly ImportedSource[],
  origins: readonly ListOrigin[],
  importedAt: Date,
): void {
  const latestSource = sqlite.prepare(
    `SELECT id, content_hash AS contentHash FROM data_sources WHERE name = ? AND format = ?
     ORDER BY imported_at DESC, id DESC LIMIT 1`,
  )
  const markChecked = sqlite.prepare('UPDATE data_sources SET checked_at = ? WHERE id = ?')
  const insertSource = sqlite.prepare(
    `INSERT INTO data_sources (name, format, as_of, imported_at, rows, companies, problems, licence,
       content_hash)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const sourceOfFile = new Map<string, number>()
  for (const source of sources) {
    const latest = latestSource.get(source.name, source.format) as
      { id: number; contentHash: string | null } | undefined
    let id: number
    if (latest?.contentHash === source.contentHash) {
      markChecked.run(importedAt.getTime(), latest.id)
      id = latest.id
    } else {
      const info = insertSource.run(
        source.name,
        source.format,
        source.asOf === null ? null : dayStart(source.asOf),
        importedAt.getTime(),
        source.rows,
        source.companies,
        source.problems,
        source.licence,
        source.contentHash,
      )
      id = Number(info.lastInsertRowid)
    }
    for (const file of source.files) sourceOfFile.set(file, id)
  }
  const setOrigin = sqlite.prepare(
    `INSERT INTO company_list_sources (company_id, timeframe, data_source_id) VALUES (?, ?, ?)
     ON CONFLICT (company_id, timeframe) DO UPDATE SET data_source_id = excluded.data_source_id`,
  )
  const dropOrigin = sqlite.prepare('DELETE FROM company_list_sources WHERE company_id = ? AND timeframe = ?')
  for (const origin of origins) {
    const sourceId = origin.file === null ? undefined : sourceOfFile.get(origin.file)
    if (sourceId === undefined) dropOrigin.run(origin.companyId, origin.timeframe)
    else setOrigin.run(origin.companyId, origin.timeframe, sourceId)
  }
}
