import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Records whose two ends a union-find joins (`for t, a, b in sorted(logs): union(a, b)`), beside a count
 * of nodes, are the edges of a graph on those nodes whatever the list is called: O(V + E), and
 * O(E log V + V) when the edges are sorted first (the earliest moment everyone is connected).
 */
const CASES: Case[] = [
  [
    'python: logs sorted, then their ends united',
    'python',
    `class Solution:
    def earliestAcq(self, logs, n):
        parent = list(range(n))

        def find(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        def union(a, b):
            ra, rb = find(a), find(b)
            if ra == rb:
                return False
            parent[ra] = rb
            return True

        groups = n
        for t, a, b in sorted(logs):
            if union(a, b):
                groups -= 1
                if groups == 1:
                    return t
        return -1
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
  [
    'java: logs sorted in place, union(log[1], log[2])',
    'java',
    `import java.util.*;

class Solution {
    private int[] parent;

    private int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    private boolean union(int a, int b) {
        int ra = find(a), rb = find(b);
        if (ra == rb) return false;
        parent[ra] = rb;
        return true;
    }

    public int earliestAcq(int[][] logs, int n) {
        parent = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
        Arrays.sort(logs, (x, y) -> x[0] - y[0]);
        int groups = n;
        for (int[] log : logs) {
            if (union(log[1], log[2]) && --groups == 1) return log[0];
        }
        return -1;
    }
}
`,
    'O(E log V + V)',
    'O(V)',
  ],
  [
    'javascript: pairs united with path compression',
    'javascript',
    `function countGroups(n, pairs) {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x) => (parent[x] === x ? x : (parent[x] = find(parent[x])));
  const union = (a, b) => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return false;
    parent[ra] = rb;
    return true;
  };
  let groups = n;
  for (const [a, b] of pairs) if (union(a, b)) groups--;
  return groups;
}
`,
    'O(V + E)',
    'O(V)',
  ],
]

describe('records united in a union-find', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
