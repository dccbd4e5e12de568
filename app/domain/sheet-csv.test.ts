import { describe, expect, it } from 'vitest'
import { csvField, csvText, sheetCsv, sheetCsvFileName, type SheetCsvRow } from './sheet-csv'

const twoSum: SheetCsvRow = {
  frontendId: 1,
  title: 'Two Sum',
  titleSlug: 'two-sum',
  difficulty: 1,
  acRate: 55.04,
  frequency: 100,
  topics: ['Array', 'Hash Table'],
  status: 'solved',
}

describe('csvField', () => {
  it('quotes only when needed and doubles quotes', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('Pow(x, n)')).toBe('"Pow(x, n)"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
  })
})

describe('csvText', () => {
  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvText('+1')).toBe("'+1")
    expect(csvText('-2')).toBe("'-2")
    expect(csvText('@sum')).toBe("'@sum")
    expect(csvText('Two Sum')).toBe('Two Sum')
  })
})

describe('sheetCsv', () => {
  it('writes the header and one CRLF-terminated line per row', () => {
    const csv = sheetCsv([
      twoSum,
      {
        ...twoSum,
        frontendId: 50,
        title: 'Pow(x, n)',
        titleSlug: 'powx-n',
        difficulty: 2,
        acRate: null,
        frequency: 12.5,
        topics: [],
        status: null,
      },
      { ...twoSum, frontendId: null, difficulty: 3, status: 'revisit' },
    ])
    expect(csv.split('\r\n')).toEqual([
      'Number,Title,URL,Difficulty,Acceptance %,Frequency %,Topics,Status',
      '1,Two Sum,https://leetcode.com/problems/two-sum/,Easy,55.0,100.0,Array; Hash Table,Solved',
      '50,"Pow(x, n)",https://leetcode.com/problems/powx-n/,Medium,,12.5,,',
      ',Two Sum,https://leetcode.com/problems/two-sum/,Hard,55.0,100.0,Array; Hash Table,Revisit',
      '',
    ])
  })

  it('links to the encoded slug and leaves an unknown difficulty blank', () => {
    expect(sheetCsv([{ ...twoSum, titleSlug: 'two sum,"x"', difficulty: 7 }]).split('\r\n')[1]).toBe(
      '1,Two Sum,https://leetcode.com/problems/two%20sum%2C%22x%22/,,55.0,100.0,Array; Hash Table,Solved',
    )
  })

  it('is only the header for no rows', () => {
    expect(sheetCsv([])).toBe('Number,Title,URL,Difficulty,Acceptance %,Frequency %,Topics,Status\r\n')
  })
})

describe('sheetCsvFileName', () => {
  it('names the file after the company and timeframe, keeping only safe characters', () => {
    expect(sheetCsvFileName('google', 'all')).toBe('google-all.csv')
    expect(sheetCsvFileName('Goldman-Sachs', 'thirty-days')).toBe('goldman-sachs-thirty-days.csv')
    expect(sheetCsvFileName('a"b\r\nc', 'all')).toBe('a-b-c-all.csv')
    expect(sheetCsvFileName('', '')).toBe('company-sheet.csv')
  })
})
