import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `for v in range(n): for u in adj[v]` outside a traversal: a pass through all the nodes walks each
 * node's list once, V + E in all, so k such passes (rounds of relaxation, steps of a walk count, layers of a
 * path DP) cost k · (V + E), not k · V with the edges counted once.
 */
const CASES: Case[] = [
  [
    "python: walks of exactly k steps, a DP over the nodes' lists k times",
    'python',
    `from typing import List

class Solution:
    def walksOfLength(self, n: int, edges: List[List[int]], k: int) -> int:
        # number of walks of exactly k steps, modulo 1e9 + 7
        MOD = 10**9 + 7
        adj = [[] for _ in range(n)]
        for a, b in edges:
            adj[a].append(b)
            adj[b].append(a)
        ways = [1] * n
        for _ in range(k):
            nxt = [0] * n
            for v in range(n):
                for u in adj[v]:
                    nxt[u] = (nxt[u] + ways[v]) % MOD
            ways = nxt
        return sum(ways) % MOD
`,
    'O(k * V + k * E)',
    'O(V + E)',
  ],
  [
    'java: values spread k rounds through adj.get(v)',
    'java',
    `import java.util.*;

class Solution {
    public int[] spreadRounds(int n, int[][] edges, int k) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) {
            adj.get(e[0]).add(e[1]);
            adj.get(e[1]).add(e[0]);
        }
        int[] value = new int[n];
        for (int i = 0; i < n; i++) value[i] = i;
        for (int r = 0; r < k; r++) {
            int[] next = value.clone();
            for (int v = 0; v < n; v++) {
                for (int u : adj.get(v)) {
                    next[u] = Math.max(next[u], value[v]);
                }
            }
            value = next;
        }
        return value;
    }
}
`,
    'O(k * V + k * E)',
    'O(V + E)',
  ],
  [
    "go: k rounds of relaxing every node's out-edges",
    'go',
    `package main

func relaxRounds(n int, edges [][]int, k int) []int {
	adj := make([][]int, n)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
	}
	best := make([]int, n)
	for i := range best {
		best[i] = i
	}
	for round := 0; round < k; round++ {
		for v := 0; v < n; v++ {
			for _, u := range adj[v] {
				if best[v] < best[u] {
					best[u] = best[v]
				}
			}
		}
	}
	return best
}
`,
    'O(k * V + k * E)',
    'O(V + E)',
  ],
]

describe('adjacency lists walked on every pass through the nodes', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
