import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A map keyed by elements of the input (`chosen[x] += 1` with `x = nums[i]`) holds at most as many
 * keys as the input has elements, beside what it was made with, however many times a backtracking search
 * adds to it: O(n), not one key per call.
 */
const CASES: Case[] = [
  [
    'python: subsets with no two values a gap apart, a dict of chosen counts',
    'python',
    `from typing import List

class Solution:
    def countSpacedSubsets(self, nums: List[int], gap: int) -> int:
        # subsets with no two values exactly \`gap\` apart
        chosen = {}

        def go(i: int) -> int:
            if i == len(nums):
                return 1
            ways = go(i + 1)
            x = nums[i]
            if chosen.get(x - gap, 0) == 0 and chosen.get(x + gap, 0) == 0:
                chosen[x] = chosen.get(x, 0) + 1
                ways += go(i + 1)
                chosen[x] -= 1
            return ways

        return go(0) - 1
`,
    'O(2^n)',
    'O(n)',
  ],
  [
    'java: the same with HashMap.merge on a field',
    'java',
    `import java.util.*;

class Solution {
    private int[] nums;
    private int gap;
    private final Map<Integer, Integer> chosen = new HashMap<>();

    public int countSpacedSubsets(int[] nums, int gap) {
        this.nums = nums;
        this.gap = gap;
        return go(0) - 1;
    }

    private int go(int i) {
        if (i == nums.length) return 1;
        int ways = go(i + 1);
        int x = nums[i];
        if (chosen.getOrDefault(x - gap, 0) == 0 && chosen.getOrDefault(x + gap, 0) == 0) {
            chosen.merge(x, 1, Integer::sum);
            ways += go(i + 1);
            chosen.merge(x, -1, Integer::sum);
        }
        return ways;
    }
}
`,
    'O(2^n)',
    'O(n)',
  ],
  [
    'typescript: the same with a Record of counts in a closure',
    'typescript',
    `export function countSpacedSubsets(nums: number[], gap: number): number {
    const chosen: Record<number, number> = {};
    const go = (i: number): number => {
        if (i === nums.length) return 1;
        let ways = go(i + 1);
        const x = nums[i]!;
        if (!chosen[x - gap] && !chosen[x + gap]) {
            chosen[x] = (chosen[x] ?? 0) + 1;
            ways += go(i + 1);
            chosen[x]! -= 1;
        }
        return ways;
    };
    return go(0) - 1;
}
`,
    'O(2^n)',
    'O(n)',
  ],
]

describe('maps keyed by elements of the input', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
