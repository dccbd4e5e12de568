import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `for x in nums: lo, hi = 0, size; <binary search>; if lo == size: size += 1`: a count the loop body steps
 * up is read by the passes after the one that stepped it, so from the body's start it holds up to what the
 * loop counts, not the zero it started from. A count read only after its loop (the control) was right
 * already and stays so.
 */
const CASES: Case[] = [
  [
    "java: patience sorting's piles searched up to their count",
    'java',
    `class Solution {
    public int lengthOfLIS(int[] nums) {
        int[] piles = new int[nums.length];
        int count = 0;
        for (int x : nums) {
            int left = 0, right = count;
            while (left < right) {
                int mid = left + (right - left) / 2;
                if (piles[mid] >= x) right = mid;
                else left = mid + 1;
            }
            piles[left] = x;
            if (left == count) count++;
        }
        return count;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: tails searched up to their size',
    'python',
    `class Solution:
    def lengthOfLIS(self, nums):
        tails = [0] * len(nums)
        size = 0
        for x in nums:
            lo, hi = 0, size
            while lo < hi:
                mid = (lo + hi) // 2
                if tails[mid] < x:
                    lo = mid + 1
                else:
                    hi = mid
            tails[lo] = x
            if lo == size:
                size += 1
        return size
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'go: each value looked for among the distinct ones kept so far',
    'go',
    `package main

// distinctPrefix moves the first copy of every value to the front, keeping their order, without a set.
func distinctPrefix(nums []int) int {
	k := 0
	for _, x := range nums {
		seen := false
		for j := 0; j < k; j++ {
			if nums[j] == x {
				seen = true
				break
			}
		}
		if !seen {
			nums[k] = x
			k++
		}
	}
	return k
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'typescript (control): a count read after its loop',
    'typescript',
    `export function positivesDoubled(nums: number[]): number[] {
  let positives = 0;
  for (const x of nums) {
    if (x > 0) positives++;
  }
  const out: number[] = [];
  for (let j = 0; j < positives; j++) out.push(2 * j);
  return out;
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('counts read by the passes after the one that stepped them', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
