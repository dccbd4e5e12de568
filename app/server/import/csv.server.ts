import { CsvError, parse } from 'csv-parse/sync'

export interface CsvRecord {
  /** 1-based line on which the record starts. */
  line: number
  fields: string[]
}

export interface CsvTable {
  header: string[]
  records: CsvRecord[]
  /** Lines that are not CSV at all (a stray quote, say); records with a wrong field count are kept. */
  issues: { line: number; reason: string }[]
}

export interface CsvDialect {
  delimiter: ',' | '\t'
  /** TSV exports write quotes literally; CSV ones quote fields that hold a delimiter. */
  quoted: boolean
}

const MAX_RECORD_LINES = 20

// Blank lines come through as one-field records rather than being skipped, so that counting the lines each
// record spans gives every record its line number without the parser's costly per-record info objects.
function options(dialect: CsvDialect) {
  return {
    delimiter: dialect.delimiter,
    quote: dialect.quoted ? '"' : false,
    relax_column_count: true,
    skip_empty_lines: false,
  } as const
}

function isBlank(record: string[]): boolean {
  return record.length === 1 && record[0]?.trim() === ''
}

function countNewlines(fields: string[]): number {
  let count = 0
  for (const field of fields) {
    for (let at = field.indexOf('\n'); at !== -1; at = field.indexOf('\n', at + 1)) count++
  }
  return count
}

/**
 * Reads a delimited text file with its header. A well-formed file is parsed in one pass. When the parser
 * trips (an unbalanced quote swallows the lines after it), the file is read again line by line, so one bad
 * line costs one reported line and not the rest of the file.
 */
export function readCsv(text: string, dialect: CsvDialect): CsvTable {
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  let parsed: string[][]
  try {
    parsed = parse(normalised, options(dialect))
  } catch (error) {
    if (error instanceof CsvError) return readLineByLine(normalised, dialect)
    throw error
  }
  const table: CsvTable = { header: [], records: [], issues: [] }
  let line = 1
  let width: number | null = null
  for (const record of parsed) {
    const start = line
    const spread = countNewlines(record)
    line += 1 + spread
    if (isBlank(record)) continue
    if (width === null) {
      width = record.length
      table.header = record
      continue
    }
    // A record over several lines with the wrong width is a quote that ran on, not a multi-line field.
    if (spread > 0 && record.length !== width) return readLineByLine(normalised, dialect)
    table.records.push({ line: start, fields: record })
  }
  return table
}

function parseChunk(chunk: string, dialect: CsvDialect): string[][] {
  return parse(chunk, options(dialect)).filter((record) => !isBlank(record))
}

function readLineByLine(text: string, dialect: CsvDialect): CsvTable {
  const lines = text.split('\n')
  const table: CsvTable = { header: [], records: [], issues: [] }
  let width: number | null = null
  let index = 0
  while (index < lines.length) {
    if ((lines[index] ?? '').trim() === '') {
      index++
      continue
    }
    let end = index
    let chunk = lines[index] ?? ''
    // What went wrong on the line itself; once lines are joined, later errors describe the join, not it.
    let lineError: CsvError | null = null
    for (;;) {
      try {
        const [record] = parseChunk(chunk, dialect)
        if (!record) break
        if (width === null) {
          width = record.length
          table.header = record
        } else if (end > index && record.length !== width) {
          table.issues.push({ line: index + 1, reason: 'unbalanced quote' })
          end = index
        } else {
          table.records.push({ line: index + 1, fields: record })
        }
        break
      } catch (error) {
        if (!(error instanceof CsvError)) throw error
        lineError ??= error
        const more = error.code === 'CSV_QUOTE_NOT_CLOSED' && end + 1 < lines.length
        if (more && end - index < MAX_RECORD_LINES) {
          end++
          chunk += `\n${lines[end] ?? ''}`
          continue
        }
        table.issues.push({ line: index + 1, reason: describeCsvError(lineError) })
        end = index
        break
      }
    }
    index = end + 1
  }
  return table
}

function describeCsvError(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'unbalanced quote'
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'a quoted field has text after its closing quote'
    default:
      return error.message.replace(/ at line \d+/, '')
  }
}

export interface Column {
  /** Header names that mean this column, compared case-insensitively. */
  names: readonly string[]
  optional?: boolean
}

export type ColumnIndex<K extends string> = Record<K, number | undefined>

function normaliseHeaderName(name: string): string {
  return name.trim().toLowerCase()
}

/** Whether a header has every required column of a layout, in any order. */
export function headerMatches(header: string[], columns: Record<string, Column>): boolean {
  const names = new Set(header.map(normaliseHeaderName))
  return Object.values(columns).every(
    (column) => column.optional || column.names.some((name) => names.has(name.toLowerCase())),
  )
}

/** Where each column of a layout sits in a header, or the required columns that are missing. */
export function indexColumns<K extends string>(
  header: string[],
  columns: Record<K, Column>,
): { index: ColumnIndex<K> } | { missing: string[] } {
  const positions = new Map(header.map((name, position) => [normaliseHeaderName(name), position]))
  const index = {} as ColumnIndex<K>
  const missing: string[] = []
  for (const key of Object.keys(columns) as K[]) {
    const column = columns[key]
    const position = column.names
      .map((name) => positions.get(name.toLowerCase()))
      .find((p) => p !== undefined)
    if (position === undefined && !column.optional) missing.push(column.names[0] ?? key)
    index[key] = position
  }
  return missing.length > 0 ? { missing } : { index }
}

/** The record's values by column key; a column the header lacks reads as undefined. */
export function pickColumns<K extends string>(
  fields: string[],
  index: ColumnIndex<K>,
): Record<K, string | undefined> {
  const values = {} as Record<K, string | undefined>
  for (const key of Object.keys(index) as K[]) {
    const position = index[key]
    values[key] = position === undefined ? undefined : fields[position]
  }
  return values
}

/** The column names of a header line, without reading the rest of the file. */
export function headerNames(line: string, dialect: CsvDialect): string[] {
  try {
    return parseChunk(line.replace(/^\uFEFF/, ''), dialect)[0] ?? []
  } catch {
    return []
  }
}
