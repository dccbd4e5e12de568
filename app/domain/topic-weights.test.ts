import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TOPIC_WEIGHT, TOPIC_WEIGHTS, topicKey, topicWeight } from './topic-weights'

describe('TOPIC_WEIGHTS', () => {
  it('holds the weights the label rule fixes (Array 1, Dynamic Programming 5, Segment Tree 5)', () => {
    expect(TOPIC_WEIGHTS['Array']).toBe(1)
    expect(TOPIC_WEIGHTS['Dynamic Programming']).toBe(5)
    expect(TOPIC_WEIGHTS['Segment Tree']).toBe(5)
  })

  it('uses whole weights from 1 to 5 only', () => {
    for (const [name, weight] of Object.entries(TOPIC_WEIGHTS)) {
      expect.soft([1, 2, 3, 4, 5], name).toContain(weight)
    }
  })

  it('rates every classic LeetCode topic tag', () => {
    const classic = [
      'Array',
      'String',
      'Hash Table',
      'Dynamic Programming',
      'Math',
      'Sorting',
      'Greedy',
      'Depth-First Search',
      'Binary Search',
      'Database',
      'Matrix',
      'Tree',
      'Breadth-First Search',
      'Bit Manipulation',
      'Two Pointers',
      'Prefix Sum',
      'Heap (Priority Queue)',
      'Simulation',
      'Binary Tree',
      'Graph',
      'Stack',
      'Counting',
      'Sliding Window',
      'Design',
      'Enumeration',
      'Backtracking',
      'Union Find',
      'Linked List',
      'Number Theory',
      'Ordered Set',
      'Monotonic Stack',
      'Segment Tree',
      'Trie',
      'Combinatorics',
      'Bitmask',
      'Divide and Conquer',
      'Queue',
      'Recursion',
      'Geometry',
      'Binary Indexed Tree',
      'Memoization',
      'Hash Function',
      'Binary Search Tree',
      'Shortest Path',
      'String Matching',
      'Topological Sort',
      'Rolling Hash',
      'Game Theory',
      'Interactive',
      'Data Stream',
      'Monotonic Queue',
      'Brainteaser',
      'Doubly-Linked List',
      'Randomized',
      'Merge Sort',
      'Counting Sort',
      'Iterator',
      'Concurrency',
      'Probability and Statistics',
      'Quickselect',
      'Suffix Array',
      'Line Sweep',
      'Minimum Spanning Tree',
      'Bucket Sort',
      'Shell',
      'Reservoir Sampling',
      'Strongly Connected Component',
      'Eulerian Circuit',
      'Radix Sort',
      'Rejection Sampling',
      'Biconnected Component',
    ]
    expect(classic.filter((name) => topicWeight(name) === undefined)).toEqual([])
  })

  it('gives renamed tags the same weight under both names', () => {
    expect(topicWeight('Graph Theory')).toBe(topicWeight('Graph'))
    expect(topicWeight('Union-Find')).toBe(topicWeight('Union Find'))
    expect(topicWeight('Sweep Line')).toBe(topicWeight('Line Sweep'))
  })

  it('has no two names that share a lookup key with different weights', () => {
    const byKey = new Map<string, [string, number]>()
    for (const [name, weight] of Object.entries(TOPIC_WEIGHTS)) {
      const seen = byKey.get(topicKey(name))
      if (seen) expect.soft(seen, `${name} collides with ${seen[0]}`).toEqual([seen[0], weight])
      else byKey.set(topicKey(name), [name, weight])
    }
  })

  it('orders the weights so that the core techniques sit between the basics and the specialities', () => {
    const weight = (name: string) => topicWeight(name) ?? Number.NaN
    expect(weight('Hash Table')).toBeLessThan(weight('Depth-First Search'))
    expect(weight('Depth-First Search')).toBeLessThan(weight('Shortest Path'))
    expect(weight('Shortest Path')).toBeLessThan(weight('Strongly Connected Component'))
    expect(weight('Memoization')).toBeLessThanOrEqual(weight('Dynamic Programming'))
  })
})

describe('topicKey and topicWeight', () => {
  it('turns names into LeetCode-style tag slugs', () => {
    expect(topicKey('Heap (Priority Queue)')).toBe('heap-priority-queue')
    expect(topicKey('Depth-First Search')).toBe('depth-first-search')
    expect(topicKey('Knuth–Morris–Pratt Algorithm')).toBe('knuth-morris-pratt-algorithm')
    expect(topicKey("Dijkstra's Algorithm")).toBe('dijkstras-algorithm')
    expect(topicKey("Borůvka's Algorithm")).toBe('boruvkas-algorithm')
    expect(topicKey('  Range Minimum/Maximum Query ')).toBe('range-minimum-maximum-query')
  })

  it('finds a weight by name in any case, or by tag slug', () => {
    expect(topicWeight('Dynamic Programming')).toBe(5)
    expect(topicWeight('dynamic programming')).toBe(5)
    expect(topicWeight('dynamic-programming')).toBe(5)
    expect(topicWeight('heap-priority-queue')).toBe(topicWeight('Heap (Priority Queue)'))
    expect(topicWeight('Knuth-Morris-Pratt Algorithm')).toBe(5)
  })

  it('answers undefined for a topic it does not rate, leaving the default to the caller', () => {
    expect(topicWeight('Astrology')).toBeUndefined()
    expect(topicWeight('')).toBeUndefined()
    expect(DEFAULT_TOPIC_WEIGHT).toBe(3)
  })
})

const datasets = process.env.PREPSHARP_DATASETS ?? path.resolve(process.cwd(), '../shared/datasets')
const metadataFile = path.join(datasets, 'problem-metadata-noworneverev', 'leetcode_questions_mini.json')
const metadataPresent = existsSync(metadataFile)

describe('coverage of the tags in real problem metadata', () => {
  it.skipIf(!metadataPresent)(
    metadataPresent
      ? 'rates every tag used by at least 20 problems in the LeetCode metadata snapshot'
      : `SKIPPED: ${metadataFile} not found (set PREPSHARP_DATASETS to the data sets folder to run it)`,
    () => {
      const problems = JSON.parse(readFileSync(metadataFile, 'utf8')) as Array<{
        topicTags?: Array<{ name: string }> | null
      }>
      const uses = new Map<string, number>()
      for (const problem of problems) {
        for (const tag of problem.topicTags ?? []) uses.set(tag.name, (uses.get(tag.name) ?? 0) + 1)
      }
      const common = [...uses].filter(([, count]) => count >= 20).map(([name]) => name)
      expect(common.length).toBeGreaterThan(40)
      expect(common.filter((name) => topicWeight(name) === undefined)).toEqual([])
    },
  )
})
