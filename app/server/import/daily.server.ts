import { z } from 'zod'
import { headerMatches, headerNames, type CsvDialect } from './csv.server'
import {
  booleanField,
  dateField,
  describeIssues,
  difficultyField,
  optionalFrontendIdField,
  titleField,
  titleSlugField,
} from './fields.server'
import { sortIssues } from './report.server'
import type { Format, SourceFile } from './source.server'
import { readTableRows } from './tabular.server'
import type { DailyRecord, Issue, Located, ParseResult, ProblemRef } from './types.server'

// Daily and weekly challenge history, in either of two shapes:
// problems.jsonl, one problem per line with every date it was the challenge:
//   {"questionFrontendId": 1, "title": "Two Sum", "titleSlug": "two-sum", "difficulty": "Easy",
//    "isPaidOnly": false, "dailyChallengeDates": ["2021-08-02"], "weeklyChallengeDates": []}
// daily_challenges_by_date.csv, one challenge per line:
//   date,kind,questionFrontendId,titleSlug,title,difficulty,isPaidOnly

const problemFields = {
  questionFrontendId: optionalFrontendIdField.nullish(),
  title: titleField,
  titleSlug: titleSlugField,
  difficulty: difficultyField,
  isPaidOnly: booleanField.nullish(),
}

function problemRef(value: {
  questionFrontendId?: number | null
  title: string
  titleSlug: string
  difficulty: ProblemRef['difficulty']
  isPaidOnly?: boolean | null
}): ProblemRef {
  return {
    titleSlug: value.titleSlug,
    frontendId: value.questionFrontendId ?? null,
    title: value.title,
    difficulty: value.difficulty,
    acRate: null,
    isPaidOnly: value.isPaidOnly ?? null,
    topics: [],
  }
}

const jsonLine = z.object({
  ...problemFields,
  dailyChallengeDates: z.array(dateField).nullish(),
  weeklyChallengeDates: z.array(dateField).nullish(),
})

const csvDialect: CsvDialect = { delimiter: ',', quoted: true }

const csvColumns = {
  date: { names: ['date'] },
  kind: { names: ['kind', 'type'] },
  questionFrontendId: { names: ['questionFrontendId', 'questionId'], optional: true },
  titleSlug: { names: ['titleSlug'] },
  title: { names: ['title'] },
  difficulty: { names: ['difficulty'] },
  isPaidOnly: { names: ['isPaidOnly'], optional: true },
}

const csvRow = z
  .object({
    ...problemFields,
    date: dateField,
    kind: z.string().transform((raw, ctx) => {
      const kind = raw.trim().toUpperCase()
      if (kind === 'DAILY' || kind === 'WEEKLY') return kind
      ctx.addIssue({ code: 'custom', message: `expected daily or weekly, got ${JSON.stringify(raw)}` })
      return z.NEVER
    }),
  })
  .transform((value): DailyRecord => ({ type: value.kind, date: value.date, problem: problemRef(value) }))

/** One challenge per type and date: a second one for the same day would make the day ambiguous. */
function withoutRepeats(source: SourceFile, records: Located<DailyRecord>[], issues: Issue[]) {
  const seen = new Map<string, Located<DailyRecord>>()
  return records.filter((record) => {
    const key = `${record.type} ${record.date}`
    const first = seen.get(key)
    if (!first) {
      seen.set(key, record)
      return true
    }
    if (first.problem.titleSlug === record.problem.titleSlug) return false
    const where = first.at.line ? ` on line ${first.at.line}` : ''
    const challenge = `the ${record.type.toLowerCase()} challenge ${first.problem.titleSlug}`
    const reason = `${record.date} already has ${challenge}${where}`
    issues.push({ file: source.display, ...record.at, reason })
    return false
  })
}

function parseJsonLines(source: SourceFile): ParseResult {
  const issues: Issue[] = []
  const records: Located<DailyRecord>[] = []
  let rows = 0
  source.text.split('\n').forEach((text, index) => {
    if (text.trim() === '') return
    rows++
    const line = index + 1
    let value: unknown
    try {
      value = JSON.parse(text.replace(/^\uFEFF/, ''))
    } catch (error) {
      issues.push({ file: source.display, line, reason: `not valid JSON: ${(error as Error).message}` })
      return
    }
    const parsed = jsonLine.safeParse(value)
    if (!parsed.success) {
      issues.push({ file: source.display, line, reason: describeIssues(parsed.error) })
      return
    }
    const problem = problemRef(parsed.data)
    for (const date of parsed.data.dailyChallengeDates ?? [])
      records.push({ type: 'DAILY', date, problem, at: { line } })
    for (const date of parsed.data.weeklyChallengeDates ?? [])
      records.push({ type: 'WEEKLY', date, problem, at: { line } })
  })
  return {
    data: { kind: 'daily', rows: withoutRepeats(source, records, issues) },
    rows,
    issues: sortIssues(issues),
  }
}

function parseCsv(source: SourceFile): ParseResult {
  const table = readTableRows(source, { dialect: csvDialect, columns: csvColumns, row: csvRow })
  if (!table.ok) return { data: null, rows: table.count, issues: [table.issue] }
  const issues = [...table.issues]
  const rows = withoutRepeats(source, table.rows, issues)
  return { data: { kind: 'daily', rows }, rows: table.count, issues: sortIssues(issues) }
}

/** Judged by the first lines that parse, so one broken line at the top does not hide the file. */
function isJsonLinesHistory(source: SourceFile): boolean {
  const lines = source.text.replace(/^\uFEFF/, '').split('\n', 10)
  return lines.some((line) => {
    try {
      const value = JSON.parse(line) as unknown
      return typeof value === 'object' && value !== null && 'dailyChallengeDates' in value
    } catch {
      return false
    }
  })
}

export const daily: Format = {
  name: 'daily',
  kind: 'daily',
  description: 'daily challenge history: problems.jsonl (dates per problem) or a date,kind,… CSV',
  extensions: ['.jsonl', '.csv'],
  recognises: (source) =>
    source.extension === '.jsonl'
      ? isJsonLinesHistory(source)
      : headerMatches(headerNames(source.firstLine, csvDialect), csvColumns),
  parse: (source) => (source.extension === '.jsonl' ? parseJsonLines(source) : parseCsv(source)),
}
