import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A union-find walk to the root that also stops at a second test (`parent[x] != x && linkedAt[x] <= limit`,
 * a persistent union-find read at a time) is still a chase up parent links: the extra test only ends it
 * sooner. With union by size or rank it is O(log V) at worst, treated as the README treats union-find.
 */
const CASES: Case[] = [
  [
    'python: links stamped with their time, the root read up to a limit',
    'python',
    `class Solution:
    def connectedBefore(self, n: int, logs: list[list[int]], a: int, b: int, t: int) -> bool:
        # logs[i] = [time, x, y]; were a and b connected by time t? Links remember when they were made.
        parent = list(range(n))
        size = [1] * n
        linked_at = [float("inf")] * n

        def root(x: int, limit: float) -> int:
            while parent[x] != x and linked_at[x] <= limit:
                x = parent[x]
            return x

        for time, x, y in sorted(logs):
            rx, ry = root(x, float("inf")), root(y, float("inf"))
            if rx == ry:
                continue
            if size[rx] < size[ry]:
                rx, ry = ry, rx
            parent[ry] = rx
            size[rx] += size[ry]
            linked_at[ry] = time
        return root(a, t) == root(b, t)
`,
    'O(m log m)',
    'O(m + n)',
  ],
  [
    'java: union by rank with stamps, root(x, limit) in a while loop',
    'java',
    `import java.util.*;

class Solution {
    int[] parent, rank, stamp;

    int root(int x, int limit) {
        while (parent[x] != x && stamp[x] <= limit) x = parent[x];
        return x;
    }

    public boolean connectedBefore(int n, int[][] logs, int a, int b, int t) {
        parent = new int[n];
        rank = new int[n];
        stamp = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
            stamp[i] = Integer.MAX_VALUE;
        }
        Arrays.sort(logs, (p, q) -> p[0] - q[0]);
        for (int[] log : logs) {
            int x = root(log[1], Integer.MAX_VALUE), y = root(log[2], Integer.MAX_VALUE);
            if (x == y) continue;
            if (rank[x] < rank[y]) { int tmp = x; x = y; y = tmp; }
            parent[y] = x;
            stamp[y] = log[0];
            if (rank[x] == rank[y]) rank[x]++;
        }
        return root(a, t) == root(b, t);
    }
}
`,
    'O(m log m)',
    'O(n)',
  ],
  [
    'go: the same with a closure and union by size',
    'go',
    `package main

import (
	"math"
	"sort"
)

func connectedBefore(n int, logs [][]int, a, b, t int) bool {
	parent := make([]int, n)
	size := make([]int, n)
	stamp := make([]int, n)
	for i := range parent {
		parent[i], size[i], stamp[i] = i, 1, math.MaxInt
	}
	root := func(x, limit int) int {
		for parent[x] != x && stamp[x] <= limit {
			x = parent[x]
		}
		return x
	}
	sort.Slice(logs, func(i, j int) bool { return logs[i][0] < logs[j][0] })
	for _, l := range logs {
		x, y := root(l[1], math.MaxInt), root(l[2], math.MaxInt)
		if x == y {
			continue
		}
		if size[x] < size[y] {
			x, y = y, x
		}
		parent[y] = x
		size[x] += size[y]
		stamp[y] = l[0]
	}
	return root(a, t) == root(b, t)
}
`,
    'O(m log m)',
    'O(n)',
  ],
]

describe('root walks with a second test', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
