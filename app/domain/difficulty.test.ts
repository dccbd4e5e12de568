import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DIFFICULTIES,
  DIFFICULTY_NAMES,
  difficultyByCode,
  difficultyByName,
  isDifficultyCode,
  LEVELS,
  TYPICAL_ACCEPTANCE_RATE,
  acceptanceScore,
  difficultyLevel,
  difficultyScore,
  difficultyWeight,
  levelForRank,
  roundScore,
  topicScore,
} from './difficulty'
import { DEFAULT_TOPIC_WEIGHT, TOPIC_WEIGHTS } from './topic-weights'

describe('DIFFICULTIES', () => {
  // docs/product.md#timeframes: difficulty codes are 1 easy, 2 medium, 3 hard everywhere.
  it("pairs each of LeetCode's codes with its URL name and its label, easiest first", () => {
    expect(DIFFICULTIES.map(({ code, name, label }) => [code, name, label])).toEqual([
      [1, 'easy', 'Easy'],
      [2, 'medium', 'Medium'],
      [3, 'hard', 'Hard'],
    ])
    expect(DIFFICULTY_NAMES).toEqual(['easy', 'medium', 'hard'])
  })

  it('finds a difficulty by code or by name', () => {
    expect(difficultyByCode(2)?.label).toBe('Medium')
    expect(difficultyByName('hard').code).toBe(3)
    for (const difficulty of DIFFICULTIES) {
      expect(difficultyByName(difficulty.name)).toBe(difficulty)
      expect(difficultyByCode(difficulty.code)).toBe(difficulty)
    }
  })

  it('knows only the codes 1, 2 and 3', () => {
    for (const code of [0, 4, 1.5, -1, Number.NaN]) expect(difficultyByCode(code)).toBeUndefined()
    expect([1, 2, 3].every(isDifficultyCode)).toBe(true)
    expect([0, 4, '1', null].some(isDifficultyCode)).toBe(false)
  })
})

describe('LEVELS', () => {
  // docs/product.md#difficulty-label
  it('lists the five documented levels in order, with their descriptions', () => {
    expect(LEVELS.map((level) => [level.rank, level.name, level.description])).toEqual([
      [1, 'Novice', 'warmup'],
      [2, 'Beginner', 'starting level'],
      [3, 'Intermediate', 'practice'],
      [4, 'Advanced', 'tackling complex problems'],
      [5, 'Expert', 'mastering advanced concepts'],
    ])
  })

  it('gives every level its own colour token', () => {
    expect(new Set(LEVELS.map((level) => level.color)).size).toBe(LEVELS.length)
  })

  it('finds a level by rank', () => {
    expect(levelForRank(1).name).toBe('Novice')
    expect(levelForRank(5).name).toBe('Expert')
  })
})

describe('acceptanceScore', () => {
  it.each([
    [100, 0],
    [80, 0],
    [75, 0],
    [60, 2],
    [40, 3],
    [20, 4],
    [10, 5],
    [9.99, 5],
    [0, 5],
  ])('scores %s%% as %s at and beyond the corner points', (rate, score) => {
    expect(acceptanceScore(rate)).toBe(score)
  })

  it('starts the curve at 1 just below 75%', () => {
    expect(acceptanceScore(74.999999)).toBeCloseTo(1, 5)
  })

  it.each([
    [67.5, 1.5],
    [70, 4 / 3],
    [50, 2.5],
    [45, 2.75],
    [30, 3.5],
    [25, 3.75],
    [15, 4.5],
    [12, 4.8],
  ])('interpolates linearly between corner points: %s%% → %s', (rate, score) => {
    expect(acceptanceScore(rate)).toBeCloseTo(score, 10)
  })

  it('clamps rates outside 0–100', () => {
    expect(acceptanceScore(-20)).toBe(5)
    expect(acceptanceScore(250)).toBe(0)
    expect(acceptanceScore(Number.POSITIVE_INFINITY)).toBe(0)
    expect(acceptanceScore(Number.NEGATIVE_INFINITY)).toBe(5)
  })

  it('treats a missing rate as the typical one', () => {
    const typical = acceptanceScore(TYPICAL_ACCEPTANCE_RATE)
    expect(acceptanceScore(null)).toBe(typical)
    expect(acceptanceScore(undefined)).toBe(typical)
    expect(acceptanceScore(Number.NaN)).toBe(typical)
    expect(typical).toBeCloseTo(2.1, 10)
  })
})

describe('topicScore', () => {
  it('averages the weights of the topics', () => {
    expect(topicScore(['Array'])).toBe(1)
    expect(topicScore(['Dynamic Programming'])).toBe(5)
    expect(topicScore(['Array', 'Dynamic Programming'])).toBe(3)
    expect(topicScore(['Array', 'Hash Table', 'Segment Tree'])).toBeCloseTo((1 + 2 + 5) / 3, 10)
  })

  it('uses the default weight for unknown topics and for no topics at all', () => {
    expect(DEFAULT_TOPIC_WEIGHT).toBe(3)
    expect(topicScore([])).toBe(DEFAULT_TOPIC_WEIGHT)
    expect(topicScore(['Quantum Sorting'])).toBe(DEFAULT_TOPIC_WEIGHT)
    expect(topicScore(['Array', 'Quantum Sorting'])).toBe(2)
  })

  it('counts a topic once however it is spelled', () => {
    expect(topicScore(['Array', 'array', 'Dynamic Programming', 'dynamic-programming'])).toBe(3)
    expect(topicScore(['Union Find', 'Union-Find', 'Array'])).toBe(2)
  })

  it('ignores blank topic names', () => {
    expect(topicScore(['', '  ', 'Array'])).toBe(1)
    expect(topicScore(['   '])).toBe(DEFAULT_TOPIC_WEIGHT)
  })

  it('clamps every weight to 1–5 before averaging', () => {
    const weights: Record<string, number> = { huge: 9, tiny: -2, broken: Number.NaN }
    const weightOf = (topic: string) => weights[topic]
    expect(topicScore(['huge'], weightOf)).toBe(5)
    expect(topicScore(['tiny'], weightOf)).toBe(1)
    expect(topicScore(['huge', 'tiny'], weightOf)).toBe(3)
    expect(topicScore(['broken'], weightOf)).toBe(DEFAULT_TOPIC_WEIGHT)
  })
})

describe('difficultyWeight', () => {
  it('weighs easy 1.5, medium 3 and hard 4.5', () => {
    expect(difficultyWeight(1)).toBe(1.5)
    expect(difficultyWeight(2)).toBe(3)
    expect(difficultyWeight(3)).toBe(4.5)
  })

  it('clamps codes outside 1–3 and treats a non-number as medium', () => {
    expect(difficultyWeight(0)).toBe(1.5)
    expect(difficultyWeight(7)).toBe(4.5)
    expect(difficultyWeight(2.4)).toBe(3)
    expect(difficultyWeight(Number.NaN)).toBe(3)
  })
})

describe('roundScore', () => {
  it.each([
    [2.3, 2],
    [2.31, 3],
    [2.0, 2],
    [2.29, 2],
    [2.5, 3],
    [2.99, 3],
    [3.3, 3],
    [3.300001, 4],
    [1.3, 1],
    [4.3, 4],
    [4.31, 5],
  ])('rounds %s to %s (up only above x.3)', (score, rank) => {
    expect(roundScore(score)).toBe(rank)
  })

  it('clamps to 1–5', () => {
    expect(roundScore(0)).toBe(1)
    expect(roundScore(0.2)).toBe(1)
    expect(roundScore(-3)).toBe(1)
    expect(roundScore(5.9)).toBe(5)
    expect(roundScore(12)).toBe(5)
    expect(roundScore(Number.POSITIVE_INFINITY)).toBe(5)
    expect(roundScore(Number.NEGATIVE_INFINITY)).toBe(1)
    expect(roundScore(Number.NaN)).toBe(1)
  })

  it('does not let float noise push an exact x.3 upwards', () => {
    // An easy problem with topics weighing 1 + 2 + 3 + 5 and 80% acceptance: 2.75 × 0.2 + 0 + 0.75 = 1.3
    // on paper, but in floating point its fractional part is 0.30000000000000004.
    const input = {
      difficulty: 1,
      acRate: 80,
      topics: ['Array', 'Hash Table', 'Greedy', 'Dynamic Programming'],
    }
    const score = difficultyScore(input)
    expect(score - Math.floor(score)).toBeGreaterThan(0.3)
    expect(roundScore(score)).toBe(1)
    expect(roundScore(0.1 + 0.2 + 2)).toBe(2)
  })
})

describe('difficultyLevel', () => {
  // docs/product.md#difficulty-label
  it('computes the documented score', () => {
    // Two Sum: easy, Array (1) + Hash Table (2), 57.5% acceptance.
    const input = { difficulty: 1, acRate: 57.5, topics: ['Array', 'Hash Table'] }
    const expected = 1.5 * 0.2 + (2 + 2.5 / 20) * 0.3 + 1.5 * 0.5
    expect(difficultyScore(input)).toBeCloseTo(expected, 10)
    expect(difficultyLevel(input).name).toBe('Beginner')
  })

  it('gives the easiest possible problem a Novice label (0.95 rounds up to 1)', () => {
    const input = { difficulty: 1, acRate: 80, topics: ['Array'] }
    expect(difficultyScore(input)).toBeCloseTo(0.95, 10)
    expect(difficultyLevel(input).name).toBe('Novice')
  })

  it('gives the hardest possible problem an Expert label (4.75 rounds up to 5)', () => {
    const input = { difficulty: 3, acRate: 5, topics: ['Segment Tree', 'Dynamic Programming'] }
    expect(difficultyScore(input)).toBeCloseTo(4.75, 10)
    expect(difficultyLevel(input).name).toBe('Expert')
  })

  it('labels typical problems sensibly', () => {
    // Median of Two Sorted Arrays: hard, Array / Binary Search / Divide and Conquer, 45% acceptance.
    const median = { difficulty: 3, acRate: 45, topics: ['Array', 'Binary Search', 'Divide and Conquer'] }
    expect(difficultyLevel(median).name).toBe('Advanced')
    // Number of Islands: medium, DFS / BFS / Union-Find / Array / Matrix, 62% acceptance.
    const islands = {
      difficulty: 2,
      acRate: 62,
      topics: ['Array', 'Depth-First Search', 'Breadth-First Search', 'Union-Find', 'Matrix'],
    }
    expect(difficultyLevel(islands).name).toBe('Intermediate')
  })

  it('scores a problem without metadata as a typical problem of its difficulty', () => {
    expect(difficultyLevel({ difficulty: 2, acRate: null, topics: [] }).name).toBe('Intermediate')
  })
})

describe('properties', () => {
  const anyTopics = fc.array(
    fc.oneof(fc.constantFrom(...Object.keys(TOPIC_WEIGHTS)), fc.string({ maxLength: 20 })),
    { maxLength: 8 },
  )
  const anyRate = fc.oneof(
    fc.double({ min: -50, max: 150, noNaN: true }),
    fc.constantFrom(null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
  )
  const anyDifficulty = fc.oneof(fc.constantFrom(1, 2, 3), fc.double())
  const anyWeight = fc.option(fc.double(), { nil: undefined })

  it('keeps the level rank in 1–5 and the score in [0.95, 4.75] for any input', () => {
    fc.assert(
      fc.property(anyTopics, anyRate, anyDifficulty, (topics, acRate, difficulty) => {
        const input = { topics, acRate, difficulty }
        const score = difficultyScore(input)
        expect(score).toBeGreaterThanOrEqual(0.95 - 1e-9)
        expect(score).toBeLessThanOrEqual(4.75 + 1e-9)
        const level = difficultyLevel(input)
        expect(level.rank).toBeGreaterThanOrEqual(1)
        expect(level.rank).toBeLessThanOrEqual(5)
      }),
    )
  })

  it('stays in 1–5 whatever weights a custom table returns', () => {
    fc.assert(
      fc.property(anyTopics, anyWeight, anyRate, anyDifficulty, (topics, weight, acRate, difficulty) => {
        const rank = difficultyLevel({ topics, acRate, difficulty }, () => weight).rank
        expect(LEVELS.map((level) => level.rank)).toContain(rank)
      }),
    )
  })

  it('never makes a problem harder when its acceptance rises', () => {
    fc.assert(
      fc.property(
        anyTopics,
        anyDifficulty,
        fc.double({ min: -10, max: 110, noNaN: true }),
        fc.double({ min: -10, max: 110, noNaN: true }),
        (topics, difficulty, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          expect(acceptanceScore(high)).toBeLessThanOrEqual(acceptanceScore(low))
          const easier = difficultyLevel({ topics, difficulty, acRate: high })
          const harder = difficultyLevel({ topics, difficulty, acRate: low })
          expect(easier.rank).toBeLessThanOrEqual(harder.rank)
        },
      ),
    )
  })

  it('keeps the acceptance score in 0–5', () => {
    fc.assert(
      fc.property(anyRate, (rate) => {
        const score = acceptanceScore(rate)
        expect(score).toBeGreaterThanOrEqual(0)
        expect(score).toBeLessThanOrEqual(5)
      }),
    )
  })
})
