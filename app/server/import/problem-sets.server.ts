import { z } from 'zod'
import { curatedListSlug, MAX_LIST_NAME } from '~/domain/problem-lists'
import { describeIssues } from './fields.server'
import { isTitleSlug } from './normalise.server'
import { arrayIn, jsonArray, someLeadingElement } from './problem-records.server'
import { sortIssues } from './report.server'
import type { Format, SourceFile } from './source.server'
import type { Issue, Located, ParseResult, ProblemListRow } from './types.server'

// Curated problem lists (noworneverev/leetcode-api's problem_sets.json), one object per list:
// [{"id": "blind75", "name": "Blind 75", "slugs": ["two-sum", "longest-substring-without-repeating-characters", ...]}]

const listElement = z.object({
  id: z.string().refine((id) => curatedListSlug(id) !== null, 'expected an id made of letters or digits'),
  name: z
    .string()
    .transform((name) => name.replace(/\s+/g, ' ').trim())
    .refine((name) => name.length > 0, 'the name is empty')
    .refine((name) => name.length <= MAX_LIST_NAME, `longer than ${MAX_LIST_NAME} characters`),
  slugs: z.array(z.unknown()),
})

function looksLikeProblemSet(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    'slugs' in value &&
    Array.isArray((value as { slugs: unknown }).slugs)
  )
}

/**
 * One list: its problems in order, each slug once. A value that is not a slug, and a slug listed again,
 * is reported at its place in the list and left out; the rest of the list is kept.
 */
function readList(
  source: SourceFile,
  element: z.output<typeof listElement>,
  item: number,
  issues: Issue[],
): ProblemListRow | null {
  const slug = curatedListSlug(element.id)!
  const firstEntry = new Map<string, number>()
  const reported = new Set<string>()
  const problems: ProblemListRow['problems'] = []
  element.slugs.forEach((value, index) => {
    const entry = index + 1
    const titleSlug = typeof value === 'string' ? value.trim().toLowerCase() : ''
    if (!isTitleSlug(titleSlug)) {
      const shown = JSON.stringify(value)?.slice(0, 60) ?? String(value)
      issues.push({ file: source.display, item, entry, reason: `expected a title slug, got ${shown}` })
      return
    }
    const first = firstEntry.get(titleSlug)
    if (first !== undefined) {
      // Reported once however often it repeats: one line says all there is to fix.
      if (!reported.has(titleSlug)) {
        const reason = `${titleSlug} is listed again (first as #${first}); kept the first`
        issues.push({ file: source.display, item, entry, reason })
        reported.add(titleSlug)
      }
      return
    }
    firstEntry.set(titleSlug, entry)
    problems.push({ titleSlug, entry })
  })
  if (problems.length === 0) {
    issues.push({ file: source.display, item, reason: `${element.name} lists no problems` })
    return null
  }
  return { slug, name: element.name, problems }
}

function parse(source: SourceFile): ParseResult {
  const array = jsonArray(source)
  if ('issue' in array) return { data: null, rows: 0, issues: [array.issue] }
  const issues: Issue[] = []
  const rows: Located<ProblemListRow>[] = []
  const firstItem = new Map<string, number>()
  array.elements.forEach((element, index) => {
    const item = index + 1
    const parsed = listElement.safeParse(element)
    if (!parsed.success) {
      issues.push({ file: source.display, item, reason: describeIssues(parsed.error) })
      return
    }
    const slug = curatedListSlug(parsed.data.id)!
    const seen = firstItem.get(slug)
    if (seen !== undefined) {
      issues.push({ file: source.display, item, reason: `the list ${slug} already appears as item ${seen}` })
      return
    }
    firstItem.set(slug, item)
    const list = readList(source, parsed.data, item, issues)
    if (list) rows.push({ ...list, at: { item } })
  })
  return { data: { kind: 'lists', rows }, rows: array.elements.length, issues: sortIssues(issues) }
}

export const problemSets: Format = {
  name: 'problem-sets',
  kind: 'lists',
  description: 'curated problem lists: a JSON array of {id, name, slugs} (problem_sets.json)',
  extensions: ['.json'],
  recognises: (source) => arrayIn(source) !== null && someLeadingElement(source, looksLikeProblemSet),
  parse,
}
