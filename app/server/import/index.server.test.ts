import { describe, expect, it } from 'vitest'
import { fixturePath } from '../../../tests/fixtures/import/fixtures'
import { createTestDb } from '../../../tests/setup/db'
import type { Db } from '~/server/db.server'
import {
  DATA_META_KEYS,
  importPath,
  ImportPathError,
  issueLocation,
  type ImportProgress,
} from './index.server'

const DATASETS = fixturePath('datasets')
const FIRST = new Date('2026-07-12T08:00:00.000Z')
const LATER = new Date('2026-08-16T09:30:00.000Z')

const TABLES = {
  companies: 'SELECT * FROM companies ORDER BY slug',
  problems: 'SELECT * FROM problems ORDER BY title_slug',
  problem_topics: 'SELECT * FROM problem_topics ORDER BY problem_id, topic',
  similar_questions: 'SELECT * FROM similar_questions ORDER BY problem_id, position',
  company_questions: 'SELECT * FROM company_questions ORDER BY company_id, timeframe, problem_id',
  daily_challenges: 'SELECT * FROM daily_challenges ORDER BY type, date',
  problem_lists: 'SELECT * FROM problem_lists ORDER BY slug',
  problem_list_items: 'SELECT * FROM problem_list_items ORDER BY list_id, position',
  data_meta: 'SELECT * FROM data_meta ORDER BY key',
}

/** Everything the importer writes, for before/after comparisons. */
function dump(db: Db): Record<string, unknown[]> {
  return Object.fromEntries(
    Object.entries(TABLES).map(([name, sql]) => [name, db.$client.prepare(sql).all()]),
  )
}

function all<T>(db: Db, sql: string, ...params: unknown[]): T[] {
  return db.$client.prepare(sql).all(...params) as T[]
}

function one<T>(db: Db, sql: string, ...params: unknown[]): T {
  return db.$client.prepare(sql).get(...params) as T
}

/** A company's lists as its sources give them (rows added to complete All are checked in capped-lists.server.test.ts). */
function lists(db: Db, company: string): Record<string, Record<string, number>> {
  const rows = all<{ timeframe: string; slug: string; frequency: number }>(
    db,
    `SELECT cq.timeframe, p.title_slug AS slug, cq.frequency FROM company_questions cq
     JOIN companies c ON c.id = cq.company_id JOIN problems p ON p.id = cq.problem_id
     WHERE c.slug = ? AND cq.from_shorter_timeframe = 0 ORDER BY cq.timeframe, p.title_slug`,
    company,
  )
  const result: Record<string, Record<string, number>> = {}
  for (const row of rows) (result[row.timeframe] ??= {})[row.slug] = row.frequency
  return result
}

describe('importPath on a datasets folder', () => {
  it('imports every format, reporting counts and each skipped row with its place and reason', async () => {
    const db = createTestDb()
    const report = await importPath(DATASETS, { now: FIRST }, db)

    expect(report.refused).toBe(false)
    expect(report.files).toHaveLength(18)
    expect(report.ignored).toEqual([{ file: 'MANIFEST.csv', reason: 'not a recognised data format' }])
    expect(report.companies).toBe(5)
    expect(report.problemsCreated).toBe(10)
    expect(report.rowsImported).toBe(43)
    expect(report.rowsSkipped).toBe(21)
    expect(report.lastUpdated).toBe(FIRST.toISOString())
    expect(report.issues.map((issue) => `${issueLocation(issue)} ${issue.reason}`)).toEqual([
      'company-wise-named/Morgan Stanley/5. All.csv:5 Difficulty: expected Easy, Medium or Hard, got "SUPER"',
      'company-wise-named/Morgan Stanley/5. All.csv:6 Frequency: expected a frequency from 0 to 100, got "130"',
      'company-wise-named/Morgan Stanley/5. All.csv:7 Link: expected a LeetCode problem link, got "https://leetcode.com/discuss/number-of-islands"',
      'company-wise/acme-corp/all.csv:5 Difficulty: expected Easy, Medium or Hard, got "Mediumm"',
      'company-wise/acme-corp/all.csv:6 ID: expected a problem number, got "abc"',
      'company-wise/acme-corp/all.csv:7 expected 6 fields, found 5',
      'company-wise/acme-corp/all.csv:8 Frequency %: expected a frequency from 0 to 100, got "150.0%"',
      'company-wise/acme-corp/all.csv:9 URL: expected a LeetCode problem link, got "https://example.com/longest"',
      'company-wise/acme-corp/all.csv:10 two-sum is already listed on line 2',
      'company-wise/acme-corp/all.csv:12 expected 6 fields, found 7 (a comma in an unquoted value?)',
      'daily-challenges/daily_challenges_by_date.csv:7 2023-05-10 already has the daily challenge count-subarrays-with-more-ones-than-zeros on line 6',
      'daily-challenges/daily_challenges_by_date.csv:8 kind: expected daily or weekly, got "monthly"',
      'daily-challenges/problems.jsonl:4 dailyChallengeDates.0: expected a date YYYY-MM-DD, got "2021-02-30"',
      expect.stringMatching(/^daily-challenges\/problems\.jsonl:5 not valid JSON: /),
      'problem-metadata/leetcode_questions_mini.json[7] difficulty: expected Easy, Medium or Hard, got "Impossible"',
      'problem-metadata/leetcode_questions_mini.json[8] stats: not valid JSON',
      'problem-metadata/problem_sets.json[1] #2 no stored problem no-such-problem: import its metadata first',
      'problem-metadata/problem_sets.json[1] #4 two-sum is listed again (first as #1); kept the first',
      'problem-metadata/question_graphql_sample.json[3] the response has no question (an unknown slug?)',
      'problem-metadata/question_graphql_sample.json[4] LeetCode answered: That question is not available',
      'problem-ratings/data.json[3] Rating: expected a positive rating, got "-5"',
      'problem-ratings/ratings.tsv:4 Rating: expected a positive rating, got "n/a"',
      'problem-ratings/ratings.tsv:5 no stored problem unseen-problem (number 3999): import its metadata first',
    ])
    const acme = report.files.find((file) => file.file === 'company-wise/acme-corp/all.csv')
    expect(acme).toMatchObject({ format: 'company-csv', rows: 11, imported: 4, skipped: 7 })
    // The list is imported without the problems it could not use.
    const sets = report.files.find((file) => file.file === 'problem-metadata/problem_sets.json')
    expect(sets).toMatchObject({ format: 'problem-sets', rows: 1, imported: 1, skipped: 0 })
  })

  it('stores a curated list under its slug, in order, with the problems that are stored', async () => {
    const db = createTestDb()
    await importPath(DATASETS, { now: FIRST }, db)
    expect(
      all(db, 'SELECT slug, owner_id, name, visibility, source_name, version FROM problem_lists'),
    ).toEqual([
      {
        slug: 'interview-basics',
        owner_id: null,
        name: 'Interview basics',
        visibility: 'curated',
        source_name: 'problem-metadata/problem_sets.json',
        version: 1,
      },
    ])
    expect(
      all<{ slug: string }>(
        db,
        `SELECT p.title_slug AS slug FROM problem_list_items i JOIN problems p ON p.id = i.problem_id
         ORDER BY i.position`,
      ).map((row) => row.slug),
    ).toEqual(['two-sum', 'lru-cache', 'powx-n'])
  })

  it('stores companies with derived or given names, list totals and the import time', async () => {
    const db = createTestDb()
    await importPath(DATASETS, { now: FIRST }, db)
    const companies = all(
      db,
      'SELECT slug, name, website, total_problems, data_as_of, is_demo FROM companies ORDER BY slug',
    )
    const asOf = FIRST.getTime()
    expect(companies).toEqual([
      {
        slug: 'acme-corp',
        name: 'Acme Corp',
        website: null,
        total_problems: 4,
        data_as_of: asOf,
        is_demo: 0,
      },
      {
        slug: 'goldman-sachs',
        name: 'Goldman Sachs',
        website: null,
        total_problems: 2,
        data_as_of: asOf,
        is_demo: 0,
      },
      {
        slug: 'jane-street',
        name: 'Jane Street',
        website: null,
        total_problems: 2,
        data_as_of: asOf,
        is_demo: 0,
      },
      {
        slug: 'morgan-stanley',
        name: 'Morgan Stanley',
        website: null,
        total_problems: 3,
        data_as_of: asOf,
        is_demo: 0,
      },
      // No `all` list: the total counts the distinct problems of its other lists.
      { slug: 'tcs', name: 'TCS', website: null, total_problems: 3, data_as_of: asOf, is_demo: 0 },
    ])
    // A company whose only list is empty is not created.
    expect(one(db, "SELECT count(*) AS n FROM companies WHERE slug = 'quiet-co'")).toEqual({ n: 0 })
    expect(lists(db, 'acme-corp')).toEqual({
      all: { 'lru-cache': 87.5, 'powx-n': 62.5, 'swap-sex-of-employees': 12.5, 'two-sum': 100 },
      'more-than-six-months': { 'powx-n': 50, 'two-sum': 100 },
      'thirty-days': { 'lru-cache': 100, 'two-sum': 75 },
    })
    expect(lists(db, 'morgan-stanley')).toEqual({
      all: { 'add-two-numbers': 100, 'maximum-profit-in-job-scheduling': 71.3, 'powx-n': 62.4 },
      'thirty-days': { 'powx-n': 100 },
    })
  })

  it('merges what the sources say about problems and normalises it', async () => {
    const db = createTestDb()
    await importPath(DATASETS, { now: FIRST }, db)
    const problem = (slug: string) =>
      one<Record<string, unknown>>(db, 'SELECT * FROM problems WHERE title_slug = ?', slug)
    const topics = (slug: string) =>
      all<{ topic: string }>(
        db,
        'SELECT topic FROM problem_topics JOIN problems p ON p.id = problem_id WHERE p.title_slug = ? ORDER BY topic',
        slug,
      ).map((row) => row.topic)

    // Metadata wins over the rows' copies; an older GraphQL snapshot leaves the newer figures in place but
    // adds the similar questions only it carries.
    expect(problem('two-sum')).toMatchObject({
      frontend_id: 1,
      question_id: '1',
      difficulty: 1,
      likes: 69000,
      accepted_submissions: 23000000,
      total_submissions: 40000000,
      ac_rate: 57.5,
      metadata_updated_at: FIRST.getTime(),
    })
    expect(topics('two-sum')).toEqual(['Array', 'Hash Table'])
    expect(
      all(
        db,
        'SELECT similar_slug, similar_title, difficulty, position FROM similar_questions WHERE problem_id = 1',
      ),
    ).toEqual([
      { similar_slug: '3sum', similar_title: '3Sum', difficulty: 2, position: 0 },
      { similar_slug: '4sum', similar_title: '4Sum', difficulty: 2, position: 1 },
      {
        similar_slug: 'two-sum-ii-input-array-is-sorted',
        similar_title: 'Two Sum II - Input Array Is Sorted',
        difficulty: 2,
        position: 2,
      },
    ])
    // Only in a company list, with a number: created from the row, waiting for metadata.
    expect(problem('lru-cache')).toMatchObject({
      frontend_id: 146,
      title: 'LRU Cache',
      difficulty: 2,
      ac_rate: 45.6,
      likes: null,
      metadata_updated_at: null,
    })
    // Only in a named list (no number): created from the row with its topics; the rating supplies the number.
    expect(problem('maximum-profit-in-job-scheduling')).toMatchObject({
      frontend_id: 1235,
      difficulty: 3,
      ac_rate: 54.31,
      contest_rating: 2345.6789012345,
    })
    expect(topics('maximum-profit-in-job-scheduling')).toEqual([
      'Array',
      'Binary Search',
      'Dynamic Programming',
      'Sorting',
    ])
    expect(problem('median-of-two-sorted-arrays')).toMatchObject({ contest_rating: 1517.3 })
    // Only in the daily history.
    expect(problem('count-subarrays-with-more-ones-than-zeros')).toMatchObject({
      frontend_id: 2031,
      is_paid_only: 1,
    })
    expect(one(db, 'SELECT count(*) AS n FROM problems')).toEqual({ n: 10 })
  })

  it('stores the daily and weekly history, finding a renamed problem by its number', async () => {
    const db = createTestDb()
    await importPath(DATASETS, { now: FIRST }, db)
    expect(
      all(
        db,
        'SELECT type, date, title, title_slug, question_id, difficulty FROM daily_challenges ORDER BY type, date',
      ),
    ).toEqual([
      {
        type: 'DAILY',
        date: '2020-07-16',
        title: 'Pow(x, n)',
        title_slug: 'powx-n',
        question_id: 50,
        difficulty: 2,
      },
      {
        type: 'DAILY',
        date: '2021-08-02',
        title: 'Two Sum',
        title_slug: 'two-sum',
        question_id: 1,
        difficulty: 1,
      },
      {
        type: 'DAILY',
        date: '2023-05-10',
        title: 'Count Subarrays With More Ones Than Zeros',
        title_slug: 'count-subarrays-with-more-ones-than-zeros',
        question_id: 2031,
        difficulty: 2,
      },
      {
        type: 'DAILY',
        date: '2024-08-27',
        title: 'Two Sum',
        title_slug: 'two-sum',
        question_id: 1,
        difficulty: 1,
      },
      {
        type: 'WEEKLY',
        date: '2021-03-06',
        title: 'Swap Salary',
        title_slug: 'swap-salary',
        question_id: 627,
        difficulty: 1,
      },
      {
        type: 'WEEKLY',
        date: '2023-05-06',
        title: 'Count Subarrays With More Ones Than Zeros',
        title_slug: 'count-subarrays-with-more-ones-than-zeros',
        question_id: 2031,
        difficulty: 2,
      },
    ])
    // swap-salary is #627, stored under its current slug: no second problem was made for the old one.
    expect(one(db, "SELECT count(*) AS n FROM problems WHERE title_slug = 'swap-salary'")).toEqual({ n: 0 })
  })

  it('records when the data changed, overall and per source', async () => {
    const db = createTestDb()
    await importPath(DATASETS, { now: FIRST }, db)
    const stamp = FIRST.toISOString()
    expect(all(db, 'SELECT key, value FROM data_meta ORDER BY key')).toEqual(
      [
        DATA_META_KEYS.lastUpdated,
        DATA_META_KEYS.byKind['company-list'],
        DATA_META_KEYS.byKind.daily,
        DATA_META_KEYS.byKind.lists,
        DATA_META_KEYS.byKind.problems,
        DATA_META_KEYS.byKind.ratings,
      ]
        .sort()
        .map((key) => ({ key, value: stamp })),
    )
  })

  it('reports progress while reading and while writing', async () => {
    const db = createTestDb()
    const seen: ImportProgress[] = []
    await importPath(DATASETS, { onProgress: (progress) => seen.push(progress) }, db)
    const reading = seen.filter((progress) => progress.phase === 'reading')
    const writing = seen.filter((progress) => progress.phase === 'writing')
    expect(reading).toHaveLength(19)
    expect(reading.at(-1)).toMatchObject({ done: 19, total: 19 })
    expect(writing).toHaveLength(18)
    expect(writing.at(-1)).toMatchObject({ done: 18, total: 18 })
    expect(seen.findIndex((progress) => progress.phase === 'writing')).toBe(19)
  })
})

describe('importing again', () => {
  it('changes nothing when the data is the same', async () => {
    const db = createTestDb()
    await importPath(DATASETS, { now: FIRST }, db)
    const before = dump(db)
    const again = await importPath(DATASETS, { now: LATER }, db)
    expect(again.changes).toBe(0)
    expect(again.lastUpdated).toBeNull()
    expect(again.rowsImported).toBe(43)
    expect(dump(db)).toEqual(before)
  })

  it('replaces a company’s lists with a newer folder, leaving the other companies alone', async () => {
    const db = createTestDb()
    await importPath(DATASETS, { now: FIRST }, db)
    const goldman = lists(db, 'goldman-sachs')
    const report = await importPath(fixturePath('newer'), { now: LATER }, db)

    expect(report.changes).toBeGreaterThan(0)
    expect(lists(db, 'acme-corp')).toEqual({
      all: { 'add-two-numbers': 50, 'lru-cache': 75, 'two-sum': 100 },
      'more-than-six-months': { 'powx-n': 50, 'two-sum': 100 },
    })
    // Four: the newer All list leaves out powx-n, which its more-than-six-months list has.
    expect(one(db, "SELECT total_problems, data_as_of FROM companies WHERE slug = 'acme-corp'")).toEqual({
      total_problems: 4,
      data_as_of: LATER.getTime(),
    })
    expect(lists(db, 'goldman-sachs')).toEqual(goldman)
    expect(one(db, "SELECT data_as_of FROM companies WHERE slug = 'goldman-sachs'")).toEqual({
      data_as_of: FIRST.getTime(),
    })
    expect(one(db, "SELECT value FROM data_meta WHERE key = 'lastUpdated'")).toEqual({
      value: LATER.toISOString(),
    })
    expect(one(db, "SELECT value FROM data_meta WHERE key = 'lastUpdated:daily'")).toEqual({
      value: FIRST.toISOString(),
    })
  })

  it('replaces only the timeframe of a single file', async () => {
    const db = createTestDb()
    await importPath(DATASETS, { now: FIRST }, db)
    await importPath(fixturePath('newer/acme-corp/all.csv'), { now: LATER }, db)
    expect(Object.keys(lists(db, 'acme-corp')).sort()).toEqual(['all', 'more-than-six-months', 'thirty-days'])
    expect(lists(db, 'acme-corp').all).toEqual({ 'add-two-numbers': 50, 'lru-cache': 75, 'two-sum': 100 })
  })

  it('marks a demo company as real once its lists are imported', async () => {
    const db = createTestDb()
    db.$client
      .prepare(
        "INSERT INTO companies (slug, name, website, total_problems, is_demo) VALUES ('tcs', 'TCS', 'tcs.com', 9, 1)",
      )
      .run()
    await importPath(fixturePath('datasets/company-wise/tcs'), { now: FIRST }, db)
    expect(
      one(db, "SELECT name, website, total_problems, is_demo FROM companies WHERE slug = 'tcs'"),
    ).toEqual({
      name: 'TCS',
      website: 'tcs.com',
      total_problems: 3,
      is_demo: 0,
    })
  })
})

describe('bad input', () => {
  it('never lets a malformed file touch the stored list it would replace', async () => {
    const db = createTestDb()
    await importPath(DATASETS, { now: FIRST }, db)
    const before = dump(db)
    const report = await importPath(fixturePath('malformed/acme-corp/all.csv'), { now: LATER }, db)
    expect(report.issues).toEqual([
      {
        file: 'all.csv',
        reason: 'missing column Frequency % (the header is "ID,URL,Title,Difficulty,Acceptance %")',
      },
    ])
    expect(report.files[0]).toMatchObject({ rows: 1, imported: 0, skipped: 1 })
    expect(report.changes).toBe(0)
    expect(dump(db)).toEqual(before)
  })

  it('keeps the lists of unusable files, reads what it can of the rest and reports broken files', async () => {
    const db = createTestDb()
    await importPath(fixturePath('datasets/company-wise'), { now: FIRST }, db)
    const report = await importPath(fixturePath('malformed'), { now: LATER }, db)
    expect(report.issues.map((issue) => `${issueLocation(issue)} ${issue.reason}`)).toEqual([
      'acme-corp/all.csv missing column Frequency % (the header is "ID,URL,Title,Difficulty,Acceptance %")',
      'acme-corp/six-months.csv the file is empty',
      'acme-corp/three-months.csv:3 unbalanced quote',
      'acme-corp/three-months.csv:5 a quoted field has text after its closing quote',
      expect.stringMatching(/^truncated\.json not valid JSON: /),
    ])
    const acme = lists(db, 'acme-corp')
    expect(acme.all).toEqual({
      'lru-cache': 87.5,
      'powx-n': 62.5,
      'swap-sex-of-employees': 12.5,
      'two-sum': 100,
    })
    expect(acme['three-months']).toEqual({
      'lru-cache': 87.5,
      'median-of-two-sorted-arrays': 12.5,
      'two-sum': 100,
    })
  })

  it('refuses two files of the same company and timeframe in one import, keeping the first', async () => {
    const db = createTestDb()
    const report = await importPath(fixturePath('two-layouts'), { now: FIRST }, db)
    expect(report.issues).toEqual([
      {
        file: 'Goldman Sachs/5. All.csv',
        reason: 'goldman-sachs all is already imported from goldman-sachs/all.csv',
      },
    ])
    expect(lists(db, 'goldman-sachs')).toEqual({
      all: { 'add-two-numbers': 100, 'median-of-two-sorted-arrays': 37.5 },
      'thirty-days': { 'two-sum': 100 },
    })
    // The named layout spells the name out, so it is kept over the one derived from the slug.
    expect(one(db, "SELECT name FROM companies WHERE slug = 'goldman-sachs'")).toEqual({
      name: 'Goldman Sachs',
    })
  })

  it('rolls everything back when the database fails half-way', async () => {
    const db = createTestDb()
    await importPath(fixturePath('datasets/company-wise'), { now: FIRST }, db)
    const before = dump(db)
    db.$client.exec(
      "CREATE TEMP TRIGGER fail_daily BEFORE INSERT ON daily_challenges BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    )
    await expect(importPath(DATASETS, { now: LATER }, db)).rejects.toThrow('disk full')
    expect(dump(db)).toEqual(before)
  })

  it('says when the path does not exist', async () => {
    const db = createTestDb()
    await expect(importPath(fixturePath('nowhere'), {}, db)).rejects.toBeInstanceOf(ImportPathError)
  })
})

describe('strict mode', () => {
  it('refuses an import with broken rows and writes nothing', async () => {
    const db = createTestDb()
    const report = await importPath(DATASETS, { strict: true, now: FIRST }, db)
    expect(report.refused).toBe(true)
    expect(report.changes).toBe(0)
    expect(report.rowsImported).toBe(0)
    expect(report.issues.length).toBeGreaterThan(0)
    expect(Object.values(dump(db)).every((rows) => rows.length === 0)).toBe(true)
  })

  it('rolls back what it wrote when the writer meets a problem, leaving stored data as it was', async () => {
    const db = createTestDb()
    await importPath(fixturePath('datasets/company-wise/goldman-sachs'), { now: FIRST }, db)
    const before = dump(db)
    // Both rows parse; the first rates a stored problem, the second one that is not stored.
    const report = await importPath(fixturePath('strict/ratings.tsv'), { strict: true, now: LATER }, db)
    expect(report.refused).toBe(true)
    expect(report.issues.map((issue) => `${issueLocation(issue)} ${issue.reason}`)).toEqual([
      'ratings.tsv:3 no stored problem unseen-problem (number 3999): import its metadata first',
    ])
    expect(dump(db)).toEqual(before)
  })

  it('imports clean data as usual', async () => {
    const db = createTestDb()
    const report = await importPath(
      fixturePath('datasets/company-wise/goldman-sachs'),
      {
        strict: true,
        now: FIRST,
      },
      db,
    )
    expect(report.refused).toBe(false)
    expect(report.issues).toEqual([])
    expect(lists(db, 'goldman-sachs').all).toEqual({
      'add-two-numbers': 100,
      'median-of-two-sorted-arrays': 37.5,
    })
  })
})
