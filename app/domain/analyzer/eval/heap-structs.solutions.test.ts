import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A Go type with the Push and Pop that container/heap calls is a heap whether it is a named slice or a
 * struct keeping its slice in a field (`struct{ items []candidate }`) or embedding one
 * (`struct{ sort.IntSlice }`): heap.Push and heap.Pop cost log n, and the slice field is the heap.
 */
const CASES: Case[] = [
  [
    'go: a heap struct keeping its entries in a slice field, capped at k',
    'go',
    `package main

import "container/heap"

// candidate remembers a point together with its squared distance to the origin.
type candidate struct {
	sq    int
	point []int
}

// keptPoints is a max-heap by squared distance: the farthest of the kept points sits on top,
// ready to be evicted when a closer one arrives.
type keptPoints struct {
	items []candidate
}

func (kp *keptPoints) Len() int           { return len(kp.items) }
func (kp *keptPoints) Less(i, j int) bool { return kp.items[i].sq > kp.items[j].sq }
func (kp *keptPoints) Swap(i, j int)      { kp.items[i], kp.items[j] = kp.items[j], kp.items[i] }
func (kp *keptPoints) Push(x any)         { kp.items = append(kp.items, x.(candidate)) }
func (kp *keptPoints) Pop() any {
	n := len(kp.items)
	top := kp.items[n-1]
	kp.items = kp.items[:n-1]
	return top
}

func kClosest(points [][]int, k int) [][]int {
	kept := &keptPoints{items: make([]candidate, 0, k+1)}
	for i := 0; i < len(points); i++ {
		x, y := points[i][0], points[i][1]
		heap.Push(kept, candidate{sq: x*x + y*y, point: points[i]})
		if kept.Len() > k {
			heap.Pop(kept) // drop the farthest so only k remain
		}
	}
	answer := make([][]int, 0, k)
	for _, c := range kept.items {
		answer = append(answer, c.point)
	}
	return answer
}
`,
    'O(n log k)',
    'O(k)',
  ],
  [
    'go: a heap struct embedding sort.IntSlice, made from a copy of the input',
    'go',
    `package main

import (
	"container/heap"
	"sort"
)

// minHeap gets Len/Less/Swap from sort.IntSlice.
type minHeap struct{ sort.IntSlice }

func (h *minHeap) Push(v any) { h.IntSlice = append(h.IntSlice, v.(int)) }

func (h *minHeap) Pop() any {
	last := len(h.IntSlice) - 1
	v := h.IntSlice[last]
	h.IntSlice = h.IntSlice[:last]
	return v
}

func minOperations(nums []int, k int) int {
	pq := &minHeap{append([]int(nil), nums...)}
	heap.Init(pq)
	count := 0
	for pq.Len() > 1 {
		if pq.IntSlice[0] >= k {
			break // the smallest already meets the threshold
		}
		smallest := heap.Pop(pq).(int)
		second := heap.Pop(pq).(int)
		heap.Push(pq, 2*smallest+second)
		count++
	}
	return count
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: a heap kept on the instance, capped at k',
    'python',
    `import heapq
from typing import List

class Solution:
    def kClosest(self, points: List[List[int]], k: int) -> List[List[int]]:
        self.kept = []
        for x, y in points:
            heapq.heappush(self.kept, (-(x * x + y * y), x, y))
            if len(self.kept) > k:
                heapq.heappop(self.kept)
        return [[x, y] for _, x, y in self.kept]
`,
    'O(n log k)',
    'O(k)',
  ],
]

describe('heaps kept in a struct', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
