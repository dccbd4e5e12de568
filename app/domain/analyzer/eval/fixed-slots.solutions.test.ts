import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * An array literal of a few slots written only at literal indices (`picked[0] = hi - 1`) keeps its size,
 * even in JavaScript, where a write past the end would grow it.
 */
const CASES: Case[] = [
  [
    'javascript: two fixed slots of an array literal written by literal index',
    'javascript',
    `/**
 * @param {number[][]} intervals
 * @return {number}
 */
function byEndThenNarrowest(x, y) {
  if (x[1] !== y[1]) return x[1] - y[1]
  return y[0] - x[0]
}

var intersectionSizeTwo = function (intervals) {
  intervals.sort(byEndThenNarrowest)

  // picked[1] is the largest chosen point, picked[0] the one just below it
  const picked = [-1, -1]
  let total = 0
  for (let i = 0; i < intervals.length; i++) {
    const lo = intervals[i][0]
    const hi = intervals[i][1]
    if (lo <= picked[0]) continue // already holds two chosen points

    if (lo <= picked[1]) {
      // exactly one chosen point inside: add the right end
      picked[0] = picked[1]
      picked[1] = hi
      total += 1
      continue
    }
    // none inside: greedily take the two rightmost points
    picked[0] = hi - 1
    picked[1] = hi
    total += 2
  }
  return total
}
`,
    'O(n log n)',
    'O(1)',
  ],
  [
    'typescript: the two largest values kept in a two-slot array',
    'typescript',
    `export function twoLargest(nums: number[]): number[] {
  const top: number[] = [-Infinity, -Infinity]
  for (const x of nums) {
    if (x > top[0]) {
      top[1] = top[0]
      top[0] = x
    } else if (x > top[1]) {
      top[1] = x
    }
  }
  return top
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: the two largest values kept in a two-slot list',
    'python',
    `from typing import List

class Solution:
    def twoLargest(self, nums: List[int]) -> List[int]:
        top = [float('-inf'), float('-inf')]
        for x in nums:
            if x > top[0]:
                top[1] = top[0]
                top[0] = x
            elif x > top[1]:
                top[1] = x
        return top
`,
    'O(n)',
    'O(1)',
  ],
]

describe('fixed slots written by literal index', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
