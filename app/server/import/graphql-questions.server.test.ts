import { describe, expect, it } from 'vitest'
import { fixtureSource, textSource } from '../../../tests/fixtures/import/fixtures'
import { graphqlQuestions } from './graphql-questions.server'
import type { ParsedData } from './types.server'

const SAMPLE = 'datasets/problem-metadata/question_graphql_sample.json'

function problemsOf(data: ParsedData | null) {
  if (data?.kind !== 'problems') throw new Error(`expected problems, got ${data?.kind ?? 'nothing'}`)
  return data.rows
}

describe('graphql-questions', () => {
  it('unwraps data.question and parses the similarQuestions string', () => {
    const rows = problemsOf(graphqlQuestions.parse(fixtureSource(SAMPLE)).data)
    expect(rows.map((row) => row.titleSlug)).toEqual([
      'two-sum',
      'longest-substring-without-repeating-characters',
    ])
    expect(rows[1]?.similar).toEqual([
      {
        titleSlug: 'longest-substring-with-at-most-two-distinct-characters',
        title: 'Longest Substring with At Most Two Distinct Characters',
        difficulty: 2,
      },
      {
        titleSlug: 'subarrays-with-k-different-integers',
        title: 'Subarrays with K Different Integers',
        difficulty: 3,
      },
    ])
    expect(rows[1]).toMatchObject({ frontendId: 3, acRate: 37.5, totalSubmissions: 24000000 })
  })

  it('reports answers without a question, quoting LeetCode’s error when there is one', () => {
    const { issues, rows } = graphqlQuestions.parse(fixtureSource(SAMPLE))
    expect(rows).toBe(4)
    expect(issues).toEqual([
      { file: SAMPLE, item: 3, reason: 'the response has no question (an unknown slug?)' },
      { file: SAMPLE, item: 4, reason: 'LeetCode answered: That question is not available' },
    ])
  })

  it('reads a single response object, and an empty similar list as none', () => {
    const response = {
      data: {
        question: {
          questionFrontendId: '9',
          titleSlug: 'palindrome-number',
          title: 'Palindrome Number',
          difficulty: 'Easy',
          similarQuestions: '[]',
          topicTags: null,
        },
      },
    }
    const source = textSource('one.json', JSON.stringify(response))
    expect(graphqlQuestions.recognises(source)).toBe(true)
    const [row] = problemsOf(graphqlQuestions.parse(source).data)
    expect(row).toMatchObject({ titleSlug: 'palindrome-number', similar: [], topics: null, acRate: null })
  })

  it('reports a similar-questions string that is not JSON', () => {
    const response = {
      data: {
        question: {
          questionFrontendId: '9',
          titleSlug: 'a',
          title: 'A',
          difficulty: 'Easy',
          similarQuestions: '[{',
        },
      },
    }
    const { issues } = graphqlQuestions.parse(textSource('bad.json', JSON.stringify([response])))
    expect(issues).toEqual([{ file: 'bad.json', item: 1, reason: 'similarQuestions: not valid JSON' }])
  })
})
