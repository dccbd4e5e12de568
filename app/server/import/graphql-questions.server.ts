import { parseProblemRecords, someLeadingElement, type NodeExtraction } from './problem-records.server'
import type { Format } from './source.server'

// Raw answers of LeetCode's GraphQL `question(titleSlug)` query, one object or a JSON array of them:
// {"data": {"question": {"questionFrontendId": "1", "similarQuestions": "[{\"titleSlug\": ...}]", ...}}}
// An unknown slug answers {"data": {"question": null}}, and failures come in a top-level `errors` array.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isResponse(value: unknown): boolean {
  return isRecord(value) && (isRecord(value.data) ? 'question' in value.data : Array.isArray(value.errors))
}

function extractQuestion(element: unknown): NodeExtraction {
  if (!isRecord(element)) return { reason: 'expected a GraphQL response object' }
  const errors = Array.isArray(element.errors) ? element.errors : []
  const question = isRecord(element.data) ? element.data.question : undefined
  if (isRecord(question)) return { node: question }
  const firstError = errors.find(isRecord)
  if (firstError && typeof firstError.message === 'string')
    return { reason: `LeetCode answered: ${firstError.message}` }
  return { reason: 'the response has no question (an unknown slug?)' }
}

export const graphqlQuestions: Format = {
  name: 'graphql-questions',
  kind: 'problems',
  description: 'problem metadata: raw LeetCode GraphQL `question` responses (one, or a JSON array)',
  extensions: ['.json'],
  recognises: (source) => someLeadingElement(source, isResponse),
  parse: (source) => {
    const json = source.json()
    if (!json.ok) return { data: null, rows: 0, issues: [source.fileIssue(`not valid JSON: ${json.error}`)] }
    const elements = Array.isArray(json.value) ? json.value : [json.value]
    return parseProblemRecords(source, elements, extractQuestion)
  },
}
