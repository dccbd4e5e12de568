import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A graph given by its edges alone (a tree's `edges`, with no count of nodes beside them) is still a
 * graph: a search over the adjacency lists they fill is O(V + E), as graphs are stated, not O(n) in the
 * number of edges. Pairs that are only unioned (redundant connection) are a list of n pairs.
 */
const CASES: Case[] = [
  [
    'python: a DFS over roads that fill a defaultdict',
    'python',
    `from collections import defaultdict


class Solution:
    def minimumFuelCost(self, roads, seats):
        graph = defaultdict(list)
        for a, b in roads:
            graph[a].append(b)
            graph[b].append(a)
        fuel = 0

        def dfs(node, parent):
            nonlocal fuel
            people = 1
            for nxt in graph[node]:
                if nxt != parent:
                    people += dfs(nxt, node)
            if node != 0:
                fuel += (people + seats - 1) // seats
            return people

        dfs(0, -1)
        return fuel
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'cpp: two BFS passes over a tree given as edges',
    'cpp',
    `#include <queue>
#include <vector>
using namespace std;

class Solution {
public:
    int treeDiameter(vector<vector<int>>& edges) {
        int n = edges.size() + 1;
        vector<vector<int>> adj(n);
        for (auto& e : edges) {
            adj[e[0]].push_back(e[1]);
            adj[e[1]].push_back(e[0]);
        }
        int far = bfs(0, adj).first;
        return bfs(far, adj).second;
    }

private:
    pair<int, int> bfs(int src, const vector<vector<int>>& adj) {
        vector<int> dist(adj.size(), -1);
        queue<int> q;
        q.push(src);
        dist[src] = 0;
        int last = src;
        while (!q.empty()) {
            int u = q.front();
            q.pop();
            last = u;
            for (int v : adj[u])
                if (dist[v] < 0) {
                    dist[v] = dist[u] + 1;
                    q.push(v);
                }
        }
        return {last, dist[last]};
    }
};
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'go: ends taken from each pair before they are appended',
    'go',
    `package main

func leafCount(edges [][]int) int {
	n := len(edges) + 1
	adj := make([][]int, n)
	for _, e := range edges {
		a, b := e[0], e[1]
		adj[a] = append(adj[a], b)
		adj[b] = append(adj[b], a)
	}
	seen := make([]bool, n)
	stack := []int{0}
	seen[0] = true
	leaves := 0
	for len(stack) > 0 {
		u := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		children := 0
		for _, v := range adj[u] {
			if !seen[v] {
				seen[v] = true
				children++
				stack = append(stack, v)
			}
		}
		if children == 0 {
			leaves++
		}
	}
	return leaves
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'javascript: a Map of neighbours filled from edges, walked by BFS',
    'javascript',
    `function farthestFromZero(edges) {
  const adj = new Map();
  for (const [a, b] of edges) {
    if (!adj.has(a)) adj.set(a, []);
    if (!adj.has(b)) adj.set(b, []);
    adj.get(a).push(b);
    adj.get(b).push(a);
  }
  const dist = new Map([[0, 0]]);
  const queue = [0];
  let best = 0;
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head];
    best = Math.max(best, dist.get(u));
    for (const v of adj.get(u) ?? []) {
      if (!dist.has(v)) {
        dist.set(v, dist.get(u) + 1);
        queue.push(v);
      }
    }
  }
  return best;
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'python: pairs only unioned stay a list of n pairs',
    'python',
    `class Solution:
    def findRedundantConnection(self, edges):
        parent = list(range(len(edges) + 1))

        def find(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for a, b in edges:
            ra, rb = find(a), find(b)
            if ra == rb:
                return [a, b]
            parent[ra] = rb
        return []
`,
    'O(n)',
    'O(n)',
  ],
]

describe('a graph given by its edges alone', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
