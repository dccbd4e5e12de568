import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `best.clear(); best.add(i)` inside a loop: a clear drops what was put in since the last clear, each
 * element once, and every put already paid for it. Clears cost O(1) amortised, not a copy per pass.
 */
const CASES: Case[] = [
  [
    'python: the indices of the largest value, restarted with list.clear()',
    'python',
    `class Solution:
    def maxIndices(self, nums: list[int]) -> list[int]:
        # every index holding the largest value
        best = []
        top = None
        for i, x in enumerate(nums):
            if top is None or x > top:
                top = x
                best.clear()
                best.append(i)
            elif x == top:
                best.append(i)
        return best
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: the starts of the longest runs, an ArrayList cleared when a longer run appears',
    'java',
    `import java.util.*;

class Solution {
    public List<Integer> longestRunStarts(int[] nums) {
        List<Integer> starts = new ArrayList<>();
        int best = 0, len = 0;
        for (int i = 0; i < nums.length; i++) {
            len = (i > 0 && nums[i] > nums[i - 1]) ? len + 1 : 1;
            if (len > best) {
                best = len;
                starts.clear();
                starts.add(i - len + 1);
            } else if (len == best) {
                starts.add(i - len + 1);
            }
        }
        return starts;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: words split on spaces through a vector<char> cleared after each word',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    vector<string> splitWords(const string& s) {
        vector<string> words;
        vector<char> cur;
        for (char c : s) {
            if (c == ' ') {
                if (!cur.empty()) words.emplace_back(cur.begin(), cur.end());
                cur.clear();
            } else {
                cur.push_back(c);
            }
        }
        if (!cur.empty()) words.emplace_back(cur.begin(), cur.end());
        return words;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: a Set cleared at each repeat',
    'javascript',
    `/**
 * Length of the longest stretch without a repeated value, restarting after each repeat.
 * @param {number[]} nums
 * @return {number}
 */
var longestFreshStretch = function (nums) {
  const seen = new Set();
  let best = 0;
  for (const x of nums) {
    if (seen.has(x)) seen.clear();
    seen.add(x);
    best = Math.max(best, seen.size);
  }
  return best;
};
`,
    'O(n)',
    'O(n)',
  ],
]

describe('clears amortised over the puts', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
