import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A breadth-first search run from every vertex, its distances wiped before each run: the runs share no
 * marks, so each costs V + E and together they cost V · (V + E). A queue kept in a fixed array with a
 * counter for its end (`queue[tail++] = v`) is drained like any other.
 */
const SEARCHES_FROM_EVERY_VERTEX: Case[] = [
  [
    'java: the shortest cycle, one BFS per source over an array queue',
    'java',
    `import java.util.*;

class Solution {
    public int shortestCycle(int n, int[][] edges) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) {
            adj.get(e[0]).add(e[1]);
            adj.get(e[1]).add(e[0]);
        }
        int best = Integer.MAX_VALUE;
        int[] dist = new int[n];
        int[] from = new int[n];
        int[] queue = new int[n];
        for (int src = 0; src < n; src++) {
            Arrays.fill(dist, -1);
            dist[src] = 0;
            from[src] = -1;
            int head = 0, tail = 0;
            queue[tail++] = src;
            while (head < tail) {
                int u = queue[head++];
                for (int v : adj.get(u)) {
                    if (dist[v] == -1) {
                        dist[v] = dist[u] + 1;
                        from[v] = u;
                        queue[tail++] = v;
                    } else if (from[u] != v) {
                        best = Math.min(best, dist[u] + dist[v] + 1);
                    }
                }
            }
        }
        return best == Integer.MAX_VALUE ? -1 : best;
    }
}
`,
    'O(V^2 + V * E)',
    'O(V + E)',
  ],
  [
    'cpp: the deepest layering from every start, a helper that wipes the distances it is handed',
    'cpp',
    `#include <queue>
#include <vector>
using namespace std;

class Solution {
    int depthFrom(int start, const vector<vector<int>>& adj, vector<int>& dist) {
        fill(dist.begin(), dist.end(), -1);
        queue<int> q;
        q.push(start);
        dist[start] = 0;
        int deepest = 0;
        while (!q.empty()) {
            int u = q.front();
            q.pop();
            deepest = max(deepest, dist[u]);
            for (int v : adj[u]) {
                if (dist[v] == -1) {
                    dist[v] = dist[u] + 1;
                    q.push(v);
                }
            }
        }
        return deepest;
    }

public:
    int widestDepth(int n, vector<vector<int>>& edges) {
        vector<vector<int>> adj(n);
        for (auto& e : edges) {
            adj[e[0]].push_back(e[1]);
            adj[e[1]].push_back(e[0]);
        }
        vector<int> dist(n);
        int best = 0;
        for (int s = 0; s < n; ++s) best = max(best, depthFrom(s, adj, dist));
        return best;
    }
};
`,
    'O(V^2 + V * E)',
    'O(V + E)',
  ],
  [
    'go: eccentricities, a queue in a slice with its own end counter',
    'go',
    `package main

func eccentricities(n int, edges [][]int) []int {
	adj := make([][]int, n)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
		adj[e[1]] = append(adj[e[1]], e[0])
	}
	out := make([]int, n)
	dist := make([]int, n)
	queue := make([]int, n)
	for src := 0; src < n; src++ {
		for i := range dist {
			dist[i] = -1
		}
		dist[src] = 0
		head, tail := 0, 0
		queue[tail] = src
		tail++
		for head < tail {
			u := queue[head]
			head++
			for _, v := range adj[u] {
				if dist[v] < 0 {
					dist[v] = dist[u] + 1
					queue[tail] = v
					tail++
				}
			}
		}
		out[src] = dist[queue[tail-1]]
	}
	return out
}
`,
    'O(V^2 + V * E)',
    'O(V + E)',
  ],
]

describe('searches run from every vertex', () => {
  it.each(SEARCHES_FROM_EVERY_VERTEX)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
