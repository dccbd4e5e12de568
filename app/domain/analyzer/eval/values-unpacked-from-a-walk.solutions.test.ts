import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `for ch, f in freq.items(): while f > 0: f -= 1`: a value taken from a collection by a walk is one of its
 * values, as `f = freq[ch]` holds one, and a countdown on it is charged as a countdown on such a value is;
 * before, the walk's element had no size at all and the countdown could not be determined. A countdown on
 * a loop counter (the control) still counts the counter's range.
 */
const CASES: Case[] = [
  [
    'python: each letter written out as often as a Counter says',
    'python',
    `from collections import Counter


class Solution:
    def frequencySort(self, s: str) -> str:
        freq = Counter(s)
        out = []
        for ch, f in freq.items():
            while f > 0:
                out.append(ch)
                f -= 1
        return "".join(out)
`,
    'O(n)',
    'O(n)',
  ],
  [
    "go: a map's counts counted down while writing a builder",
    'go',
    `package main

import "strings"

func spreadOut(s string) string {
	freq := map[byte]int{}
	for i := 0; i < len(s); i++ {
		freq[s[i]]++
	}
	var sb strings.Builder
	for ch, cnt := range freq {
		for cnt > 0 {
			sb.WriteByte(ch)
			cnt--
		}
	}
	return sb.String()
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    "java: duplicates counted down over a map's values",
    'java',
    `import java.util.*;

class Solution {
    public int minIncrements(int[] nums) {
        Map<Integer, Integer> freq = new HashMap<>();
        for (int x : nums) freq.merge(x, 1, Integer::sum);
        int moves = 0;
        for (int cnt : freq.values()) {
            while (cnt > 1) {
                cnt--;
                moves++;
            }
        }
        return moves;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    "typescript (control): a countdown from the outer loop's counter",
    'typescript',
    `export function triangle(n: number): number {
  let steps = 0;
  for (let i = 0; i < n; i++) {
    let j = i;
    while (j > 0) {
      j--;
      steps++;
    }
  }
  return steps;
}
`,
    'O(n^2)',
    'O(1)',
  ],
]

describe('values unpacked from a walk', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
