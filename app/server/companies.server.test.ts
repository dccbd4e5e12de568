import { beforeAll, describe, expect, it } from 'vitest'
import { companies } from '#db/schema'
import { seedDemoData } from '#db/seed/seed'
import { SEED_COMPANIES } from '#db/seed/companies'
import { createTestDb } from '../../tests/setup/db'
import { getCompanyBySlug, listCompanies } from './companies.server'
import type { Db } from './db.server'

describe('companies', () => {
  let db: Db
  beforeAll(() => {
    db = createTestDb()
    seedDemoData(db, new Date('2026-11-21T12:00:00Z'))
  })

  it('lists every company, the longest lists first and equal counts by name', () => {
    const list = listCompanies({}, db)
    expect(list).toHaveLength(SEED_COMPANIES.length)
    for (let i = 1; i < list.length; i++) {
      const [before, after] = [list[i - 1]!, list[i]!]
      expect(before.totalProblems).toBeGreaterThanOrEqual(after.totalProblems)
      if (before.totalProblems === after.totalProblems)
        expect(before.name.localeCompare(after.name)).toBeLessThan(0)
    }
    expect(list[0]).toMatchObject({ slug: 'google', name: 'Google', website: 'google.com', isDemo: true })
    expect(list[0]!.totalProblems).toBeGreaterThan(0)
  })

  it('narrows the list to names containing the search text, in any case', () => {
    expect(
      listCompanies({ search: 'GO' }, db)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Goldman Sachs', 'Google'])
    expect(listCompanies({ search: 'an s' }, db).map((c) => c.name)).toEqual(['Goldman Sachs'])
    expect(listCompanies({ search: 'no such company' }, db)).toEqual([])
    expect(listCompanies({ search: '  ' }, db)).toHaveLength(SEED_COMPANIES.length)
  })

  it('searches names only, never slugs or websites', () => {
    expect(listCompanies({ search: 'goldman-sachs' }, db)).toEqual([])
    expect(listCompanies({ search: '.com' }, db)).toEqual([])
  })

  it('keeps companies without questions, after those with some', () => {
    db.insert(companies).values({ slug: 'initech', name: 'Initech', totalProblems: 0 }).run()
    const list = listCompanies({}, db)
    expect(list.at(-1)).toMatchObject({ slug: 'initech', totalProblems: 0, website: null, isDemo: false })
  })
})

describe('getCompanyBySlug', () => {
  const db = createTestDb()
  seedDemoData(db, new Date('2026-11-21T12:00:00Z'))

  it('finds a company by its slug', () => {
    expect(getCompanyBySlug('goldman-sachs', db)).toMatchObject({ name: 'Goldman Sachs', isDemo: true })
  })

  // docs/product.md#company-slugs
  it('accepts the slug in the form built from a name', () => {
    expect(getCompanyBySlug('Goldman Sachs', db)?.slug).toBe('goldman-sachs')
    expect(getCompanyBySlug(' GOOGLE ', db)?.slug).toBe('google')
  })

  it('is null for an unknown or empty slug', () => {
    expect(getCompanyBySlug('initech', db)).toBeNull()
    expect(getCompanyBySlug('', db)).toBeNull()
    expect(getCompanyBySlug("google' or '1'='1", db)).toBeNull()
  })
})
