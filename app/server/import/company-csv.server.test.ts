import { describe, expect, it } from 'vitest'
import { fixtureSource, textSource } from '../../../tests/fixtures/import/fixtures'
import { companyCsv } from './company-csv.server'
import type { CompanyListRow, Located, ParsedData } from './types.server'

function listOf(data: ParsedData | null): Extract<ParsedData, { kind: 'company-list' }> {
  if (data?.kind !== 'company-list')
    throw new Error(`expected a company list, got ${data?.kind ?? 'nothing'}`)
  return data
}

const HEADER = 'ID,URL,Title,Difficulty,Acceptance %,Frequency %'

describe('company-csv (<company-slug>/<timeframe>.csv)', () => {
  it('names the company and timeframe after the folder and file', () => {
    const { data } = companyCsv.parse(fixtureSource('datasets/company-wise/acme-corp/all.csv'))
    const list = listOf(data)
    expect(list.company).toEqual({ slug: 'acme-corp', name: 'Acme Corp', nameIsGiven: false })
    expect(list.timeframe).toBe('all')
  })

  it('normalises each good row, quoted titles with commas included', () => {
    const { data, rows } = companyCsv.parse(fixtureSource('datasets/company-wise/acme-corp/all.csv'))
    expect(rows).toBe(11)
    const byLine = (line: number) => listOf(data).rows.find((row) => row.at.line === line)
    expect(byLine(3)).toEqual<Located<CompanyListRow>>({
      problem: {
        titleSlug: 'powx-n',
        frontendId: 50,
        title: 'Pow(x, n)',
        difficulty: 2,
        acRate: 38.9,
        isPaidOnly: null,
        topics: [],
      },
      frequency: 62.5,
      at: { line: 3 },
    })
    expect(listOf(data).rows.map((row) => row.at.line)).toEqual([2, 3, 4, 11])
  })

  it('skips each broken row with its line and the reason', () => {
    const { issues } = companyCsv.parse(fixtureSource('datasets/company-wise/acme-corp/all.csv'))
    expect(issues.map(({ line, reason }) => `${line} ${reason}`)).toEqual([
      '5 Difficulty: expected Easy, Medium or Hard, got "Mediumm"',
      '6 ID: expected a problem number, got "abc"',
      '7 expected 6 fields, found 5',
      '8 Frequency %: expected a frequency from 0 to 100, got "150.0%"',
      '9 URL: expected a LeetCode problem link, got "https://example.com/longest"',
      '10 two-sum is already listed on line 2',
      '12 expected 6 fields, found 7 (a comma in an unquoted value?)',
    ])
    expect(issues.every((issue) => issue.file === 'datasets/company-wise/acme-corp/all.csv')).toBe(true)
  })

  it('reads a file with only a header as an empty list', () => {
    const result = companyCsv.parse(fixtureSource('datasets/company-wise/quiet-co/all.csv'))
    expect(result.rows).toBe(0)
    expect(result.issues).toEqual([])
    expect(listOf(result.data).rows).toEqual([])
  })

  it('reads CRLF files', () => {
    const { data, issues } = companyCsv.parse(fixtureSource('datasets/company-wise/tcs/six-months.csv'))
    expect(issues).toEqual([])
    expect(listOf(data).rows.map((row) => [row.problem.titleSlug, row.frequency])).toEqual([
      ['powx-n', 100],
      ['lru-cache', 75],
    ])
    expect(listOf(data).company.name).toBe('TCS')
  })

  it('refuses a whole file whose header lacks a column, or whose name is no timeframe', () => {
    const broken = companyCsv.parse(fixtureSource('malformed/acme-corp/all.csv'))
    expect(broken.data).toBeNull()
    expect(broken.issues).toEqual([
      {
        file: 'malformed/acme-corp/all.csv',
        reason: 'missing column Frequency % (the header is "ID,URL,Title,Difficulty,Acceptance %")',
      },
    ])
    const misnamed = companyCsv.parse(
      textSource('acme/last-year.csv', `${HEADER}\n1,two-sum,Two Sum,Easy,50%,50%\n`),
    )
    expect(misnamed.data).toBeNull()
    expect(misnamed.issues[0]?.reason).toMatch(/^the file name does not say the timeframe/)
  })

  it('keeps a company folder named like a company as the display name', () => {
    const { data } = companyCsv.parse(textSource('Goldman Sachs/all.csv', `${HEADER}\n`))
    expect(listOf(data).company).toEqual({ slug: 'goldman-sachs', name: 'Goldman Sachs', nameIsGiven: true })
  })

  it('recognises its header, and claims files named like its timeframes', () => {
    expect(companyCsv.recognises(fixtureSource('datasets/company-wise/acme-corp/all.csv'))).toBe(true)
    expect(companyCsv.recognises(fixtureSource('malformed/acme-corp/all.csv'))).toBe(false)
    expect(companyCsv.claimsByName?.(fixtureSource('malformed/acme-corp/all.csv'))).toBe(true)
    expect(companyCsv.claimsByName?.(fixtureSource('datasets/MANIFEST.csv'))).toBe(false)
  })
})
