import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `for v, w in adj[u]: if v != parent: dfs(v, u)`, `if a.to != parent`, `if next[0] != parent`: a tree
 * walked through a part of each adjacency entry (the neighbour beside a weight) still visits each node
 * once, O(V + E), not a call tree branching at every entry.
 */
const CASES: Case[] = [
  [
    'python: neighbour and weight unpacked from each entry',
    'python',
    `class Solution:
    def farthest(self, n: int, edges: list[list[int]]) -> int:
        adj = [[] for _ in range(n)]
        for a, b, w in edges:
            adj[a].append((b, w))
            adj[b].append((a, w))

        def dfs(u: int, parent: int) -> int:
            best = 0
            for v, w in adj[u]:
                if v != parent:
                    best = max(best, w + dfs(v, u))
            return best

        return dfs(0, -1)
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'java: next[0] is the neighbour, next[1] the weight',
    'java',
    `import java.util.ArrayList;
import java.util.List;

class Solution {
    private List<int[]>[] adj;

    public int farthest(int n, int[][] edges) {
        adj = new List[n];
        for (int i = 0; i < n; i++) adj[i] = new ArrayList<>();
        for (int[] e : edges) {
            adj[e[0]].add(new int[] {e[1], e[2]});
            adj[e[1]].add(new int[] {e[0], e[2]});
        }
        return dfs(0, -1);
    }

    private int dfs(int u, int parent) {
        int best = 0;
        for (int[] next : adj[u]) {
            if (next[0] != parent) best = Math.max(best, next[1] + dfs(next[0], u));
        }
        return best;
    }
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'go: a.to of an arc struct',
    'go',
    `package main

type arc struct{ to, w int }

func farthest(n int, edges [][]int) int {
	g := make([][]arc, n)
	for _, e := range edges {
		g[e[0]] = append(g[e[0]], arc{e[1], e[2]})
		g[e[1]] = append(g[e[1]], arc{e[0], e[2]})
	}
	var dfs func(u, parent int) int
	dfs = func(u, parent int) int {
		best := 0
		for _, a := range g[u] {
			if a.to != parent {
				if d := a.w + dfs(a.to, u); d > best {
					best = d
				}
			}
		}
		return best
	}
	return dfs(0, -1)
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
]

describe('tree walks through parts of adjacency entries', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
