import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A loop from just past i to `i + w`, cut at the end of the input (`j <= i + w && j < n`,
 * `range(i + 1, min(i + w, n) + 1)`), runs the window w at most: the end only cuts it short. Its count
 * is w, as such problems state it (O(n * w)), not the sum of the two ranges.
 */
const CASES: Case[] = [
  [
    'a Go window tested beside the end',
    'go',
    `package main

// fewest hops to the end, jumping at most reach cells ahead
func minHops(cells []int, reach int) int {
	n := len(cells)
	hops := make([]int, n)
	for i := 1; i < n; i++ {
		hops[i] = n
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j <= i+reach && j < n; j++ {
			if cells[j] == 0 && hops[i]+1 < hops[j] {
				hops[j] = hops[i] + 1
			}
		}
	}
	return hops[n-1]
}
`,
    'O(m * n)',
    'O(n)',
  ],
  [
    'a Python range to the smaller of the window and the end',
    'python',
    `from typing import List


class Solution:
    def maxGain(self, gains: List[int], span: int) -> int:
        n = len(gains)
        best = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            # the next pick is at least one and at most \`span\` places on
            for j in range(i + 1, min(i + span, n) + 1):
                best[i] = max(best[i], gains[i] + best[j])
        return best[0]
`,
    'O(m * n)',
    'O(n)',
  ],
  [
    'a Java loop to Math.min of the window and the length',
    'java',
    `class Solution {
    public int cheapestRun(int[] price, int window) {
        int n = price.length;
        int best = Integer.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            int sum = 0;
            for (int j = i; j < Math.min(i + window, n); j++) {
                sum += price[j];
            }
            best = Math.min(best, sum);
        }
        return best;
    }
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'control: two absolute ends in JavaScript',
    'javascript',
    `// control: both ends are absolute, so the inner loop is the rest of the input
function suffixPairs(nums, limit) {
  let count = 0;
  for (let i = 0; i < nums.length; i++) {
    for (let j = i + 1; j < Math.min(limit, nums.length); j++) {
      if (nums[i] + nums[j] === 0) count++;
    }
  }
  return count;
}
`,
    'O(m * n)',
    'O(1)',
  ],
]

describe('windows cut short at the end of the input', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
