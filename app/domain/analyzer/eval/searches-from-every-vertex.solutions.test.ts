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
    'java: how many nodes each node reaches, one BFS per source over an array queue',
    'java',
    `import java.util.*;

class Solution {
    public int[] reachCounts(int n, int[][] links) {
        List<List<Integer>> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(new ArrayList<>());
        for (int[] l : links) out.get(l[0]).add(l[1]);
        int[] counts = new int[n];
        boolean[] seen = new boolean[n];
        int[] order = new int[n];
        for (int s = 0; s < n; s++) {
            Arrays.fill(seen, false);
            int read = 0, write = 0;
            order[write++] = s;
            seen[s] = true;
            while (read < write) {
                int u = order[read++];
                for (int v : out.get(u))
                    if (!seen[v]) { seen[v] = true; order[write++] = v; }
            }
            counts[s] = write;
        }
        return counts;
    }
}
`,
    'O(V^2 + V * E)',
    'O(V + E)',
  ],
  [
    'cpp: the farthest node from every start, a helper that wipes the marks it is handed',
    'cpp',
    `#include <queue>
#include <vector>
using namespace std;

class Solution {
    int farthest(int from, const vector<vector<int>>& g, vector<int>& level) {
        level.assign(level.size(), -1);
        queue<int> todo;
        todo.push(from);
        level[from] = 0;
        int last = from;
        while (!todo.empty()) {
            last = todo.front();
            todo.pop();
            for (int w : g[last])
                if (level[w] < 0) { level[w] = level[last] + 1; todo.push(w); }
        }
        return last;
    }

public:
    vector<int> farthestFromEach(int n, vector<vector<int>>& edges) {
        vector<vector<int>> g(n);
        for (auto& e : edges) { g[e[0]].push_back(e[1]); g[e[1]].push_back(e[0]); }
        vector<int> level(n), answer(n);
        for (int s = 0; s < n; ++s) answer[s] = farthest(s, g, level);
        return answer;
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
