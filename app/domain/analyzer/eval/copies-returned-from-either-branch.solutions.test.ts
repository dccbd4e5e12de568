import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `return bestLen == INT_MAX ? "" : s.substr(bestStart, bestLen)`: either branch of a returned conditional may be
 * what the caller gets, so the copy in the other branch counts as output, not only the empty string. The
 * Python case passed before and stays as a regression test; a conditional between two fixed strings (the
 * control) stays O(1).
 */
const CASES: Case[] = [
  [
    'cpp: the shortest window of a run returned as a substring or nothing',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;
class Solution {
public:
    string longestRun(string s) {
        int bestStart = 0, bestLen = INT_MAX;
        int left = 0;
        for (int right = 0; right < (int)s.size(); right++) {
            if (right > 0 && s[right] != s[right - 1]) left = right;
            if (right - left + 1 < bestLen) {
                bestLen = right - left + 1;
                bestStart = left;
            }
        }
        return bestLen == INT_MAX ? "" : s.substr(bestStart, bestLen);
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: the longest run sliced out, or an empty string',
    'python',
    `class Solution:
    def longestNiceRun(self, s: str) -> str:
        best_start = best_len = left = 0
        for right in range(len(s)):
            if right > 0 and s[right] < s[right - 1]:
                left = right
            if right - left + 1 > best_len:
                best_len = right - left + 1
                best_start = left
        return "" if best_len == 0 else s[best_start:best_start + best_len]
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: the longest run sliced out, or an empty string',
    'javascript',
    `var longestNiceRun = function (s) {
  let bestStart = 0;
  let bestLen = 0;
  let left = 0;
  for (let right = 0; right < s.length; right++) {
    if (right > 0 && s[right] < s[right - 1]) left = right;
    if (right - left + 1 > bestLen) {
      bestLen = right - left + 1;
      bestStart = left;
    }
  }
  return bestLen === 0 ? '' : s.slice(bestStart, bestStart + bestLen);
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript (control): one of two fixed words',
    'typescript',
    `export function parity(nums: number[]): string {
  let odd = 0;
  for (const x of nums) if (x % 2 !== 0) odd++;
  return odd % 2 === 0 ? 'even' : 'odd';
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('copies returned from either branch of a conditional', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
