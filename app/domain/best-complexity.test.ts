import { describe, expect, it } from 'vitest'
import manifest from '../../tests/fixtures/analyzer/manifest.json'
import { format, parseBigO } from './analyzer/bigo'
import { BEST_COMPLEXITY, bestComplexityFor, compareWithBest, compareWithProblem } from './best-complexity'
import { slugFromInput } from './problem-slug'

const entries = Object.entries(BEST_COMPLEXITY)

describe('BEST_COMPLEXITY', () => {
  it('covers the well-known problems, each under its real slug', () => {
    expect(entries.length).toBeGreaterThanOrEqual(60)
    for (const [slug, entry] of entries) {
      expect(slugFromInput(slug), slug).toBe(slug)
      expect(entry.title.trim(), slug).not.toBe('')
      expect(entry.approach, slug).toMatch(/\.$/)
    }
  })

  it('writes every bound in the analyzer’s Big-O normal form', () => {
    for (const [slug, entry] of entries) {
      for (const bound of [entry.time, entry.space]) {
        const parsed = parseBigO(bound)
        expect(parsed, `${slug}: ${bound}`).not.toBeNull()
        expect(format(parsed!), slug).toBe(bound)
      }
    }
  })

  it('knows the classics', () => {
    expect(bestComplexityFor('two-sum')).toMatchObject({ title: 'Two Sum', time: 'O(n)', space: 'O(n)' })
    expect(bestComplexityFor('merge-intervals')).toMatchObject({ time: 'O(n log n)', space: 'O(n)' })
    expect(bestComplexityFor('number-of-islands')).toMatchObject({ time: 'O(m * n)', space: 'O(m * n)' })
    expect(bestComplexityFor('coin-change')).toMatchObject({ time: 'O(m * n)', space: 'O(m)' })
    expect(bestComplexityFor('binary-search')).toMatchObject({ time: 'O(log n)', space: 'O(1)' })
    expect(bestComplexityFor('sliding-window-maximum')).toMatchObject({ time: 'O(n)' })
    expect(bestComplexityFor('subsets')).toMatchObject({ time: 'O(n * 2^n)', space: 'O(n * 2^n)' })
  })

  it('is never beaten by a labelled solution of the analyzer corpus', () => {
    // The corpus labels are the true complexities of real solutions, so none can be below the best known
    // time; and a solution at the best known time cannot use less than the least space known for it.
    let checked = 0
    for (const solution of manifest) {
      const best = bestComplexityFor(solution.problem)
      if (!best) continue
      checked++
      const time = compareWithBest(solution.time, best.time)
      expect(['matches', 'slower'], `${solution.file} time`).toContain(time)
      if (time === 'matches') {
        expect(['matches', 'slower'], `${solution.file} space`).toContain(
          compareWithBest(solution.space, best.space),
        )
      }
    }
    expect(checked).toBeGreaterThan(50)
  })

  it('has nothing for unknown slugs, nor for names every object has', () => {
    expect(bestComplexityFor('no-such-problem')).toBeNull()
    expect(bestComplexityFor('constructor')).toBeNull()
    expect(bestComplexityFor('__proto__')).toBeNull()
  })
})

describe('compareWithBest', () => {
  it('matches the same class however it is written', () => {
    expect(compareWithBest('O(n)', 'O(n)')).toBe('matches')
    expect(compareWithBest('O(N*M)', 'O(m * n)')).toBe('matches')
    expect(compareWithBest('O(nlogn)', 'O(n log n)')).toBe('matches')
  })

  it('is slower when the best known grows less', () => {
    expect(compareWithBest('O(n^2)', 'O(n)')).toBe('slower')
    expect(compareWithBest('O(n log n)', 'O(n)')).toBe('slower')
    expect(compareWithBest('O(n log k)', 'O(n)')).toBe('slower')
    expect(compareWithBest('O(m * n)', 'O(m + n)')).toBe('slower')
  })

  it('is faster when below the best known, and different when the two cannot be ordered', () => {
    expect(compareWithBest('O(1)', 'O(n)')).toBe('faster')
    expect(compareWithBest('O(log n)', 'O(n)')).toBe('faster')
    expect(compareWithBest('O(m)', 'O(n)')).toBe('different')
    expect(compareWithBest('O(n * k)', 'O(m * n)')).toBe('different')
  })

  it('says nothing about a complexity the analyzer could not determine', () => {
    expect(compareWithBest('could not determine', 'O(n)')).toBe('undetermined')
  })
})

describe('compareWithProblem', () => {
  it('compares time and space with a known problem', () => {
    expect(compareWithProblem('two-sum', { time: 'O(n^2)', space: 'O(1)' })).toMatchObject({
      slug: 'two-sum',
      title: 'Two Sum',
      known: true,
      best: { time: 'O(n)', space: 'O(n)' },
      time: 'slower',
      space: 'faster',
    })
  })

  it('names an unknown problem from its slug and compares nothing', () => {
    expect(compareWithProblem('design-a-parking-lot', { time: 'O(n)', space: 'O(1)' })).toEqual({
      slug: 'design-a-parking-lot',
      title: 'Design A Parking Lot',
      known: false,
    })
  })
})
