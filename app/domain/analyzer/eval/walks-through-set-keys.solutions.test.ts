import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A loop that goes on while its value is a key of a set it never adds to, and moves the value up each pass
 * (doubling it, stepping it), sees each key at most once: as many passes as the set has keys.
 */
const CASES: Case[] = [
  [
    'python: double the value while the set holds it',
    'python',
    `class Solution:
    def findFinalValue(self, nums, original):
        present = set(nums)
        while original in present:
            original *= 2
        return original
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: the same with Set.has',
    'javascript',
    `function findFinalValue(nums, original) {
  const present = new Set(nums);
  while (present.has(original)) original *= 2;
  return original;
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: an endless loop tripling the value, returning when comma-ok says the key is missing',
    'go',
    `package main

// chainLength counts how many times the value can be tripled while the list still holds it.
func chainLength(values []int, start int) int {
	held := make(map[int]bool, len(values))
	for _, v := range values {
		held[v] = true
	}
	steps := 0
	for {
		if _, ok := held[start]; !ok {
			return steps
		}
		steps++
		start *= 3
	}
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: count up from a start while the set contains the value',
    'java',
    `import java.util.*;

class Solution {
    public int longestRun(int[] nums, int start) {
        Set<Integer> seen = new HashSet<>();
        for (int x : nums) seen.add(x);
        int length = 0;
        while (seen.contains(start)) {
            length++;
            start++;
        }
        return length;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('walks through the keys of a set', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
