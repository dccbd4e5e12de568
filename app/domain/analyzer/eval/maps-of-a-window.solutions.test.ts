import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A map of counts over a window of k that drops the key of the element leaving it (`gone = nums[i - k];
 * counts[gone] -= 1; if counts[gone] == 0: del counts[gone]`) holds no more keys than the window has
 * elements: O(k).
 */
const CASES: Case[] = [
  [
    'python: distinct windows of k with a defaultdict and del',
    'python',
    `from collections import defaultdict


class Solution:
    def maximumSubarraySum(self, nums: list[int], k: int) -> int:
        # largest sum of a length-k window whose values are all distinct
        counts = defaultdict(int)
        total = best = 0
        for i, x in enumerate(nums):
            counts[x] += 1
            total += x
            if i >= k:
                gone = nums[i - k]
                counts[gone] -= 1
                total -= gone
                if counts[gone] == 0:
                    del counts[gone]
            if i >= k - 1 and len(counts) == k:
                best = max(best, total)
        return best
`,
    'O(n)',
    'O(k)',
  ],
  [
    'java: HashMap.merge down to zero, then remove(nums[i - k])',
    'java',
    `import java.util.*;

class Solution {
    public int distinctInWindows(int[] nums, int k) {
        Map<Integer, Integer> counts = new HashMap<>();
        int best = 0;
        for (int i = 0; i < nums.length; i++) {
            counts.merge(nums[i], 1, Integer::sum);
            if (i >= k) {
                int out = nums[i - k];
                if (counts.merge(out, -1, Integer::sum) == 0) counts.remove(out);
            }
            if (i >= k - 1) best = Math.max(best, counts.size());
        }
        return best;
    }
}
`,
    'O(n)',
    'O(k)',
  ],
  [
    'javascript: Map.delete of the element leaving the window',
    'javascript',
    `/**
 * @param {number[]} nums
 * @param {number} k
 * @return {number}
 */
var distinctNumbers = function (nums, k) {
  const counts = new Map();
  let best = 0;
  for (let i = 0; i < nums.length; i++) {
    counts.set(nums[i], (counts.get(nums[i]) ?? 0) + 1);
    if (i >= k) {
      const gone = nums[i - k];
      const left = counts.get(gone) - 1;
      if (left === 0) counts.delete(gone);
      else counts.set(gone, left);
    }
    if (i >= k - 1) best = Math.max(best, counts.size);
  }
  return best;
};
`,
    'O(n)',
    'O(k)',
  ],
  [
    'go: delete(counts, nums[i-k]) once its count is zero',
    'go',
    `package main

func maxDistinctWindow(nums []int, k int) int {
	counts := map[int]int{}
	best := 0
	for i, x := range nums {
		counts[x]++
		if i >= k {
			old := nums[i-k]
			counts[old]--
			if counts[old] == 0 {
				delete(counts, old)
			}
		}
		if i >= k-1 && len(counts) > best {
			best = len(counts)
		}
	}
	return best
}
`,
    'O(n)',
    'O(k)',
  ],
]

describe('maps of a window of k', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
