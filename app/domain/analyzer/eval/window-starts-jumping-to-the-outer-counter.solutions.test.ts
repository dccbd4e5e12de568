import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `if s[right] != s[right - 1]: left = right` inside `for right in ...`, with an inner `while right - left + 1 > k:
 * left += 1`: the window's left end jumps to the outer loop's counter, which the inner loop keeps it behind,
 * so it only ever moves forward and all the inner passes together cross the range once. A left end set
 * back to zero on every pass (the control) still costs a pass per outer step.
 */
const CASES: Case[] = [
  [
    'python: a run restarted where a new letter begins, capped at three',
    'python',
    `class Solution:
    def f(self, s: str) -> int:
        best = 0
        left = 0
        for right in range(len(s)):
            if right > 0 and s[right] != s[right - 1]:
                left = right
            while right - left + 1 > 3:
                left += 1
            best = max(best, right - left + 1)
        return best
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: a stretch restarted after a zero, capped at k values',
    'java',
    `class Solution {
    // Longest stretch without a zero, where a stretch may hold at most k values.
    public int longestCapped(int[] nums, int k) {
        int best = 0;
        int start = 0;
        for (int i = 0; i < nums.length; i++) {
            if (nums[i] == 0) {
                start = i + 1;
                continue;
            }
            if (i > 0 && nums[i - 1] == 0) start = i;
            while (i - start + 1 > k) start++;
            best = Math.max(best, i - start + 1);
        }
        return best;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: a rising run restarted where it falls, capped at a limit',
    'go',
    `package main

// longestCalmRun: the longest stretch whose values rise, holding no more than limit of them.
func longestCalmRun(nums []int, limit int) int {
	best, lo := 0, 0
	for hi := 0; hi < len(nums); hi++ {
		if hi > 0 && nums[hi] <= nums[hi-1] {
			lo = hi
		}
		for hi-lo+1 > limit {
			lo++
		}
		if hi-lo+1 > best {
			best = hi - lo + 1
		}
	}
	return best
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python (control): the left end set back to zero on every pass',
    'python',
    `class Solution:
    def pairsBelow(self, nums) -> int:
        count = 0
        for right in range(len(nums)):
            left = 0
            while left < right:
                if nums[left] < nums[right]:
                    count += 1
                left += 1
        return count
`,
    'O(n^2)',
    'O(1)',
  ],
]

describe('window starts that jump to the outer counter', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
