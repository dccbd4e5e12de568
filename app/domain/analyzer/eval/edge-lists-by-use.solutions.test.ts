import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A list of pairs that fills adjacency lists is an edge list whatever it is called (`deps`, `pairs`,
 * `arcs`, `invocations`): beside a count of nodes its graph is V + E, as one named `edges` is.
 */
const CASES: Case[] = [
  [
    "Kahn's order over deps (Python)",
    'python',
    `from collections import deque
from typing import List


class Solution:
    def canFinish(self, n: int, deps: List[List[int]]) -> bool:
        graph = [[] for _ in range(n)]
        indegree = [0] * n
        for a, b in deps:
            graph[b].append(a)
            indegree[a] += 1
        queue = deque(i for i in range(n) if indegree[i] == 0)
        done = 0
        while queue:
            u = queue.popleft()
            done += 1
            for v in graph[u]:
                indegree[v] -= 1
                if indegree[v] == 0:
                    queue.append(v)
        return done == n
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'a stack walk over pairs (Java)',
    'java',
    `class Solution {
    public int reachable(int n, int[][] pairs) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] p : pairs) {
            adj.get(p[0]).add(p[1]);
            adj.get(p[1]).add(p[0]);
        }
        boolean[] seen = new boolean[n];
        Deque<Integer> stack = new ArrayDeque<>();
        stack.push(0);
        seen[0] = true;
        int count = 0;
        while (!stack.isEmpty()) {
            int u = stack.pop();
            count++;
            for (int v : adj.get(u)) {
                if (!seen[v]) {
                    seen[v] = true;
                    stack.push(v);
                }
            }
        }
        return count;
    }
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'a closure DFS over arcs appended to adj (Go)',
    'go',
    `package main

func countReachable(n int, arcs [][]int) int {
	adj := make([][]int, n)
	for _, a := range arcs {
		adj[a[0]] = append(adj[a[0]], a[1])
	}
	seen := make([]bool, n)
	var dfs func(u int) int
	dfs = func(u int) int {
		seen[u] = true
		total := 1
		for _, v := range adj[u] {
			if !seen[v] {
				total += dfs(v)
			}
		}
		return total
	}
	return dfs(0)
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'reachability over invocations (TypeScript)',
    'typescript',
    `export function remainingMethods(n: number, k: number, invocations: number[][]): number {
  const calls: number[][] = Array.from({ length: n }, () => [])
  for (const [a, b] of invocations) calls[a].push(b)
  const seen = new Set<number>([k])
  const stack = [k]
  while (stack.length > 0) {
    const cur = stack.pop()!
    for (const next of calls[cur]) {
      if (!seen.has(next)) {
        seen.add(next)
        stack.push(next)
      }
    }
  }
  return seen.size
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
]

describe('edge lists known by how they are used', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
