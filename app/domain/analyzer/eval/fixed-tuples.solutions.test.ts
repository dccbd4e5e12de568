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
