import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Two pairs of parallel arrays (each pair read at its own index) are two lengths, m and n, not four
 * arrays of one length: `landStart[i]` with `landDuration[i]` beside `waterStart[j]` with `waterDuration[j]`.
 */
const CASES: Case[] = [
  [
    'two Python pairs compared across',
    'python',
    `from typing import List


class Solution:
    def bestPairing(self, teamA: List[int], costA: List[int], teamB: List[int], costB: List[int]) -> int:
        # every player of A against every player of B, each with its own cost
        best = float('inf')
        for i in range(len(teamA)):
            for j in range(len(teamB)):
                if teamA[i] > teamB[j]:
                    best = min(best, costA[i] + costB[j])
        return -1 if best == float('inf') else best
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'two Java pairs of start and duration',
    'java',
    `class Solution {
    public long closestTrip(int[] busStart, int[] busTime, int[] trainStart, int[] trainTime) {
        long best = Long.MAX_VALUE;
        for (int i = 0; i < busStart.length; i++) {
            long arrive = (long) busStart[i] + busTime[i];
            for (int j = 0; j < trainStart.length; j++) {
                long wait = Math.max(arrive, trainStart[j]);
                best = Math.min(best, wait + trainTime[j]);
            }
        }
        return best;
    }
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'two Go pairs of interval ends',
    'go',
    `package main

func countOverlaps(aStart []int, aEnd []int, bStart []int, bEnd []int) int {
	count := 0
	for i := range aStart {
		for j := range bStart {
			if aStart[i] <= bEnd[j] && bStart[j] <= aEnd[i] {
				count++
			}
		}
	}
	return count
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'control: four JavaScript arrays of one length',
    'javascript',
    `// control: four arrays of one length, summed pairwise (the problem gives them one n)
function fourSumCount(nums1, nums2, nums3, nums4) {
  const sums = new Map();
  for (const a of nums1) for (const b of nums2) sums.set(a + b, (sums.get(a + b) || 0) + 1);
  let count = 0;
  for (const c of nums3) for (const d of nums4) count += sums.get(-(c + d)) || 0;
  return count;
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
]

describe('pairs of parallel arrays', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
