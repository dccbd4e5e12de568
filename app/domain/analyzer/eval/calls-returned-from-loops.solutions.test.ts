import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A recursive call a loop returns (`for j in range(i + 1, n): if ...: return 1 + climb(j)`) ends the
 * loop: one call per invocation, not one per pass, so the recursion is a chain, not n! arrangements.
 * When the loop starts just past the position it is handed and hands on where it stopped, the loops of
 * all the calls walk disjoint stretches: O(n) in all.
 */
const CASES: Case[] = [
  [
    'python: return 1 + climbs(nums, j) from a range loop',
    'python',
    `def climbs(nums, i=0):
    # Count the steps up to the next larger value, greedily, until none is left.
    for j in range(i + 1, len(nums)):
        if nums[j] > nums[i]:
            return 1 + climbs(nums, j)
    return 0
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: a private helper returns its call from a for loop',
    'java',
    `class Solution {
    public int longestChain(int[] nums) {
        return chain(nums, 0);
    }

    private int chain(int[] nums, int i) {
        for (int j = i + 1; j < nums.length; j++) {
            if (nums[j] > nums[i]) return 1 + chain(nums, j);
        }
        return 0;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: a closure returns its call from a for loop',
    'go',
    `package main

func greedyChain(nums []int) int {
	var from func(i int) int
	from = func(i int) int {
		for j := i + 1; j < len(nums); j++ {
			if nums[j] > nums[i] {
				return 1 + from(j)
			}
		}
		return 0
	}
	return from(0)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: the first word found is followed, a slice per end tried',
    'javascript',
    `function firstWords(s, start, dict) {
  if (start === s.length) return 0;
  for (let end = start + 1; end <= s.length; end++) {
    if (dict.has(s.slice(start, end))) return 1 + firstWords(s, end, dict);
  }
  return -1;
}
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('recursive calls a loop returns', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
