import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Go's `map[int][][2]int{}` and `map[int][]int{}`: a map whose values are slices, filled later with
 * `graph[u] = append(graph[u], ...)`, is an adjacency list keyed by node, so a search over it walks each
 * node's edges. Before, a value type of fixed-size arrays (`[2]int`) left the map's values unsized and
 * Dijkstra's heap work uncounted. The BFS and Kahn cases are controls that were already right.
 */
const CASES: Case[] = [
  [
    'go: Dijkstra over map[int][][2]int with a dict of best times',
    'go',
    `package main

import "container/heap"

type item struct{ t, city int }
type minQ []item

func (q minQ) Len() int            { return len(q) }
func (q minQ) Less(i, j int) bool  { return q[i].t < q[j].t }
func (q minQ) Swap(i, j int)       { q[i], q[j] = q[j], q[i] }
func (q *minQ) Push(x interface{}) { *q = append(*q, x.(item)) }
func (q *minQ) Pop() interface{} {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}

func slowestArrival(flights [][]int, n int, start int) int {
	out := map[int][][2]int{}
	for _, f := range flights {
		out[f[0]] = append(out[f[0]], [2]int{f[1], f[2]})
	}
	best := map[int]int{}
	q := &minQ{{0, start}}
	for q.Len() > 0 {
		cur := heap.Pop(q).(item)
		if _, done := best[cur.city]; done {
			continue
		}
		best[cur.city] = cur.t
		for _, e := range out[cur.city] {
			if _, done := best[e[0]]; !done {
				heap.Push(q, item{cur.t + e[1], e[0]})
			}
		}
	}
	return len(best)
}
`,
    'O(E log V)',
    'O(V + E)',
  ],
  [
    'go: Dijkstra with relaxations over map[int][][2]int and a distance slice',
    'go',
    `package main

import "container/heap"

type entry struct{ cost, node int }
type costHeap []entry

func (h costHeap) Len() int            { return len(h) }
func (h costHeap) Less(i, j int) bool  { return h[i].cost < h[j].cost }
func (h costHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *costHeap) Push(x interface{}) { *h = append(*h, x.(entry)) }
func (h *costHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func cheapestTo(n int, roads [][]int, src, dst int) int {
	graph := map[int][][2]int{}
	for _, r := range roads {
		graph[r[0]] = append(graph[r[0]], [2]int{r[1], r[2]})
		graph[r[1]] = append(graph[r[1]], [2]int{r[0], r[2]})
	}
	dist := make([]int, n)
	for i := range dist {
		dist[i] = 1 << 60
	}
	dist[src] = 0
	h := &costHeap{{0, src}}
	for h.Len() > 0 {
		cur := heap.Pop(h).(entry)
		if cur.cost > dist[cur.node] {
			continue
		}
		for _, e := range graph[cur.node] {
			if nd := cur.cost + e[1]; nd < dist[e[0]] {
				dist[e[0]] = nd
				heap.Push(h, entry{nd, e[0]})
			}
		}
	}
	return dist[dst]
}
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
  [
    'go: BFS over map[int][]int, a control',
    'go',
    `package main

func reachableFrom(edges [][]int, start int) int {
	adj := map[int][]int{}
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
		adj[e[1]] = append(adj[e[1]], e[0])
	}
	seen := map[int]bool{start: true}
	queue := []int{start}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		for _, v := range adj[u] {
			if !seen[v] {
				seen[v] = true
				queue = append(queue, v)
			}
		}
	}
	return len(seen)
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    "go: Kahn's order over map[int][]int, a control",
    'go',
    `package main

func courseOrder(n int, prereq [][]int) []int {
	next := map[int][]int{}
	indeg := make([]int, n)
	for _, p := range prereq {
		next[p[1]] = append(next[p[1]], p[0])
		indeg[p[0]]++
	}
	queue := []int{}
	for i := 0; i < n; i++ {
		if indeg[i] == 0 {
			queue = append(queue, i)
		}
	}
	order := []int{}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		order = append(order, u)
		for _, v := range next[u] {
			indeg[v]--
			if indeg[v] == 0 {
				queue = append(queue, v)
			}
		}
	}
	return order
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
]

describe('Go maps whose values are slices', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
