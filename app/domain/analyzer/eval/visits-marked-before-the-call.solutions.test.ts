import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A depth-first search that marks a neighbour before calling itself on it (`if not seen[v]: seen[v] = true;
 * dfs(v)`) rather than testing its own node on entry: the mark is on the name it hands the call, and
 * each node is still entered once per search. From every source in turn, that is V searches of V + E.
 */
const CASES: Case[] = [
  [
    'python: what each node reaches, a set handed down and filled before each call',
    'python',
    `from typing import List

class Solution:
    def reachableCount(self, n: int, edges: List[List[int]]) -> List[int]:
        # how many nodes each node can reach in a directed graph
        out = [[] for _ in range(n)]
        for a, b in edges:
            out[a].append(b)

        def walk(node, seen):
            total = 0
            for nxt in out[node]:
                if nxt not in seen:
                    seen.add(nxt)
                    total += 1 + walk(nxt, seen)
            return total

        return [walk(s, {s}) for s in range(n)]
`,
    'O(V^2 + V * E)',
    'O(V + E)',
  ],
  [
    "java: every node's descendants, a fresh boolean array per root, marked after a continue",
    'java',
    `import java.util.*;

class Solution {
    public List<List<Integer>> descendants(int n, int[][] edges) {
        List<List<Integer>> kids = new ArrayList<>();
        for (int i = 0; i < n; i++) kids.add(new ArrayList<>());
        for (int[] e : edges) kids.get(e[0]).add(e[1]);
        List<List<Integer>> result = new ArrayList<>();
        for (int root = 0; root < n; root++) {
            boolean[] seen = new boolean[n];
            List<Integer> below = new ArrayList<>();
            collect(root, kids, seen, below);
            result.add(below);
        }
        return result;
    }

    private void collect(int at, List<List<Integer>> kids, boolean[] seen, List<Integer> below) {
        for (int k : kids.get(at)) {
            if (seen[k]) continue;
            seen[k] = true;
            below.add(k);
            collect(k, kids, seen, below);
        }
    }
}
`,
    'O(V^2 + V * E)',
    'O(V^2)',
  ],
  [
    'cpp: the largest component, vector<bool> fields marked before each recursive call',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
    vector<vector<int>> g;
    vector<bool> vis;
    int dfs(int u) {
        int size = 1;
        for (int v : g[u]) {
            if (!vis[v]) {
                vis[v] = true;
                size += dfs(v);
            }
        }
        return size;
    }
public:
    int largestComponent(int n, vector<vector<int>>& edges) {
        g.assign(n, {});
        for (auto& e : edges) {
            g[e[0]].push_back(e[1]);
            g[e[1]].push_back(e[0]);
        }
        vis.assign(n, false);
        int best = 0;
        for (int i = 0; i < n; i++) {
            if (vis[i]) continue;
            vis[i] = true;
            best = max(best, dfs(i));
        }
        return best;
    }
};
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'go: counting components with a closure that marks a neighbour before recursing',
    'go',
    `package main

func countComponents(n int, edges [][]int) int {
	adj := make([][]int, n)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
		adj[e[1]] = append(adj[e[1]], e[0])
	}
	visited := make([]bool, n)
	var dfs func(u int)
	dfs = func(u int) {
		for _, v := range adj[u] {
			if !visited[v] {
				visited[v] = true
				dfs(v)
			}
		}
	}
	count := 0
	for i := 0; i < n; i++ {
		if !visited[i] {
			visited[i] = true
			dfs(i)
			count++
		}
	}
	return count
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
]

describe('visited marks set on the child before the call', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
