import { describe, expect, it } from 'vitest'
import {
  COMPANY_GROUPS,
  FEATURED_COMPANIES,
  canonicalCompanySlug,
  companyGroupsFor,
  isFeaturedCompany,
} from './company-groups'

describe('COMPANY_GROUPS', () => {
  it('holds the four documented groups with their members', () => {
    expect(COMPANY_GROUPS.map((group) => [group.name, group.members.map((member) => member.name)])).toEqual([
      ['MAANG', ['Meta', 'Apple', 'Amazon', 'Netflix', 'Google']],
      ['GAFAM', ['Google', 'Apple', 'Facebook', 'Amazon', 'Microsoft']],
      ['WITCH', ['Wipro', 'Infosys', 'tcs', 'Cognizant', 'HCL']],
      ['BAT', ['Baidu', 'Alibaba', 'Tencent']],
    ])
  })
})

describe('companyGroupsFor', () => {
  it('finds nothing for no companies or unrelated ones', () => {
    expect(companyGroupsFor([])).toEqual([])
    expect(companyGroupsFor(['Bloomberg', 'Uber'])).toEqual([])
  })

  it('lists every group with a member present, in the fixed order, with the members found', () => {
    expect(companyGroupsFor(['Tencent', 'Microsoft', 'Google', 'Infosys', 'Uber'])).toEqual([
      { name: 'MAANG', members: ['Google'] },
      { name: 'GAFAM', members: ['Google', 'Microsoft'] },
      { name: 'WITCH', members: ['Infosys'] },
      { name: 'BAT', members: ['Tencent'] },
    ])
  })

  it('reports members in the group order, not the input order', () => {
    expect(companyGroupsFor(['google', 'netflix', 'meta'])).toEqual([
      { name: 'MAANG', members: ['Meta', 'Netflix', 'Google'] },
      { name: 'GAFAM', members: ['Google', 'Facebook'] },
    ])
  })

  it('matches names case-insensitively and ignores surrounding space', () => {
    expect(companyGroupsFor(['  AMAZON ', 'TCS'])).toEqual([
      { name: 'MAANG', members: ['Amazon'] },
      { name: 'GAFAM', members: ['Amazon'] },
      { name: 'WITCH', members: ['tcs'] },
    ])
  })

  it('counts Meta for Facebook and Facebook for Meta', () => {
    expect(companyGroupsFor(['Meta'])).toEqual([
      { name: 'MAANG', members: ['Meta'] },
      { name: 'GAFAM', members: ['Facebook'] },
    ])
    expect(companyGroupsFor(['facebook'])).toEqual(companyGroupsFor(['meta']))
  })

  it('knows the long names of TCS and HCL', () => {
    expect(companyGroupsFor(['Tata Consultancy Services', 'HCL Technologies'])).toEqual([
      { name: 'WITCH', members: ['tcs', 'HCL'] },
    ])
  })

  it('reports a member once however often it is named', () => {
    expect(companyGroupsFor(['Baidu', 'baidu', 'BAIDU'])).toEqual([{ name: 'BAT', members: ['Baidu'] }])
  })
})

describe('FEATURED_COMPANIES', () => {
  it('holds exactly 25 distinct slugs', () => {
    expect(FEATURED_COMPANIES).toHaveLength(25)
    expect(new Set(FEATURED_COMPANIES).size).toBe(25)
    for (const slug of FEATURED_COMPANIES) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('includes the companies of the home-page carousel', () => {
    const carousel = [
      'google',
      'meta',
      'amazon',
      'microsoft',
      'bloomberg',
      'tiktok',
      'uber',
      'apple',
      'oracle',
    ]
    expect(carousel.filter((slug) => !isFeaturedCompany(slug))).toEqual([])
  })
})

describe('isFeaturedCompany', () => {
  it('accepts a slug or a display name', () => {
    expect(isFeaturedCompany('goldman-sachs')).toBe(true)
    expect(isFeaturedCompany('Goldman Sachs')).toBe(true)
    expect(isFeaturedCompany('Walmart Labs')).toBe(true)
    expect(isFeaturedCompany('  Google ')).toBe(true)
  })

  it('treats Facebook as Meta', () => {
    expect(isFeaturedCompany('Facebook')).toBe(true)
  })

  it('rejects companies outside the list', () => {
    expect(isFeaturedCompany('snowflake')).toBe(false)
    expect(isFeaturedCompany('Akuna Capital')).toBe(false)
    expect(isFeaturedCompany('')).toBe(false)
  })
})

describe('canonicalCompanySlug', () => {
  it('slugs a name and resolves aliases', () => {
    expect(canonicalCompanySlug('Goldman Sachs')).toBe('goldman-sachs')
    expect(canonicalCompanySlug('Facebook')).toBe('meta')
    expect(canonicalCompanySlug('Meta Platforms')).toBe('meta')
    expect(canonicalCompanySlug('HCLTech')).toBe('hcl')
  })
})
