import { describe, expect, it } from 'vitest'
import {
  compareCompanies,
  filterCompanies,
  matchesCompanySearch,
  normaliseCompanySearch,
} from './company-search'

const companies = [
  { name: 'Google', slug: 'google', totalProblems: 270 },
  { name: 'Goldman Sachs', slug: 'goldman-sachs', totalProblems: 120 },
  { name: 'Meta', slug: 'meta', totalProblems: 210 },
  { name: 'Société Générale', slug: 'societe-generale', totalProblems: 12 },
]

describe('company search (SPEC §5)', () => {
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
