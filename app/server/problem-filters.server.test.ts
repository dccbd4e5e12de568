import { describe, expect, it } from 'vitest'
import { addProblemFilters, type ProblemFilters } from './problem-filters.server'

const NONE: ProblemFilters = { difficulty: null, topics: [], search: '', status: 'all', hidePremium: false }

function clauses(filters: Partial<ProblemFilters>) {
  const where = ['start']
  const params: Record<string, unknown> = { kept: 1 }
  addProblemFilters({ ...NONE, ...filters }, 'x.problem_id', where, params)
  return { where, params }
}

describe('addProblemFilters', () => {
  it('adds nothing for filters not in use', () => {
    expect(clauses({})).toEqual({ where: ['start'], params: { kept: 1 } })
  })

  it('adds one clause a filter, topics over the given problem column, wildcards escaped', () => {
    const { where, params } = clauses({
      difficulty: 2,
      hidePremium: true,
      search: '100%_a\\b',
      topics: ['Array', 'Hash Table'],
      status: 'solved',
    })
    expect(where).toEqual([
      'start',
      'p.difficulty = @difficulty',
      'p.is_paid_only = 0',
      "p.title LIKE @search ESCAPE '\\'",
      'EXISTS (SELECT 1 FROM problem_topics pt WHERE pt.problem_id = x.problem_id AND pt.topic = @topic0)',
      'EXISTS (SELECT 1 FROM problem_topics pt WHERE pt.problem_id = x.problem_id AND pt.topic = @topic1)',
      "pr.status = 'solved'",
    ])
    expect(params).toEqual({
      kept: 1,
      difficulty: 2,
      search: '%100\\%\\_a\\\\b%',
      topic0: 'Array',
      topic1: 'Hash Table',
    })
  })

  it('counts problems to revisit as unsolved', () => {
    expect(clauses({ status: 'unsolved' }).where).toEqual(['start', "pr.status IS NOT 'solved'"])
    expect(clauses({ status: 'revisit' }).where).toEqual(['start', "pr.status = 'revisit'"])
  })
})
