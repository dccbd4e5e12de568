import { describe, expect, it } from 'vitest'
import { companyNameFromSlug } from './company-names.server'
import {
  companySlug,
  isIsoDate,
  parseAcceptance,
  parseBoolean,
  parseDifficulty,
  parseFrequency,
  parseFrontendId,
  slugFromProblemUrl,
  splitTopics,
  timeframeFromFileName,
} from './normalise.server'

describe('parseDifficulty', () => {
  it('reads every case the sources use and the REST level numbers', () => {
    expect(['Easy', 'MEDIUM', ' hard ', '1', '3'].map(parseDifficulty)).toEqual([1, 2, 3, 1, 3])
  })

  it('rejects anything else', () => {
    expect(['Mediumm', '', '4', 'Expert'].map(parseDifficulty)).toEqual([null, null, null, null])
  })
})

describe('parseAcceptance', () => {
  it('reads a percentage with a sign whatever the source usually writes', () => {
    expect(parseAcceptance('57.8%', 'percent')).toBe(57.8)
    expect(parseAcceptance('57.8%', 'fraction')).toBe(57.8)
  })

  it('turns a fraction into a percentage without float noise', () => {
    expect(parseAcceptance('0.5509', 'fraction')).toBe(55.09)
    expect(parseAcceptance('1', 'fraction')).toBe(100)
  })

  it('reads a plain number as a percentage in a percent source, and in a fraction source above 1', () => {
    expect(parseAcceptance('0.5', 'percent')).toBe(0.5)
    expect(parseAcceptance('55.1', 'fraction')).toBe(55.1)
  })

  it('rejects values outside 0–100 and non-numbers', () => {
    expect(['101%', '-1', 'abc', '5x%', ''].map((raw) => parseAcceptance(raw, 'percent'))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ])
  })
})

describe('parseFrequency', () => {
  it('reads both the 12.5-step percentages and the 0–100 floats onto one scale', () => {
    expect(parseFrequency('12.5%')).toBe(12.5)
    expect(parseFrequency('100.0%')).toBe(100)
    expect(parseFrequency('62.4')).toBe(62.4)
    expect(parseFrequency('0')).toBe(0)
  })

  it('rejects values off the scale', () => {
    expect([parseFrequency('150.0%'), parseFrequency('-3'), parseFrequency('often')]).toEqual([
      null,
      null,
      null,
    ])
  })
})

describe('parseFrontendId', () => {
  it('reads a number, treats blank as not given, and rejects the rest', () => {
    expect(parseFrontendId(' 146 ')).toBe(146)
    expect(parseFrontendId('')).toBeNull()
    expect(parseFrontendId('abc')).toBeUndefined()
    expect(parseFrontendId('0')).toBeUndefined()
    expect(parseFrontendId('LCP 30')).toBeUndefined()
  })
})

describe('slugFromProblemUrl', () => {
  it('takes the slug from every link shape', () => {
    expect(slugFromProblemUrl('https://leetcode.com/problems/two-sum')).toBe('two-sum')
    expect(slugFromProblemUrl('https://leetcode.com/problems/two-sum/')).toBe('two-sum')
    expect(slugFromProblemUrl('https://leetcode.com/problems/powx-n/description/')).toBe('powx-n')
    expect(slugFromProblemUrl('/problems/lru-cache/')).toBe('lru-cache')
    expect(slugFromProblemUrl('number-of-islands')).toBe('number-of-islands')
  })

  it('rejects links that are not to a problem', () => {
    expect(slugFromProblemUrl('https://leetcode.com/discuss/number-of-islands')).toBeNull()
    expect(slugFromProblemUrl('https://example.com/longest')).toBeNull()
    expect(slugFromProblemUrl('')).toBeNull()
  })
})

describe('company names', () => {
  it('makes the slug from the name: lower case, spaces to hyphens', () => {
    expect(companySlug('Goldman Sachs')).toBe('goldman-sachs')
    expect(companySlug('  Jane   Street ')).toBe('jane-street')
    expect(companySlug('tcs')).toBe('tcs')
  })

  it('derives a display name from a slug, with known spellings kept', () => {
    expect(companyNameFromSlug('goldman-sachs')).toBe('Goldman Sachs')
    expect(companyNameFromSlug('tcs')).toBe('TCS')
    expect(companyNameFromSlug('jpmorgan')).toBe('JPMorgan')
    expect(companyNameFromSlug('woven-by-toyota')).toBe('Woven by Toyota')
    expect(companyNameFromSlug('google')).toBe('Google')
  })
})

describe('timeframeFromFileName', () => {
  it('reads both layouts', () => {
    expect(timeframeFromFileName('thirty-days.csv')).toBe('thirty-days')
    expect(timeframeFromFileName('all.csv')).toBe('all')
    expect(timeframeFromFileName('1. Thirty Days.csv')).toBe('thirty-days')
    expect(timeframeFromFileName('4. More Than Six Months.csv')).toBe('more-than-six-months')
    expect(timeframeFromFileName('5. All.csv')).toBe('all')
  })

  it('rejects other names', () => {
    expect(timeframeFromFileName('last-year.csv')).toBeNull()
    expect(timeframeFromFileName('MANIFEST.csv')).toBeNull()
  })
})

describe('small values', () => {
  it('splits quoted topic lists', () => {
    expect(splitTopics('Array, Hash Table,  ,Array')).toEqual(['Array', 'Hash Table'])
    expect(splitTopics('')).toEqual([])
  })

  it('reads booleans', () => {
    expect(['true', 'FALSE', '', 'maybe'].map(parseBoolean)).toEqual([true, false, false, null])
  })

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2021-02-30')).toBe(false)
    expect(isIsoDate('2021-2-3')).toBe(false)
  })
})
