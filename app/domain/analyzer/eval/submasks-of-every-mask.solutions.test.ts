import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Submasks walked for every mask (`for (sub = mask; sub; sub = (sub - 1) & mask)` inside a loop over all
 * 2^n masks): each item is out of the mask, in it only, or in the submask too, so the walks total 3^n steps,
 * times the loops around the loop over the masks; not 2^n per mask.
 */
const CASES: Case[] = [
  [
    'python: sums over the submasks of every mask in a while loop',
    'python',
    `class Solution:
    def subsetSums(self, nums: list[int]) -> list[int]:
        # for every mask, the sum of f over all its submasks, walked directly
        n = len(nums)
        f = [0] * (1 << n)
        for mask in range(1 << n):
            f[mask] = sum(nums[i] for i in range(n) if mask >> i & 1) % 7
        total = [0] * (1 << n)
        for mask in range(1 << n):
            sub = mask
            while sub:
                total[mask] += f[sub]
                sub = (sub - 1) & mask
        return total
`,
    'O(3^n)',
    'O(2^n)',
  ],
  [
    'cpp: fewest groups by a DP over masks and their submasks in a for header',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;
class Solution {
public:
    // fewest groups of total weight at most cap that hold every item
    int minGroups(vector<int>& w, int cap) {
        int n = w.size(), full = (1 << n) - 1;
        vector<int> load(1 << n, 0);
        for (int mask = 1; mask <= full; mask++) {
            int low = __builtin_ctz(mask);
            load[mask] = load[mask & (mask - 1)] + w[low];
        }
        vector<int> dp(1 << n, INT_MAX / 2);
        dp[0] = 0;
        for (int mask = 1; mask <= full; mask++)
            for (int sub = mask; sub > 0; sub = (sub - 1) & mask)
                if (load[sub] <= cap) dp[mask] = min(dp[mask], dp[mask ^ sub] + 1);
        return dp[full];
    }
};
`,
    'O(3^n)',
    'O(2^n)',
  ],
  [
    'go: splits counted over every mask and submask, the walk ending on zero',
    'go',
    `package main

func countSplits(vals []int) int {
	n := len(vals)
	sum := make([]int, 1<<n)
	for mask := 1; mask < 1<<n; mask++ {
		for i := 0; i < n; i++ {
			if mask>>i&1 == 1 {
				sum[mask] += vals[i]
			}
		}
	}
	count := 0
	for mask := 0; mask < 1<<n; mask++ {
		for sub := mask; ; sub = (sub - 1) & mask {
			if sum[sub]*2 == sum[mask] {
				count++
			}
			if sub == 0 {
				break
			}
		}
	}
	return count
}
`,
    'O(3^n)',
    'O(2^n)',
  ],
]

describe('submasks of every mask', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
