import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Copies of two inputs read side by side: `a := []byte(s1)` and `b := []byte(s2)` sorted and compared at one
 * index (`a[i] < b[i]`) treat the inputs as one length, as the problem states them, just as the inputs
 * themselves read at one index do. Reads that fall back past the end of the shorter one (`word1[i] ?? ''`)
 * or loops bounded by the larger or smaller of the two lengths expect two lengths.
 */
const CASES: Case[] = [
  [
    'go: two strings copied to byte slices, sorted and compared position by position',
    'go',
    `package main

import "sort"

func checkIfCanBreak(s1 string, s2 string) bool {
	a := []byte(s1)
	b := []byte(s2)
	sort.Slice(a, func(i, j int) bool { return a[i] < a[j] })
	sort.Slice(b, func(i, j int) bool { return b[i] < b[j] })
	up, down := true, true
	for i := range a {
		if a[i] < b[i] {
			up = false
		}
		if b[i] < a[i] {
			down = false
		}
	}
	return up || down
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: char arrays of both strings sorted and compared at one index',
    'java',
    `import java.util.*;

class Solution {
    public boolean isAnagram(String s, String t) {
        char[] a = s.toCharArray();
        char[] b = t.toCharArray();
        Arrays.sort(a);
        Arrays.sort(b);
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) return false;
        }
        return true;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'typescript: spread copies of two arrays sorted and paired at one index',
    'typescript',
    `export function minimumMoves(seats: number[], students: number[]): number {
  const a = [...seats].sort((x, y) => x - y)
  const b = [...students].sort((x, y) => x - y)
  let moves = 0
  for (let i = 0; i < a.length; i++) moves += Math.abs(a[i]! - b[i]!)
  return moves
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript (control): reads past the shorter word fall back to nothing',
    'javascript',
    `// Two words of any lengths: a read past the shorter one falls back to nothing.
const mergeAlternately = (word1, word2) => {
  const parts = []
  for (let i = 0; i < Math.max(word1.length, word2.length); i++) {
    parts.push((word1[i] ?? '') + (word2[i] ?? ''))
  }
  return parts.join('')
}
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'python (control): list copies compared up to the shorter length',
    'python',
    `class Solution:
    def commonPrefixLength(self, s: str, t: str) -> int:
        a, b = list(s), list(t)
        k = 0
        while k < min(len(a), len(b)) and a[k] == b[k]:
            k += 1
        return k + len(a) + len(b)
`,
    'O(m + n)',
    'O(m + n)',
  ],
]

describe('analyzer: copies read side by side', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
