import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `Arrays.asList(u, v)` with the values themselves as arguments: a list of as many items as arguments,
 * built in O(1), not a copy of its first argument.
 */
const CASES: Case[] = [
  [
    'java: adjacent pairs collected as two-element lists',
    'java',
    `import java.util.*;

class Solution {
    public List<List<Integer>> closestPairs(int[] nums) {
        int[] sorted = nums.clone();
        Arrays.sort(sorted);
        int gap = Integer.MAX_VALUE;
        for (int i = 1; i < sorted.length; i++) gap = Math.min(gap, sorted[i] - sorted[i - 1]);
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 1; i < sorted.length; i++)
            if (sorted[i] - sorted[i - 1] == gap) out.add(Arrays.asList(sorted[i - 1], sorted[i]));
        return out;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: edges of a tree walk reported as node pairs from a recursion',
    'java',
    `import java.util.*;

class Solution {
    private List<List<Integer>> edges = new ArrayList<>();
    private List<Integer>[] children;

    private void walk(int node) {
        for (int child : children[node]) {
            edges.add(Arrays.asList(node, child));
            walk(child);
        }
    }

    @SuppressWarnings("unchecked")
    public List<List<Integer>> treeEdges(int[] parent) {
        int n = parent.length;
        children = new ArrayList[n];
        for (int i = 0; i < n; i++) children[i] = new ArrayList<>();
        for (int i = 1; i < n; i++) children[parent[i]].add(i);
        walk(0);
        return edges;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: a grid cell and its value kept as three-element lists',
    'java',
    `import java.util.*;

class Solution {
    public List<List<Integer>> negatives(int[][] grid) {
        List<List<Integer>> found = new ArrayList<>();
        for (int r = 0; r < grid.length; r++)
            for (int c = 0; c < grid[r].length; c++)
                if (grid[r][c] < 0) found.add(Arrays.asList(r, c, grid[r][c]));
        return found;
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

describe('fixed tuples in solutions written for these tests', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

/**
 * A pair assigned to one target (`span[ch] = (i, i)`, `best = (a, b)`, `seen[x] = last, i`): one value,
 * a tuple, which a map then holds once per key; only several targets (`a, b = b, a`) unpack it. The
 * other languages write the pair as an array or a fixed-size array, with the same costs.
 */
const PAIRS_AS_VALUES: Case[] = [
  [
    'python: first and last index of each character kept as a tuple in a dict',
    'python',
    `class Solution:
    def firstAndLast(self, s: str) -> dict:
        span = {}
        for i, ch in enumerate(s):
            if ch not in span:
                span[ch] = (i, i)
            else:
                span[ch] = (span[ch][0], i)
        return span
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: the closest pair kept as one tuple',
    'python',
    `class Solution:
    def closestPair(self, nums: list[int]) -> tuple:
        nums.sort()
        best = (nums[0], nums[1])
        for i in range(1, len(nums) - 1):
            if nums[i + 1] - nums[i] < best[1] - best[0]:
                best = (nums[i], nums[i + 1])
        return best
`,
    'O(n log n)',
    'O(1)',
  ],
  [
    'python: the last two indices per value, assigned as a bare tuple',
    'python',
    `class Solution:
    def lastTwo(self, nums: list[int]) -> int:
        seen = {}
        for i, x in enumerate(nums):
            before, last = seen.get(x, (-1, -1))
            seen[x] = last, i
        return len(seen)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: the last two indices per value as an int[] pair in a map',
    'java',
    `import java.util.*;

class Solution {
    public int lastTwo(int[] nums) {
        Map<Integer, int[]> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            int[] prev = seen.getOrDefault(nums[i], new int[] {-1, -1});
            seen.put(nums[i], new int[] {prev[1], i});
        }
        return seen.size();
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: the last two indices per value as a pair in a Map',
    'javascript',
    `var lastTwo = function (nums) {
  const seen = new Map()
  nums.forEach((x, i) => {
    const [, last] = seen.get(x) ?? [-1, -1]
    seen.set(x, [last, i])
  })
  return seen.size
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: the last two indices per value as a [2]int in a map',
    'go',
    `package main

func lastTwo(nums []int) int {
	seen := map[int][2]int{}
	for i, x := range nums {
		prev, ok := seen[x]
		if !ok {
			prev = [2]int{-1, -1}
		}
		seen[x] = [2]int{prev[1], i}
	}
	return len(seen)
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('pairs assigned as one value', () => {
  it.each(PAIRS_AS_VALUES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
