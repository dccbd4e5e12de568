import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A count of nodes (`n`, `numNodes`) given beside adjacency lists is their V, as it is beside an edge
 * list: the answer is O(V + E), not O(n + V + E).
 */
const CASES: Case[] = [
  [
    'go: a BFS over adjacency lists with the node count n beside them',
    'go',
    `package main

func levels(n int, adj [][]int) int {
	dist := make([]int, n)
	for i := range dist {
		dist[i] = -1
	}
	dist[0] = 0
	q := []int{0}
	far := 0
	for len(q) > 0 {
		u := q[0]
		q = q[1:]
		for _, v := range adj[u] {
			if dist[v] < 0 {
				dist[v] = dist[u] + 1
				far = max(far, dist[v])
				q = append(q, v)
			}
		}
	}
	return far
}
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'python: distances by BFS, the count of nodes given as n',
    'python',
    `from collections import deque
from typing import List

class Solution:
    def farthest(self, n: int, graph: List[List[int]]) -> int:
        dist = [-1] * n
        dist[0] = 0
        queue = deque([0])
        while queue:
            u = queue.popleft()
            for v in graph[u]:
                if dist[v] == -1:
                    dist[v] = dist[u] + 1
                    queue.append(v)
        return max(dist)
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'java: an iterative DFS over a list of lists, with n nodes',
    'java',
    `import java.util.*;

class Solution {
    public int reachable(int n, List<List<Integer>> adj) {
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
    'O(V)',
  ],
]

describe('a node count beside adjacency lists', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
