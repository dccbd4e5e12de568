import { describe, expect, it } from 'vitest'
import { TIMEFRAMES } from '~/domain/timeframes'
import { HOME_COMPANY_SLUGS, SEED_COMPANIES } from './companies'
import { buildCompanyLists, buildDemoCompanyLists, type CompanyLists } from './company-lists'
import { SEED_PROBLEMS } from './problems'

const lists = buildDemoCompanyLists()
const seedSlugs = new Set(SEED_PROBLEMS.map((problem) => problem.titleSlug))

function slugs(companyLists: CompanyLists, timeframe: keyof CompanyLists): Set<string> {
  return new Set(companyLists[timeframe].map((entry) => entry.titleSlug))
}

function isSubset(small: Set<string>, big: Set<string>): boolean {
  return [...small].every((slug) => big.has(slug))
}

describe('buildDemoCompanyLists', () => {
  it('builds lists for every seed company, the same on every run', () => {
    expect([...lists.keys()]).toEqual(SEED_COMPANIES.map((company) => company.slug))
    expect(buildDemoCompanyLists()).toEqual(lists)
  })

  it('gives each company different lists', () => {
    const alls = [...lists.values()].map((companyLists) => JSON.stringify(companyLists.all))
    expect(new Set(alls).size).toBe(alls.length)
  })

  it.each(SEED_COMPANIES.map((company) => [company.slug]))('nests the timeframes of %s', (slug) => {
    const companyLists = lists.get(slug) as CompanyLists
    const all = slugs(companyLists, 'all')
    const sixMonths = slugs(companyLists, 'six-months')
    const threeMonths = slugs(companyLists, 'three-months')
    const thirtyDays = slugs(companyLists, 'thirty-days')
    const older = slugs(companyLists, 'more-than-six-months')

    for (const timeframe of TIMEFRAMES) expect(companyLists[timeframe].length, timeframe).toBeGreaterThan(0)
    expect(isSubset(thirtyDays, threeMonths)).toBe(true)
    expect(isSubset(threeMonths, sixMonths)).toBe(true)
    expect(isSubset(sixMonths, all)).toBe(true)
    expect(isSubset(older, all)).toBe(true)
    expect(new Set([...sixMonths, ...older])).toEqual(all)
    expect(thirtyDays.size).toBeLessThan(threeMonths.size)
    expect(sixMonths.size).toBeLessThan(all.size)
  })

  it('keeps frequencies on the 0–100 scale, most frequent first, with 100 at the top', () => {
    for (const companyLists of lists.values()) {
      for (const timeframe of TIMEFRAMES) {
        const entries = companyLists[timeframe]
        expect(entries[0]?.frequency).toBe(100)
        expect(new Set(entries.map((entry) => entry.titleSlug)).size).toBe(entries.length)
        entries.forEach((entry, index) => {
          expect(seedSlugs.has(entry.titleSlug)).toBe(true)
          expect(entry.frequency).toBeGreaterThan(0)
          expect(entry.frequency).toBeLessThanOrEqual(100)
          if (index > 0) expect(entry.frequency).toBeLessThanOrEqual(entries[index - 1]?.frequency ?? 100)
        })
      }
    }
  })

  it('gives Google the longest list and bigger companies longer lists', () => {
    const sizes = SEED_COMPANIES.map((company) => lists.get(company.slug)?.all.length ?? 0)
    const google = lists.get('google')?.all.length ?? 0
    expect(Math.max(...sizes)).toBe(google)
    expect(sizes.filter((size) => size === google)).toHaveLength(1)
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
    for (const slug of HOME_COMPANY_SLUGS) expect(lists.get(slug)?.all.length).toBeGreaterThanOrEqual(100)
  })

  it('works on a problem set smaller than the minimum list size', () => {
    const problems = SEED_PROBLEMS.slice(0, 5)
    const company = { name: 'Tiny', slug: 'tiny', website: 'tiny.example', listShare: 0.1 }
    const tiny = buildCompanyLists(company, problems)
    expect(tiny.all).toHaveLength(5)
    expect(isSubset(slugs(tiny, 'thirty-days'), slugs(tiny, 'all'))).toBe(true)
  })
})
