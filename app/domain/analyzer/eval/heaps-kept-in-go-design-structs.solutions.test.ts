import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A Go design struct keeping a `container/heap` type in a field (`free *IntHeap`, made in `Constructor` as
 * `&IntHeap{}`) and pushing onto it with `heap.Push(s.free, x)`: the field is a heap the operations fill, n
 * entries when the measured one runs, so each push and pop costs log n, as Python's and Java's heaps kept in
 * fields (the controls) already did.
 */
const CASES: Case[] = [
  [
    'go: seats handed back onto a heap kept behind a pointer field',
    'go',
    `package main

import "container/heap"

type IntHeap []int

func (h IntHeap) Len() int           { return len(h) }
func (h IntHeap) Less(i, j int) bool { return h[i] < h[j] }
func (h IntHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *IntHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *IntHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// SeatManager hands out the lowest free seat; freed seats go back on the heap.
type SeatManager struct {
	free *IntHeap
	next int
}

func Constructor(n int) SeatManager {
	return SeatManager{free: &IntHeap{}, next: 1}
}

func (s *SeatManager) Reserve() int {
	if s.free.Len() > 0 {
		return heap.Pop(s.free).(int)
	}
	s.next++
	return s.next - 1
}

func (s *SeatManager) Unreserve(seatNumber int) {
	heap.Push(s.free, seatNumber)
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'go: a running median over two heaps in fields',
    'go',
    `package main

import "container/heap"

type minHeap []int

func (h minHeap) Len() int            { return len(h) }
func (h minHeap) Less(i, j int) bool  { return h[i] < h[j] }
func (h minHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *minHeap) Push(x interface{}) { *h = append(*h, x.(int)) }
func (h *minHeap) Pop() interface{} {
	old := *h
	v := old[len(old)-1]
	*h = old[:len(old)-1]
	return v
}

type MedianFinder struct {
	low  *minHeap // negated values: a max-heap of the smaller half
	high *minHeap
}

func Constructor() MedianFinder {
	return MedianFinder{low: &minHeap{}, high: &minHeap{}}
}

func (mf *MedianFinder) AddNum(num int) {
	heap.Push(mf.low, -num)
	heap.Push(mf.high, -heap.Pop(mf.low).(int))
	if mf.high.Len() > mf.low.Len() {
		heap.Push(mf.low, -heap.Pop(mf.high).(int))
	}
}

func (mf *MedianFinder) FindMedian() float64 {
	if mf.low.Len() > mf.high.Len() {
		return float64(-(*mf.low)[0])
	}
	return float64(-(*mf.low)[0]+(*mf.high)[0]) / 2
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'python (control): heapq over a list kept on self',
    'python',
    `import heapq


class SeatManager:
    def __init__(self, n: int):
        self.free = []
        self.next = 1

    def reserve(self) -> int:
        if self.free:
            return heapq.heappop(self.free)
        self.next += 1
        return self.next - 1

    def unreserve(self, seatNumber: int) -> None:
        heapq.heappush(self.free, seatNumber)
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'java (control): a PriorityQueue field',
    'java',
    `import java.util.*;

class SeatManager {
    private final PriorityQueue<Integer> free = new PriorityQueue<>();
    private int next = 1;

    public SeatManager(int n) {}

    public int reserve() {
        if (!free.isEmpty()) return free.poll();
        return next++;
    }

    public void unreserve(int seatNumber) {
        free.offer(seatNumber);
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
]

describe('heaps kept in Go design structs', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
