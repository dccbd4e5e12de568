import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/** `mid = Math.ceil((lo + hi) / 2)`: a midpoint rounded up halves the range as one rounded down does. */
const MIDPOINTS_ROUNDED_UP: Case[] = [
  [
    'typescript: the largest k for which a check holds, mid rounded up with Math.ceil',
    'typescript',
    `export function largestFeasible(nums: number[]): number {
  const n = nums.length
  const ok = (k: number): boolean => {
    for (let i = 0; i < k; i++) if (2 * nums[i] > nums[n - k + i]) return false
    return true
  }
  let lo = 0
  let hi = Math.floor(n / 2)
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (ok(mid)) lo = mid
    else hi = mid - 1
  }
  return lo
}
`,
    'O(n log n)',
    'O(1)',
  ],
  [
    'python: the last index whose value is at most x, mid rounded up with math.ceil',
    'python',
    `import math
from typing import List

def last_at_most(nums: List[int], x: int) -> int:
    lo, hi = -1, len(nums) - 1
    while lo < hi:
        mid = math.ceil((lo + hi) / 2)
        if nums[mid] <= x:
            lo = mid
        else:
            hi = mid - 1
    return lo
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'java: the same search with Math.ceil over doubles',
    'java',
    `class Solution {
    public int lastAtMost(int[] nums, int x) {
        int lo = -1, hi = nums.length - 1;
        while (lo < hi) {
            int mid = (int) Math.ceil((lo + hi) / 2.0);
            if (nums[mid] <= x) lo = mid;
            else hi = mid - 1;
        }
        return lo;
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
]

describe('midpoints rounded up', () => {
  it.each(MIDPOINTS_ROUNDED_UP)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
