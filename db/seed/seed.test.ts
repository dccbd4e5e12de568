import { and, count, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import * as schema from '#db/schema'
import type { Db } from '~/server/db.server'
import { companySlug } from '~/domain/problem-slug'
import { TIMEFRAMES, type Timeframe } from '~/domain/timeframes'
import { createTestDb } from '../../tests/setup/db'
import { HOME_COMPANY_SLUGS } from './companies'
import { SEED_LIST } from './lists'
import { isDatabaseEmpty, seedDemoData } from './seed'
import { isLeetCodeTopic } from './topics'

const TODAY = new Date('2026-11-21T15:30:00Z')

function seeded(): Db {
  const db = createTestDb()
  seedDemoData(db, TODAY)
  return db
}

function rowCounts(db: Db) {
  const tables = {
    problems: schema.problems,
    problemTopics: schema.problemTopics,
    similarQuestions: schema.similarQuestions,
    companies: schema.companies,
    companyQuestions: schema.companyQuestions,
    dailyChallenges: schema.dailyChallenges,
    dataMeta: schema.dataMeta,
    problemLists: schema.problemLists,
    problemListItems: schema.problemListItems,
  }
  return Object.fromEntries(
    Object.entries(tables).map(([name, table]) => [
      name,
      db.select({ n: count() }).from(table).get()?.n ?? 0,
    ]),
  )
}

function listSlugs(db: Db, companyId: number, timeframe: Timeframe): Set<string> {
  const rows = db
    .select({ slug: schema.problems.titleSlug })
    .from(schema.companyQuestions)
    .innerJoin(schema.problems, eq(schema.problems.id, schema.companyQuestions.problemId))
    .where(
      and(eq(schema.companyQuestions.companyId, companyId), eq(schema.companyQuestions.timeframe, timeframe)),
    )
    .all()
  return new Set(rows.map((row) => row.slug))
}

describe('seedDemoData', () => {
  // The read-only checks share one seeded database; tests that write make their own.
  let db: Db
  beforeAll(() => {
    db = seeded()
  })

  it('fills problems, topics and similar questions', () => {
    const counts = rowCounts(db)
    expect(counts.problems).toBeGreaterThanOrEqual(160)
    expect(counts.problemTopics).toBeGreaterThan(counts.problems as number)
    expect(counts.similarQuestions).toBeGreaterThan(0)

    const twoSum = db.select().from(schema.problems).where(eq(schema.problems.titleSlug, 'two-sum')).get()
    expect(twoSum).toMatchObject({ frontendId: 1, title: 'Two Sum', difficulty: 1, isPaidOnly: false })
    expect(twoSum?.acRate).toBeGreaterThan(0)
    expect(twoSum?.likes).toBeGreaterThan(0)
    const rated = db
      .select({ n: count() })
      .from(schema.problems)
      .where(isNull(schema.problems.contestRating))
      .get()
    expect(rated?.n).toBeLessThan(counts.problems as number)
  })

  it('uses only known LeetCode topic names', () => {
    const topics = seeded()
      .selectDistinct({ topic: schema.problemTopics.topic })
      .from(schema.problemTopics)
      .all()
    expect(topics.length).toBeGreaterThan(20)
    for (const { topic } of topics) expect(isLeetCodeTopic(topic), topic).toBe(true)
  })

  it('gives every similar question a slug and a title, in order', () => {
    for (const row of db.select().from(schema.similarQuestions).all()) {
      expect(row.similarSlug).toMatch(/^[a-z0-9-]+$/)
      expect(row.similarTitle.length).toBeGreaterThan(0)
    }
    const twoSum = db
      .select({ slug: schema.similarQuestions.similarSlug })
      .from(schema.similarQuestions)
      .innerJoin(schema.problems, eq(schema.problems.id, schema.similarQuestions.problemId))
      .where(eq(schema.problems.titleSlug, 'two-sum'))
      .orderBy(schema.similarQuestions.position)
      .all()
    expect(twoSum.slice(0, 2).map((row) => row.slug)).toEqual(['3sum', '4sum'])
  })

  it('adds at least 15 demo companies, the home ones included, with slug, website and totals', () => {
    const companies = db.select().from(schema.companies).all()
    expect(companies.length).toBeGreaterThanOrEqual(15)
    for (const slug of HOME_COMPANY_SLUGS) expect(companies.map((company) => company.slug)).toContain(slug)
    for (const company of companies) {
      expect(company.slug).toBe(companySlug(company.name))
      expect(company.website).toMatch(/^[a-z0-9-]+(\.[a-z]+)+$/)
      expect(company.isDemo).toBe(true)
      expect(company.dataAsOf).toEqual(TODAY)
      const all = listSlugs(db, company.id, 'all')
      expect(company.totalProblems).toBe(all.size)
    }
    const google = companies.find((company) => company.slug === 'google')
    expect(Math.max(...companies.map((company) => company.totalProblems))).toBe(google?.totalProblems)
  })

  it('stores lists in all five timeframes for each home company, shorter ones inside longer ones', () => {
    for (const slug of HOME_COMPANY_SLUGS) {
      const company = db.select().from(schema.companies).where(eq(schema.companies.slug, slug)).get()
      expect(company, slug).toBeDefined()
      const id = company?.id as number
      const all = listSlugs(db, id, 'all')
      const lists = Object.fromEntries(
        TIMEFRAMES.map((timeframe) => [timeframe, listSlugs(db, id, timeframe)]),
      )
      for (const timeframe of TIMEFRAMES) {
        const list = lists[timeframe] as Set<string>
        expect(list.size, `${slug} ${timeframe}`).toBeGreaterThan(0)
        for (const problem of list) expect(all.has(problem), `${slug} ${timeframe} ${problem}`).toBe(true)
      }
      for (const problem of lists['thirty-days'] as Set<string>)
        expect(lists['three-months']?.has(problem)).toBe(true)
      for (const problem of lists['three-months'] as Set<string>)
        expect(lists['six-months']?.has(problem)).toBe(true)
    }
    const frequencies = db
      .select({ frequency: schema.companyQuestions.frequency })
      .from(schema.companyQuestions)
      .all()
    for (const { frequency } of frequencies) {
      expect(frequency).toBeGreaterThan(0)
      expect(frequency).toBeLessThanOrEqual(100)
    }
  })

  it('adds daily challenges for the 40 days before today, today and the 12 days after', () => {
    const rows = db.select().from(schema.dailyChallenges).all()
    const dates = new Set(rows.map((row) => row.date))
    for (const date of ['2026-10-12', '2026-11-20', '2026-11-21', '2026-11-22', '2026-12-03']) {
      expect(dates.has(date), date).toBe(true)
    }
    expect(dates.has('2026-10-11')).toBe(false)
    expect(dates.has('2026-12-04')).toBe(false)
    const undated = rows.filter((row) => row.date === null)
    expect(undated.length).toBeGreaterThan(0)
    expect(undated.length).toBeLessThan(rows.length / 10)
    for (const row of rows) {
      expect(row.type).toBe('DAILY')
      expect([1, 2, 3]).toContain(row.difficulty)
      expect(row.questionId).toBeGreaterThan(0)
    }
  })

  it('ships one curated list, every problem of it stored, in its order', () => {
    const list = db
      .select()
      .from(schema.problemLists)
      .where(eq(schema.problemLists.slug, SEED_LIST.slug))
      .get()
    expect(list).toMatchObject({ name: SEED_LIST.name, visibility: 'curated', ownerId: null })
    expect(list?.description).toBe(SEED_LIST.description)
    const items = db
      .select({ slug: schema.problems.titleSlug })
      .from(schema.problemListItems)
      .innerJoin(schema.problems, eq(schema.problems.id, schema.problemListItems.problemId))
      .where(eq(schema.problemListItems.listId, list!.id))
      .orderBy(schema.problemListItems.position)
      .all()
    expect(items.map((item) => item.slug)).toEqual(SEED_LIST.problems)
  })

  it('records when the data was updated and that it is demo data', () => {
    const meta = Object.fromEntries(
      db
        .select()
        .from(schema.dataMeta)
        .all()
        .map((row) => [row.key, row.value]),
    )
    expect(meta.demoData).toBe('true')
    expect(new Date(meta.lastUpdated as string).toISOString()).toBe(TODAY.toISOString())
  })

  it('leaves the same rows when run again, on the same day or later', () => {
    const db = seeded()
    const before = rowCounts(db)
    const firstDemoIds = db.select({ id: schema.companies.id }).from(schema.companies).all()
    seedDemoData(db, TODAY)
    expect(rowCounts(db)).toEqual(before)
    expect(db.select({ id: schema.companies.id }).from(schema.companies).all()).toEqual(firstDemoIds)

    const nextDay = new Date('2026-11-22T09:00:00Z')
    const summary = seedDemoData(db, nextDay)
    expect(summary.dailyChallenges).toBe(1)
    expect(rowCounts(db)).toEqual({ ...before, dailyChallenges: (before.dailyChallenges as number) + 1 })
  })

  it('keeps data that came from an import', () => {
    const db = createTestDb()
    db.insert(schema.companies)
      .values({ slug: 'google', name: 'Google', website: 'google.com', totalProblems: 1, isDemo: false })
      .run()
    const twoSumId = db
      .insert(schema.problems)
      .values({ titleSlug: 'two-sum', frontendId: 1, title: 'Two Sum', difficulty: 1, likes: 5 })
      .returning({ id: schema.problems.id })
      .get()?.id as number
    db.insert(schema.problemTopics).values({ problemId: twoSumId, topic: 'Array' }).run()
    db.insert(schema.dailyChallenges)
      .values({ date: '2026-11-21', title: 'Add Two Numbers', titleSlug: 'add-two-numbers', difficulty: 2 })
      .run()

    seedDemoData(db, TODAY)

    const google = db.select().from(schema.companies).where(eq(schema.companies.slug, 'google')).get()
    expect(google).toMatchObject({ isDemo: false, totalProblems: 1 })
    expect(listSlugs(db, google?.id as number, 'all').size).toBe(0)
    expect(db.select().from(schema.problems).where(eq(schema.problems.id, twoSumId)).get()?.likes).toBe(5)
    const topics = db
      .select()
      .from(schema.problemTopics)
      .where(eq(schema.problemTopics.problemId, twoSumId))
      .all()
    expect(topics.map((row) => row.topic)).toEqual(['Array'])
    const today = db
      .select()
      .from(schema.dailyChallenges)
      .where(eq(schema.dailyChallenges.date, '2026-11-21'))
      .all()
    expect(today.map((row) => row.titleSlug)).toEqual(['add-two-numbers'])
  })

  it('writes everything or nothing', () => {
    const db = createTestDb()
    // A trigger that fails on the last write of the seed makes the whole transaction roll back.
    db.$client.exec(
      "CREATE TRIGGER fail_meta BEFORE INSERT ON data_meta WHEN NEW.key = 'demoData' BEGIN SELECT RAISE(ABORT, 'refused'); END",
    )
    expect(() => seedDemoData(db, TODAY)).toThrow(/refused/)
    expect(isDatabaseEmpty(db)).toBe(true)
    expect(rowCounts(db).dailyChallenges).toBe(0)
  })
})

describe('isDatabaseEmpty', () => {
  it('is true for a fresh database and false once it holds demo data', () => {
    const db = createTestDb()
    expect(isDatabaseEmpty(db)).toBe(true)
    seedDemoData(db, TODAY)
    expect(isDatabaseEmpty(db)).toBe(false)
  })

  it('is false when only problems or only companies exist', () => {
    const withProblem = createTestDb()
    withProblem
      .insert(schema.problems)
      .values({ titleSlug: 'two-sum', title: 'Two Sum', difficulty: 1 })
      .run()
    expect(isDatabaseEmpty(withProblem)).toBe(false)
    const withCompany = createTestDb()
    withCompany.insert(schema.companies).values({ slug: 'google', name: 'Google' }).run()
    expect(isDatabaseEmpty(withCompany)).toBe(false)
  })
})
