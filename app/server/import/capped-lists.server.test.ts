import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fixturePath } from '../../../tests/fixtures/import/fixtures'
import { createTestDb } from '../../../tests/setup/db'
import type { Db } from '~/server/db.server'
import { importPath } from './index.server'

// A source that cuts every file at 100 rows leaves out of a company's All list problems that its shorter
// timeframes list. tests/fixtures/import/capped/Northwind is such a company in miniature: its All list
// (two-sum 100, lru-cache 80, number-of-islands 40) lacks meeting-rooms (thirty days 75, six months 50),
// merge-intervals (six months 90) and add-two-numbers (six months 25).

const CAPPED = fixturePath('capped')
const FIRST = new Date('2026-07-20T08:00:00.000Z')
const LATER = new Date('2026-08-20T08:00:00.000Z')

const HEADER = 'Difficulty,Title,Frequency,Acceptance Rate,Link,Topics'

function row(title: string, slug: string, frequency: number): string {
  return `MEDIUM,${title},${frequency},0.5,https://leetcode.com/problems/${slug},Array`
}

interface AllRow {
  slug: string
  frequency: number
  added: number
}

function allList(db: Db, company = 'northwind'): AllRow[] {
  return db.$client
    .prepare(
      `SELECT p.title_slug AS slug, cq.frequency, cq.from_shorter_timeframe AS added
       FROM company_questions cq JOIN companies c ON c.id = cq.company_id JOIN problems p ON p.id = cq.problem_id
       WHERE c.slug = ? AND cq.timeframe = 'all' ORDER BY p.title_slug`,
    )
    .all(company) as AllRow[]
}

function total(db: Db, company = 'northwind'): number {
  return db.$client
    .prepare('SELECT total_problems FROM companies WHERE slug = ?')
    .pluck()
    .get(company) as number
}

const temporary: string[] = []
afterEach(() => {
  for (const folder of temporary.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

/** A folder of files written for one test. */
function folderWith(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prepsharp-capped-'))
  temporary.push(root)
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), text)
  }
  return root
}

describe('a capped source: the All list completed from the shorter timeframes', () => {
  it('adds every problem of any timeframe to All, marked, and counts them all in the total', async () => {
    const db = createTestDb()
    const report = await importPath(CAPPED, { now: FIRST }, db)

    expect(allList(db)).toEqual([
      // Ranked below every problem the source kept: at most the All list's lowest frequency, 40.
      { slug: 'add-two-numbers', frequency: 25, added: 1 },
      { slug: 'lru-cache', frequency: 80, added: 0 },
      { slug: 'meeting-rooms', frequency: 40, added: 1 },
      { slug: 'merge-intervals', frequency: 40, added: 1 },
      { slug: 'number-of-islands', frequency: 40, added: 0 },
      { slug: 'two-sum', frequency: 100, added: 0 },
    ])
    expect(total(db)).toBe(6)
    expect(report.completedAllLists).toEqual([{ company: 'Northwind', added: 3 }])
    // The shorter lists stay as the source gives them.
    expect(
      db.$client
        .prepare(
          "SELECT count(*) FROM company_questions WHERE timeframe <> 'all' AND from_shorter_timeframe = 1",
        )
        .pluck()
        .get(),
    ).toBe(0)
  })

  it('changes nothing when the same data is imported again', async () => {
    const db = createTestDb()
    await importPath(CAPPED, { now: FIRST }, db)
    const before = allList(db)
    const again = await importPath(CAPPED, { now: LATER }, db)
    expect(again.changes).toBe(0)
    expect(again.completedAllLists).toEqual([{ company: 'Northwind', added: 3 }])
    expect(allList(db)).toEqual(before)
  })

  it('keeps the completion up to date when a later import lists the problem in All or drops it', async () => {
    const db = createTestDb()
    await importPath(CAPPED, { now: FIRST }, db)
    const newer = folderWith({
      'Northwind/5. All.csv': [
        HEADER,
        row('Two Sum', 'two-sum', 100),
        row('Meeting Rooms', 'meeting-rooms', 30),
        row('LRU Cache', 'lru-cache', 20),
      ].join('\n'),
      'Northwind/1. Thirty Days.csv': [HEADER, row('Merge Intervals', 'merge-intervals', 10)].join('\n'),
    })
    const report = await importPath(newer, { now: LATER }, db)
    // The folder holds the whole company: its six-month list is gone upstream, and what only it listed.
    expect(allList(db)).toEqual([
      { slug: 'lru-cache', frequency: 20, added: 0 },
      { slug: 'meeting-rooms', frequency: 30, added: 0 },
      { slug: 'merge-intervals', frequency: 10, added: 1 },
      { slug: 'two-sum', frequency: 100, added: 0 },
    ])
    expect(total(db)).toBe(4)
    expect(report.completedAllLists).toEqual([{ company: 'Northwind', added: 1 }])
  })

  it('completes the stored All list when only a shorter timeframe’s file is imported', async () => {
    const db = createTestDb()
    await importPath(fixturePath('capped/Northwind/5. All.csv'), { now: FIRST }, db)
    expect(total(db)).toBe(3)
    await importPath(fixturePath('capped/Northwind/1. Thirty Days.csv'), { now: LATER }, db)
    expect(allList(db).filter((entry) => entry.added === 1)).toEqual([
      { slug: 'meeting-rooms', frequency: 40, added: 1 },
    ])
    expect(total(db)).toBe(4)
  })

  it('makes up no All list for a company whose source has none', async () => {
    const db = createTestDb()
    await importPath(fixturePath('datasets/company-wise-named/Jane Street'), { now: FIRST }, db)
    expect(allList(db, 'jane-street')).toEqual([])
    expect(total(db, 'jane-street')).toBe(2)
  })
})

describe('the record of where the data came from', () => {
  it('stores each source of an import with its counts, and what the command was told', async () => {
    const db = createTestDb()
    const report = await importPath(CAPPED, { now: FIRST, asOf: '2026-07-12', licence: 'CC BY 4.0' }, db)
    const expected = {
      name: 'capped',
      format: 'metadata-json, company-csv-named',
      rows: 11,
      companies: 1,
      problems: 6,
      licence: 'CC BY 4.0',
    }
    expect(report.sources).toEqual([{ ...expected, asOf: '2026-07-12' }])
    expect(db.$client.prepare('SELECT * FROM data_sources').all()).toEqual([
      {
        id: 1,
        ...expected,
        as_of: Date.parse('2026-07-12T00:00:00Z'),
        imported_at: FIRST.getTime(),
        checked_at: null,
        content_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    ])
  })

  it('points each of a company’s lists at the import it came from, and forgets a list that is gone', async () => {
    const db = createTestDb()
    await importPath(CAPPED, { now: FIRST }, db)
    const origins = () =>
      db.$client
        .prepare('SELECT timeframe, data_source_id AS source FROM company_list_sources ORDER BY timeframe')
        .all()
    expect(origins()).toEqual([
      { timeframe: 'all', source: 1 },
      { timeframe: 'six-months', source: 1 },
      { timeframe: 'thirty-days', source: 1 },
    ])
    await importPath(fixturePath('capped/Northwind'), { now: LATER }, db)
    expect(origins()).toEqual([
      { timeframe: 'all', source: 2 },
      { timeframe: 'six-months', source: 2 },
      { timeframe: 'thirty-days', source: 2 },
    ])
    const smaller = folderWith({
      'Northwind/5. All.csv': [HEADER, row('Two Sum', 'two-sum', 100)].join('\n'),
    })
    await importPath(smaller, { now: LATER }, db)
    expect(origins()).toEqual([{ timeframe: 'all', source: 3 }])
  })

  it('names a source after its repository when a MANIFEST.csv lists it, with what PrepSharp knows of it', async () => {
    const db = createTestDb()
    const lists = fs.readFileSync(path.join(CAPPED, 'Northwind/5. All.csv'), 'utf8')
    const root = folderWith({
      'MANIFEST.csv': [
        'path,source_repo,source_path,source_commit,rows',
        'lists/Northwind/5. All.csv,snehasishroy/leetcode-companywise-interview-questions,x,e095c259cfd036e3ddb6886e84d7075c2faac477,3',
      ].join('\n'),
      'lists/Northwind/5. All.csv': lists,
      'lists/Other Co/5. All.csv': [HEADER, row('Two Sum', 'two-sum', 100)].join('\n'),
    })
    // Imported below the manifest's folder: the manifest above still names the files it lists.
    const report = await importPath(path.join(root, 'lists'), { now: FIRST }, db)
    expect(report.sources.map(({ name, asOf, licence, rows }) => ({ name, asOf, licence, rows }))).toEqual([
      {
        name: 'snehasishroy/leetcode-companywise-interview-questions',
        asOf: '2026-07-12',
        licence: expect.stringMatching(/^No licence stated/),
        rows: 3,
      },
      { name: 'lists', asOf: null, licence: null, rows: 1 },
    ])
  })

  it('records nothing for an import that strict mode refused', async () => {
    const db = createTestDb()
    const report = await importPath(fixturePath('datasets/company-wise/acme-corp'), { strict: true }, db)
    expect(report.refused).toBe(true)
    expect(report.sources).toEqual([])
    expect(db.$client.prepare('SELECT count(*) FROM data_sources').pluck().get()).toBe(0)
  })
})
