import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { blockedReporters, communityReports, companies, problems, users } from '#db/schema'
import { fixturePath } from '../../tests/fixtures/import/fixtures'
import { createTestDb } from '../../tests/setup/db'
import {
  demoCompanyCount,
  listDataSources,
  listOrigin,
  listOriginDates,
  recentCommunityReports,
} from './data-sources.server'
import { importPath } from './import/index.server'

const FIRST = new Date('2026-07-20T08:00:00.000Z')
const LATER = new Date('2026-08-20T08:00:00.000Z')
const DAY = 86_400_000

describe('listDataSources', () => {
  it('gives the latest import of each source, most recent first, with the home of sources PrepSharp knows', async () => {
    const db = createTestDb()
    expect(listDataSources(db)).toEqual([])
    await importPath(fixturePath('capped'), { now: FIRST }, db)
    await importPath(fixturePath('datasets/company-wise'), { now: FIRST }, db)
    await importPath(fixturePath('capped'), { now: LATER, asOf: '2026-07-12', licence: 'CC BY 4.0' }, db)
    db.$client
      .prepare(
        `INSERT INTO data_sources (name, format, as_of, imported_at, rows, companies, problems, licence)
         VALUES ('zerotrac/leetcode_problem_rating', 'ratings', NULL, ?, 10, 0, 10, 'MIT')`,
      )
      .run(FIRST.getTime() - DAY)

    expect(listDataSources(db)).toEqual([
      {
        name: 'capped',
        format: 'metadata-json, company-csv-named',
        asOf: new Date('2026-07-12T00:00:00Z'),
        importedAt: LATER,
        checkedAt: LATER,
        rows: 11,
        companies: 1,
        problems: 6,
        licence: 'CC BY 4.0',
        url: null,
      },
      expect.objectContaining({ name: 'company-wise', format: 'company-csv', importedAt: FIRST, asOf: null }),
      expect.objectContaining({
        name: 'zerotrac/leetcode_problem_rating',
        url: 'https://github.com/zerotrac/leetcode_problem_rating',
      }),
    ])
  })
})

describe('re-importing a source', () => {
  const sourceRows = (db: ReturnType<typeof createTestDb>) =>
    db.$client
      .prepare('SELECT id, imported_at AS importedAt, checked_at AS checkedAt FROM data_sources ORDER BY id')
      .all()

  it('adds no row when nothing changed: the latest row is marked checked, and the lists keep pointing at it', async () => {
    const db = createTestDb()
    await importPath(fixturePath('capped'), { now: FIRST }, db)
    await importPath(fixturePath('capped'), { now: LATER }, db)
    expect(sourceRows(db)).toEqual([{ id: 1, importedAt: FIRST.getTime(), checkedAt: LATER.getTime() }])
    expect(listDataSources(db)).toEqual([
      expect.objectContaining({ name: 'capped', importedAt: FIRST, checkedAt: LATER }),
    ])
    const northwind = db.$client
      .prepare("SELECT id FROM companies WHERE slug = 'northwind'")
      .pluck()
      .get() as number
    expect(listOrigin(northwind, 'all', db)?.importedAt).toEqual(FIRST)
  })

  it('adds a row when a file of the source changed, or what the command was told about it', async () => {
    const db = createTestDb()
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prepsharp-source-'))
    fs.cpSync(fixturePath('capped'), folder, { recursive: true })
    await importPath(folder, { now: FIRST }, db)
    const list = path.join(folder, 'Northwind', '5. All.csv')
    fs.writeFileSync(list, fs.readFileSync(list, 'utf8').replace('100', '99'))
    await importPath(folder, { now: LATER }, db)
    const THIRD = new Date(LATER.getTime() + DAY)
    await importPath(folder, { now: THIRD, licence: 'CC BY 4.0' }, db)
    expect(sourceRows(db)).toEqual([
      { id: 1, importedAt: FIRST.getTime(), checkedAt: null },
      { id: 2, importedAt: LATER.getTime(), checkedAt: null },
      { id: 3, importedAt: THIRD.getTime(), checkedAt: null },
    ])
    // Never checked again: last checked when imported.
    expect(listDataSources(db)).toEqual([
      expect.objectContaining({ importedAt: THIRD, checkedAt: THIRD, licence: 'CC BY 4.0' }),
    ])
  })
})

describe('listOrigin', () => {
  it('says which import each of a company’s lists came from, and nothing for a list no import made', async () => {
    const db = createTestDb()
    await importPath(fixturePath('capped'), { now: FIRST, asOf: '2026-07-12' }, db)
    await importPath(fixturePath('capped/Northwind/1. Thirty Days.csv'), { now: LATER }, db)
    const northwind = db.$client
      .prepare("SELECT id FROM companies WHERE slug = 'northwind'")
      .pluck()
      .get() as number
    expect(listOrigin(northwind, 'all', db)).toEqual({
      source: 'capped',
      asOf: new Date('2026-07-12T00:00:00Z'),
      importedAt: FIRST,
    })
    // Imported on its own and undated: the import is all that is known.
    expect(listOriginDates(listOrigin(northwind, 'thirty-days', db))).toEqual({
      asOf: null,
      importedAt: LATER.toISOString(),
    })
    expect(listOrigin(northwind, 'three-months', db)).toBeNull()
    expect(listOrigin(northwind, 'community', db)).toBeNull()
    expect(listOriginDates(null)).toBeNull()
  })
})

describe('recentCommunityReports', () => {
  it('counts the reports of the last 30 days that are neither hidden nor from a blocked reporter', () => {
    const db = createTestDb()
    const now = new Date('2026-11-21T12:00:00Z')
    db.insert(users)
      .values(['a', 'b', 'c'].map((id) => ({ id, name: id, email: `${id}@example.com` })))
      .run()
    const problem = db
      .insert(problems)
      .values({ titleSlug: 'two-sum', title: 'Two Sum', difficulty: 1 })
      .returning()
      .get()
    const company = db.insert(companies).values({ slug: 'acme', name: 'Acme' }).returning().get()
    const report = (userId: string, month: string, daysAgo: number, hidden = false) => ({
      userId,
      problemId: problem.id,
      companyId: company.id,
      month,
      round: 'onsite' as const,
      createdAt: new Date(now.getTime() - daysAgo * DAY),
      hiddenAt: hidden ? now : null,
    })
    db.insert(communityReports)
      .values([
        report('a', '2026-11', 1),
        report('a', '2026-10', 29),
        report('a', '2026-09', 31),
        report('b', '2026-11', 2, true),
        report('c', '2026-11', 3),
      ])
      .run()
    db.insert(blockedReporters).values({ userId: 'c' }).run()
    expect(recentCommunityReports(now, db)).toBe(2)
  })
})

describe('demoCompanyCount', () => {
  it('counts the companies whose lists are still demo data', () => {
    const db = createTestDb()
    db.insert(companies)
      .values([
        { slug: 'demo', name: 'Demo', isDemo: true },
        { slug: 'real', name: 'Real' },
      ])
      .run()
    expect(demoCompanyCount(db)).toBe(1)
  })
})
