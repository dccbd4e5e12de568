import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A loop over a map's lists (`for g in groups.values()`, Go's `for _, at := range positions`) filled from the
 * input: one list may hold all n entries, so pairs compared within a list cost n^2 over the whole loop, and a
 * walk of each list n in all. The loop costs its passes plus its body at the size of one list holding
 * everything, not their product. Before, each list was read as one entry long, and the pairs cost n. The
 * control walks each list once.
 */
const CASES: Case[] = [
  [
    "python: products of pairs within each residue's group",
    'python',
    `from collections import defaultdict


def pairs(nums):
    groups = defaultdict(list)
    for x in nums:
        groups[x % 7].append(x)
    total = 0
    for g in groups.values():
        for i in range(len(g)):
            for j in range(i + 1, len(g)):
                total += g[i] * g[j]
    return total
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'java: pairs within each group, the loop bound kept in m = g.size()',
    'java',
    `import java.util.*;

class Solution {
    public long pairs(int[] nums) {
        Map<Integer, List<Integer>> groups = new HashMap<>();
        for (int x : nums) groups.computeIfAbsent(x % 7, key -> new ArrayList<>()).add(x);
        long total = 0;
        for (List<Integer> g : groups.values()) {
            int m = g.size();
            for (int i = 0; i < m; i++)
                for (int j = i + 1; j < m; j++) total += (long) g.get(i) * g.get(j);
        }
        return total;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'go: pairs of positions of each value, ranged over the map',
    'go',
    `package main

// countEqualPairs counts pairs i < j with nums[i] == nums[j] by comparing within each value's positions.
func countEqualPairs(nums []int) int {
	positions := map[int][]int{}
	for i, x := range nums {
		positions[x] = append(positions[x], i)
	}
	count := 0
	for _, at := range positions {
		for a := 0; a < len(at); a++ {
			for b := a + 1; b < len(at); b++ {
				if at[b]-at[a] > 0 {
					count++
				}
			}
		}
	}
	return count
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'python control: one walk of each group adds up to n',
    'python',
    `from collections import defaultdict


def sums(nums):
    groups = defaultdict(list)
    for x in nums:
        groups[x % 7].append(x)
    total = 0
    for g in groups.values():
        for i in range(len(g)):
            total += g[i]
    return total
`,
    'O(n)',
    'O(n)',
  ],
]

describe('pairs compared within the groups of a map', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
