import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Breadth-first searches over (node, set of nodes) states, the set kept as the bits of a number
 * (`mask | (1 << nxt)`): each node is met once for each of the 2^V sets, and its edges are walked once per
 * state, so the search is O(2^V (V + E)) and its visited states O(V 2^V).
 */
const CASES: Case[] = [
  [
    'python: shortest path visiting all nodes, states (node, mask) in a set',
    'python',
    `from collections import deque


class Solution:
    def shortestPathLength(self, graph: list[list[int]]) -> int:
        n = len(graph)
        full = (1 << n) - 1
        queue = deque((i, 1 << i, 0) for i in range(n))
        seen = {(i, 1 << i) for i in range(n)}
        while queue:
            node, mask, d = queue.popleft()
            if mask == full:
                return d
            for nxt in graph[node]:
                state = (nxt, mask | (1 << nxt))
                if state not in seen:
                    seen.add(state)
                    queue.append((nxt, state[1], d + 1))
        return -1
`,
    'O(V * 2^V + E * 2^V)',
    'O(V * 2^V)',
  ],
  [
    'java: the same with boolean[n][1 << n] and a level-by-level queue',
    'java',
    `import java.util.*;

class Solution {
    public int shortestPathLength(int[][] graph) {
        int n = graph.length, full = (1 << n) - 1;
        boolean[][] seen = new boolean[n][1 << n];
        Deque<int[]> queue = new ArrayDeque<>();
        for (int i = 0; i < n; i++) {
            queue.offer(new int[]{i, 1 << i});
            seen[i][1 << i] = true;
        }
        int steps = 0;
        while (!queue.isEmpty()) {
            for (int size = queue.size(); size > 0; size--) {
                int[] cur = queue.poll();
                if (cur[1] == full) return steps;
                for (int next : graph[cur[0]]) {
                    int mask = cur[1] | (1 << next);
                    if (!seen[next][mask]) {
                        seen[next][mask] = true;
                        queue.offer(new int[]{next, mask});
                    }
                }
            }
            steps++;
        }
        return -1;
    }
}
`,
    'O(V * 2^V + E * 2^V)',
    'O(V * 2^V)',
  ],
  [
    'cpp: the same with a distance table per (node, mask)',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;
class Solution {
public:
    int shortestPathLength(vector<vector<int>>& graph) {
        int n = graph.size(), full = (1 << n) - 1;
        vector<vector<int>> dist(n, vector<int>(1 << n, -1));
        queue<pair<int, int>> q;
        for (int i = 0; i < n; i++) {
            dist[i][1 << i] = 0;
            q.push({i, 1 << i});
        }
        while (!q.empty()) {
            auto [u, mask] = q.front();
            q.pop();
            if (mask == full) return dist[u][mask];
            for (int v : graph[u]) {
                int nm = mask | (1 << v);
                if (dist[v][nm] == -1) {
                    dist[v][nm] = dist[u][mask] + 1;
                    q.push({v, nm});
                }
            }
        }
        return -1;
    }
};
`,
    'O(V * 2^V + E * 2^V)',
    'O(V * 2^V)',
  ],
]

describe('searches over nodes with the set of nodes seen', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
