import { describe, expect, it } from 'vitest'
import { fixtureSource, textSource } from '../../../tests/fixtures/import/fixtures'
import { metadataJson } from './metadata-json.server'
import type { ParsedData, ProblemFacts } from './types.server'

const MINI = 'datasets/problem-metadata/leetcode_questions_mini.json'

function problemsOf(data: ParsedData | null) {
  if (data?.kind !== 'problems') throw new Error(`expected problems, got ${data?.kind ?? 'nothing'}`)
  return data.rows
}

describe('metadata-json', () => {
  it('takes the slug from the url, parses the stats string and keeps the topic names', () => {
    const rows = problemsOf(metadataJson.parse(fixtureSource(MINI)).data)
    expect(rows[0]).toEqual<ProblemFacts & { at: { item: number } }>({
      titleSlug: 'two-sum',
      frontendId: 1,
      questionId: '1',
      title: 'Two Sum',
      difficulty: 1,
      isPaidOnly: false,
      likes: 69000,
      dislikes: 2500,
      acceptedSubmissions: 23000000,
      totalSubmissions: 40000000,
      acRate: 57.5,
      topics: ['Array', 'Hash Table'],
      similar: null,
      at: { item: 1 },
    })
    expect(rows.map((row) => row.titleSlug)).toEqual([
      'two-sum',
      'add-two-numbers',
      'median-of-two-sorted-arrays',
      'powx-n',
      'number-of-islands',
      'swap-sex-of-employees',
    ])
  })

  it('skips malformed records by their position', () => {
    const { issues, rows } = metadataJson.parse(fixtureSource(MINI))
    expect(rows).toBe(8)
    expect(issues).toEqual([
      { file: MINI, item: 7, reason: 'difficulty: expected Easy, Medium or Hard, got "Impossible"' },
      { file: MINI, item: 8, reason: 'stats: not valid JSON' },
    ])
  })

  it('reports a record without slug or url, a repeated one, and a number given twice', () => {
    const node = { questionFrontendId: '1', title: 'Two Sum', difficulty: 'Easy', topicTags: [] }
    const text = JSON.stringify([
      node,
      { ...node, titleSlug: 'two-sum' },
      { ...node, titleSlug: 'two-sum' },
      { ...node, titleSlug: 'two-sum-again' },
    ])
    const { issues } = metadataJson.parse(textSource('mini.json', text))
    expect(issues.map(({ item, reason }) => `${item} ${reason}`)).toEqual([
      '1 titleSlug: missing, and no url to take it from',
      '3 two-sum already appears as item 2',
      '4 number 1 already belongs to two-sum (item 2)',
    ])
  })

  it('accepts aliased fields, decoded stats, and leaves non-site numbers out', () => {
    const node = {
      frontendQuestionId: 'LCP 30',
      titleSlug: 'magic-tower',
      title: 'Magic Tower',
      difficulty: 'MEDIUM',
      paidOnly: true,
      stats: { totalAcceptedRaw: 30, totalSubmissionRaw: 120 },
      topicTags: [{ name: 'Greedy', slug: 'greedy' }],
    }
    const [row] = problemsOf(metadataJson.parse(textSource('aliased.json', JSON.stringify([node]))).data)
    expect(row).toMatchObject({
      frontendId: null,
      isPaidOnly: true,
      difficulty: 2,
      acRate: 25,
      topics: ['Greedy'],
    })
  })

  it('refuses a file that is not a JSON array', () => {
    expect(metadataJson.parse(textSource('x.json', '{"a": 1}')).issues).toEqual([
      { file: 'x.json', reason: 'expected a JSON array' },
    ])
    expect(metadataJson.parse(textSource('x.json', '[{"a"')).issues[0]?.reason).toMatch(/^not valid JSON: /)
  })

  it('recognises question arrays only', () => {
    expect(metadataJson.recognises(fixtureSource(MINI))).toBe(true)
    expect(metadataJson.recognises(fixtureSource('datasets/problem-metadata/problem_sets.json'))).toBe(false)
    expect(
      metadataJson.recognises(fixtureSource('datasets/problem-metadata/question_graphql_sample.json')),
    ).toBe(false)
  })
})
