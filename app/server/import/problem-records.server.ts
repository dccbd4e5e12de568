import { describeIssues } from './fields.server'
import { questionNodeSchema } from './question-node.server'
import type { SourceFile } from './source.server'
import type { Issue, Located, ParseResult, ProblemFacts } from './types.server'

/** An element of a JSON array: the question node in it, or why there is none. */
export type NodeExtraction = { node: unknown } | { reason: string }

/**
 * Reads an array of question records. Each element is unwrapped by `extract` and validated on its own, so
 * one malformed element is reported by its position and the rest are imported.
 */
export function parseProblemRecords(
  source: SourceFile,
  elements: unknown[],
  extract: (element: unknown) => NodeExtraction,
): ParseResult {
  const issues: Issue[] = []
  const rows: Located<ProblemFacts>[] = []
  const firstItem = new Map<string, number>()
  const numberHolder = new Map<number, { slug: string; item: number }>()
  elements.forEach((element, index) => {
    const item = index + 1
    const extracted = extract(element)
    if ('reason' in extracted) {
      issues.push({ file: source.display, item, reason: extracted.reason })
      return
    }
    const parsed = questionNodeSchema.safeParse(extracted.node)
    if (!parsed.success) {
      issues.push({ file: source.display, item, reason: describeIssues(parsed.error) })
      return
    }
    const { titleSlug, frontendId } = parsed.data
    // Two records with one number would read as a rename of the first; the number must name one problem.
    const holder = frontendId === null ? undefined : numberHolder.get(frontendId)
    if (holder && holder.slug !== titleSlug) {
      const reason = `number ${frontendId} already belongs to ${holder.slug} (item ${holder.item})`
      issues.push({ file: source.display, item, reason })
      return
    }
    const seen = firstItem.get(titleSlug)
    if (seen !== undefined) {
      issues.push({ file: source.display, item, reason: `${titleSlug} already appears as item ${seen}` })
      return
    }
    firstItem.set(titleSlug, item)
    if (frontendId !== null) numberHolder.set(frontendId, { slug: titleSlug, item })
    rows.push({ ...parsed.data, at: { item } })
  })
  return { data: { kind: 'problems', rows }, rows: elements.length, issues }
}

/** The JSON array in a file, or a file-level issue saying why there is none. */
export function jsonArray(source: SourceFile): { elements: unknown[] } | { issue: Issue } {
  const json = source.json()
  if (!json.ok) return { issue: source.fileIssue(`not valid JSON: ${json.error}`) }
  if (!Array.isArray(json.value)) return { issue: source.fileIssue('expected a JSON array') }
  return { elements: json.value }
}

/** The file's JSON value when it is an array, else null. */
export function arrayIn(source: SourceFile): unknown[] | null {
  const json = source.json()
  return json.ok && Array.isArray(json.value) ? json.value : null
}

/**
 * Whether one of the first elements of the file's JSON array (or the file's JSON value, when it is not an
 * array) has a format's shape. Looking past the first one keeps a broken first record from hiding a file.
 */
export function someLeadingElement(source: SourceFile, test: (value: unknown) => boolean): boolean {
  const json = source.json()
  if (!json.ok) return false
  return Array.isArray(json.value) ? json.value.slice(0, 5).some(test) : test(json.value)
}
