import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Prim's tree grown from a heap that is pushed once per edge and popped until every vertex joined pays
 * log V per edge and per vertex: stated as O(E log V + V), as such searches are, since the edges reach
 * every vertex (V ≤ E + 1) and the vertex pops' logarithm is covered by the edges'.
 */
const CASES: Case[] = [
  [
    'java: a PriorityQueue of edges and an inTree array',
    'java',
    `import java.util.*;

class Solution {
    public int minimumCost(int n, int[][] connections) {
        List<List<int[]>> adj = new ArrayList<>();
        for (int i = 0; i <= n; i++) adj.add(new ArrayList<>());
        for (int[] c : connections) {
            adj.get(c[0]).add(new int[] {c[1], c[2]});
            adj.get(c[1]).add(new int[] {c[0], c[2]});
        }
        boolean[] inTree = new boolean[n + 1];
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[1] - b[1]);
        pq.offer(new int[] {1, 0});
        int total = 0, joined = 0;
        while (!pq.isEmpty()) {
            int[] top = pq.poll();
            if (inTree[top[0]]) continue;
            inTree[top[0]] = true;
            total += top[1];
            joined++;
            for (int[] e : adj.get(top[0])) if (!inTree[e[0]]) pq.offer(e);
        }
        return joined == n ? total : -1;
    }
}
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
  [
    'go: container/heap of edges',
    'go',
    `package main

import "container/heap"

type edgeHeap [][2]int

func (h edgeHeap) Len() int            { return len(h) }
func (h edgeHeap) Less(i, j int) bool  { return h[i][1] < h[j][1] }
func (h edgeHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *edgeHeap) Push(x interface{}) { *h = append(*h, x.([2]int)) }
func (h *edgeHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func minimumCost(n int, connections [][]int) int {
	adj := make([][][2]int, n+1)
	for _, c := range connections {
		adj[c[0]] = append(adj[c[0]], [2]int{c[1], c[2]})
		adj[c[1]] = append(adj[c[1]], [2]int{c[0], c[2]})
	}
	inTree := make([]bool, n+1)
	h := &edgeHeap{{1, 0}}
	total, joined := 0, 0
	for h.Len() > 0 {
		top := heap.Pop(h).([2]int)
		if inTree[top[0]] {
			continue
		}
		inTree[top[0]] = true
		total += top[1]
		joined++
		for _, e := range adj[top[0]] {
			if !inTree[e[0]] {
				heap.Push(h, e)
			}
		}
	}
	if joined != n {
		return -1
	}
	return total
}
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
]

describe('heaps over vertices and edges', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
