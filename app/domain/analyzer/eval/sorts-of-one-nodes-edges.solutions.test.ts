import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A list sorted once per node inside a walk of the nodes, holding that node's edges: filled from its
 * adjacency list this pass (`for v in adj[u]: near.append(...)`), or the adjacency list itself
 * (`sort.Ints(adj[u])`, `Collections.sort(adj.get(u))`). Each sort handles one node's edges, so together
 * they cost no more than sorting all E edges once: O(E log E), which is O(E log V).
 */
const CASES: Case[] = [
  [
    'python: the two heaviest neighbours of each city, a list filled from its adjacency list and sorted',
    'python',
    `from collections import defaultdict
from typing import List

class Solution:
    def largestNeighbourSum(self, n: int, roads: List[List[int]], weight: List[int]) -> int:
        # for each city, the two heaviest neighbours it is joined to
        graph = defaultdict(list)
        for a, b in roads:
            graph[a].append(b)
            graph[b].append(a)
        best = 0
        for city in range(n):
            near = []
            for other in graph[city]:
                near.append(weight[other])
            near.sort(reverse=True)
            best = max(best, weight[city] + sum(near[:2]))
        return best
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
  [
    'java: the median neighbour label, each adjacency list sorted in place through a name',
    'java',
    `import java.util.*;

class Solution {
    public int[] medianNeighbour(int n, int[][] edges) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) {
            adj.get(e[0]).add(e[1]);
            adj.get(e[1]).add(e[0]);
        }
        int[] answer = new int[n];
        for (int u = 0; u < n; u++) {
            List<Integer> labels = adj.get(u);
            Collections.sort(labels);
            answer[u] = labels.isEmpty() ? -1 : labels.get(labels.size() / 2);
        }
        return answer;
    }
}
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
  [
    'cpp: the k heaviest edges at each node, a vector of weights sorted in reverse',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    long long keepHeaviest(int n, vector<vector<int>>& edges, int k) {
        vector<vector<pair<int, int>>> g(n);
        for (auto& e : edges) {
            g[e[0]].push_back({e[1], e[2]});
            g[e[1]].push_back({e[0], e[2]});
        }
        long long total = 0;
        for (int u = 0; u < n; ++u) {
            vector<int> ws;
            for (auto& [v, w] : g[u]) ws.push_back(w);
            sort(ws.rbegin(), ws.rend());
            for (int i = 0; i < (int)ws.size() && i < k; ++i) total += ws[i];
        }
        return total;
    }
};
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
  [
    'go: every adjacency list sorted with sort.Ints',
    'go',
    `package main

import "sort"

func sortedNeighbours(n int, edges [][]int) [][]int {
	adj := make([][]int, n)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
		adj[e[1]] = append(adj[e[1]], e[0])
	}
	for u := 0; u < n; u++ {
		sort.Ints(adj[u])
	}
	return adj
}
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
  [
    'javascript: the smallest gap between neighbour labels, a copy pushed and sorted per node',
    'javascript',
    `/**
 * @param {number} n
 * @param {number[][]} edges
 * @return {number[]}
 */
var smallestNeighbourGap = function (n, edges) {
  const adj = Array.from({ length: n }, () => []);
  for (const [a, b] of edges) {
    adj[a].push(b);
    adj[b].push(a);
  }
  const gaps = new Array(n).fill(-1);
  for (let u = 0; u < n; u++) {
    const near = [];
    for (const v of adj[u]) near.push(v);
    near.sort((x, y) => x - y);
    for (let i = 1; i < near.length; i++) {
      const d = near[i] - near[i - 1];
      if (gaps[u] === -1 || d < gaps[u]) gaps[u] = d;
    }
  }
  return gaps;
};
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
]

describe("sorts of one node's edges", () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
