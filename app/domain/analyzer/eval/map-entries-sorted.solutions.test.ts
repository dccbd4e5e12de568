import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A map's entries taken out as a list (`Array.from(freq.entries())`, `[...freq.entries()]`,
 * `counts.items()`) are as many as its keys, so sorting them costs n log n; a map made by `reduce` is the
 * accumulator its callbacks filled.
 */
const CASES: Case[] = [
  [
    "javascript: a map's entries copied with Array.from and sorted",
    'javascript',
    `function topKFrequent(nums, k) {
  const freq = new Map()
  for (const x of nums) freq.set(x, (freq.get(x) || 0) + 1)
  const ranked = Array.from(freq.entries())
  ranked.sort((a, b) => b[1] - a[1])
  return ranked.slice(0, k).map((e) => e[0])
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    "typescript: a map's entries spread into an array and sorted",
    'typescript',
    `export function topKFrequent(words: string[], k: number): string[] {
  const freq = new Map<string, number>()
  for (const w of words) freq.set(w, (freq.get(w) ?? 0) + 1)
  const ranked = [...freq.entries()]
  ranked.sort((a, b) => b[1] - a[1])
  return ranked.slice(0, k).map((e) => e[0])
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'typescript: counts made by reduce into a Map, its keys sorted',
    'typescript',
    `export function distinctSorted(words: string[]): string[] {
  const freq = words.reduce((m, w) => m.set(w, (m.get(w) ?? 0) + 1), new Map<string, number>())
  return [...freq.keys()].sort()
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    "python: a dict's items sorted by count",
    'python',
    `from typing import List

class Solution:
    def topKFrequent(self, nums: List[int], k: int) -> List[int]:
        counts = {}
        for x in nums:
            counts[x] = counts.get(x, 0) + 1
        ranked = sorted(counts.items(), key=lambda kv: -kv[1])
        return [x for x, _ in ranked[:k]]
`,
    'O(n log n)',
    'O(n)',
  ],
]

describe('the entries of a map, sorted', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
