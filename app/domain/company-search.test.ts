import { describe, expect, it } from 'vitest'
import {
  compareCompanies,
  filterCompanies,
  FIRST_PAGE_SIZE,
  fromCompactCompany,
  matchesCompanySearch,
  normaliseCompanySearch,
  servedCovers,
  toCompactCompany,
  visibleCompanies,
} from './company-search'

const companies = [
  { name: 'Google', slug: 'google', totalProblems: 270 },
  { name: 'Goldman Sachs', slug: 'goldman-sachs', totalProblems: 120 },
  { name: 'Meta', slug: 'meta', totalProblems: 210 },
  { name: 'Société Générale', slug: 'societe-generale', totalProblems: 12 },
]

// docs/product.md#company-search
describe('company search', () => {
  it('matches a substring of the name in any case', () => {
    expect(filterCompanies(companies, 'GO').map((c) => c.name)).toEqual(['Google', 'Goldman Sachs'])
    expect(filterCompanies(companies, 'sach').map((c) => c.name)).toEqual(['Goldman Sachs'])
    expect(filterCompanies(companies, 'man s').map((c) => c.name)).toEqual(['Goldman Sachs'])
  })

  it('looks at the name only, not the slug', () => {
    expect(filterCompanies(companies, 'goldman-sachs')).toEqual([])
    expect(matchesCompanySearch('Goldman Sachs', 'goldman sachs')).toBe(true)
  })

  it('folds case beyond ASCII', () => {
    expect(filterCompanies(companies, 'SOCIÉTÉ').map((c) => c.name)).toEqual(['Société Générale'])
  })

  it('ignores surrounding space, and blank text matches everything in order', () => {
    expect(filterCompanies(companies, '  meta ').map((c) => c.name)).toEqual(['Meta'])
    expect(filterCompanies(companies, '   ')).toEqual(companies)
    expect(normaliseCompanySearch('  Meta ')).toBe('meta')
  })

  it('returns a new array, never the input', () => {
    expect(filterCompanies(companies, '')).not.toBe(companies)
  })
})

describe('compareCompanies', () => {
  it('puts the longest lists first and orders ties by name', () => {
    const sorted = [
      { name: 'uber', totalProblems: 50 },
      { name: 'Apple', totalProblems: 50 },
      { name: 'Google', totalProblems: 270 },
      { name: 'Airbnb', totalProblems: 0 },
    ].sort(compareCompanies)
    expect(sorted.map((c) => c.name)).toEqual(['Google', 'Apple', 'uber', 'Airbnb'])
  })
})

describe('visibleCompanies', () => {
  const many = Array.from({ length: FIRST_PAGE_SIZE + 5 }, (_, index) => ({ name: `Company ${index}` }))

  it('shows the first page with no search, and every company after Show all', () => {
    expect(visibleCompanies(many, { query: '', showAll: false })).toEqual(many.slice(0, FIRST_PAGE_SIZE))
    expect(visibleCompanies(many, { query: '  ', showAll: false })).toHaveLength(FIRST_PAGE_SIZE)
    expect(visibleCompanies(many, { query: '', showAll: true })).toEqual(many)
  })

  it('shows every match of a search, however many, in order', () => {
    expect(visibleCompanies(many, { query: 'COMPANY', showAll: false })).toEqual(many)
    expect(visibleCompanies(many, { query: 'y 2', showAll: false }).map((c) => c.name)).toEqual([
      'Company 2',
      'Company 20',
      'Company 21',
      'Company 22',
    ])
  })
})

describe('servedCovers', () => {
  const firstPage = { query: '', showAll: false, complete: false }

  it('needs nothing more once the server sent every company', () => {
    const complete = { ...firstPage, complete: true }
    expect(servedCovers(complete, { query: 'x', showAll: false })).toBe(true)
    expect(servedCovers(complete, { query: '', showAll: true })).toBe(true)
  })

  it('the first page covers only itself', () => {
    expect(servedCovers(firstPage, { query: '', showAll: false })).toBe(true)
    expect(servedCovers(firstPage, { query: ' ', showAll: false })).toBe(true)
    expect(servedCovers(firstPage, { query: '', showAll: true })).toBe(false)
    expect(servedCovers(firstPage, { query: 'go', showAll: false })).toBe(false)
  })

  it('a search covers the searches that narrow it, in any case', () => {
    const served = { query: 'go', showAll: false, complete: false }
    expect(servedCovers(served, { query: 'GOO', showAll: false })).toBe(true)
    expect(servedCovers(served, { query: 'ago', showAll: false })).toBe(true)
    expect(servedCovers(served, { query: 'g', showAll: false })).toBe(false)
    expect(servedCovers(served, { query: 'meta', showAll: false })).toBe(false)
    expect(servedCovers(served, { query: '', showAll: false })).toBe(false)
  })
})

describe('compact companies', () => {
  it('round-trips a company through the tuple the search page fetches', () => {
    const company = {
      slug: 'goldman-sachs',
      name: 'Goldman Sachs',
      totalProblems: 120,
      website: null,
      isDemo: true,
    }
    expect(toCompactCompany(company)).toEqual(['goldman-sachs', 'Goldman Sachs', 120, null, 1])
    expect(fromCompactCompany(toCompactCompany(company))).toEqual(company)
    expect(fromCompactCompany(toCompactCompany({ ...company, isDemo: false })).isDemo).toBe(false)
  })
})
