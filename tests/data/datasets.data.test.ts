import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TIMEFRAMES } from '~/domain/timeframes'
import { openDatabase, type Db } from '~/server/db.server'
import { importPath, type ImportReport } from '~/server/import/index.server'

// Imports the whole of the public data sets into a fresh database and checks the result against the
// counts of their MANIFEST.csv and README. Run by `npm run test:data`.

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const DATASETS = path.resolve(REPO_ROOT, process.env.PREPSHARP_DATASETS ?? '../shared/datasets')

/** Data files with no table to go to: curated problem lists. */
const NOT_IMPORTED = ['problem-metadata-noworneverev/problem_sets.json']

interface ManifestRow {
  path: string
  rows: number
}

let folder: string
let db: Db
let report: ImportReport
let manifest: ManifestRow[]

function count(sql: string, ...params: unknown[]): number {
  const row = db.$client.prepare(sql).get(...params) as { n: number }
  return row.n
}

function manifestRows(predicate: (row: ManifestRow) => boolean): number {
  return manifest.filter(predicate).reduce((sum, row) => sum + row.rows, 0)
}

/** `company-wise-snehasishroy/<company>/<timeframe>.csv` → [company, timeframe]. */
function companyFile(row: ManifestRow): [string, string] | null {
  const match = /^company-wise-snehasishroy\/([^/]+)\/([^/]+)\.csv$/.exec(row.path)
  return match ? [match[1]!, match[2]!] : null
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(DATASETS, 'MANIFEST.csv'))) {
    throw new Error(
      `The public data sets are missing: no MANIFEST.csv in ${DATASETS}. ` +
        'Set PREPSHARP_DATASETS to the datasets folder (default ../shared/datasets).',
    )
  }
  const records = parse(fs.readFileSync(path.join(DATASETS, 'MANIFEST.csv'), 'utf8'), { columns: true }) as {
    path: string
    rows: string
  }[]
  manifest = records.map((record) => ({ path: record.path, rows: Number(record.rows) }))
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prepsharp-data-test-'))
  db = openDatabase(path.join(folder, 'data.db'))
  report = await importPath(DATASETS, {}, db)
})

afterAll(() => {
  db?.$client.close()
  if (folder) fs.rmSync(folder, { recursive: true, force: true })
})

describe('importing the public data sets', () => {
  it('reads every data file of the manifest, each row of it, and skips none', () => {
    expect(report.refused).toBe(false)
    expect(report.issues).toEqual([])
    const files = new Map(report.files.map((file) => [file.file, file]))
    for (const row of manifest) {
      if (NOT_IMPORTED.includes(row.path)) continue
      expect(files.get(row.path), row.path).toMatchObject({ rows: row.rows, imported: row.rows, skipped: 0 })
    }
    expect(report.files).toHaveLength(manifest.length - NOT_IMPORTED.length)
    expect(report.ignored.map((file) => file.file).sort()).toEqual(['MANIFEST.csv', ...NOT_IMPORTED].sort())
  })

  it('stores every company list row, per timeframe as the manifest counts them', () => {
    for (const timeframe of TIMEFRAMES) {
      const expected = manifestRows((row) => companyFile(row)?.[1] === timeframe)
      expect(
        count('SELECT count(*) AS n FROM company_questions WHERE timeframe = ?', timeframe),
        timeframe,
      ).toBe(expected)
    }
    expect(count('SELECT count(*) AS n FROM company_questions')).toBe(39_904)
    expect(count('SELECT count(DISTINCT problem_id) AS n FROM company_questions')).toBe(3_399)
  })

  it('creates one company per folder with data, its total from its all list', () => {
    const folders = new Set(
      manifest.filter((row) => row.rows > 0).flatMap((row) => companyFile(row)?.[0] ?? []),
    )
    expect(folders.size).toBe(659)
    expect(count('SELECT count(*) AS n FROM companies')).toBe(folders.size)
    const totals = new Map(
      (
        db.$client.prepare('SELECT slug, total_problems FROM companies').all() as {
          slug: string
          total_problems: number
        }[]
      ).map((row) => [row.slug, row.total_problems]),
    )
    for (const row of manifest) {
      const file = companyFile(row)
      if (file?.[1] === 'all') expect(totals.get(file[0]), file[0]).toBe(row.rows)
    }
    // The three companies without an all list count the distinct problems of their other lists.
    expect(totals.get('ola')).toBe(
      manifestRows((row) => row.path === 'company-wise-snehasishroy/ola/thirty-days.csv'),
    )
    expect(
      count("SELECT count(*) AS n FROM companies WHERE name = 'Goldman Sachs' AND slug = 'goldman-sachs'"),
    ).toBe(1)
    expect(count("SELECT count(*) AS n FROM companies WHERE name = 'TCS'")).toBe(1)
  })

  it('stores every problem of the metadata, with ratings, topics and similar questions', () => {
    const metadata = manifestRows((row) => row.path.endsWith('leetcode_questions_mini.json'))
    expect(metadata).toBe(4_029)
    expect(count('SELECT count(*) AS n FROM problems')).toBeGreaterThanOrEqual(metadata)
    expect(count('SELECT count(*) AS n FROM problems WHERE frontend_id BETWEEN 1 AND ?', metadata)).toBe(
      metadata,
    )
    expect(count('SELECT count(*) AS n FROM problems WHERE metadata_updated_at IS NULL')).toBe(0)
    expect(count('SELECT count(*) AS n FROM problems WHERE contest_rating IS NOT NULL')).toBe(
      manifestRows((row) => row.path.endsWith('ratings.tsv')),
    )
    expect(count('SELECT count(DISTINCT topic) AS n FROM problem_topics')).toBe(175)
    expect(count('SELECT count(DISTINCT problem_id) AS n FROM similar_questions')).toBe(355)
    expect(count('SELECT count(*) AS n FROM problems WHERE ac_rate < 0 OR ac_rate > 100')).toBe(0)
  })

  it('stores the whole daily and weekly history', () => {
    expect(count('SELECT count(*) AS n FROM daily_challenges')).toBe(
      manifestRows((row) => row.path.endsWith('daily_challenges_by_date.csv')),
    )
    expect(count("SELECT count(*) AS n FROM daily_challenges WHERE type = 'DAILY'")).toBe(1_917)
    expect(count("SELECT count(*) AS n FROM daily_challenges WHERE type = 'WEEKLY'")).toBe(291)
    const first = db.$client
      .prepare(
        "SELECT date, title_slug, question_id FROM daily_challenges WHERE type = 'DAILY' ORDER BY date LIMIT 1",
      )
      .get()
    expect(first).toEqual({ date: '2020-04-01', title_slug: 'single-number', question_id: 136 })
  })

  it('records when the data was updated', () => {
    expect(report.lastUpdated).not.toBeNull()
    const stored = db.$client.prepare("SELECT value FROM data_meta WHERE key = 'lastUpdated'").get()
    expect(stored).toEqual({ value: report.lastUpdated })
  })

  it('changes nothing when imported again', async () => {
    const again = await importPath(DATASETS, {}, db)
    expect(again.changes).toBe(0)
    expect(again.rowsImported).toBe(report.rowsImported)
  })
})
