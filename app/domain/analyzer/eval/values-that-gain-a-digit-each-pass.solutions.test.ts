import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `value = value * 10 + digit; if value > k: break`: a value that gains a digit (or a bit) on every
 * pass passes its budget after as many passes as the budget has digits, log k, whatever the range.
 */
const CASES: Case[] = [
  [
    'a Python memoised split of digits within a limit',
    'python',
    `from functools import lru_cache


class Solution:
    def countSplits(self, s: str, limit: int) -> int:
        n = len(s)
        MOD = 10**9 + 7

        @lru_cache(maxsize=None)
        def ways(i: int) -> int:
            if i == n:
                return 1
            if s[i] == '0':
                return 0
            total = 0
            value = 0
            for j in range(i, n):
                value = value * 10 + int(s[j])
                if value > limit:
                    break
                total = (total + ways(j + 1)) % MOD
            return total

        return ways(0)
`,
    'O(n log m)',
    'O(n)',
  ],
  [
    'a Java run of bits shifted in up to a cap',
    'java',
    `class Solution {
    // longest run of bits from each start whose binary value stays within cap
    public int longestWithin(int[] bits, long cap) {
        int best = 0;
        for (int i = 0; i < bits.length; i++) {
            long value = 0;
            for (int j = i; j < bits.length; j++) {
                value = (value << 1) | bits[j];
                if (value > cap) break;
                best = Math.max(best, j - i + 1);
            }
        }
        return best;
    }
}
`,
    'O(n log m)',
    'O(1)',
  ],
  [
    'a TypeScript DP over pieces at most k',
    'typescript',
    `export function piecesAtMost(digits: string, k: number): number {
  const n = digits.length;
  const fewest: number[] = new Array(n + 1).fill(Infinity);
  fewest[n] = 0;
  for (let i = n - 1; i >= 0; i--) {
    let value = 0;
    for (let j = i; j < n; j++) {
      value = value * 10 + (digits.charCodeAt(j) - 48);
      if (value > k) break;
      fewest[i] = Math.min(fewest[i]!, 1 + fewest[j + 1]!);
    }
  }
  return fewest[0] === Infinity ? -1 : fewest[0]!;
}
`,
    'O(n log k)',
    'O(n)',
  ],
  [
    'control: a Go value scaled by one',
    'go',
    `package main

// control: a value scaled by one never passes the cap by growing
func runs(values []int, cap int) int {
	count := 0
	for i := range values {
		value := 1
		for j := i; j < len(values); j++ {
			value = value*1 + 0
			if value > cap {
				break
			}
			count += values[j]
		}
	}
	return count
}
`,
    'O(n^2)',
    'O(1)',
  ],
]

describe('values that gain a digit each pass until they pass a budget', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
