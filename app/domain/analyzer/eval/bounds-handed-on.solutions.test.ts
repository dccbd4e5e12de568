import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A recursion that makes one call on the bounds its loops moved inward (`while l <= r && s[l] == c:
 * l += 1` then `return trim(l, r)`) carries on from where the loops stopped: over all the calls the
 * bounds cross the input once, O(n), not n calls times n steps. A loop on a counter of its own, started
 * again by every call, is not shared.
 */
const CASES: Case[] = [
  [
    'python: a closure trims equal ends and recurses on lo, hi',
    'python',
    `class Solution:
    def minimumLength(self, s: str) -> int:
        def trim(lo, hi):
            if lo >= hi or s[lo] != s[hi]:
                return hi - lo + 1
            c = s[lo]
            while lo <= hi and s[lo] == c:
                lo += 1
            while hi >= lo and s[hi] == c:
                hi -= 1
            return trim(lo, hi)

        return trim(0, len(s) - 1)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: a helper moves l and r, then calls itself on them',
    'java',
    `class Solution {
    public int minimumLength(String s) {
        return trim(s, 0, s.length() - 1);
    }

    private int trim(String s, int l, int r) {
        if (l >= r || s.charAt(l) != s.charAt(r)) return r - l + 1;
        char c = s.charAt(l);
        while (l <= r && s.charAt(l) == c) l++;
        while (r >= l && s.charAt(r) == c) r--;
        return trim(s, l, r);
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: skips to letters, then recurses on i + 1, j - 1',
    'javascript',
    `function isPalindromeSkipping(s) {
  const check = (i, j) => {
    while (i < j && !/[a-z0-9]/i.test(s[i])) i++;
    while (i < j && !/[a-z0-9]/i.test(s[j])) j--;
    if (i >= j) return true;
    if (s[i].toLowerCase() !== s[j].toLowerCase()) return false;
    return check(i + 1, j - 1);
  };
  return check(0, s.length - 1);
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: a closure shrinks lo and hi, then calls itself on them',
    'go',
    `package main

func minimumLength(s string) int {
	var shrink func(lo, hi int) int
	shrink = func(lo, hi int) int {
		if lo >= hi || s[lo] != s[hi] {
			return hi - lo + 1
		}
		ch := s[lo]
		for lo <= hi && s[lo] == ch {
			lo++
		}
		for hi >= lo && s[hi] == ch {
			hi--
		}
		return shrink(lo, hi)
	}
	return shrink(0, len(s)-1)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: a scan restarted from 0 by every call',
    'python',
    `def count_rounds(s, hi):
    if hi <= 0:
        return 0
    i = 0
    while i < hi and s[i] != "#":
        i += 1
    return 1 + count_rounds(s, hi - 1)
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('loops that move the bounds a recursion is handed on', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
