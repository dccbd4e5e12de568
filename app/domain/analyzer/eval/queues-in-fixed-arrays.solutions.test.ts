import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A breadth-first search over a queue kept in a fixed array with a head and a tail index
 * (`int u = queue[head++]` ... `queue[tail++] = v`, `while (head < tail)`): every pass reads the array at
 * the head and steps it, so the passes are at most the array's length.
 */
const CASES: Case[] = [
  [
    'int[] queue with head++ and tail++ over adjacency lists (Java)',
    'java',
    `class Solution {
    public int shortestPath(int n, int[][] edges) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) { adj.get(e[0]).add(e[1]); adj.get(e[1]).add(e[0]); }
        int[] dist = new int[n];
        Arrays.fill(dist, -1);
        int[] queue = new int[n];
        int head = 0, tail = 0;
        queue[tail++] = 0;
        dist[0] = 0;
        while (head < tail) {
            int u = queue[head++];
            for (int v : adj.get(u)) {
                if (dist[v] == -1) {
                    dist[v] = dist[u] + 1;
                    queue[tail++] = v;
                }
            }
        }
        return dist[n - 1];
    }
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'an Int32Array queue over grid cells (JavaScript)',
    'javascript',
    `function nearestExit(grid) {
  const m = grid.length, n = grid[0].length
  const queue = new Int32Array(m * n)
  const dist = new Int32Array(m * n).fill(-1)
  let head = 0, tail = 0
  queue[tail++] = 0
  dist[0] = 0
  while (head < tail) {
    const cur = queue[head++]
    const r = Math.floor(cur / n), c = cur % n
    for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const nr = r + dr, nc = c + dc
      if (nr < 0 || nc < 0 || nr >= m || nc >= n || grid[nr][nc] === 1) continue
      const id = nr * n + nc
      if (dist[id] !== -1) continue
      dist[id] = dist[cur] + 1
      queue[tail++] = id
    }
  }
  return dist[m * n - 1]
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'vector<int> q(n) with q[head++] (C++)',
    'cpp',
    `class Solution {
public:
    int countReachable(int n, vector<vector<int>>& edges) {
        vector<vector<int>> adj(n);
        for (auto& e : edges) {
            adj[e[0]].push_back(e[1]);
            adj[e[1]].push_back(e[0]);
        }
        vector<int> q(n);
        vector<bool> seen(n, false);
        int head = 0, tail = 0;
        q[tail++] = 0;
        seen[0] = true;
        while (head < tail) {
            int u = q[head++];
            for (int v : adj[u])
                if (!seen[v]) {
                    seen[v] = true;
                    q[tail++] = v;
                }
        }
        return tail;
    }
};
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'head stepped on its own line (Go)',
    'go',
    `package main

func countReachable(n int, edges [][]int) int {
	adj := make([][]int, n)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
		adj[e[1]] = append(adj[e[1]], e[0])
	}
	queue := make([]int, n)
	seen := make([]bool, n)
	head, tail := 0, 1
	seen[0] = true
	for head < tail {
		u := queue[head]
		head++
		for _, v := range adj[u] {
			if !seen[v] {
				seen[v] = true
				queue[tail] = v
				tail++
			}
		}
	}
	return tail
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
]

describe('queues kept in fixed arrays', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
