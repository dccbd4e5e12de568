import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A graph given by its edges beside its node count (`flights` beside `n`): what the search holds by
 * node (adjacency lists keyed by node, a best time per node) takes V as well as E, and the space reads
 * O(V + E), as graphs are stated, not O(E).
 */
const CASES: Case[] = [
  [
    'python: the slowest arrival with Dijkstra stopping once every city is reached',
    'python',
    `import heapq
from collections import defaultdict
from typing import List

class Solution:
    def slowestArrival(self, flights: List[List[int]], n: int, start: int) -> int:
        graph = defaultdict(list)
        for src, dst, hours in flights:
            graph[src].append((hours, dst))
        reached = {}
        pq = [(0, start)]
        while pq and len(reached) < n:
            elapsed, city = heapq.heappop(pq)
            if city not in reached:
                reached[city] = elapsed
                for hours, nb in graph[city]:
                    if nb not in reached:
                        heapq.heappush(pq, (elapsed + hours, nb))
        return max(reached.values()) if len(reached) == n else -1
`,
    'O(E log V)',
    'O(V + E)',
  ],
  [
    'java: the same with HashMaps and a PriorityQueue',
    'java',
    `import java.util.*;

class Solution {
    public int slowestArrival(int[][] flights, int n, int start) {
        Map<Integer, List<int[]>> out = new HashMap<>();
        for (int[] f : flights) out.computeIfAbsent(f[0], x -> new ArrayList<>()).add(new int[] {f[1], f[2]});
        Map<Integer, Integer> best = new HashMap<>();
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[0] - b[0]);
        pq.offer(new int[] {0, start});
        while (!pq.isEmpty()) {
            int[] cur = pq.poll();
            if (best.containsKey(cur[1])) continue;
            best.put(cur[1], cur[0]);
            for (int[] e : out.getOrDefault(cur[1], List.of())) {
                if (!best.containsKey(e[0])) pq.offer(new int[] {cur[0] + e[1], e[0]});
            }
        }
        if (best.size() < n) return -1;
        return Collections.max(best.values());
    }
}
`,
    'O(E log V)',
    'O(V + E)',
  ],
  [
    'cpp: the same with unordered_maps and a min-heap of pairs',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int slowestArrival(vector<vector<int>>& flights, int n, int start) {
        unordered_map<int, vector<pair<int, int>>> out;
        for (auto& f : flights) out[f[0]].push_back({f[1], f[2]});
        unordered_map<int, int> best;
        priority_queue<pair<int, int>, vector<pair<int, int>>, greater<>> pq;
        pq.push({0, start});
        while (!pq.empty()) {
            auto [t, city] = pq.top();
            pq.pop();
            if (best.count(city)) continue;
            best[city] = t;
            for (auto& [nxt, dt] : out[city])
                if (!best.count(nxt)) pq.push({t + dt, nxt});
        }
        if ((int)best.size() < n) return -1;
        int worst = 0;
        for (auto& [c, t] : best) worst = max(worst, t);
        return worst;
    }
};
`,
    'O(E log V)',
    'O(V + E)',
  ],
]

describe('space held by node for an edge list beside a node count', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
