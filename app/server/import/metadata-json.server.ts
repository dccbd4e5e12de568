import { arrayIn, jsonArray, parseProblemRecords, someLeadingElement } from './problem-records.server'
import { looksLikeQuestionNode } from './question-node.server'
import type { Format } from './source.server'

// A JSON array of question nodes, as metadata dumps such as leetcode_questions_mini.json store them:
// [{"questionId": "1", "questionFrontendId": "1", "title": "Two Sum", "titleSlug": null, "difficulty": "Easy",
//   "stats": "{\"totalAcceptedRaw\": 23178786, ...}", "topicTags": [{"name": "Array"}], "url": "..."}, ...]

export const metadataJson: Format = {
  name: 'metadata-json',
  kind: 'problems',
  description: 'problem metadata: a JSON array of LeetCode question records',
  extensions: ['.json'],
  recognises: (source) => arrayIn(source) !== null && someLeadingElement(source, looksLikeQuestionNode),
  parse: (source) => {
    const array = jsonArray(source)
    if ('issue' in array) return { data: null, rows: 0, issues: [array.issue] }
    return parseProblemRecords(source, array.elements, (element) =>
      element && typeof element === 'object' ? { node: element } : { reason: 'expected a question record' },
    )
  },
}
