import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A loop body that ends in `return`, past its last `continue` (or `break`): once that stretch is reached the
 * call ends, so its work (a walk over the rest of the input) runs at most once per call, not once per pass
 * of the loops around it.
 */
const CASES: Case[] = [
  [
    'python: the last digit that can go up, bumped and its tail reset, then returned',
    'python',
    `class Solution:
    def nextGreaterDigits(self, digits: list[int]) -> list[int]:
        # Raise the last digit that can go up by one of the next three values, then reset the tail.
        n = len(digits)
        for i in range(n - 1, -1, -1):
            for bump in range(1, 4):
                if digits[i] + bump > 9:
                    continue
                digits[i] += bump
                for j in range(i + 1, n):
                    digits[j] = 0
                return digits
        return [1] + [0] * n
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: past the first negative, every value fixed and summed, then returned',
    'javascript',
    `/**
 * @param {number[]} nums
 * @return {number}
 */
var firstRepairedSum = function (nums) {
  for (let i = 0; i < nums.length; i++) {
    if (nums[i] >= 0) continue;
    // the first negative: fix every value from here on and report the total
    let total = 0;
    for (let j = i; j < nums.length; j++) {
      nums[j] = Math.abs(nums[j]);
      total += nums[j];
    }
    return total;
  }
  return -1;
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: the array rotated at its first zero and returned',
    'java',
    `class Solution {
    public int[] shiftAfterFirstZero(int[] nums) {
        int n = nums.length;
        for (int i = 0; i < n; i++) {
            if (nums[i] != 0) continue;
            int[] out = new int[n];
            for (int j = 0; j < n; j++) out[j] = nums[(i + j) % n];
            return out;
        }
        return nums.clone();
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: the rest of the slice after the first big gap, made and returned',
    'go',
    `package main

func firstBigGap(nums []int, k int) []int {
	for i := 1; i < len(nums); i++ {
		if nums[i]-nums[i-1] <= k {
			continue
		}
		rest := make([]int, 0, len(nums)-i)
		for _, v := range nums[i:] {
			rest = append(rest, v-nums[i])
		}
		return rest
	}
	return nil
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('the final stretch of a loop body that returns', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
