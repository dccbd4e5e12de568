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
      expect(files.get(row.path), row.path).toMatchObject({ rows: row.rows, imported: row.rows, skipped: 0 })
    }
    expect(report.files).toHaveLength(manifest.length)
    expect(report.ignored.map((file) => file.file)).toEqual(['MANIFEST.csv'])
  })

  it('stores the curated lists whole, in their order, under stable addresses', () => {
    const sets = JSON.parse(
      fs.readFileSync(path.join(DATASETS, 'problem-metadata-noworneverev/problem_sets.json'), 'utf8'),
    ) as { id: string; name: string; slugs: string[] }[]
    const stored = db.$client
      .prepare("SELECT slug, name FROM problem_lists WHERE visibility = 'curated' ORDER BY slug")
      .all()
    expect(stored).toEqual([
      { slug: 'blind-75', name: 'Blind 75' },
      { slug: 'neetcode-150', name: 'NeetCode 150' },
    ])
    for (const [slug, id] of [
      ['blind-75', 'blind75'],
      ['neetcode-150', 'neetcode150'],
    ] as const) {
      const items = db.$client
        .prepare(
          `SELECT p.title_slug FROM problem_list_items i JOIN problem_lists l ON l.id = i.list_id
           JOIN problems p ON p.id = i.problem_id WHERE l.slug = ? ORDER BY i.position`,
        )
        .pluck()
        .all(slug)
      expect(items, slug).toEqual(sets.find((set) => set.id === id)!.slugs)
    }
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

  it('adds nothing to the All lists: each already holds every problem of its company', () => {
    expect(count('SELECT count(*) AS n FROM company_questions WHERE from_shorter_timeframe = 1')).toBe(0)
    expect(report.completedAllLists).toEqual([])
  })

  it('records each source, named by the manifest, with its date, counts and licence', () => {
    const sources = [...report.sources].sort((a, b) =>
      `${a.name} ${a.format}` < `${b.name} ${b.format}` ? -1 : 1,
    )
    expect(sources.map(({ licence: _licence, ...source }) => source)).toEqual([
      {
        name: 'code-chronicles-code/leetcode-curriculum',
        format: 'daily',
        asOf: '2025-06-09',
        rows: 3_579 + 2_208,
        companies: 0,
        // The problems that were ever a challenge; the other lines of problems.jsonl list no date.
        problems: count('SELECT count(DISTINCT title_slug) AS n FROM daily_challenges'),
      },
      {
        name: 'noworneverev/leetcode-api',
        format: 'graphql-questions',
        asOf: '2026-05-20',
        rows: 399,
        companies: 0,
        problems: 399,
      },
      {
        name: 'noworneverev/leetcode-api',
        format: 'metadata-json, problem-sets',
        asOf: '2026-08-22',
        rows: 4_029 + 2,
        companies: 0,
        problems: 4_029,
      },
      {
        name: 'snehasishroy/leetcode-companywise-interview-questions',
        format: 'company-csv',
        asOf: '2026-07-12',
        rows: 39_904,
        companies: 659,
        problems: 3_399,
      },
      {
        name: 'zerotrac/leetcode_problem_rating',
        format: 'ratings',
        asOf: '2026-08-22',
        rows: 2 * 2_569,
        companies: 0,
        problems: 2_569,
      },
    ])
    expect(sources.every((source) => source.licence)).toBe(true)
    expect(count('SELECT count(*) AS n FROM data_sources')).toBe(5)
    // Every company list points at the import it came from.
    expect(count('SELECT count(*) AS n FROM company_list_sources')).toBe(
      manifest.filter((row) => companyFile(row) && row.rows > 0).length,
    )
  })

  it('changes nothing when imported again', async () => {
    const again = await importPath(DATASETS, {}, db)
    expect(again.changes).toBe(0)
    expect(again.rowsImported).toBe(report.rowsImported)
    // The same content: its sources are marked checked, not recorded again.
    expect(count('SELECT count(*) AS n FROM data_sources')).toBe(5)
    expect(count('SELECT count(*) AS n FROM data_sources WHERE checked_at IS NOT NULL')).toBe(5)
  })
})

// ---------------------------------------------------------------------------------------------------------
// A capped copy: the real company lists in the `<Company Name>/<N>. <Timeframe>.csv` layout, every file cut to
// its first 100 rows, as one public source publishes them. Each company's All list, completed from its
// shorter timeframes, must then hold every distinct problem of its files.

const CAP = 100
const NAMED_FILES: Record<string, string> = {
  'thirty-days': '1. Thirty Days.csv',
  'three-months': '2. Three Months.csv',
  'six-months': '3. Six Months.csv',
  'more-than-six-months': '4. More Than Six Months.csv',
  all: '5. All.csv',
}

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

interface CappedCompany {
  /** Distinct problems over all its capped files. */
  distinct: Set<string>
  /** Problems of its capped All file, when it has one. */
  all: Set<string> | null
}

/** Writes the capped copy under `root` and returns, per company folder, what its capped files hold. */
function writeCappedCopy(root: string): Map<string, CappedCompany> {
  const companies = new Map<string, CappedCompany>()
  for (const row of manifest) {
    const file = companyFile(row)
    if (!file) continue
    const [company, timeframe] = file
    const records = parse(fs.readFileSync(path.join(DATASETS, row.path), 'utf8'), {
      columns: true,
    }) as Record<string, string>[]
    const kept = records.slice(0, CAP)
    const lines = ['Difficulty,Title,Frequency,Acceptance Rate,Link,Topics']
    for (const record of kept) {
      const acceptance = (Number(record['Acceptance %']!.replace('%', '')) / 100).toFixed(4)
      lines.push(
        [
          record.Difficulty!.toUpperCase(),
          csvCell(record.Title!),
          record['Frequency %']!.replace('%', ''),
          acceptance,
          record.URL!,
          '',
        ].join(','),
      )
    }
    fs.mkdirSync(path.join(root, company), { recursive: true })
    fs.writeFileSync(path.join(root, company, NAMED_FILES[timeframe]!), `${lines.join('\n')}\n`)
    const slugs = kept.map((record) => record.URL!.split('/').pop()!)
    const entry = companies.get(company) ?? { distinct: new Set<string>(), all: null }
    for (const slug of slugs) entry.distinct.add(slug)
    if (timeframe === 'all') entry.all = new Set(slugs)
    companies.set(company, entry)
  }
  return companies
}

describe('a capped copy of the company lists', () => {
  let cappedFolder: string
  let cappedDb: Db
  let cappedReport: ImportReport
  let expected: Map<string, CappedCompany>

  beforeAll(async () => {
    cappedFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'prepsharp-capped-data-'))
    expected = writeCappedCopy(path.join(cappedFolder, 'lists'))
    cappedDb = openDatabase(path.join(cappedFolder, 'capped.db'))
    cappedReport = await importPath(path.join(cappedFolder, 'lists'), {}, cappedDb)
  })

  afterAll(() => {
    cappedDb?.$client.close()
    if (cappedFolder) fs.rmSync(cappedFolder, { recursive: true, force: true })
  })

  it('reads every capped file in the named layout without an issue', () => {
    expect(cappedReport.issues).toEqual([])
    expect(new Set(cappedReport.files.map((file) => file.format))).toEqual(new Set(['company-csv-named']))
    // The cap bites: some company's files list more problems than its All file.
    expect(
      [...expected.values()].some((company) => company.all && company.distinct.size > company.all.size),
    ).toBe(true)
  })

  it('counts, for every company, each distinct problem of its capped files', () => {
    const stored = new Map(
      (
        cappedDb.$client
          .prepare(
            `SELECT c.slug, c.total_problems AS total,
               (SELECT count(*) FROM company_questions cq WHERE cq.company_id = c.id AND cq.timeframe = 'all') AS allRows,
               (SELECT count(*) FROM company_questions cq
                 WHERE cq.company_id = c.id AND cq.from_shorter_timeframe = 1) AS added
             FROM companies c`,
          )
          .all() as { slug: string; total: number; allRows: number; added: number }[]
      ).map((row) => [row.slug, row]),
    )
    expect(stored.size).toBe(expected.size)
    let gained = 0
    for (const [company, files] of expected) {
      const row = stored.get(company)
      const added = files.all ? files.distinct.size - files.all.size : 0
      expect(row, company).toEqual({
        slug: company,
        total: files.distinct.size,
        allRows: files.all ? files.distinct.size : 0,
        added,
      })
      if (added > 0) gained++
    }
    expect(cappedReport.completedAllLists).toHaveLength(gained)
    expect(cappedReport.completedAllLists.reduce((sum, entry) => sum + entry.added, 0)).toBe(
      [...stored.values()].reduce((sum, row) => sum + row.added, 0),
    )
  })
})
