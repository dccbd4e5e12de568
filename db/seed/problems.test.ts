import { describe, expect, it } from 'vitest'
import { SEED_PROBLEMS } from './problems'
import { canonicalTopic, isLeetCodeTopic, LEETCODE_TOPICS } from './topics'

const bySlug = new Map(SEED_PROBLEMS.map((problem) => [problem.titleSlug, problem]))

describe('SEED_PROBLEMS', () => {
  it('holds at least 160 problems, each slug and number once, in frontend-number order', () => {
    expect(SEED_PROBLEMS.length).toBeGreaterThanOrEqual(160)
    expect(bySlug.size).toBe(SEED_PROBLEMS.length)
    const numbers = SEED_PROBLEMS.map((problem) => problem.frontendId)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
  })

  it.each([
    [1, 'two-sum', 'Two Sum', 1],
    [2, 'add-two-numbers', 'Add Two Numbers', 2],
    [
      3,
      'longest-substring-without-repeating-characters',
      'Longest Substring Without Repeating Characters',
      2,
    ],
    [4, 'median-of-two-sorted-arrays', 'Median of Two Sorted Arrays', 3],
    [20, 'valid-parentheses', 'Valid Parentheses', 1],
    [42, 'trapping-rain-water', 'Trapping Rain Water', 3],
    [146, 'lru-cache', 'LRU Cache', 2],
    [200, 'number-of-islands', 'Number of Islands', 2],
    [269, 'alien-dictionary', 'Alien Dictionary', 3],
    [322, 'coin-change', 'Coin Change', 2],
    [1143, 'longest-common-subsequence', 'Longest Common Subsequence', 2],
  ])('has #%i %s with its LeetCode title and difficulty', (frontendId, slug, title, difficulty) => {
    expect(bySlug.get(slug)).toMatchObject({ frontendId, title, difficulty })
  })

  it('uses well-formed slugs and difficulties', () => {
    for (const problem of SEED_PROBLEMS) {
      expect(problem.titleSlug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect([1, 2, 3]).toContain(problem.difficulty)
      expect(problem.title.trim()).toBe(problem.title)
      expect(Number(problem.questionId)).toBeGreaterThan(0)
    }
  })

  it('tags every problem with distinct, known LeetCode topics', () => {
    for (const problem of SEED_PROBLEMS) {
      expect(problem.topics.length, problem.titleSlug).toBeGreaterThan(0)
      expect(new Set(problem.topics).size, problem.titleSlug).toBe(problem.topics.length)
      for (const topic of problem.topics) expect(isLeetCodeTopic(topic), topic).toBe(true)
    }
    expect(bySlug.get('two-sum')?.topics).toEqual(['Array', 'Hash Table'])
  })

  it('has statistics that agree with each other', () => {
    for (const { titleSlug, stats } of SEED_PROBLEMS) {
      expect(stats.likes, titleSlug).toBeGreaterThan(0)
      expect(stats.dislikes, titleSlug).toBeGreaterThanOrEqual(0)
      expect(stats.acceptedSubmissions, titleSlug).toBeLessThanOrEqual(stats.totalSubmissions)
      const computed = (100 * stats.acceptedSubmissions) / stats.totalSubmissions
      expect(Math.abs(computed - stats.acRate), titleSlug).toBeLessThanOrEqual(0.06)
    }
  })

  it('marks premium problems as paid-only', () => {
    expect(bySlug.get('meeting-rooms')?.isPaidOnly).toBe(true)
    expect(bySlug.get('alien-dictionary')?.isPaidOnly).toBe(true)
    expect(bySlug.get('two-sum')?.isPaidOnly).toBe(false)
  })

  it('rates only contest problems, which all come after the early problem set', () => {
    const rated = SEED_PROBLEMS.filter((problem) => problem.contestRating !== null)
    expect(rated.length).toBeGreaterThan(20)
    for (const problem of rated) {
      expect(problem.frontendId, problem.titleSlug).toBeGreaterThan(700)
      expect(problem.contestRating).toBeGreaterThan(800)
      expect(problem.contestRating).toBeLessThan(4000)
    }
    expect(bySlug.get('two-sum')?.contestRating).toBeNull()
  })

  it('links similar questions by slug with a title, never to the problem itself', () => {
    expect(bySlug.get('two-sum')?.similar.map((similar) => similar.titleSlug)).toEqual(
      expect.arrayContaining(['3sum', '4sum', 'two-sum-ii-input-array-is-sorted']),
    )
    for (const problem of SEED_PROBLEMS) {
      const slugs = problem.similar.map((similar) => similar.titleSlug)
      expect(new Set(slugs).size, problem.titleSlug).toBe(slugs.length)
      expect(slugs).not.toContain(problem.titleSlug)
      for (const similar of problem.similar) {
        expect(similar.title.length, similar.titleSlug).toBeGreaterThan(0)
        expect([1, 2, 3]).toContain(similar.difficulty)
        const inSeed = bySlug.get(similar.titleSlug)
        if (inSeed)
          expect(similar).toEqual({
            titleSlug: inSeed.titleSlug,
            title: inSeed.title,
            difficulty: inSeed.difficulty,
          })
      }
    }
  })

  it('gives some problems more than five similar questions and some none, so every insights state shows', () => {
    expect(SEED_PROBLEMS.some((problem) => problem.similar.length > 5)).toBe(true)
    expect(SEED_PROBLEMS.some((problem) => problem.similar.length === 0)).toBe(true)
  })
})

describe('LEETCODE_TOPICS', () => {
  it('lists each name once', () => {
    expect(new Set(LEETCODE_TOPICS).size).toBe(LEETCODE_TOPICS.length)
  })

  it('maps names LeetCode used before its rename onto the current ones', () => {
    expect(canonicalTopic('Graph')).toBe('Graph Theory')
    expect(canonicalTopic('Union Find')).toBe('Union-Find')
    expect(canonicalTopic(' Dynamic Programming ')).toBe('Dynamic Programming')
    expect(canonicalTopic('Cooking')).toBeUndefined()
  })
})
