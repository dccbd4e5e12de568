import { describe, expect, it } from 'vitest'
import * as schema from '#db/schema'
import { DEFAULT_SHEET_FILTERS } from '~/domain/sheet-filters'
import { createTestDb } from '../../tests/setup/db'
import { exportAccountData } from './account.server'
import {
  exportCommunityReports,
  problemReportTallies,
  reportedProblemCount,
  reportTallies,
  submitReport,
  type NewReport,
} from './community-reports.server'
import { loadCommunitySheet, loadSheetView } from './community-sheet.server'
import type { Db } from './db.server'
import { setProgress } from './progress.server'
import { blockReporter, setReportHidden, unblockReporter } from './report-moderation.server'

const NOW = new Date('2026-04-15T12:00:00Z')

/** Three users, two companies (Google lists two-sum only) and three problems. */
function reportsDb() {
  const db = createTestDb()
  db.insert(schema.users)
    .values(['ada', 'bob', 'cy'].map((id) => ({ id, name: id, email: `${id}@example.com` })))
    .run()
  const problems = db
    .insert(schema.problems)
    .values([
      { titleSlug: 'two-sum', frontendId: 1, title: 'Two Sum', difficulty: 1 },
      { titleSlug: 'lru-cache', frontendId: 146, title: 'LRU Cache', difficulty: 2 },
      { titleSlug: 'trapping-rain-water', frontendId: 42, title: 'Trapping Rain Water', difficulty: 3 },
    ])
    .returning({ id: schema.problems.id, slug: schema.problems.titleSlug })
    .all()
  const problem = Object.fromEntries(problems.map((p) => [p.slug, p.id])) as Record<string, number>
  db.insert(schema.problemTopics)
    .values([
      { problemId: problem['lru-cache']!, topic: 'Hash Table' },
      { problemId: problem['lru-cache']!, topic: 'Design' },
      { problemId: problem['two-sum']!, topic: 'Array' },
    ])
    .run()
  const companies = db
    .insert(schema.companies)
    .values([
      { slug: 'google', name: 'Google' },
      { slug: 'goldman-sachs', name: 'Goldman Sachs' },
    ])
    .returning({ id: schema.companies.id, slug: schema.companies.slug })
    .all()
  const company = Object.fromEntries(companies.map((c) => [c.slug, c.id])) as Record<string, number>
  db.insert(schema.companyQuestions)
    .values({ companyId: company.google!, problemId: problem['two-sum']!, timeframe: 'all', frequency: 50 })
    .run()
  return { db, problem, company }
}

function report(db: Db, userId: string, fields: Partial<NewReport> = {}) {
  return submitReport(
    userId,
    { problem: 'lru-cache', company: 'google', month: '2026-03', round: 'onsite', ...fields },
    db,
    NOW,
  )
}

describe('submitting a report', () => {
  it('stores a report for a problem the company list does not have, naming the company in any spelling', () => {
    const { db } = reportsDb()
    const saved = report(db, 'ada', { company: ' GOLDMAN  sachs ' })
    expect(saved).toMatchObject({
      outcome: 'saved',
      report: {
        problemTitle: 'LRU Cache',
        problemSlug: 'lru-cache',
        companyName: 'Goldman Sachs',
        companySlug: 'goldman-sachs',
        month: '2026-03',
        round: 'onsite',
      },
    })
  })

  it('keeps one report per user, problem, company and month', () => {
    const { db } = reportsDb()
    expect(report(db, 'ada').outcome).toBe('saved')
    expect(report(db, 'ada', { round: 'phone-screen' }).outcome).toBe('duplicate')
    expect(report(db, 'ada', { month: '2026-02' }).outcome).toBe('saved')
    expect(report(db, 'bob').outcome).toBe('saved')
    expect(db.select().from(schema.communityReports).all()).toHaveLength(3)
  })

  it('refuses an unknown problem or company and a blocked reporter, storing nothing', () => {
    const { db } = reportsDb()
    expect(report(db, 'ada', { problem: 'no-such-problem' }).outcome).toBe('unknown-problem')
    expect(report(db, 'ada', { company: 'Initech' }).outcome).toBe('unknown-company')
    blockReporter('ada', db, NOW)
    expect(report(db, 'ada').outcome).toBe('blocked')
    expect(db.select().from(schema.communityReports).all()).toEqual([])
    unblockReporter('ada', db)
    expect(report(db, 'ada').outcome).toBe('saved')
  })
})

describe('counting reports', () => {
  it('counts different people, with the latest month, and leaves out hidden reports and blocked reporters', () => {
    const { db, problem, company } = reportsDb()
    report(db, 'ada', { month: '2026-01' })
    report(db, 'ada', { month: '2026-02' })
    const bobs = report(db, 'bob', { month: '2025-12' })
    report(db, 'cy', { month: '2026-04' })
    report(db, 'cy', { company: 'goldman-sachs' })

    expect(reportTallies(company.google!, [problem['lru-cache']!, problem['two-sum']!], db)).toEqual({
      [problem['lru-cache']!]: { people: 3, latestMonth: '2026-04' },
    })
    expect(problemReportTallies(problem['lru-cache']!, db)).toEqual([
      { companySlug: 'google', companyName: 'Google', people: 3, latestMonth: '2026-04' },
      { companySlug: 'goldman-sachs', companyName: 'Goldman Sachs', people: 1, latestMonth: '2026-03' },
    ])

    blockReporter('cy', db, NOW)
    if (bobs.outcome !== 'saved') throw new Error('not saved')
    setReportHidden(bobs.report.id, true, db, NOW)
    expect(reportTallies(company.google!, [problem['lru-cache']!], db)).toEqual({
      [problem['lru-cache']!]: { people: 1, latestMonth: '2026-02' },
    })
    expect(problemReportTallies(problem['lru-cache']!, db)).toEqual([
      { companySlug: 'google', companyName: 'Google', people: 1, latestMonth: '2026-02' },
    ])

    setReportHidden(bobs.report.id, false, db)
    unblockReporter('cy', db)
    expect(problemReportTallies(problem['lru-cache']!, db)[0]).toMatchObject({ people: 3 })
  })

  it('counts the problems reported from a month on', () => {
    const { db, company } = reportsDb()
    report(db, 'ada', { month: '2025-10' })
    report(db, 'bob', { problem: 'two-sum', month: '2026-02' })
    report(db, 'cy', { problem: 'two-sum', month: '2026-03' })
    expect(reportedProblemCount(company.google!, '2026-01', db)).toBe(1)
    expect(reportedProblemCount(company.google!, '2025-01', db)).toBe(2)
    expect(reportedProblemCount(company['goldman-sachs']!, '2025-01', db)).toBe(0)
  })

  it("puts a user's own reports, hidden ones too, in their data download", () => {
    const { db } = reportsDb()
    const saved = report(db, 'ada')
    report(db, 'bob')
    if (saved.outcome !== 'saved') throw new Error('not saved')
    setReportHidden(saved.report.id, true, db, NOW)
    expect(exportAccountData('ada', db)?.communityReports).toEqual(exportCommunityReports('ada', db))
    expect(exportCommunityReports('ada', db)).toEqual([
      {
        problem: 'lru-cache',
        title: 'LRU Cache',
        company: 'google',
        month: '2026-03',
        round: 'onsite',
        createdAt: NOW.toISOString(),
      },
    ])
  })

  it('goes with the account', () => {
    const { db } = reportsDb()
    report(db, 'ada')
    db.delete(schema.users).run()
    expect(db.select().from(schema.communityReports).all()).toEqual([])
  })
})

describe('the community view of a sheet', () => {
  it('lists the problems reported in the window, most reported first, with the summary figures', () => {
    const { db, company } = reportsDb()
    report(db, 'ada', { problem: 'two-sum', month: '2026-02' })
    report(db, 'ada', { month: '2026-03' })
    report(db, 'bob', { month: '2026-01' })
    report(db, 'cy', { problem: 'trapping-rain-water', month: '2025-09' })
    setProgress(
      'ada',
      db
        .select()
        .from(schema.problems)
        .all()
        .find((p) => p.titleSlug === 'two-sum')!.id,
      'solved',
      db,
    )

    const page = loadCommunitySheet(company.google!, 'ada', DEFAULT_SHEET_FILTERS, '2026-01', db)
    expect(page.rows.map((row) => [row.titleSlug, row.people, row.latestMonth, row.status])).toEqual([
      ['lru-cache', 2, '2026-03', null],
      ['two-sum', 1, '2026-02', 'solved'],
    ])
    expect(page.rows[0]!.topics).toEqual(['Design', 'Hash Table'])
    expect(page).toMatchObject({ total: 2, pageCount: 1, counts: { 1: 1, 2: 1, 3: 0, total: 2 } })
    expect(page.progress.solved).toEqual({ 1: 1, 2: 0, 3: 0, total: 1 })
  })

  it('is a sheet view of its own: the imported list never gets its rows, nor it the list’s', () => {
    const { db, company } = reportsDb()
    report(db, 'ada', { month: '2026-03' })
    const community = loadSheetView(
      { id: company.google! },
      'ada',
      { ...DEFAULT_SHEET_FILTERS, timeframe: 'community' },
      db,
      NOW,
    )
    expect(community.rows).toEqual([])
    expect(community.communityRows?.map((row) => row.titleSlug)).toEqual(['lru-cache'])
    expect(community.filters.timeframe).toBe('community')
    const imported = loadSheetView({ id: company.google! }, 'ada', DEFAULT_SHEET_FILTERS, db, NOW)
    expect(imported.communityRows).toBeNull()
    expect(imported.rows.map((row) => row.titleSlug)).toEqual(['two-sum'])
    expect(imported.counts.total).toBe(1)
    // The window is the 90 days before now: a report from last year is not in it.
    report(db, 'bob', { month: '2025-06' })
    expect(
      loadSheetView(
        { id: company.google! },
        'bob',
        { ...DEFAULT_SHEET_FILTERS, timeframe: 'community' },
        db,
        NOW,
      ).total,
    ).toBe(1)
  })

  it('takes the sheet’s filters and orders', () => {
    const { db, company } = reportsDb()
    report(db, 'ada', { problem: 'two-sum', month: '2026-02' })
    report(db, 'bob', { problem: 'two-sum', month: '2026-02' })
    report(db, 'ada', { month: '2026-03' })
    const load = (filters: Partial<typeof DEFAULT_SHEET_FILTERS>) =>
      loadCommunitySheet(
        company.google!,
        'ada',
        { ...DEFAULT_SHEET_FILTERS, ...filters },
        '2026-01',
        db,
      ).rows.map((row) => row.titleSlug)
    expect(load({})).toEqual(['two-sum', 'lru-cache'])
    expect(load({ sort: 'frequency-asc' })).toEqual(['lru-cache', 'two-sum'])
    expect(load({ sort: 'number-desc' })).toEqual(['lru-cache', 'two-sum'])
    expect(load({ difficulty: 'medium' })).toEqual(['lru-cache'])
    expect(load({ search: 'SUM' })).toEqual(['two-sum'])
    expect(load({ topics: ['design', 'Hash Table'] })).toEqual(['lru-cache'])
    expect(load({ status: 'solved' })).toEqual([])
    expect(load({ status: 'unsolved' })).toEqual(['two-sum', 'lru-cache'])
  })
})
