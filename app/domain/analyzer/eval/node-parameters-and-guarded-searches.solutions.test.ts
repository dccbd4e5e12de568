import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Beside a graph, a parameter naming a node (`source`, `destination`, `start`) is one of its V nodes, not
 * a size of its own. And a visited check written where the call is guarded by it, in a comprehension's
 * filter, before a short-circuit `and`, or inside a callback (`adj[u].some((v) => !seen.has(v) && dfs(v))`),
 * makes a visit-once search as an `if` does.
 */
const CASES: Case[] = [
  [
    'python: any() over the neighbours with `not in seen and dfs(v)`',
    'python',
    `from collections import defaultdict
from typing import List


class Solution:
    def validPath(self, n: int, edges: List[List[int]], source: int, destination: int) -> bool:
        graph = defaultdict(list)
        for u, v in edges:
            graph[u].append(v)
            graph[v].append(u)
        seen = set()

        def dfs(node):
            if node == destination:
                return True
            seen.add(node)
            return any(nxt not in seen and dfs(nxt) for nxt in graph[node])

        return dfs(source)
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'python: any() over a comprehension filtered by the visited set',
    'python',
    `from collections import defaultdict
from typing import List


class Solution:
    def validPath(self, n: int, edges: List[List[int]], source: int, destination: int) -> bool:
        graph = defaultdict(list)
        for u, v in edges:
            graph[u].append(v)
            graph[v].append(u)
        seen = set()

        def dfs(node):
            if node == destination:
                return True
            seen.add(node)
            return any(dfs(nxt) for nxt in graph[node] if nxt not in seen)

        return dfs(source)
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'javascript: some() with a callback that checks the set before recursing',
    'javascript',
    `function validPath(n, edges, source, destination) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u].push(v);
    adj[v].push(u);
  }
  const seen = new Set();
  const dfs = (u) => {
    if (u === destination) return true;
    seen.add(u);
    return adj[u].some((v) => !seen.has(v) && dfs(v));
  };
  return dfs(source);
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'go: a search started at a start node of the graph',
    'go',
    `package main

func countReachable(n int, edges [][]int, start int) int {
	adj := make([][]int, n)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
	}
	seen := make([]bool, n)
	var visit func(u int) int
	visit = func(u int) int {
		seen[u] = true
		total := 1
		for _, v := range adj[u] {
			if !seen[v] {
				total += visit(v)
			}
		}
		return total
	}
	return visit(start)
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'java: source and destination beside n and the edges',
    'java',
    `import java.util.*;

class Solution {
    private List<Integer>[] adj;
    private int[] state;

    public boolean leadsToDestination(int n, int[][] edges, int source, int destination) {
        adj = new List[n];
        for (int i = 0; i < n; i++) adj[i] = new ArrayList<>();
        for (int[] e : edges) adj[e[0]].add(e[1]);
        state = new int[n];
        return walk(source, destination);
    }

    private boolean walk(int u, int target) {
        if (state[u] != 0) return state[u] == 2;
        if (adj[u].isEmpty()) return u == target;
        state[u] = 1;
        for (int v : adj[u]) if (!walk(v, target)) return false;
        state[u] = 2;
        return true;
    }
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
]

describe('node parameters and guarded searches', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
