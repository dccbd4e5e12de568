import { z } from 'zod'
import { headerMatches, headerNames, type CsvDialect } from './csv.server'
import {
  describeIssues,
  frontendIdField,
  optionalFrontendIdField,
  ratingField,
  titleSlugField,
} from './fields.server'
import { arrayIn, jsonArray, someLeadingElement } from './problem-records.server'
import { sortIssues } from './report.server'
import type { Format, SourceFile } from './source.server'
import { readTableRows } from './tabular.server'
import type { Issue, Located, ParseResult, RatingRow } from './types.server'

// Contest difficulty ratings of problems (zerotrac's leetcode_problem_rating), in either of its files:
// ratings.txt/.tsv: Rating\tID\tTitle\tTitle ZH\tTitle Slug\tContest Slug\tProblem Index
// data.json: [{"Rating": 3773.75, "ID": 3235, "Title": "...", "TitleSlug": "...", "ContestSlug": "...", ...}]

const dialect: CsvDialect = { delimiter: '\t', quoted: false }

const columns = {
  rating: { names: ['Rating'] },
  id: { names: ['ID'], optional: true },
  titleSlug: { names: ['Title Slug', 'TitleSlug'] },
}

const tsvRow = z.object({
  rating: ratingField,
  id: optionalFrontendIdField.optional(),
  titleSlug: titleSlugField,
})

const jsonRow = z.object({
  Rating: ratingField,
  ID: frontendIdField.nullish(),
  TitleSlug: titleSlugField,
})

/** A problem rated twice in one file would leave the rating to row order, so the first one stands. */
function withoutRepeats(
  source: SourceFile,
  rows: Located<RatingRow>[],
  issues: Issue[],
): Located<RatingRow>[] {
  const seen = new Set<string>()
  return rows.filter((row) => {
    if (!seen.has(row.titleSlug)) {
      seen.add(row.titleSlug)
      return true
    }
    issues.push({ file: source.display, ...row.at, reason: `${row.titleSlug} is already rated in this file` })
    return false
  })
}

function parseTsv(source: SourceFile): ParseResult {
  const table = readTableRows(source, {
    dialect,
    columns,
    row: tsvRow.transform((value) => ({
      titleSlug: value.titleSlug,
      frontendId: value.id ?? null,
      rating: value.rating,
    })),
  })
  if (!table.ok) return { data: null, rows: table.count, issues: [table.issue] }
  const issues = [...table.issues]
  const rows = withoutRepeats(source, table.rows, issues)
  return { data: { kind: 'ratings', rows }, rows: table.count, issues: sortIssues(issues) }
}

function parseJson(source: SourceFile): ParseResult {
  const array = jsonArray(source)
  if ('issue' in array) return { data: null, rows: 0, issues: [array.issue] }
  const issues: Issue[] = []
  const rows: Located<RatingRow>[] = []
  array.elements.forEach((element, index) => {
    const parsed = jsonRow.safeParse(element)
    if (parsed.success) {
      const { Rating, ID, TitleSlug } = parsed.data
      rows.push({ titleSlug: TitleSlug, frontendId: ID ?? null, rating: Rating, at: { item: index + 1 } })
    } else {
      issues.push({ file: source.display, item: index + 1, reason: describeIssues(parsed.error) })
    }
  })
  const unique = withoutRepeats(source, rows, issues)
  return { data: { kind: 'ratings', rows: unique }, rows: array.elements.length, issues: sortIssues(issues) }
}

function isJsonRating(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'Rating' in value && 'TitleSlug' in value
}

export const ratings: Format = {
  name: 'ratings',
  kind: 'ratings',
  description: 'contest ratings: ratings.txt/.tsv (tab-separated) or data.json of leetcode_problem_rating',
  extensions: ['.tsv', '.txt', '.json'],
  recognises: (source) =>
    source.extension === '.json'
      ? arrayIn(source) !== null && someLeadingElement(source, isJsonRating)
      : headerMatches(headerNames(source.firstLine, dialect), columns),
  parse: (source) => (source.extension === '.json' ? parseJson(source) : parseTsv(source)),
}
