import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Taking the front of an array-backed list (`del slots[0]`, `list.remove(0)`, `arr.shift()`) moves every
 * element after it: O(n) each, O(n^2) to empty the list. `del` on a dict only unlinks a key.
 */
const CASES: Case[] = [
  [
    'python: del slots[0] shifts the list, del seen[x] unlinks a key',
    'python',
    `from typing import List
class Solution:
    def drain(self, nums: List[int]) -> int:
        slots = list(nums)
        total = 0
        while slots:
            total += slots[0]
            del slots[0]
        return total

    def counts(self, nums: List[int]) -> int:
        seen = {}
        for x in nums:
            seen[x] = seen.get(x, 0) + 1
            if seen[x] > 2:
                del seen[x]
        return len(seen)
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'java: remove(0) on an ArrayList until it is empty',
    'java',
    `import java.util.*;

class Solution {
    public int drain(int[] nums) {
        List<Integer> slots = new ArrayList<>();
        for (int x : nums) slots.add(x);
        int total = 0;
        while (!slots.isEmpty()) total += slots.remove(0);
        return total;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'javascript: shift() until the array is empty',
    'javascript',
    `function drain(nums) {
  const slots = [...nums]
  let total = 0
  while (slots.length) total += slots.shift()
  return total
}
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('removals from the front of a list', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
