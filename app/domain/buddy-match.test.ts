import { describe, expect, it } from 'vitest'
import {
  eveningOverlapBetween,
  eveningOverlapMinutes,
  explainMatch,
  formatDuration,
  jaccard,
  matchBuddies,
  MATCH_WEIGHTS,
  offsetDistanceMinutes,
  type MatchProfile,
} from './buddy-match'

const JANUARY = new Date('2026-01-15T12:00:00Z')
const JULY = new Date('2026-07-15T12:00:00Z')

const base: MatchProfile = {
  timeZone: 'Europe/Berlin',
  targetCompanies: ['google', 'meta'],
  level: 3,
  languages: ['Python'],
}
const names: Record<string, string> = {
  google: 'Google',
  meta: 'Meta',
  amazon: 'Amazon',
  uber: 'Uber',
  apple: 'Apple',
}
const nameOf = (slug: string) => names[slug] ?? slug

describe('weights', () => {
  it('add up to 100', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100)
  })
})

describe('evening overlap', () => {
  it('is the whole evening for equal offsets and shrinks with the distance', () => {
    expect(eveningOverlapMinutes(60, 60)).toBe(300)
    expect(eveningOverlapMinutes(60, 240)).toBe(120)
    expect(eveningOverlapMinutes(330, 60)).toBe(30)
    expect(eveningOverlapMinutes(0, 300)).toBe(0)
    expect(eveningOverlapMinutes(-300, 330)).toBe(0)
  })

  it('measures offsets around the clock', () => {
    // UTC+14 (Kiribati) and UTC−10 (Hawaii) read the same clock, a calendar day apart.
    expect(offsetDistanceMinutes(840, -600)).toBe(0)
    expect(offsetDistanceMinutes(-600, 840)).toBe(0)
    expect(offsetDistanceMinutes(720, -720)).toBe(0)
    expect(offsetDistanceMinutes(0, 720)).toBe(720)
    expect(offsetDistanceMinutes(-300, 330)).toBe(630)
    expect(eveningOverlapMinutes(840, -600)).toBe(300)
  })

  it('follows daylight saving through the real zones', () => {
    // London and New York are 5 h apart all year, except in the weeks when only one side has switched.
    expect(eveningOverlapBetween('Europe/London', 'America/New_York', JANUARY)).toBe(0)
    expect(eveningOverlapBetween('Europe/London', 'Europe/Lisbon', JULY)).toBe(300)
    // Berlin is UTC+1 in winter and UTC+2 in summer; Kolkata stays at UTC+5:30.
    expect(eveningOverlapBetween('Europe/Berlin', 'Asia/Kolkata', JANUARY)).toBe(30)
    expect(eveningOverlapBetween('Europe/Berlin', 'Asia/Kolkata', JULY)).toBe(90)
  })
})

describe('jaccard', () => {
  it('is shared over union of distinct values', () => {
    expect(jaccard(['a', 'b'], ['b', 'c'])).toBeCloseTo(1 / 3)
    expect(jaccard(['a', 'a', 'b'], ['a', 'b'])).toBe(1)
    expect(jaccard(['a'], ['b'])).toBe(0)
    expect(jaccard([], [])).toBe(0)
  })
})

describe('matchBuddies', () => {
  it('gives 100 to an identical profile', () => {
    const match = matchBuddies(base, base, JANUARY)
    expect(match.score).toBe(100)
    expect(match.timeZone).toMatchObject({ points: 35, overlapMinutes: 300, offsetDistanceMinutes: 0 })
    expect(match.companies).toMatchObject({ points: 30, shared: ['google', 'meta'] })
    expect(match.level).toMatchObject({ points: 20, distance: 0 })
    expect(match.languages).toMatchObject({ points: 15, shared: ['Python'] })
  })

  it('gives 0 to a profile that shares nothing and sits half a day away', () => {
    const other: MatchProfile = {
      timeZone: 'Pacific/Kiritimati',
      targetCompanies: ['uber'],
      level: 1,
      languages: ['Go'],
    }
    const viewer: MatchProfile = { ...base, timeZone: 'Europe/London', level: 5 }
    // Kiritimati is UTC+14, London UTC+0 in January: 14 h apart is 10 h around the clock, so 2 of 35.
    const match = matchBuddies(viewer, other, JANUARY)
    expect(match.timeZone.offsetDistanceMinutes).toBe(600)
    expect(match.timeZone.points).toBe(Math.round(35 * 0.2 * (1 - 600 / 720)))
    expect(match.companies.points + match.level.points + match.languages.points).toBe(0)
    expect(match.score).toBe(match.timeZone.points)
  })

  it('scores each factor by its rule', () => {
    const other: MatchProfile = {
      timeZone: 'Europe/Helsinki', // one hour from Berlin: 4 h of evening
      targetCompanies: ['meta', 'amazon', 'apple'], // 1 shared of 4 distinct
      level: 5, // two levels apart
      languages: ['Python', 'Java'], // the smaller list is fully shared
    }
    const match = matchBuddies(base, other, JANUARY)
    expect(match.timeZone.points).toBe(Math.round(35 * (0.8 * (240 / 300) + 0.2 * (1 - 60 / 720))))
    expect(match.companies.points).toBe(Math.round(30 * 0.25))
    expect(match.level).toMatchObject({ distance: 2, points: 10 })
    expect(match.languages.points).toBe(15)
    expect(match.score).toBe(match.timeZone.points + match.companies.points + 10 + 15)
  })

  it('is symmetric in score', () => {
    const other: MatchProfile = {
      timeZone: 'Asia/Tokyo',
      targetCompanies: ['google'],
      level: 2,
      languages: ['C++', 'Python'],
    }
    expect(matchBuddies(base, other, JULY).score).toBe(matchBuddies(other, base, JULY).score)
  })

  it("never counts 'Other' as a shared language", () => {
    const match = matchBuddies({ ...base, languages: ['Other'] }, { ...base, languages: ['Other'] }, JANUARY)
    expect(match.languages).toMatchObject({ points: 0, shared: [] })
    const mixed = matchBuddies(
      { ...base, languages: ['Other', 'Rust'] },
      { ...base, languages: ['Rust'] },
      JANUARY,
    )
    expect(mixed.languages.points).toBe(15)
  })

  it('lists shared companies in the viewer’s order', () => {
    const match = matchBuddies(
      { ...base, targetCompanies: ['meta', 'uber', 'google'] },
      { ...base, targetCompanies: ['google', 'meta'] },
      JANUARY,
    )
    expect(match.companies.shared).toEqual(['meta', 'google'])
  })
})

describe('explainMatch', () => {
  it('writes the summary line and one line per factor', () => {
    const other: MatchProfile = {
      timeZone: 'Europe/Helsinki',
      targetCompanies: ['meta', 'google'],
      level: 3,
      languages: ['Python'],
    }
    const explanation = explainMatch(matchBuddies(base, other, JANUARY), nameOf)
    expect(explanation.summary).toBe('Shared: Google, Meta · 4 h evening overlap · same level · Python')
    expect(explanation.factors.map((factor) => factor.key)).toEqual([
      'timeZone',
      'companies',
      'level',
      'languages',
    ])
    expect(explanation.factors.map((factor) => factor.detail)).toEqual([
      '4 h evening overlap',
      'both target Google, Meta',
      'same level',
      'both use Python',
    ])
    const total = explanation.factors.reduce((sum, factor) => sum + factor.points, 0)
    expect(total).toBe(matchBuddies(base, other, JANUARY).score)
  })

  it('says what is missing, and counts companies beyond three', () => {
    const viewer: MatchProfile = { ...base, targetCompanies: ['google', 'meta', 'amazon', 'uber', 'apple'] }
    const other: MatchProfile = {
      timeZone: 'America/New_York',
      targetCompanies: ['apple', 'uber', 'amazon', 'meta', 'google'],
      level: 4,
      languages: ['Java'],
    }
    const explanation = explainMatch(matchBuddies(viewer, other, JANUARY), nameOf)
    expect(explanation.summary).toBe('Shared: Google, Meta, Amazon +2 · 6 h apart · 1 level apart')
    expect(explanation.factors[0]?.detail).toBe('no evening overlap (6 h apart)')
    expect(explanation.factors[3]?.detail).toBe('no language in common')
  })
})

describe('formatDuration', () => {
  it('writes hours and minutes', () => {
    expect(formatDuration(240)).toBe('4 h')
    expect(formatDuration(270)).toBe('4 h 30 min')
    expect(formatDuration(45)).toBe('45 min')
    expect(formatDuration(0)).toBe('0 min')
  })
})
