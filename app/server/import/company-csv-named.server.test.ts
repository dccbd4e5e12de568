import { describe, expect, it } from 'vitest'
import { fixtureSource } from '../../../tests/fixtures/import/fixtures'
import { companyCsvNamed } from './company-csv-named.server'
import type { ParsedData } from './types.server'

function listOf(data: ParsedData | null): Extract<ParsedData, { kind: 'company-list' }> {
  if (data?.kind !== 'company-list')
    throw new Error(`expected a company list, got ${data?.kind ?? 'nothing'}`)
  return data
}

const ALL = 'datasets/company-wise-named/Morgan Stanley/5. All.csv'

describe('company-csv-named (<Company Name>/<N>. <Timeframe>.csv)', () => {
  it('keeps the folder name as the company name and reads the timeframe after the number', () => {
    const list = listOf(companyCsvNamed.parse(fixtureSource(ALL)).data)
    expect(list.company).toEqual({ slug: 'morgan-stanley', name: 'Morgan Stanley', nameIsGiven: true })
    expect(list.timeframe).toBe('all')
    const thirty = listOf(
      companyCsvNamed.parse(fixtureSource('datasets/company-wise-named/Morgan Stanley/1. Thirty Days.csv'))
        .data,
    )
    expect(thirty.timeframe).toBe('thirty-days')
  })

  it('normalises upper-case difficulty, fractional acceptance and quoted topic lists; leaves the number to the slug', () => {
    const list = listOf(companyCsvNamed.parse(fixtureSource(ALL)).data)
    expect(list.rows.map((row) => row.at.line)).toEqual([2, 3, 4])
    expect(list.rows[1]).toEqual({
      problem: {
        titleSlug: 'maximum-profit-in-job-scheduling',
        frontendId: null,
        title: 'Maximum Profit in Job Scheduling',
        difficulty: 3,
        acRate: 54.31,
        isPaidOnly: null,
        topics: ['Array', 'Binary Search', 'Dynamic Programming', 'Sorting'],
      },
      frequency: 71.3,
      at: { line: 3 },
    })
    expect(list.rows[2]?.problem.title).toBe('Pow(x, n)')
  })

  it('skips broken rows with their line and reason', () => {
    const { issues, rows } = companyCsvNamed.parse(fixtureSource(ALL))
    expect(rows).toBe(6)
    expect(issues.map(({ line, reason }) => `${line} ${reason}`)).toEqual([
      '5 Difficulty: expected Easy, Medium or Hard, got "SUPER"',
      '6 Frequency: expected a frequency from 0 to 100, got "130"',
      '7 Link: expected a LeetCode problem link, got "https://leetcode.com/discuss/number-of-islands"',
    ])
  })

  it('reads a header-only file as an empty list', () => {
    const result = companyCsvNamed.parse(fixtureSource('datasets/company-wise-named/Jane Street/5. All.csv'))
    expect(result).toMatchObject({ rows: 0, issues: [] })
    expect(listOf(result.data).rows).toEqual([])
  })

  it('recognises its own header only', () => {
    expect(companyCsvNamed.recognises(fixtureSource(ALL))).toBe(true)
    expect(companyCsvNamed.recognises(fixtureSource('datasets/company-wise/acme-corp/all.csv'))).toBe(false)
  })
})
