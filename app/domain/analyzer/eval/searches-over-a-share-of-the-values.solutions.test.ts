import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `hi = (position[n - 1] - position[0]) / (balls - 1)`: a share of the span of the input's values is
 * a value too, so a binary search on the answer up to it takes log M probes (M the largest value).
 */
const SEARCHES_OVER_A_SHARE_OF_THE_VALUES: Case[] = [
  [
    'java: the largest minimum gap for the balls, positions given sorted',
    'java',
    `class Solution {
    public int widestGap(int[] position, int balls) {
        int n = position.length;
        int lo = 1, hi = (position[n - 1] - position[0]) / (balls - 1), best = 1;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            int placed = 1, last = position[0];
            for (int i = 1; i < n; i++)
                if (position[i] - last >= mid) { placed++; last = position[i]; }
            if (placed >= balls) { best = mid; lo = mid + 1; } else hi = mid - 1;
        }
        return best;
    }
}
`,
    'O(n log M)',
    'O(1)',
  ],
  [
    'python: the same search with floor division',
    'python',
    `from typing import List

class Solution:
    def widestGap(self, position: List[int], balls: int) -> int:
        lo, hi = 1, (position[-1] - position[0]) // (balls - 1)
        best = 1
        while lo <= hi:
            mid = (lo + hi) // 2
            placed, last = 1, position[0]
            for p in position[1:]:
                if p - last >= mid:
                    placed += 1
                    last = p
            if placed >= balls:
                best, lo = mid, mid + 1
            else:
                hi = mid - 1
        return best
`,
    'O(n log M)',
    'O(n)',
  ],
  [
    'go: the same search, the span halved by a shift',
    'go',
    `package main

func widestPair(position []int) int {
	lo, hi, best := 1, (position[len(position)-1]-position[0])>>1, 0
	for lo <= hi {
		mid := (lo + hi) / 2
		count, last := 1, position[0]
		for _, p := range position[1:] {
			if p-last >= mid {
				count++
				last = p
			}
		}
		if count >= 3 {
			best, lo = mid, mid+1
		} else {
			hi = mid - 1
		}
	}
	return best
}
`,
    'O(n log M)',
    'O(1)',
  ],
]

describe('binary searches over a share of the values', () => {
  it.each(SEARCHES_OVER_A_SHARE_OF_THE_VALUES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
