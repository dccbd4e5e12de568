import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * One pass over a second input (a set of banned values, a blocked list) beside super-linear work on the
 * main input is left out of the answer, as the usual statement of the cost does: O(n^2), not O(n^2 + m).
 */
const CASES: Case[] = [
  [
    'python: all pairs of nums checked against a set of banned sums',
    'python',
    `from typing import List

class Solution:
    def countPairs(self, nums: List[int], banned: List[int]) -> int:
        bad = set(banned)
        count = 0
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if nums[i] + nums[j] not in bad:
                    count += 1
        return count
`,
    'O(n^2)',
    'O(m)',
  ],
  [
    'java: nums sorted, then a greedy sweep that skips blocked values',
    'java',
    `import java.util.*;

class Solution {
    public int longestRun(int[] nums, int[] blocked) {
        Set<Integer> skip = new HashSet<>();
        for (int b : blocked) skip.add(b);
        Arrays.sort(nums);
        int best = 0, run = 0;
        for (int i = 0; i < nums.length; i++) {
            if (skip.contains(nums[i])) {
                run = 0;
                continue;
            }
            run = (i > 0 && nums[i] == nums[i - 1] + 1) ? run + 1 : 1;
            best = Math.max(best, run);
        }
        return best;
    }
}
`,
    'O(n log n)',
    'O(m)',
  ],
  [
    'go: every triple of nums, with the values to skip read into a map first',
    'go',
    `package main

func countTriples(nums []int, skip []int) int {
	skipped := map[int]bool{}
	for _, s := range skip {
		skipped[s] = true
	}
	count := 0
	for i := 0; i < len(nums); i++ {
		for j := i + 1; j < len(nums); j++ {
			for k := j + 1; k < len(nums); k++ {
				if !skipped[nums[i]+nums[j]+nums[k]] {
					count++
				}
			}
		}
	}
	return count
}
`,
    'O(n^3)',
    'O(m)',
  ],
]

describe('a pass over a second input beside heavier work', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
