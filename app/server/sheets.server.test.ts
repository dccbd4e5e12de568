import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '#db/schema'
import { seedDemoData } from '#db/seed/seed'
import {
  DEFAULT_SHEET_FILTERS,
  SHEET_PAGE_SIZE,
  SHEET_SORTS,
  type SheetFilters,
} from '~/domain/sheet-filters'
import type { Timeframe } from '~/domain/timeframes'
import { createTestDb } from '../../tests/setup/db'
import { getCompanyBySlug } from './companies.server'
import type { Db } from './db.server'
import { setProgress } from './progress.server'
import {
  countSheetRows,
  getCompanyOverview,
  getSheetProgress,
  listSheetRows,
  loadSheetPage,
  sheetQueryFor,
  type SheetQuery,
} from './sheets.server'

const TODAY = new Date('2026-11-21T12:00:00Z')

/** A small hand-made company whose every answer can be worked out by eye. */
function tinyDb() {
  const db = createTestDb()
  db.insert(schema.users).values({ id: 'u1', name: 'Ada', email: 'ada@example.com' }).run()
  db.insert(schema.users).values({ id: 'u2', name: 'Bob', email: 'bob@example.com' }).run()
  const problems = db
    .insert(schema.problems)
    .values([
      { titleSlug: 'two-sum', frontendId: 1, title: 'Two Sum', difficulty: 1, acRate: 55 },
      { titleSlug: 'three-sum', frontendId: 15, title: '3Sum', difficulty: 2, acRate: 36 },
      {
        titleSlug: 'trapping-rain-water',
        frontendId: 42,
        title: 'Trapping Rain Water',
        difficulty: 3,
        acRate: 64,
      },
      { titleSlug: 'lru-cache', frontendId: 146, title: 'LRU Cache', difficulty: 2, acRate: 45 },
      { titleSlug: 'percent-problem', frontendId: null, title: 'Growth of 100% Sum_Total', difficulty: 1 },
    ])
    .returning({ id: schema.problems.id, slug: schema.problems.titleSlug })
    .all()
  const id = Object.fromEntries(problems.map((p) => [p.slug, p.id])) as Record<string, number>
  db.insert(schema.problemTopics)
    .values([
      { problemId: id['two-sum']!, topic: 'Array' },
      { problemId: id['two-sum']!, topic: 'Hash Table' },
      { problemId: id['three-sum']!, topic: 'Array' },
      { problemId: id['three-sum']!, topic: 'Two Pointers' },
      { problemId: id['three-sum']!, topic: 'Sorting' },
      { problemId: id['trapping-rain-water']!, topic: 'Array' },
      { problemId: id['trapping-rain-water']!, topic: 'Two Pointers' },
      { problemId: id['lru-cache']!, topic: 'Hash Table' },
      { problemId: id['lru-cache']!, topic: 'Design' },
    ])
    .run()
  const acme = db
    .insert(schema.companies)
    .values({ slug: 'acme', name: 'Acme', totalProblems: 5, dataAsOf: TODAY })
    .returning({ id: schema.companies.id })
    .get()!.id
  const other = db
    .insert(schema.companies)
    .values({ slug: 'recent-only', name: 'Recent Only', totalProblems: 2 })
    .returning({ id: schema.companies.id })
    .get()!.id
  const list = (companyId: number, timeframe: Timeframe, entries: [string, number][]) =>
    entries.map(([slug, frequency]) => ({ companyId, problemId: id[slug]!, timeframe, frequency }))
  db.insert(schema.companyQuestions)
    .values([
      ...list(acme, 'all', [
        ['two-sum', 100],
        ['three-sum', 50],
        ['trapping-rain-water', 75],
        ['lru-cache', 50],
        ['percent-problem', 12.5],
      ]),
      ...list(acme, 'thirty-days', [
        ['lru-cache', 100],
        ['two-sum', 40],
      ]),
      ...list(other, 'six-months', [
        ['two-sum', 100],
        ['lru-cache', 80],
      ]),
      ...list(other, 'three-months', [['two-sum', 100]]),
    ])
    .run()
  return { db, id, acme, other }
}

function query(companyId: number, overrides: Partial<SheetQuery> = {}): SheetQuery {
  return {
    companyId,
    userId: 'u1',
    timeframe: 'all',
    difficulty: null,
    topics: [],
    search: '',
    sort: 'frequency-desc',
    status: 'all',
    hidePremium: false,
    ...overrides,
  }
}

const slugs = (db: Db, q: SheetQuery) => listSheetRows(q, null, db).map((row) => row.titleSlug)

describe('getCompanyOverview', () => {
  it('counts each list and its difficulties, and the distinct topics most common first', () => {
    const { db, acme } = tinyDb()
    const overview = getCompanyOverview(acme, db)
    expect(overview.timeframeCounts).toEqual({
      'thirty-days': 2,
      'three-months': 0,
      'six-months': 0,
      'more-than-six-months': 0,
      all: 5,
    })
    expect(overview.difficultyCounts.all).toEqual({ 1: 2, 2: 2, 3: 1, total: 5 })
    expect(overview.difficultyCounts['thirty-days']).toEqual({ 1: 1, 2: 1, 3: 0, total: 2 })
    // Two Sum is in two lists but counts once.
    expect(overview.topics).toEqual([
      { topic: 'Array', problems: 3 },
      { topic: 'Hash Table', problems: 2 },
      { topic: 'Two Pointers', problems: 2 },
      { topic: 'Design', problems: 1 },
      { topic: 'Sorting', problems: 1 },
    ])
    expect(overview.defaultTimeframe).toBe('all')
  })

  it('opens a company without an all-time list on its widest list', () => {
    const { db, other } = tinyDb()
    expect(getCompanyOverview(other, db).defaultTimeframe).toBe('six-months')
  })

  it('notices new data once the data is stamped as updated', () => {
    const { db, acme, id } = tinyDb()
    expect(getCompanyOverview(acme, db).timeframeCounts['six-months']).toBe(0)
    db.insert(schema.companyQuestions)
      .values({ companyId: acme, problemId: id['two-sum']!, timeframe: 'six-months', frequency: 10 })
      .run()
    db.insert(schema.dataMeta)
      .values({ key: 'lastUpdated', value: new Date().toISOString() })
      .onConflictDoUpdate({ target: schema.dataMeta.key, set: { value: 'changed' } })
      .run()
    expect(getCompanyOverview(acme, db).timeframeCounts['six-months']).toBe(1)
    // The cached order of a whole list follows the data too.
    expect(
      loadSheetPage({ id: acme }, 'u1', { ...DEFAULT_SHEET_FILTERS, timeframe: 'six-months' }, db).total,
    ).toBe(1)
  })
})

describe('listSheetRows and countSheetRows', () => {
  it('sorts by frequency, most first, ties by problem number', () => {
    const { db, acme } = tinyDb()
    expect(slugs(db, query(acme))).toEqual([
      'two-sum',
      'trapping-rain-water',
      'three-sum',
      'lru-cache',
      'percent-problem',
    ])
    expect(slugs(db, query(acme, { sort: 'frequency-asc' }))).toEqual([
      'percent-problem',
      'three-sum',
      'lru-cache',
      'trapping-rain-water',
      'two-sum',
    ])
  })

  it('sorts by number either way, problems without a number last', () => {
    const { db, acme } = tinyDb()
    expect(slugs(db, query(acme, { sort: 'number-asc' }))).toEqual([
      'two-sum',
      'three-sum',
      'trapping-rain-water',
      'lru-cache',
      'percent-problem',
    ])
    expect(slugs(db, query(acme, { sort: 'number-desc' }))).toEqual([
      'lru-cache',
      'trapping-rain-water',
      'three-sum',
      'two-sum',
      'percent-problem',
    ])
  })

  it('returns each row with its facts and alphabetical topics', () => {
    const { db, acme, id } = tinyDb()
    const [first] = listSheetRows(query(acme), { limit: 1, offset: 0 }, db)
    expect(first).toEqual({
      problemId: id['two-sum'],
      frontendId: 1,
      title: 'Two Sum',
      titleSlug: 'two-sum',
      difficulty: 1,
      acRate: 55,
      frequency: 100,
      isPaidOnly: false,
      fromShorterTimeframe: false,
      topics: ['Array', 'Hash Table'],
      status: null,
    })
  })

  it('hides paid-only problems when asked, and says which rows the source’s All list left out', () => {
    const { db, acme, id } = tinyDb()
    db.$client
      .prepare('UPDATE problems SET is_paid_only = 1 WHERE id IN (?, ?)')
      .run(id['lru-cache'], id['two-sum'])
    db.$client
      .prepare(
        "UPDATE company_questions SET from_shorter_timeframe = 1 WHERE timeframe = 'all' AND problem_id = ?",
      )
      .run(id['percent-problem'])
    expect(slugs(db, query(acme, { hidePremium: true }))).toEqual([
      'trapping-rain-water',
      'three-sum',
      'percent-problem',
    ])
    expect(countSheetRows(query(acme, { hidePremium: true, timeframe: 'thirty-days' }), db)).toBe(0)
    const rows = listSheetRows(query(acme), null, db)
    expect(rows.filter((row) => row.isPaidOnly).map((row) => row.titleSlug)).toEqual(['two-sum', 'lru-cache'])
    expect(rows.filter((row) => row.fromShorterTimeframe).map((row) => row.titleSlug)).toEqual([
      'percent-problem',
    ])
    // At the same frequency as a problem the source kept, an added one comes after it, either way round.
    db.$client
      .prepare("UPDATE company_questions SET frequency = 50 WHERE timeframe = 'all' AND problem_id = ?")
      .run(id['percent-problem'])
    expect(slugs(db, query(acme)).slice(2)).toEqual(['three-sum', 'lru-cache', 'percent-problem'])
    expect(slugs(db, query(acme, { sort: 'frequency-asc' })).slice(0, 3)).toEqual([
      'percent-problem',
      'three-sum',
      'lru-cache',
    ])
    // The whole list and its pages, cached apart, drop them too.
    const page = loadSheetPage({ id: acme }, 'u1', { ...DEFAULT_SHEET_FILTERS, hidePremium: true }, db)
    expect(page.total).toBe(3)
    expect(page.rows.some((row) => row.isPaidOnly)).toBe(false)
  })

  it('filters by timeframe and difficulty', () => {
    const { db, acme } = tinyDb()
    expect(slugs(db, query(acme, { timeframe: 'thirty-days' }))).toEqual(['lru-cache', 'two-sum'])
    expect(slugs(db, query(acme, { difficulty: 2 }))).toEqual(['three-sum', 'lru-cache'])
    expect(countSheetRows(query(acme, { difficulty: 3 }), db)).toBe(1)
    expect(countSheetRows(query(acme, { timeframe: 'six-months' }), db)).toBe(0)
  })

  it('keeps problems that have every chosen topic', () => {
    const { db, acme } = tinyDb()
    expect(slugs(db, query(acme, { topics: ['Array'] }))).toEqual([
      'two-sum',
      'trapping-rain-water',
      'three-sum',
    ])
    expect(slugs(db, query(acme, { topics: ['Array', 'Two Pointers'] }))).toEqual([
      'trapping-rain-water',
      'three-sum',
    ])
    expect(slugs(db, query(acme, { topics: ['Array', 'Two Pointers', 'Sorting'] }))).toEqual(['three-sum'])
    expect(countSheetRows(query(acme, { topics: ['Design', 'Sorting'] }), db)).toBe(0)
  })

  it('searches titles case-insensitively, taking % and _ literally', () => {
    const { db, acme } = tinyDb()
    expect(slugs(db, query(acme, { search: 'SUM' }))).toEqual(['two-sum', 'three-sum', 'percent-problem'])
    expect(slugs(db, query(acme, { search: 'rain w' }))).toEqual(['trapping-rain-water'])
    expect(slugs(db, query(acme, { search: '100%' }))).toEqual(['percent-problem'])
    expect(slugs(db, query(acme, { search: 'm_t' }))).toEqual(['percent-problem'])
    expect(countSheetRows(query(acme, { search: '%' }), db)).toBe(1)
    expect(countSheetRows(query(acme, { search: 'no such title' }), db)).toBe(0)
  })

  it("joins the user's own statuses and filters by them; revisit counts as unsolved", () => {
    const { db, acme, id } = tinyDb()
    setProgress('u1', id['two-sum']!, 'solved', db)
    setProgress('u1', id['lru-cache']!, 'revisit', db)
    setProgress('u2', id['three-sum']!, 'solved', db)

    const rows = listSheetRows(query(acme), null, db)
    expect(Object.fromEntries(rows.map((row) => [row.titleSlug, row.status]))).toEqual({
      'two-sum': 'solved',
      'trapping-rain-water': null,
      'three-sum': null,
      'lru-cache': 'revisit',
      'percent-problem': null,
    })
    expect(slugs(db, query(acme, { status: 'solved' }))).toEqual(['two-sum'])
    expect(slugs(db, query(acme, { status: 'revisit' }))).toEqual(['lru-cache'])
    expect(slugs(db, query(acme, { status: 'unsolved' }))).toEqual([
      'trapping-rain-water',
      'three-sum',
      'lru-cache',
      'percent-problem',
    ])
    expect(countSheetRows(query(acme, { status: 'unsolved' }), db)).toBe(4)
    expect(countSheetRows(query(acme, { userId: 'u2', status: 'solved' }), db)).toBe(1)
  })

  it('combines filters', () => {
    const { db, acme, id } = tinyDb()
    setProgress('u1', id['trapping-rain-water']!, 'solved', db)
    const q = query(acme, {
      topics: ['Two Pointers'],
      status: 'unsolved',
      search: 'sum',
      sort: 'number-desc',
    })
    expect(slugs(db, q)).toEqual(['three-sum'])
    expect(countSheetRows(q, db)).toBe(1)
  })

  it('pages with limit and offset', () => {
    const { db, acme } = tinyDb()
    const page = (offset: number) =>
      listSheetRows(query(acme), { limit: 2, offset }, db).map((r) => r.titleSlug)
    expect(page(0)).toEqual(['two-sum', 'trapping-rain-water'])
    expect(page(2)).toEqual(['three-sum', 'lru-cache'])
    expect(page(4)).toEqual(['percent-problem'])
    expect(page(6)).toEqual([])
  })
})

describe('getSheetProgress', () => {
  it("counts the user's solved and revisit problems of one list, by difficulty", () => {
    const { db, acme, other, id } = tinyDb()
    setProgress('u1', id['two-sum']!, 'solved', db)
    setProgress('u1', id['three-sum']!, 'solved', db)
    setProgress('u1', id['lru-cache']!, 'revisit', db)
    setProgress('u2', id['trapping-rain-water']!, 'solved', db)

    expect(getSheetProgress('u1', acme, 'all', db)).toEqual({
      solved: { 1: 1, 2: 1, 3: 0, total: 2 },
      revisit: { 1: 0, 2: 1, 3: 0, total: 1 },
    })
    expect(getSheetProgress('u1', acme, 'thirty-days', db).solved.total).toBe(1)
    // The same statuses show on every company's sheet.
    expect(getSheetProgress('u1', other, 'six-months', db)).toEqual({
      solved: { 1: 1, 2: 0, 3: 0, total: 1 },
      revisit: { 1: 0, 2: 1, 3: 0, total: 1 },
    })
    expect(getSheetProgress('u2', acme, 'all', db).solved).toEqual({ 1: 0, 2: 0, 3: 1, total: 1 })
  })

  it('is kept between views, and counted again after every change of a mark', () => {
    const { db, acme, id } = tinyDb()
    setProgress('u1', id['two-sum']!, 'solved', db)
    expect(getSheetProgress('u1', acme, 'all', db).solved.total).toBe(1)
    setProgress('u1', id['lru-cache']!, 'solved', db)
    expect(getSheetProgress('u1', acme, 'all', db).solved).toEqual({ 1: 1, 2: 1, 3: 0, total: 2 })
    setProgress('u1', id['two-sum']!, 'revisit', db)
    const after = getSheetProgress('u1', acme, 'all', db)
    expect(after.solved.total).toBe(1)
    expect(after.revisit.total).toBe(1)
    // The same answer for the same view until then.
    expect(getSheetProgress('u1', acme, 'all', db)).toBe(after)
  })
})

describe('loadSheetPage', () => {
  const filters = (overrides: Partial<SheetFilters>): SheetFilters => ({
    ...DEFAULT_SHEET_FILTERS,
    ...overrides,
  })

  it("resolves the default timeframe and the topics' stored spelling, dropping unknown topics", () => {
    const { db, acme, other } = tinyDb()
    const page = loadSheetPage({ id: acme }, 'u1', filters({ topics: ['array', 'Quantum Sorting'] }), db)
    expect(page.filters.timeframe).toBe('all')
    expect(page.filters.topics).toEqual(['Array'])
    expect(page.total).toBe(3)
    expect(loadSheetPage({ id: other }, 'u1', DEFAULT_SHEET_FILTERS, db).filters.timeframe).toBe('six-months')
  })

  it('clamps the page to the pages there are', () => {
    const { db, acme } = tinyDb()
    const page = loadSheetPage({ id: acme }, 'u1', filters({ page: 9 }), db)
    expect(page.filters.page).toBe(1)
    expect(page.pageCount).toBe(1)
    expect(page.rows).toHaveLength(5)
  })

  describe('on the demo data', () => {
    let db: Db
    let google: number
    beforeAll(() => {
      db = createTestDb()
      seedDemoData(db, TODAY)
      google = getCompanyBySlug('google', db)!.id
    })

    /** The list worked out in plain code from the tables, to check the SQL against. */
    function expected(
      timeframe: Timeframe,
      keep: (p: typeof schema.problems.$inferSelect, topics: string[]) => boolean,
    ) {
      const rows = db
        .select()
        .from(schema.companyQuestions)
        .innerJoin(schema.problems, eq(schema.problems.id, schema.companyQuestions.problemId))
        .where(eq(schema.companyQuestions.companyId, google))
        .all()
        .filter((row) => row.company_questions.timeframe === timeframe)
      const topics = new Map<number, string[]>()
      for (const t of db.select().from(schema.problemTopics).all()) {
        topics.set(t.problemId, [...(topics.get(t.problemId) ?? []), t.topic])
      }
      return rows
        .filter((row) => keep(row.problems, topics.get(row.problems.id) ?? []))
        .sort(
          (a, b) =>
            b.company_questions.frequency - a.company_questions.frequency ||
            (a.problems.frontendId ?? Infinity) - (b.problems.frontendId ?? Infinity) ||
            a.problems.id - b.problems.id,
        )
        .map((row) => row.problems.titleSlug)
    }

    it('pages through the whole default list, fifty a page, in frequency order', () => {
      const all = expected('all', () => true)
      expect(all.length).toBeGreaterThan(SHEET_PAGE_SIZE * 2)
      const seen: string[] = []
      const first = loadSheetPage({ id: google }, 'u1', DEFAULT_SHEET_FILTERS, db)
      expect(first.total).toBe(all.length)
      expect(first.pageCount).toBe(Math.ceil(all.length / SHEET_PAGE_SIZE))
      for (let page = 1; page <= first.pageCount; page++) {
        const result = loadSheetPage({ id: google }, 'u1', filters({ page }), db)
        expect(result.rows.length).toBe(page < first.pageCount ? SHEET_PAGE_SIZE : all.length - seen.length)
        seen.push(...result.rows.map((row) => row.titleSlug))
      }
      expect(seen).toEqual(all)
    })

    it('pages a whole list in every order exactly as the SQL query orders it, statuses included', () => {
      db.insert(schema.users)
        .values({ id: 'u9', name: 'Cy', email: 'cy@example.com' })
        .onConflictDoNothing()
        .run()
      const sample = listSheetRows(sheetQueryFor(google, 'u9', filters({ timeframe: 'all' })), null, db)
      setProgress('u9', sample[3]!.problemId, 'solved', db)
      setProgress('u9', sample[60]!.problemId, 'revisit', db)
      for (const sort of SHEET_SORTS) {
        const everything = listSheetRows(
          sheetQueryFor(google, 'u9', filters({ timeframe: 'all', sort })),
          null,
          db,
        )
        for (const page of [1, 2, 5]) {
          const result = loadSheetPage({ id: google }, 'u9', filters({ sort, page }), db)
          expect(result.rows).toEqual(everything.slice((page - 1) * SHEET_PAGE_SIZE, page * SHEET_PAGE_SIZE))
        }
      }
    })

    it('agrees with plain code on combined filters', () => {
      const page = loadSheetPage(
        { id: google },
        'u1',
        filters({ timeframe: 'six-months', difficulty: 'medium', topics: ['Array', 'Hash Table'] }),
        db,
      )
      const want = expected(
        'six-months',
        (p, topics) => p.difficulty === 2 && topics.includes('Array') && topics.includes('Hash Table'),
      )
      expect(want.length).toBeGreaterThan(0)
      expect(page.rows.map((row) => row.titleSlug)).toEqual(want.slice(0, SHEET_PAGE_SIZE))
      expect(page.total).toBe(want.length)
    })

    it("counts the list's difficulties and the user's progress on it", () => {
      const rows = listSheetRows(sheetQueryFor(google, 'u1', filters({ timeframe: 'all' })), null, db)
      const hard = rows.filter((row) => row.difficulty === 3).slice(0, 3)
      db.insert(schema.users)
        .values({ id: 'u1', name: 'Ada', email: 'ada@example.com' })
        .onConflictDoNothing()
        .run()
      for (const row of hard) setProgress('u1', row.problemId, 'solved', db)
      const page = loadSheetPage({ id: google }, 'u1', DEFAULT_SHEET_FILTERS, db)
      expect(page.overview.difficultyCounts.all.total).toBe(rows.length)
      expect(page.overview.difficultyCounts.all[3]).toBe(rows.filter((row) => row.difficulty === 3).length)
      expect(page.progress.solved).toEqual({ 1: 0, 2: 0, 3: hard.length, total: hard.length })
      const unsolved = loadSheetPage({ id: google }, 'u1', filters({ status: 'unsolved' }), db)
      expect(unsolved.total).toBe(rows.length - hard.length)
    })
  })
})
