import { describe, expect, it } from 'vitest'
import {
  companyMix,
  difficultyRows,
  overAskedTopics,
  percentOf,
  risingTopics,
  withoutPart,
  type MixCounts,
} from './company-mix'

function mix(
  total: number,
  byTopic: Record<string, number>,
  d: [number, number, number] = [0, 0, 0],
): MixCounts {
  return { total, byDifficulty: { 1: d[0], 2: d[1], 3: d[2] }, byTopic }
}

describe('percentOf', () => {
  it('gives one decimal, and 0 for an empty whole', () => {
    expect(percentOf(1, 3)).toBe(33.3)
    expect(percentOf(2, 3)).toBe(66.7)
    expect(percentOf(5, 0)).toBe(0)
  })
})

describe('withoutPart', () => {
  it('takes one company out of every company, dropping topics only it had', () => {
    const all = mix(100, { Array: 50, Design: 4 }, [30, 50, 20])
    const company = mix(10, { Array: 6, Design: 4 }, [1, 6, 3])
    expect(withoutPart(all, company)).toEqual(mix(90, { Array: 44 }, [29, 44, 17]))
  })
})

describe('overAskedTopics', () => {
  const others = mix(1000, { Array: 500, Graph: 50, Design: 100, Rare: 2 })

  it('ranks the topics a company asks more than others by how many times as often', () => {
    const company = mix(100, { Array: 55, Graph: 20, Design: 9 })
    expect(overAskedTopics(company, others)).toEqual([
      { label: 'Graph', count: 20, a: 20, b: 5, ratio: 4 },
      { label: 'Array', count: 55, a: 55, b: 50, ratio: 1.1 },
    ])
  })

  it('leaves out topics under 3 problems or 5% of the company, however over-asked', () => {
    const company = mix(100, { Rare: 2, Graph: 4 })
    expect(overAskedTopics(company, others)).toEqual([])
  })

  it('puts a topic no other company asks first, without a ratio', () => {
    const company = mix(20, { Unique: 3, Graph: 4 })
    expect(overAskedTopics(company, others).map((row) => [row.label, row.ratio])).toEqual([
      ['Unique', null],
      ['Graph', 4],
    ])
  })

  it('shows at most five topics, and none without other companies to compare with', () => {
    const many = Object.fromEntries(['A', 'B', 'C', 'D', 'E', 'F'].map((t) => [t, 10]))
    expect(overAskedTopics(mix(20, many), mix(100, {}))).toHaveLength(5)
    expect(overAskedTopics(mix(20, many), mix(0, {}))).toEqual([])
  })
})

describe('risingTopics', () => {
  it('keeps the topics whose share grew by a point or more, largest rise first', () => {
    const thirty = mix(20, { Array: 12, Graph: 4, Tree: 3, Heap: 2 })
    const six = mix(100, { Array: 50, Graph: 19.5, Tree: 10, Heap: 1 })
    expect(risingTopics(thirty, six)).toEqual([
      { label: 'Array', count: 12, a: 60, b: 50 },
      { label: 'Tree', count: 3, a: 15, b: 10 },
    ])
  })
})

describe('difficultyRows', () => {
  it('gives each difficulty as a share of both groups, with the first group’s count', () => {
    expect(difficultyRows(mix(4, {}, [1, 2, 1]), mix(10, {}, [5, 5, 0]))).toEqual([
      { label: 'Easy', count: 1, a: 25, b: 50 },
      { label: 'Medium', count: 2, a: 50, b: 50 },
      { label: 'Hard', count: 1, a: 25, b: 0 },
    ])
  })
})

describe('companyMix', () => {
  const all = mix(200, { Array: 100, Graph: 20 }, [50, 100, 50])
  const company = mix(20, { Array: 10, Graph: 8 }, [2, 10, 8])

  it('compares the company with the other companies, not with a total that includes it', () => {
    const result = companyMix({ all, company, thirtyDays: null, sixMonths: null })
    expect(result.problems).toBe(20)
    expect(result.overAsked[0]).toEqual({ label: 'Graph', count: 8, a: 40, b: 6.7, ratio: 6 })
    expect(result.difficulty.map((row) => row.b)).toEqual([26.7, 50, 23.3])
    expect(result.recent).toBeNull()
  })

  it('compares the 30-day list with the six months only when both say enough', () => {
    const sixMonths = mix(12, { Array: 6 }, [2, 6, 4])
    const thirtyDays = mix(5, { Array: 4 }, [1, 3, 1])
    const recent = companyMix({ all, company, thirtyDays, sixMonths }).recent
    expect(recent).toMatchObject({ thirtyDays: 5, sixMonths: 12, rising: [{ label: 'Array', a: 80, b: 50 }] })
    expect(recent?.difficulty.map((row) => row.count)).toEqual([1, 3, 1])
    expect(companyMix({ all, company, thirtyDays: mix(4, {}), sixMonths }).recent).toBeNull()
    expect(companyMix({ all, company, thirtyDays, sixMonths: thirtyDays }).recent).toBeNull()
  })
})
