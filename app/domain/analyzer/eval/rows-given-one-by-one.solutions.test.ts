import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * An array made first and given its rows one by one (`List<Integer>[] g = new ArrayList[n]; g[i] = new
 * ArrayList<>()`, `const graph = new Array(n); graph[i] = []`) has those lists as its rows: what is added
 * to `g[u]` later grows them, so a search over them walks E edges and a heap fed from them holds E entries.
 */
const CASES: Case[] = [
  [
    'java: Dijkstra over a raw array of lists of int pairs',
    'java',
    `import java.util.*;

class Solution {
    public long shortest(int n, int[][] edges) {
        List<int[]>[] adj = new List[n];
        for (int i = 0; i < n; i++) adj[i] = new ArrayList<>();
        for (int[] e : edges) {
            adj[e[0]].add(new int[] {e[1], e[2]});
            adj[e[1]].add(new int[] {e[0], e[2]});
        }
        long[] dist = new long[n];
        Arrays.fill(dist, Long.MAX_VALUE);
        dist[0] = 0;
        PriorityQueue<long[]> pq = new PriorityQueue<>((a, b) -> Long.compare(a[0], b[0]));
        pq.add(new long[] {0, 0});
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            int u = (int) top[1];
            if (top[0] > dist[u]) continue;
            for (int[] e : adj[u]) {
                long nd = top[0] + e[1];
                if (nd < dist[e[0]]) {
                    dist[e[0]] = nd;
                    pq.add(new long[] {nd, e[0]});
                }
            }
        }
        return dist[n - 1];
    }
}
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
  [
    'java: network delay over ArrayList<int[]>[] with offer and poll',
    'java',
    `import java.util.*;

class Solution {
    public int networkDelayTime(int[][] times, int n, int k) {
        ArrayList<int[]>[] out = new ArrayList[n + 1];
        for (int i = 1; i <= n; i++) out[i] = new ArrayList<>();
        for (int[] t : times) out[t[0]].add(new int[] {t[1], t[2]});
        int[] dist = new int[n + 1];
        Arrays.fill(dist, Integer.MAX_VALUE);
        dist[k] = 0;
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[0] - b[0]);
        pq.offer(new int[] {0, k});
        while (!pq.isEmpty()) {
            int[] cur = pq.poll();
            int d = cur[0], u = cur[1];
            if (d > dist[u]) continue;
            for (int[] e : out[u]) {
                if (d + e[1] < dist[e[0]]) {
                    dist[e[0]] = d + e[1];
                    pq.offer(new int[] {dist[e[0]], e[0]});
                }
            }
        }
        int best = 0;
        for (int i = 1; i <= n; i++) {
            if (dist[i] == Integer.MAX_VALUE) return -1;
            best = Math.max(best, dist[i]);
        }
        return best;
    }
}
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
  [
    'javascript: components counted with a stack over rows given to new Array(n)',
    'javascript',
    `function countComponents(n, edges) {
  const graph = new Array(n);
  for (let i = 0; i < n; i++) graph[i] = [];
  for (const [a, b] of edges) {
    graph[a].push(b);
    graph[b].push(a);
  }
  const seen = new Array(n).fill(false);
  let parts = 0;
  for (let i = 0; i < n; i++) {
    if (seen[i]) continue;
    parts++;
    const stack = [i];
    seen[i] = true;
    while (stack.length) {
      const u = stack.pop();
      for (const v of graph[u]) {
        if (!seen[v]) {
          seen[v] = true;
          stack.push(v);
        }
      }
    }
  }
  return parts;
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'cpp: the same count over a vector of vectors resized first',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    int countComponents(int n, vector<vector<int>>& edges) {
        vector<vector<int>> g;
        g.resize(n);
        for (auto& e : edges) {
            g[e[0]].push_back(e[1]);
            g[e[1]].push_back(e[0]);
        }
        vector<bool> seen(n, false);
        int parts = 0;
        for (int i = 0; i < n; ++i) {
            if (seen[i]) continue;
            ++parts;
            vector<int> stack{i};
            seen[i] = true;
            while (!stack.empty()) {
                int u = stack.back();
                stack.pop_back();
                for (int v : g[u])
                    if (!seen[v]) {
                        seen[v] = true;
                        stack.push_back(v);
                    }
            }
        }
        return parts;
    }
};
`,
    'O(V + E)',
    'O(V + E)',
  ],
]

describe('rows given to an array one by one', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
