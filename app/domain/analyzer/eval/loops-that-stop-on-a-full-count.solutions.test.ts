import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * An inner loop that adds one to a cell of a fixed-size table on every pass (`count[c]++`, with
 * `new int[26]`) and stops once that cell passes a fixed count (`if count[c] > 3: break`) makes at most
 * 26 · 3 + 1 passes, whatever the input: a constant. The Python case is a control, a table as long as
 * the input.
 */
const CASES: Case[] = [
  [
    'java: longest substring with no letter more than three times, from every start',
    'java',
    `class Solution {
    public int longestWithAtMostThree(String s) {
        // longest substring where no letter appears more than three times, tried from every start
        int best = 0;
        for (int i = 0; i < s.length(); i++) {
            int[] count = new int[26];
            int len = 0;
            for (int j = i; j < s.length(); j++) {
                count[s.charAt(j) - 'a']++;
                if (count[s.charAt(j) - 'a'] > 3) break;
                len++;
            }
            best = Math.max(best, len);
        }
        return best;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: substrings with distinct letters, counted from every start',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int countShortDistinct(string s) {
        // substrings in which every letter appears at most once
        int n = s.size(), total = 0;
        for (int i = 0; i < n; ++i) {
            int seen[26] = {0};
            for (int j = i; j < n; ++j) {
                int c = s[j] - 'a';
                seen[c] += 1;
                if (seen[c] > 1) break;
                ++total;
            }
        }
        return total;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: longest substring with each letter at most twice, a [26]int per start',
    'go',
    `package main

func longestTwice(s string) int {
	best := 0
	for i := range s {
		var seen [26]int
		for j := i; j < len(s); j++ {
			k := s[j] - 'a'
			seen[k]++
			if seen[k] > 2 {
				break
			}
			if j-i+1 > best {
				best = j - i + 1
			}
		}
	}
	return best
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: a control whose table grows with the input',
    'python',
    `class Solution:
    def longestRun(self, s: str) -> int:
        # control: the table is as long as the input, so the break bounds nothing
        best = 0
        for i in range(len(s)):
            seen = [0] * len(s)
            for j in range(i, len(s)):
                seen[j - i] += 1
                if seen[j - i] > 1:
                    break
                best = max(best, j - i + 1)
        return best
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('loops that stop on a full count in a fixed table', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
