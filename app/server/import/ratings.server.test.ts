import { describe, expect, it } from 'vitest'
import { fixtureSource, textSource } from '../../../tests/fixtures/import/fixtures'
import { ratings } from './ratings.server'
import type { ParsedData } from './types.server'

function ratingsOf(data: ParsedData | null) {
  if (data?.kind !== 'ratings') throw new Error(`expected ratings, got ${data?.kind ?? 'nothing'}`)
  return data.rows
}

describe('ratings', () => {
  it('reads the tab-separated file, Chinese titles and all', () => {
    const { data, issues, rows } = ratings.parse(fixtureSource('datasets/problem-ratings/ratings.tsv'))
    expect(rows).toBe(4)
    expect(ratingsOf(data)).toEqual([
      {
        titleSlug: 'maximum-profit-in-job-scheduling',
        frontendId: 1235,
        rating: 2345.6789012345,
        at: { line: 2 },
      },
      { titleSlug: 'median-of-two-sorted-arrays', frontendId: 4, rating: 1517.3, at: { line: 3 } },
      { titleSlug: 'unseen-problem', frontendId: 3999, rating: 1999.5, at: { line: 5 } },
    ])
    expect(issues).toEqual([
      {
        file: 'datasets/problem-ratings/ratings.tsv',
        line: 4,
        reason: 'Rating: expected a positive rating, got "n/a"',
      },
    ])
  })

  it('reads data.json to the same values as the TSV', () => {
    const { data, issues } = ratings.parse(fixtureSource('datasets/problem-ratings/data.json'))
    expect(
      ratingsOf(data).map(({ titleSlug, frontendId, rating }) => [titleSlug, frontendId, rating]),
    ).toEqual([
      ['maximum-profit-in-job-scheduling', 1235, 2345.6789012345],
      ['median-of-two-sorted-arrays', 4, 1517.3],
    ])
    expect(issues).toEqual([
      {
        file: 'datasets/problem-ratings/data.json',
        item: 3,
        reason: 'Rating: expected a positive rating, got "-5"',
      },
    ])
  })

  it('keeps the first rating of a problem rated twice', () => {
    const text = 'Rating\tID\tTitle Slug\n1500\t1\ttwo-sum\n1600\t1\ttwo-sum\n'
    const { data, issues } = ratings.parse(textSource('ratings.tsv', text))
    expect(ratingsOf(data).map((row) => row.rating)).toEqual([1500])
    expect(issues).toEqual([
      { file: 'ratings.tsv', line: 3, reason: 'two-sum is already rated in this file' },
    ])
  })

  it('recognises both files, including the upstream .txt name', () => {
    expect(ratings.recognises(fixtureSource('datasets/problem-ratings/ratings.tsv'))).toBe(true)
    expect(ratings.recognises(fixtureSource('datasets/problem-ratings/data.json'))).toBe(true)
    const txt = textSource(
      'ratings.txt',
      'Rating\tID\tTitle\tTitle ZH\tTitle Slug\tContest Slug\tProblem Index\n',
    )
    expect(ratings.recognises(txt)).toBe(true)
  })
})
