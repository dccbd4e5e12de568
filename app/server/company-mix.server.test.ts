import { describe, expect, it } from 'vitest'
import * as schema from '#db/schema'
import { seedDemoData } from '#db/seed/seed'
import { createTestDb } from '../../tests/setup/db'
import { getCompanyBySlug } from './companies.server'
import { getCompanyMix } from './company-mix.server'

describe('getCompanyMix', () => {
  const db = createTestDb()
  seedDemoData(db)
  const google = getCompanyBySlug('google', db)!

  it("counts the company's distinct problems and compares its 30 days with its six months", () => {
    const distinct = db.$client
      .prepare('SELECT count(DISTINCT problem_id) FROM company_questions WHERE company_id = ?')
      .pluck()
      .get(google.id)
    const mix = getCompanyMix(google.id, db)
    expect(mix.problems).toBe(distinct)
    expect(mix.difficulty.reduce((sum, row) => sum + row.count, 0)).toBe(distinct)
    expect(mix.recent?.thirtyDays).toBeGreaterThan(0)
    expect(mix.recent!.sixMonths).toBeGreaterThan(mix.recent!.thirtyDays)
  })

  it('is kept until the database changes', () => {
    const first = getCompanyMix(google.id, db)
    expect(getCompanyMix(google.id, db)).toBe(first)
    db.update(schema.companies).set({ name: 'Google' }).run()
    expect(getCompanyMix(google.id, db)).not.toBe(first)
    expect(getCompanyMix(google.id, db)).toEqual(first)
  })
})
