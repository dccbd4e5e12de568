import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * An add guarded by the collection's own size (`if (picked.size() < k) picked.addLast(v)`,
 * `if len(picked) < k: picked.append(v)`) never takes it past the bound, as a guarded heap push does not.
 */
const CASES: Case[] = [
  [
    'java: a monotonic deque that only takes a value while it holds fewer than k',
    'java',
    `import java.util.ArrayDeque;
import java.util.Deque;

class Solution {
    public int[] mostCompetitive(int[] nums, int k) {
        // Monotonic stack holding at most k values: pop a bigger value when
        // the numbers still to come can refill the freed slot.
        Deque<Integer> picked = new ArrayDeque<>(k);
        int idx = 0;
        for (int value : nums) {
            int left = nums.length - idx; // values from idx to the end, this one included
            while (!picked.isEmpty() && picked.peekLast() > value && picked.size() - 1 + left >= k) {
                picked.pollLast();
            }
            if (picked.size() < k) {
                picked.addLast(value);
            }
            idx++;
        }
        return picked.stream().mapToInt(Integer::intValue).toArray();
    }
}
`,
    'O(n)',
    'O(k)',
  ],
  [
    'python: the first k values kept by a length guard',
    'python',
    `from typing import List
class Solution:
    def firstK(self, nums: List[int], k: int) -> List[int]:
        picked = []
        for v in nums:
            if len(picked) < k:
                picked.append(v)
        return picked
`,
    'O(n)',
    'O(k)',
  ],
  [
    'go: append only while the slice is shorter than k, beside another test',
    'go',
    `package main

func firstK(nums []int, k int) []int {
	picked := []int{}
	for _, v := range nums {
		if v > 0 && len(picked) < k {
			picked = append(picked, v)
		}
	}
	return picked
}
`,
    'O(n)',
    'O(k)',
  ],
]

describe('adds guarded by the size of the collection', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
