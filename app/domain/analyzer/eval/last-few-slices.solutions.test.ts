import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A slice from a negative literal to the end (`xs[-3:]`, `nums.slice(-3)`) holds the last few elements,
 * as many as the literal says: taking it costs constant time and space, in a loop or not.
 */
const CASES: Case[] = [
  [
    'javascript: maximum product of three from nums.slice(-3)',
    'javascript',
    `/**
 * @param {number[]} nums
 * @return {number}
 */
function maximumProduct(nums) {
  nums.sort((x, y) => x - y)
  const [smallest, secondSmallest] = nums
  const [third, second, largest] = nums.slice(-3)
  const allLarge = third * second * largest
  const twoNegatives = smallest * secondSmallest * largest
  return allLarge > twoNegatives ? allLarge : twoNegatives
}
`,
    'O(n log n)',
    'O(1)',
  ],
  [
    'python: maximum product of three from nums[-3:]',
    'python',
    `class Solution:
    def maximumProduct(self, nums: list[int]) -> int:
        nums.sort()
        a, b, c = nums[-3:]
        return max(a * b * c, nums[0] * nums[1] * c)
`,
    'O(n log n)',
    'O(1)',
  ],
  [
    'typescript: tribonacci from seq.slice(-3) on every pass',
    'typescript',
    `export function tribonacci(n: number): number {
  const seq: number[] = [0, 1, 1]
  for (let i = 3; i <= n; i++) {
    const [a, b, c] = seq.slice(-3)
    seq.push(a + b + c)
  }
  return seq[n]
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: tribonacci summing seq[-3:] on every pass',
    'python',
    `class Solution:
    def tribonacci(self, n: int) -> int:
        seq = [0, 1, 1]
        for _ in range(3, n + 1):
            seq.append(sum(seq[-3:]))
        return seq[n]
`,
    'O(n)',
    'O(n)',
  ],
]

describe('slices of the last few elements', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
