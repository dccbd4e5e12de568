import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Java's `StringBuilder.deleteCharAt(i)` shifts the characters after i: linear, except at the last index
 * (`sb.length() - 1`). A loop that deletes from the builder on every branch drains it, and a scan inside
 * it from the builder's end (`while (sb.charAt(k) != c) k--`) is a scan, not a level of a traversal. The
 * Python and C++ cases are the same algorithm on a list and a string, controls that were already right.
 */
const CASES: Case[] = [
  [
    'java: pairing characters up, the partner found from the end and both deleted',
    'java',
    `class Solution {
    public int pairUpMoves(String s) {
        // match the first character with its last copy, moving that copy to the end
        StringBuilder sb = new StringBuilder(s);
        int moves = 0;
        while (sb.length() > 1) {
            char c = sb.charAt(0);
            int k = sb.length() - 1;
            while (k > 0 && sb.charAt(k) != c) k--;
            if (k == 0) {
                moves += sb.length() / 2;
                sb.deleteCharAt(0);
                continue;
            }
            moves += sb.length() - 1 - k;
            sb.deleteCharAt(k);
            sb.deleteCharAt(0);
        }
        return moves;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'java: deleteCharAt(0) until the builder is empty',
    'java',
    `class Solution {
    public int f(String s) {
        StringBuilder sb = new StringBuilder(s);
        int c = 0;
        while (sb.length() > 0) {
            if (sb.charAt(0) == 'a') c++;
            sb.deleteCharAt(0);
        }
        return c;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'java: trailing characters dropped with deleteCharAt(sb.length() - 1)',
    'java',
    `class Solution {
    public String dropTrailing(String s, char c) {
        StringBuilder sb = new StringBuilder(s);
        while (sb.length() > 0 && sb.charAt(sb.length() - 1) == c) sb.deleteCharAt(sb.length() - 1);
        return sb.toString();
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: the same pairing on a list with pop(j) and pop(0)',
    'python',
    `class Solution:
    def pairUpMoves(self, s: str) -> int:
        chars = list(s)
        moves = 0
        while len(chars) > 1:
            first = chars[0]
            j = len(chars) - 1
            while chars[j] != first:
                j -= 1
            if j == 0:
                moves += len(chars) // 2
                chars.pop(0)
            else:
                moves += len(chars) - 1 - j
                chars.pop(j)
                chars.pop(0)
        return moves
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'cpp: the same pairing on a string with erase',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int pairUpMoves(string s) {
        int moves = 0;
        while (s.size() > 1) {
            int j = s.size() - 1;
            while (s[j] != s[0]) --j;
            if (j == 0) {
                moves += s.size() / 2;
                s.erase(s.begin());
            } else {
                moves += s.size() - 1 - j;
                s.erase(s.begin() + j);
                s.erase(s.begin());
            }
        }
        return moves;
    }
};
`,
    'O(n^2)',
    'O(1)',
  ],
]

describe('StringBuilder deletions and scans inside a drain', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
