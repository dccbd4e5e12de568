import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A walk over every pair or triple of the input: Python's `combinations(xs, 2)`, `product(a, b)` and
 * `product(xs, repeat=3)` hand out as many tuples as the lengths multiplied, as the nested loops that other
 * languages write for it run.
 */
const CASES: Case[] = [
  [
    'python: every pair through itertools.combinations, counted in a generator',
    'python',
    `from itertools import combinations
from typing import List
class Solution:
    def countPairs(self, nums: List[int], target: int) -> int:
        return sum(1 for a, b in combinations(nums, 2) if a + b < target)
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'python: every pair of two lists through itertools.product',
    'python',
    `from itertools import product
from typing import List
class Solution:
    def pairs(self, a: List[int], b: List[int]) -> int:
        best = 0
        for x, y in product(a, b):
            best = max(best, x * y)
        return best

`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'python: every triple through product(nums, repeat=3)',
    'python',
    `import itertools
from typing import List

class Solution:
    def zeroTriples(self, nums: List[int]) -> int:
        return sum(1 for t in itertools.product(nums, repeat=3) if sum(t) == 0)
`,
    'O(n^3)',
    'O(1)',
  ],
  [
    'javascript: every pair as a forEach over a slice after each element',
    'javascript',
    `function countPairs(nums, target) {
  let count = 0
  nums.forEach((a, i) => {
    for (const b of nums.slice(i + 1)) if (a + b < target) count++
  })
  return count
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'java: every pair as two index loops',
    'java',
    `class Solution {
    public int countPairs(int[] nums, int target) {
        int count = 0;
        for (int i = 0; i < nums.length; i++)
            for (int j = i + 1; j < nums.length; j++)
                if (nums[i] + nums[j] < target) count++;
        return count;
    }
}
`,
    'O(n^2)',
    'O(1)',
  ],
]

describe('walks over tuples of the input', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
