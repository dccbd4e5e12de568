import { describe, expect, it } from 'vitest'
import {
  allForInterviewMode,
  forInterviewMode,
  INTERVIEW_HIDDEN_FIELDS,
  withoutHiddenFilters,
} from './interview-mode'

const row = {
  problemId: 1,
  title: 'Two Sum',
  titleSlug: 'two-sum',
  difficulty: 1,
  contestRating: 1200,
  acRate: 53.2,
  acceptedSubmissions: 100,
  totalSubmissions: 188,
  frequency: 87.5,
  topics: ['Array', 'Hash Table'],
  moreTopics: 2,
  status: null,
}

describe('forInterviewMode', () => {
  it('leaves every hidden field out when the mode is on, and keeps the rest', () => {
    const shown = forInterviewMode(row, true)
    expect(shown).toEqual({ problemId: 1, title: 'Two Sum', titleSlug: 'two-sum', status: null })
    for (const field of INTERVIEW_HIDDEN_FIELDS) expect(field in shown).toBe(false)
  })

  it('gives the value as it is when the mode is off', () => {
    expect(forInterviewMode(row, false)).toBe(row)
  })

  it('never changes the value it was given', () => {
    forInterviewMode(row, true)
    expect(row.difficulty).toBe(1)
    expect(row.topics).toEqual(['Array', 'Hash Table'])
  })

  it('leaves out a hidden field even when it is null, so absent always means hidden', () => {
    expect(forInterviewMode({ title: 'Unknown', acRate: null, difficulty: null }, true)).toEqual({
      title: 'Unknown',
    })
  })

  it('serialises to JSON without any hidden name', () => {
    const json = JSON.stringify(forInterviewMode(row, true))
    for (const field of INTERVIEW_HIDDEN_FIELDS) expect(json).not.toContain(`"${field}"`)
  })
})

describe('allForInterviewMode', () => {
  it('treats each row', () => {
    expect(allForInterviewMode([row, { ...row, problemId: 2 }], true)).toEqual([
      { problemId: 1, title: 'Two Sum', titleSlug: 'two-sum', status: null },
      { problemId: 2, title: 'Two Sum', titleSlug: 'two-sum', status: null },
    ])
    expect(allForInterviewMode([row], false)).toEqual([row])
  })
})

describe('withoutHiddenFilters', () => {
  const filters = { difficulty: 'hard', topics: ['Graph'], search: 'path', page: 2 }

  it('switches off the difficulty and topic filters in interview mode, and nothing else', () => {
    expect(withoutHiddenFilters(filters, true)).toEqual({
      difficulty: null,
      topics: [],
      search: 'path',
      page: 2,
    })
  })

  it('keeps them when the mode is off', () => {
    expect(withoutHiddenFilters(filters, false)).toBe(filters)
  })
})
