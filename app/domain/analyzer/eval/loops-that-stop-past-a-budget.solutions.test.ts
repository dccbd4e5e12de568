import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `used += 1 + len(words[j]); if used > width: break`: a running total that grows by at least one on
 * every pass and ends the loop once it passes a budget allows no more passes than the budget.
 */
const CASES: Case[] = [
  [
    'a Python line of words within a width',
    'python',
    `from typing import List


class Solution:
    def fewestLines(self, words: List[str], width: int) -> int:
        # cost[i]: fewest lines for words[i:], each line at most \`width\` characters
        n = len(words)
        cost = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            cost[i] = n + 1
            used = -1
            for j in range(i, n):
                used += 1 + len(words[j])
                if used > width:
                    break
                cost[i] = min(cost[i], 1 + cost[j + 1])
        return cost[0]
`,
    'O(m * n)',
    'O(n)',
  ],
  [
    'a TypeScript row packed to a maximum width',
    'typescript',
    `export function packRows(words: string[], maxWidth: number): number[] {
  const n = words.length;
  const best: number[] = new Array(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let width = -1;
    let fewest = Infinity;
    for (let j = i; j < n; j++) {
      width += words[j]!.length + 1;
      if (width > maxWidth) break;
      fewest = Math.min(fewest, 1 + best[j + 1]!);
    }
    best[i] = fewest;
  }
  return best;
}
`,
    'O(m * n)',
    'O(n)',
  ],
  [
    'a Java count kept within a cap',
    'java',
    `class Solution {
    // start a stick at every position and extend it while its length stays within cap
    public long countSticks(int[] pieces, int cap) {
        long count = 0;
        for (int i = 0; i < pieces.length; i++) {
            int length = 0;
            for (int j = i; j < pieces.length; j++) {
                length++;
                if (length > cap) break;
                if (pieces[j] % 2 == 0) count++;
            }
        }
        return count;
    }
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'control: a Go total of values that may be zero',
    'go',
    `package main

// control: the total may grow by nothing (a zero value), so the budget bounds nothing
func spans(values []int, budget int) int {
	count := 0
	for i := range values {
		total := 0
		for j := i; j < len(values); j++ {
			total += values[j]
			if total > budget {
				break
			}
			count++
		}
	}
	return count
}
`,
    'O(n^2)',
    'O(1)',
  ],
]

describe('loops that stop past a budget', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
