import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Entry points with helpers folded in: a function the file does not define costs nothing known, and a
 * helper that scans forward from the caller's pointer and hands back where it stopped is charged once.
 */
const HELPERS: Case[] = [
  [
    'python: a call to a function the file does not define leaves the rest measured',
    'python',
    `def count_valid(words):
    total = 0
    for w in words:
        if is_valid(w):
            total += 1
    return total
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: a helper that counts vowels, folded into its caller',
    'java',
    `class Solution {
    public int maxVowels(String s, int k) {
        int best = 0, cur = 0;
        for (int i = 0; i < s.length(); i++) {
            if (isVowel(s.charAt(i))) cur++;
            if (i >= k && isVowel(s.charAt(i - k))) cur--;
            best = Math.max(best, cur);
        }
        return best;
    }

    private boolean isVowel(char c) {
        return "aeiou".indexOf(c) >= 0;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: a palindrome check helper called for every prefix',
    'go',
    `package main

func isPal(s string, i, j int) bool {
	for i < j {
		if s[i] != s[j] {
			return false
		}
		i++
		j--
	}
	return true
}

func longestPalindromicPrefix(s string) int {
	for end := len(s); end > 0; end-- {
		if isPal(s, 0, end-1) {
			return end
		}
	}
	return 0
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'javascript: an external helper from another module is taken as constant',
    'javascript',
    `import { score } from './score.js';

export function bestIndex(items) {
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < items.length; i++) {
    const s = score(items[i]);
    if (s > bestScore) {
      bestScore = s;
      best = i;
    }
  }
  return best;
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: entry point with two helpers, sort then binary search',
    'typescript',
    `function lowerBound(sorted: number[], x: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid] < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

function sortedCopy(nums: number[]): number[] {
  return [...nums].sort((a, b) => a - b)
}

export function countSmaller(nums: number[], queries: number[]): number[] {
  const sorted = sortedCopy(nums)
  return queries.map((q) => lowerBound(sorted, q))
}
`,
    'O(m log n + n log n)',
    'O(m + n)',
  ],
  [
    'java: a scanner helper hands back where the digits end',
    'java',
    `import java.util.*;

class Solution {
    public int countDigits(String s) {
        int total = 0;
        int i = 0;
        while (i < s.length()) {
            if (!Character.isDigit(s.charAt(i))) {
                i++;
                continue;
            }
            int end = scanNumber(s, i);
            total += end - i;
            i = end;
        }
        return total;
    }

    private int scanNumber(String s, int start) {
        int j = start;
        while (j < s.length() && Character.isDigit(s.charAt(j))) j++;
        return j;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: a helper scans a word and returns where it ends',
    'python',
    `def count_words(s):
    def skip_word(i):
        while i < len(s) and s[i] != ' ':
            i += 1
        return i

    count = 0
    i = 0
    while i < len(s):
        if s[i] == ' ':
            i += 1
        else:
            count += 1
            i = skip_word(i)
    return count
`,
    'O(n)',
    'O(1)',
  ],
]

describe('helpers and unknown functions', () => {
  it.each(HELPERS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
