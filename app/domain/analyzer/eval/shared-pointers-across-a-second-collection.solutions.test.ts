import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A pointer shared across the loop around it that walks a second collection (`while j < len(t) and
 * t[j] != c: j += 1` inside `for c in s`) crosses that collection once per run of the outer loop: O(m + n),
 * not just the outer loop's n. The last case is a control: a window's left edge moved on a sum over the
 * same list stays O(n).
 */
const CASES: Case[] = [
  [
    'python: is s a subsequence of t, the pointer into t kept across the loop',
    'python',
    `class Solution:
    def isSubsequence(self, s: str, t: str) -> bool:
        # is s a subsequence of t
        j = 0
        for c in s:
            while j < len(t) and t[j] != c:
                j += 1
            if j == len(t):
                return False
            j += 1
        return True
`,
    'O(m + n)',
    'O(1)',
  ],
  [
    'cpp: the same with the pointer stepped in the for-header too',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;
class Solution {
public:
    bool isSub(string s, string t) {
        int n = s.size(), m = t.size();
        for (int j = 0, p = 0; j < n; ++j, ++p) {
            while (p < m && t[p] != s[j]) ++p;
            if (p >= m) return false;
        }
        return true;
    }
};
`,
    'O(m + n)',
    'O(1)',
  ],
  [
    'java: characters to append, s.charAt(j) read at the shared pointer',
    'java',
    `class Solution {
    public int appendCharacters(String s, String t) {
        // how many characters of t must be appended to s so that t becomes a subsequence
        int j = 0;
        for (int i = 0; i < t.length(); i++) {
            while (j < s.length() && s.charAt(j) != t.charAt(i)) j++;
            if (j == s.length()) return t.length() - i;
            j++;
        }
        return 0;
    }
}
`,
    'O(m + n)',
    'O(1)',
  ],
  [
    'go: players matched to sorted trainers',
    'go',
    `package main

func matchPlayers(players []int, trainers []int) int {
	// both sorted: each player takes the first trainer strong enough
	j, matched := 0, 0
	for _, p := range players {
		for j < len(trainers) && trainers[j] < p {
			j++
		}
		if j == len(trainers) {
			break
		}
		matched++
		j++
	}
	return matched
}
`,
    'O(m + n)',
    'O(1)',
  ],
  [
    'python: a control, the shortest window with a large enough sum',
    'python',
    `from typing import List

class Solution:
    def minSubArrayLen(self, target: int, nums: List[int]) -> int:
        # control: the window's left edge moves on a sum, over the same list
        left, total, best = 0, 0, len(nums) + 1
        for right, x in enumerate(nums):
            total += x
            while total >= target:
                best = min(best, right - left + 1)
                total -= nums[left]
                left += 1
        return best if best <= len(nums) else 0
`,
    'O(n)',
    'O(1)',
  ],
]

describe('shared pointers that cross a second collection', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
