import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Filling or reversing the stretch between two marks (`for k in range(i + 1, j)`, `lo, hi = i + 1, j - 1;
 * while lo < hi`), after which the enclosing loop jumps its mark to the stretch's end (`i = j`): the
 * stretches never overlap, so together they cover the input once. A mark moved one step (`i = i + 1` by
 * way of `j = i + 1`) leaves the inner walk to the end quadratic.
 */
const CASES: Case[] = [
  [
    'push dominoes with a for and a two-pointer fill (C++)',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    string pushDominoes(string dominoes) {
        // pad with virtual walls so every segment has two ends
        string s = "L" + dominoes + "R";
        string res = s;
        int n = s.size();
        int left = 0;
        while (left < n - 1) {
            int right = left + 1;
            while (s[right] == '.') ++right;

            char a = s[left], b = s[right];
            if (a == b) {
                for (int k = left + 1; k < right; ++k) res[k] = a;
            } else if (a == 'R' && b == 'L') {
                int lo = left + 1, hi = right - 1;
                while (lo < hi) {
                    res[lo++] = 'R';
                    res[hi--] = 'L';
                }
            }
            // 'L' ... 'R' leaves the middle standing
            left = right;
        }
        return res.substr(1, n - 2);
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'push dominoes with range(i + 1, j) and a tuple of ends (Python)',
    'python',
    `class Solution:
    def pushDominoes(self, dominoes: str) -> str:
        s = 'L' + dominoes + 'R'
        res = list(s)
        i = 0
        while i < len(s) - 1:
            j = i + 1
            while s[j] == '.':
                j += 1
            if s[i] == s[j]:
                for k in range(i + 1, j):
                    res[k] = s[i]
            elif s[i] == 'R' and s[j] == 'L':
                lo, hi = i + 1, j - 1
                while lo < hi:
                    res[lo], res[hi] = 'R', 'L'
                    lo += 1
                    hi -= 1
            i = j
        return ''.join(res[1:-1])
`,
    'O(n)',
    'O(n)',
  ],
  [
    'gaps filled between marks, then left = right (Java)',
    'java',
    `class Solution {
    public int[] fillGaps(int[] marks) {
        int n = marks.length;
        int[] out = marks.clone();
        int left = 0;
        while (left < n - 1) {
            int right = left + 1;
            while (right < n && marks[right] == 0) right++;
            if (right == n) break;
            for (int k = left + 1; k < right; k++) out[k] = Math.max(marks[left], marks[right]);
            left = right;
        }
        return out;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'words reversed in place between spaces (JavaScript)',
    'javascript',
    `function reverseRuns(chars) {
  let start = 0
  while (start < chars.length) {
    let end = start
    while (end < chars.length && chars[end] !== ' ') end++
    let lo = start, hi = end - 1
    while (lo < hi) {
      ;[chars[lo], chars[hi]] = [chars[hi], chars[lo]]
      lo++
      hi--
    }
    start = end + 1
  }
  return chars
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'an inner walk to the end while the mark steps by one (Java)',
    'java',
    `class Solution {
    public int countPairs(int[] nums) {
        int n = nums.length, count = 0, i = 0;
        while (i < n) {
            int j = i + 1;
            for (int k = j; k < n; k++) if (nums[i] == nums[k]) count++;
            i = j;
        }
        return count;
    }
}
`,
    'O(n^2)',
    'O(1)',
  ],
]

describe('stretches between two marks', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
