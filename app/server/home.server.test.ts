import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { companies, companyQuestions, problems } from '#db/schema'
import { seedDemoData } from '#db/seed/seed'
import { HOME_COMPANIES, HOME_COMPANY_SLUGS, homeCompanies } from '~/components/home/home-companies'
import { INSIGHTS_PREVIEW_SLUG, previewFromInsights } from '~/components/home/insights-preview'
import { createTestDb } from '../../tests/setup/db'
import { listCompanies } from './companies.server'
import type { Db } from './db.server'
import { getHomeFigures } from './home.server'
import { getProblemInsights } from './problems.server'

const QUESTION = { companies: HOME_COMPANY_SLUGS, previewProblem: INSIGHTS_PREVIEW_SLUG }

describe('getHomeFigures', () => {
  describe('on the demo data', () => {
    let db: Db
    beforeAll(() => {
      db = createTestDb()
      seedDemoData(db, new Date('2026-11-21T12:00:00Z'))
    })

    it("gives each card its company's stored count, the one its sheet shows", () => {
      const stored = new Map(listCompanies({}, db).map((company) => [company.slug, company.totalProblems]))
      const figures = getHomeFigures(QUESTION, db)
      expect(Object.keys(figures.companyTotals!)).toEqual([...HOME_COMPANY_SLUGS])
      for (const slug of HOME_COMPANY_SLUGS) expect(figures.companyTotals![slug]).toBe(stored.get(slug))
      // The demo lists are shorter than the documented figures, which the cards therefore no longer show.
      const cards = homeCompanies(figures.companyTotals)
      expect(cards.map((card) => card.name)).toEqual(HOME_COMPANIES.map((company) => company.name))
      expect(cards[0]!.totalProblems).toBe(stored.get('google'))
    })

    it('reads the preview problem the way its insights page does, so "asked in" agrees', () => {
      const figures = getHomeFigures(QUESTION, db)
      const page = getProblemInsights(INSIGHTS_PREVIEW_SLUG, null, db)!
      expect(figures.preview).toEqual(page)
      const preview = previewFromInsights(figures.preview!)
      expect(preview.companyCount).toBe(page.companies.length)
      expect(preview.shownCompanies).toEqual(page.companies.slice(0, 6).map((company) => company.name))
      expect(preview.title).toBe('Trapping Rain Water')
    })

    it('is read once and kept until the database changes', () => {
      const first = getHomeFigures(QUESTION, db)
      expect(getHomeFigures(QUESTION, db)).toBe(first)
      expect(Object.isFrozen(first)).toBe(true)
      db.update(companies)
        .set({ totalProblems: 999 })
        .where(sql`slug = 'meta'`)
        .run()
      const after = getHomeFigures(QUESTION, db)
      expect(after).not.toBe(first)
      expect(after.companyTotals!.meta).toBe(999)
    })
  })

  it('is empty for a database with no data, so the page keeps the documented figures', () => {
    const db = createTestDb()
    const figures = getHomeFigures(QUESTION, db)
    expect(figures).toEqual({ companyTotals: null, preview: null })
    expect(homeCompanies(figures.companyTotals)).toEqual(HOME_COMPANIES)
  })

  it('counts the companies that ask the preview problem, each once', () => {
    const db = createTestDb()
    const [problem] = db
      .insert(problems)
      .values({
        titleSlug: INSIGHTS_PREVIEW_SLUG,
        frontendId: 42,
        title: 'Trapping Rain Water',
        difficulty: 3,
      })
      .returning()
      .all()
    const [google] = db
      .insert(companies)
      .values({ slug: 'google', name: 'Google', totalProblems: 3 })
      .returning()
      .all()
    db.insert(companyQuestions)
      .values([
        { companyId: google!.id, problemId: problem!.id, timeframe: 'all', frequency: 50 },
        { companyId: google!.id, problemId: problem!.id, timeframe: 'thirty-days', frequency: 100 },
      ])
      .run()
    const figures = getHomeFigures(QUESTION, db)
    expect(figures.companyTotals).toEqual({ google: 3 })
    expect(homeCompanies(figures.companyTotals).map((card) => [card.name, card.totalProblems])).toEqual([
      ['Google', 3],
    ])
    expect(previewFromInsights(figures.preview!)).toMatchObject({
      number: 42,
      companyCount: 1,
      shownCompanies: ['Google'],
    })
  })
})
