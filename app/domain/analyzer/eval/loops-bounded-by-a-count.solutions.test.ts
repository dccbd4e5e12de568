import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A loop bounded by a cell of a table of counters (`for (i = 0; i < freq[0]; i++)` after `freq[x % 10]++`
 * over the input) runs at most as often as all the counts together: the input's length, not an unknown.
 */
const CASES: Case[] = [
  [
    'java: doubling once per counted value ending in 0',
    'java',
    `class Solution {
    public long waysWithZeros(int[] nums) {
        int[] freq = new int[10];
        for (int x : nums) freq[x % 10]++;
        long ways = 1;
        // every value ending in 0 may be kept or dropped
        for (int i = 0; i < freq[0]; i++) ways = ways * 2 % 1_000_000_007;
        return ways;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: ones then zeros, each written as often as it was counted',
    'python',
    `from typing import List

class Solution:
    def spreadOnes(self, bits: List[int]) -> List[int]:
        count = [0, 0]
        for b in bits:
            count[b] += 1
        out = []
        for _ in range(count[1]):
            out.append(1)
        for _ in range(count[0]):
            out.append(0)
        return out
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: counting sort of three colours through a [3]int',
    'go',
    `package main

func sortColours(nums []int) []int {
	var cnt [3]int
	for _, x := range nums {
		cnt[x]++
	}
	out := make([]int, 0, len(nums))
	for c := 0; c < 3; c++ {
		for i := 0; i < cnt[c]; i++ {
			out = append(out, c)
		}
	}
	return out
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('loops bounded by a count from a table of counters', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
