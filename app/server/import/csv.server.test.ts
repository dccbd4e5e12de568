import { describe, expect, it } from 'vitest'
import { headerMatches, headerNames, indexColumns, readCsv } from './csv.server'

const csv = { delimiter: ',', quoted: true } as const

describe('readCsv', () => {
  it('reads quoted fields holding commas, escaped quotes and line breaks, with each record’s first line', () => {
    const text = 'a,b,c\n1,"Pow(x, n)",3\n\n2,"say ""hi""",4\n3,"two\nlines",5\n4,x,y\n'
    const table = readCsv(text, csv)
    expect(table.header).toEqual(['a', 'b', 'c'])
    expect(table.records).toEqual([
      { line: 2, fields: ['1', 'Pow(x, n)', '3'] },
      { line: 4, fields: ['2', 'say "hi"', '4'] },
      { line: 5, fields: ['3', 'two\nlines', '5'] },
      { line: 7, fields: ['4', 'x', 'y'] },
    ])
    expect(table.issues).toEqual([])
  })

  it('handles a byte-order mark, CRLF and mixed line endings', () => {
    const table = readCsv('\uFEFFa,b\r\n1,2\n3,4\r\n', csv)
    expect(table.header).toEqual(['a', 'b'])
    expect(table.records.map((record) => record.line)).toEqual([2, 3])
  })

  it('keeps records of the wrong width for the caller to report', () => {
    const table = readCsv('a,b,c\n1,2\n1,2,3,4\n', csv)
    expect(table.records.map((record) => record.fields.length)).toEqual([2, 4])
  })

  it('confines a stray quote to its own line and reads the lines after it', () => {
    const text = 'a,b,c\n1,2,3\n2,"open,3\n3,4,5\n4,"x" y,6\n5,6,7\n'
    const table = readCsv(text, csv)
    expect(table.records.map((record) => record.line)).toEqual([2, 4, 6])
    expect(table.issues).toEqual([
      { line: 3, reason: 'unbalanced quote' },
      { line: 5, reason: 'a quoted field has text after its closing quote' },
    ])
  })

  it('reports a quote left open at the end of the file', () => {
    const table = readCsv('a,b\n1,2\n3,"never closed\n', csv)
    expect(table.records).toEqual([{ line: 2, fields: ['1', '2'] }])
    expect(table.issues).toEqual([{ line: 3, reason: 'unbalanced quote' }])
  })

  it('reads tab-separated files with quotes taken literally', () => {
    const table = readCsv('Rating\tTitle\n1500\tSay "hi"\n', { delimiter: '\t', quoted: false })
    expect(table.records).toEqual([{ line: 2, fields: ['1500', 'Say "hi"'] }])
  })

  it('gives an empty header for an empty file', () => {
    expect(readCsv('', csv)).toEqual({ header: [], records: [], issues: [] })
  })
})

describe('columns', () => {
  const columns = { id: { names: ['ID'] }, rate: { names: ['Acceptance %'], optional: true } }

  it('matches headers case-insensitively in any order', () => {
    expect(headerMatches(headerNames('acceptance %,Id', csv), columns)).toBe(true)
    expect(headerMatches(['Title'], columns)).toBe(false)
  })

  it('finds column positions and names the missing required ones', () => {
    expect(indexColumns(['Title', 'ID'], columns)).toEqual({ index: { id: 1, rate: undefined } })
    expect(indexColumns(['Title'], columns)).toEqual({ missing: ['ID'] })
  })
})
