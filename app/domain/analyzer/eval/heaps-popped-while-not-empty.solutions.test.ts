import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A hand-written heap popped under a test that it is not empty (`if (heap.size > 0) heap.pop()`) keeps its
 * size: the test bounds nothing, unlike `if (heap.size > k) heap.pop()`, which keeps it at k.
 */
const CASES: Case[] = [
  [
    'javascript: a PriorityQueue class with sift helpers, popped under if (queue.size > 0)',
    'javascript',
    `class PriorityQueue {
  constructor() {
    this.items = [];
  }

  get size() {
    return this.items.length;
  }

  add(value) {
    this.items.push(value);
    this.siftUp(this.items.length - 1);
  }

  remove() {
    const items = this.items;
    const first = items[0];
    const end = items.pop();
    if (items.length) {
      items[0] = end;
      this.siftDown(0);
    }
    return first;
  }

  siftUp(at) {
    const items = this.items;
    while (at > 0) {
      const parent = Math.floor((at - 1) / 2);
      if (items[parent] <= items[at]) return;
      [items[parent], items[at]] = [items[at], items[parent]];
      at = parent;
    }
  }

  siftDown(at) {
    const items = this.items;
    while (true) {
      const left = 2 * at + 1;
      const right = left + 1;
      let smallest = at;
      if (left < items.length && items[left] < items[smallest]) smallest = left;
      if (right < items.length && items[right] < items[smallest]) smallest = right;
      if (smallest === at) break;
      [items[smallest], items[at]] = [items[at], items[smallest]];
      at = smallest;
    }
  }
}

/**
 * Values weighted by their rank in sorted order, taken one at a time while any are left.
 * @param {number[]} nums
 * @return {number}
 */
var rankWeightedSum = function (nums) {
  const queue = new PriorityQueue();
  for (const x of nums) queue.add(x);
  let total = 0;
  for (let i = 0; i < nums.length; i++) {
    if (queue.size > 0) total += queue.remove() * i;
  }
  return total;
};
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'typescript: the same with a typed Heap class',
    'typescript',
    `class Heap {
  private a: number[] = [];
  constructor(private readonly before: (x: number, y: number) => boolean) {}
  get size(): number {
    return this.a.length;
  }
  peek(): number {
    return this.a[0]!;
  }
  push(x: number): void {
    const a = this.a;
    a.push(x);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.before(a[i]!, a[p]!)) break;
      [a[i], a[p]] = [a[p]!, a[i]!];
      i = p;
    }
  }
  pop(): number {
    const a = this.a;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      while (true) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && this.before(a[l]!, a[m]!)) m = l;
        if (r < a.length && this.before(a[r]!, a[m]!)) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top;
  }
}

export function rankWeightedSum(nums: number[]): number {
  const heap = new Heap((x, y) => x < y);
  for (const x of nums) heap.push(x);
  let total = 0;
  for (let i = 0; i < nums.length; i++) {
    if (heap.size > 0) total += heap.pop() * i;
  }
  return total;
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: last stone weight on a hand-written heap, popped while len(heap) > 1',
    'python',
    `class MinHeap:
    def __init__(self):
        self.items = []

    def __len__(self):
        return len(self.items)

    def push(self, x):
        a = self.items
        a.append(x)
        i = len(a) - 1
        while i > 0:
            p = (i - 1) // 2
            if a[p] <= a[i]:
                break
            a[p], a[i] = a[i], a[p]
            i = p

    def pop(self):
        a = self.items
        top = a[0]
        last = a.pop()
        if a:
            a[0] = last
            i = 0
            while True:
                l, r = 2 * i + 1, 2 * i + 2
                s = i
                if l < len(a) and a[l] < a[s]:
                    s = l
                if r < len(a) and a[r] < a[s]:
                    s = r
                if s == i:
                    break
                a[s], a[i] = a[i], a[s]
                i = s
        return top


class Solution:
    def lastStoneWeight(self, stones: list[int]) -> int:
        heap = MinHeap()
        for s in stones:
            heap.push(-s)
        while len(heap) > 1:
            a = -heap.pop()
            b = -heap.pop()
            if a != b:
                heap.push(b - a)
        return -heap.pop() if len(heap) > 0 else 0
`,
    'O(n log n)',
    'O(n)',
  ],
]

describe('heaps popped while not empty', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
