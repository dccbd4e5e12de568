import { describe, expect, it } from 'vitest'
import { formatReport, issueLocation, skippedRows, sortIssues } from './report.server'
import type { ImportReport } from './types.server'

function report(overrides: Partial<ImportReport> = {}): ImportReport {
  return {
    path: 'datasets',
    strict: false,
    refused: false,
    files: [
      { file: 'acme/all.csv', format: 'company-csv', rows: 3, imported: 2, skipped: 1, notes: [] },
      { file: 'mini.json', format: 'metadata-json', rows: 2, imported: 2, skipped: 0, notes: ['a note'] },
    ],
    ignored: [{ file: 'MANIFEST.csv', reason: 'not a recognised data format' }],
    companies: 1,
    problems: 4,
    problemsCreated: 4,
    rowsImported: 4,
    rowsSkipped: 1,
    issues: [{ file: 'acme/all.csv', line: 3, reason: 'Difficulty: expected Easy, Medium or Hard, got "x"' }],
    changes: 12,
    lastUpdated: '2026-07-12T08:00:00.000Z',
    sources: [],
    completedAllLists: [],
    durationMs: 1234,
    ...overrides,
  }
}

describe('formatReport', () => {
  it('sums up files per format, the totals, notes, skipped rows and ignored files', () => {
    expect(formatReport(report())).toBe(
      [
        'Imported datasets in 1.2 s',
        '',
        '  metadata-json  1 file, 2 rows imported',
        '  company-csv    1 file, 2 rows imported, 1 skipped',
        '',
        '  Files      2 read, 1 ignored',
        '  Companies  1',
        '  Problems   4 (4 new)',
        '  Rows       4 imported, 1 skipped',
        '  Changes    12 stored rows written; data last updated 2026-07-12T08:00:00.000Z',
        '',
        'Notes:',
        '  mini.json: a note',
        '',
        'Skipped (1):',
        '  acme/all.csv:3  Difficulty: expected Easy, Medium or Hard, got "x"',
        '',
        'Ignored (1):',
        '  MANIFEST.csv  not a recognised data format',
      ].join('\n'),
    )
  })

  it('names each source with its date, and the All lists completed from shorter timeframes', () => {
    const text = formatReport(
      report({
        sources: [
          {
            name: 'owner/company-lists',
            format: 'company-csv-named',
            asOf: '2026-07-12',
            licence: null,
            rows: 1_204,
            companies: 2,
            problems: 150,
          },
          {
            name: 'mini',
            format: 'metadata-json',
            asOf: null,
            licence: 'MIT',
            rows: 1,
            companies: 0,
            problems: 1,
          },
        ],
        completedAllLists: [
          { company: 'Morgan Stanley', added: 1 },
          { company: 'Google', added: 99 },
        ],
      }),
    )
    expect(text).toContain(
      [
        'Sources (shown on /data):',
        '  owner/company-lists  company-csv-named, as of 2026-07-12, 1,204 rows',
        '  mini  metadata-json, undated, 1 row',
        '',
        'All lists completed from shorter timeframes (2 companies):',
        '  Morgan Stanley  +1 problem',
        '  Google  +99 problems',
      ].join('\n'),
    )
  })

  it('says when nothing changed', () => {
    expect(formatReport(report({ changes: 0, lastUpdated: null }))).toContain(
      'Changes    none: the database already holds this data',
    )
  })

  it('says that a strict import was refused and lists the problems', () => {
    const text = formatReport(report({ strict: true, refused: true, changes: 0, rowsImported: 0 }))
    expect(text.split('\n')[0]).toBe('Strict mode: 1 problem found in datasets; nothing was imported.')
    expect(text).toContain('Problems (1):')
    expect(text).not.toContain('Changes')
  })

  it('cuts a very long list of issues short', () => {
    const issues = Array.from({ length: 600 }, (_, index) => ({
      file: 'big.csv',
      line: index + 2,
      reason: 'bad',
    }))
    const text = formatReport(report({ issues }))
    expect(text).toContain('  big.csv:501  bad')
    expect(text).not.toContain('big.csv:502 ')
    expect(text).toContain('  … and 100 more')
  })
})

describe('issue helpers', () => {
  it('writes a line as file:line and a JSON element as file[n]', () => {
    expect(issueLocation({ file: 'a.csv', line: 4, reason: '' })).toBe('a.csv:4')
    expect(issueLocation({ file: 'a.json', item: 2, reason: '' })).toBe('a.json[2]')
    expect(issueLocation({ file: 'a.json', item: 2, entry: 5, reason: '' })).toBe('a.json[2] #5')
    expect(issueLocation({ file: 'a.json', reason: '' })).toBe('a.json')
  })

  it('counts each bad row once, and every row of an unusable file', () => {
    const row = { file: 'a.csv', line: 4, reason: 'x' }
    expect(skippedRows(10, [row, { ...row, reason: 'y' }, { ...row, line: 5 }])).toBe(2)
    expect(skippedRows(10, [{ file: 'a.csv', reason: 'missing column' }])).toBe(10)
  })

  it('leaves a row imported when only a value inside it has an issue', () => {
    const value = { file: 'a.json', item: 1, entry: 3, reason: 'unknown problem' }
    expect(skippedRows(2, [value, { ...value, entry: 4 }])).toBe(0)
    expect(skippedRows(2, [value, { file: 'a.json', item: 2, reason: 'no problems' }])).toBe(1)
  })

  it('orders issues by file, then place', () => {
    const sorted = sortIssues([
      { file: 'b.csv', line: 2, reason: '' },
      { file: 'a.csv', line: 9, reason: '' },
      { file: 'a.csv', line: 3, reason: '' },
    ])
    expect(sorted.map(issueLocation)).toEqual(['a.csv:3', 'a.csv:9', 'b.csv:2'])
  })
})
