import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { companies, companyQuestions, problems, progress, users } from '#db/schema'
import { seedDemoData } from '#db/seed/seed'
import { createTestDb } from '../../tests/setup/db'
import type { Db } from './db.server'
import { getProblemInsights } from './problems.server'

describe('getProblemInsights', () => {
  let db: Db
  beforeAll(() => {
    db = createTestDb()
    seedDemoData(db, new Date('2026-06-15T12:00:00Z'))
    db.insert(users)
      .values([
        { id: 'solver', name: 'Solver', email: 'solver@example.com' },
        { id: 'other', name: 'Other', email: 'other@example.com' },
      ])
      .run()
  })

  it('returns the problem record with its stats', () => {
    const insights = getProblemInsights('two-sum', null, db)
    expect(insights?.problem).toMatchObject({
      titleSlug: 'two-sum',
      frontendId: 1,
      title: 'Two Sum',
      difficulty: 1,
      isPaidOnly: false,
      likes: 69674,
      dislikes: 2597,
      acceptedSubmissions: 23178786,
      totalSubmissions: 39936186,
      acRate: 58,
      contestRating: null,
    })
  })

  it('lists topics and similar questions in the source order', () => {
    const insights = getProblemInsights('two-sum', null, db)
    expect(insights?.topics).toEqual(['Array', 'Hash Table'])
    expect(insights?.similar.map((question) => question.titleSlug)).toEqual([
      '3sum',
      '4sum',
      'two-sum-ii-input-array-is-sorted',
      'two-sum-iii-data-structure-design',
      'subarray-sum-equals-k',
      'max-number-of-k-sum-pairs',
    ])
    expect(insights?.similar[0]).toEqual({ titleSlug: '3sum', title: '3Sum', difficulty: 2 })
  })

  it('gives each asking company once, with its best frequency and the timeframe it was reached in', () => {
    const problemId = db
      .insert(problems)
      .values({ titleSlug: 'probe-problem', title: 'Probe Problem', difficulty: 2 })
      .returning({ id: problems.id })
      .get().id
    const [early, late] = db
      .insert(companies)
      .values([
        { slug: 'early-bird', name: 'Early Bird', website: 'early.example' },
        { slug: 'late-owl', name: 'Late Owl' },
      ])
      .returning({ id: companies.id })
      .all()
    db.insert(companyQuestions)
      .values([
        { companyId: early!.id, problemId, timeframe: 'all', frequency: 62.5 },
        { companyId: early!.id, problemId, timeframe: 'more-than-six-months', frequency: 62.5 },
        { companyId: early!.id, problemId, timeframe: 'thirty-days', frequency: 25 },
        { companyId: late!.id, problemId, timeframe: 'all', frequency: 87.5 },
        { companyId: late!.id, problemId, timeframe: 'six-months', frequency: 50 },
      ])
      .run()

    expect(getProblemInsights('probe-problem', null, db)?.companies).toEqual([
      { slug: 'late-owl', name: 'Late Owl', website: null, timeframe: 'all', frequency: 87.5 },
      {
        slug: 'early-bird',
        name: 'Early Bird',
        website: 'early.example',
        timeframe: 'more-than-six-months',
        frequency: 62.5,
      },
    ])
  })

  it('counts every seeded company that lists a problem once, most frequent first', () => {
    const asks = getProblemInsights('two-sum', null, db)?.companies ?? []
    const listing = db
      .selectDistinct({ slug: companies.slug })
      .from(companyQuestions)
      .innerJoin(companies, eq(companies.id, companyQuestions.companyId))
      .innerJoin(problems, eq(problems.id, companyQuestions.problemId))
      .where(eq(problems.titleSlug, 'two-sum'))
      .all()
    expect(asks.map((ask) => ask.slug).sort()).toEqual(listing.map((row) => row.slug).sort())
    expect(asks.length).toBeGreaterThan(10)
    const frequencies = asks.map((ask) => ask.frequency)
    expect(frequencies).toEqual([...frequencies].sort((a, b) => b - a))
  })

  it('reports the viewer’s own mark only', () => {
    const problemId = getProblemInsights('two-sum', null, db)!.problem.id
    db.insert(progress).values({ userId: 'solver', problemId, status: 'revisit' }).run()
    expect(getProblemInsights('two-sum', 'solver', db)?.status).toBe('revisit')
    expect(getProblemInsights('two-sum', 'other', db)?.status).toBeNull()
    expect(getProblemInsights('two-sum', null, db)?.status).toBeNull()
  })

  it('gives empty lists, not an error, for a stored problem without details', () => {
    db.insert(problems).values({ titleSlug: 'bare-problem', title: 'Bare Problem', difficulty: 2 }).run()
    expect(getProblemInsights('bare-problem', 'solver', db)).toMatchObject({
      problem: { title: 'Bare Problem', likes: null, acRate: null },
      topics: [],
      similar: [],
      companies: [],
      status: null,
    })
  })

  it('returns null for a slug no problem has', () => {
    expect(getProblemInsights('no-such-problem', 'solver', db)).toBeNull()
  })
})
