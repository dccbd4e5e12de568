import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * An endless loop (`for {}`, `while True`, `while (true)`) whose every pass takes the top off a heap, and
 * puts the next item of the same row back, runs at most once per item ever pushed: here, every cell of the
 * rows. Go's `heap.Pop(h)` takes its item out of its argument, as Python's `heappop(h)` does. The control
 * pops under a bound on the output instead. The Java and C++ cases held before; the Go one did not.
 */
const CASES: Case[] = [
  [
    "go: for {} with heap.Pop(h) and a push of the row's next item",
    'go',
    `package main

import "container/heap"

type front struct{ val, row, col int }

type fronts []front

func (f fronts) Len() int            { return len(f) }
func (f fronts) Less(i, j int) bool  { return f[i].val < f[j].val }
func (f fronts) Swap(i, j int)       { f[i], f[j] = f[j], f[i] }
func (f *fronts) Push(x interface{}) { *f = append(*f, x.(front)) }
func (f *fronts) Pop() interface{} {
	old := *f
	x := old[len(old)-1]
	*f = old[:len(old)-1]
	return x
}

// mergeUntilShortest merges the sorted rows until one row runs out.
func mergeUntilShortest(rows [][]int) []int {
	h := &fronts{}
	for r, row := range rows {
		heap.Push(h, front{row[0], r, 0})
	}
	var out []int
	for {
		top := heap.Pop(h).(front)
		out = append(out, top.val)
		if top.col+1 == len(rows[top.row]) {
			break
		}
		heap.Push(h, front{rows[top.row][top.col+1], top.row, top.col + 1})
	}
	return out
}
`,
    'O(m * n log m)',
    'O(m * n)',
  ],
  [
    "java: while (true) with pq.poll() and an offer of the row's next item",
    'java',
    `import java.util.*;

class Solution {
    public List<Integer> mergeUntilShortest(int[][] rows) {
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[0] - b[0]);
        for (int r = 0; r < rows.length; r++) pq.offer(new int[] {rows[r][0], r, 0});
        List<Integer> out = new ArrayList<>();
        while (true) {
            int[] top = pq.poll();
            out.add(top[0]);
            if (top[2] + 1 == rows[top[1]].length) break;
            pq.offer(new int[] {rows[top[1]][top[2] + 1], top[1], top[2] + 1});
        }
        return out;
    }
}
`,
    'O(m * n log m)',
    'O(m * n)',
  ],
  [
    "cpp: while (true) with top() and pop() and a push of the row's next item",
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    vector<int> mergeUntilShortest(vector<vector<int>>& rows) {
        priority_queue<array<int, 3>, vector<array<int, 3>>, greater<>> pq;
        for (int r = 0; r < (int)rows.size(); r++) pq.push({rows[r][0], r, 0});
        vector<int> out;
        while (true) {
            auto [val, r, c] = pq.top();
            pq.pop();
            out.push_back(val);
            if (c + 1 == (int)rows[r].size()) break;
            pq.push({rows[r][c + 1], r, c + 1});
        }
        return out;
    }
};
`,
    'O(m * n log m)',
    'O(m * n)',
  ],
  [
    'go control: heap.Pop(h) under a bound on the output',
    'go',
    `package main

import "container/heap"

type fronts []int

func (f fronts) Len() int            { return len(f) }
func (f fronts) Less(i, j int) bool  { return f[i] < f[j] }
func (f fronts) Swap(i, j int)       { f[i], f[j] = f[j], f[i] }
func (f *fronts) Push(x interface{}) { *f = append(*f, x.(int)) }
func (f *fronts) Pop() interface{} {
	old := *f
	x := old[len(old)-1]
	*f = old[:len(old)-1]
	return x
}

// smallestK pops the k smallest values, one per pass.
func smallestK(nums []int, k int) []int {
	h := &fronts{}
	for _, x := range nums {
		heap.Push(h, x)
	}
	out := []int{}
	for len(out) < k {
		out = append(out, heap.Pop(h).(int))
	}
	return out
}
`,
    'O(n log n)',
    'O(n)',
  ],
]

describe('endless loops popping a heap on every pass', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
