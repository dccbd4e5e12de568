import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Scanners that walk back from the position they are handed and hand back where they stopped: when that
 * becomes the loop's own pointer, and the loop only steps it further back, all the calls together cover the
 * input once, for each pointer a loop moves this way (`i = kept(s, i)` beside `j = kept(t, j)`). A loop that
 * ends by a return (`while (true)`) moves the pointers it steps. A call whose answer is not the loop's
 * pointer starts again from each position.
 */
const CASES: Case[] = [
  [
    'python: two strings compared from the end, each pointer moved back by a helper that skips erased characters',
    'python',
    `def last_kept(text, i):
    pending = 0
    while i >= 0:
        if text[i] == '*':
            pending += 1
        elif pending:
            pending -= 1
        else:
            break
        i -= 1
    return i


def same_after_erasing(a, b):
    i, j = len(a) - 1, len(b) - 1
    while i >= 0 or j >= 0:
        i = last_kept(a, i)
        j = last_kept(b, j)
        if i < 0 or j < 0:
            return i < 0 and j < 0
        if a[i] != b[j]:
            return False
        i -= 1
        j -= 1
    return True
`,
    'O(m + n)',
    'O(1)',
  ],
  [
    'java: an endless loop that asks a helper for the last non-space before counting a word',
    'java',
    `class Solution {
    private int skipTrailingSpaces(String s, int end) {
        while (end >= 0 && s.charAt(end) == ' ') {
            end--;
        }
        return end;
    }

    public int countWords(String s) {
        int words = 0;
        int end = s.length() - 1;
        while (true) {
            end = skipTrailingSpaces(s, end);
            if (end < 0) break;
            words++;
            while (end >= 0 && s.charAt(end) != ' ') end--;
        }
        return words;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: a for-loop whose update asks a helper for the previous digit',
    'go',
    `package main

func previousDigit(s string, at int) int {
	for at >= 0 && (s[at] < '0' || s[at] > '9') {
		at--
	}
	return at
}

func digitSum(s string) int {
	total := 0
	for i := previousDigit(s, len(s)-1); i >= 0; i = previousDigit(s, i-1) {
		total += int(s[i] - '0')
	}
	return total
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: a closure that skips backspaced characters in both strings of an endless loop',
    'javascript',
    `var backspaceCompare = function (s, t) {
    const nextValid = (str, i) => {
        let skip = 0;
        while (i >= 0) {
            if (str[i] === '#') skip++;
            else if (skip > 0) skip--;
            else break;
            i--;
        }
        return i;
    };
    let i = s.length - 1;
    let j = t.length - 1;
    while (true) {
        i = nextValid(s, i);
        j = nextValid(t, j);
        if (i < 0 || j < 0) return i < 0 && j < 0;
        if (s[i] !== t[j]) return false;
        i--;
        j--;
    }
};
`,
    'O(m + n)',
    'O(1)',
  ],
  [
    'typescript (control): a helper asked from every position, whose answer the loop does not take',
    'typescript',
    `function lastLetterAtOrBefore(s: string, i: number): number {
  while (i >= 0 && s[i] === '-') i--
  return i
}

// Not a scan: every position asks again from itself, so each call may walk back to the start.
export function lettersBefore(s: string): number[] {
  const out: number[] = []
  for (let i = 0; i < s.length; i++) {
    out.push(lastLetterAtOrBefore(s, i))
  }
  return out
}
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('analyzer: scanners walking back', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
