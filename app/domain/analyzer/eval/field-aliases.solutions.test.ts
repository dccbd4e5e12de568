import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A design class whose operation takes its field under a local name (`const heap = this.#heap`,
 * `items = self._items`, Java's `List<Integer> heap = items`) still fills that field: what earlier operations
 * added is there when the measured one runs, so a sift-up over it takes log n steps.
 */
const CASES: Case[] = [
  [
    'typescript: seat manager, heap taken from this.#heap',
    'typescript',
    `// Seats never handed out yet come from a counter; seats handed back go into a
// min-heap, so reserve() picks the smaller of the two sources.
export class SeatManager {
  #heap: number[] = []
  #fresh = 1
  #capacity: number

  constructor(n: number) {
    this.#capacity = n
  }

  reserve(): number {
    const heap = this.#heap
    if (heap.length > 0 && heap[0]! < this.#fresh) {
      return this.#popMin()
    }
    if (this.#fresh > this.#capacity) throw new RangeError('all seats taken')
    const seat = this.#fresh
    this.#fresh += 1
    return seat
  }

  unreserve(seatNumber: number): void {
    const heap = this.#heap
    heap.push(seatNumber)
    let child = heap.length - 1
    while (child > 0) {
      const parent = Math.floor((child - 1) / 2)
      if (heap[parent]! <= heap[child]!) break
      ;[heap[parent], heap[child]] = [heap[child]!, heap[parent]!]
      child = parent
    }
  }

  #popMin(): number {
    const heap = this.#heap
    const min = heap[0]!
    const tail = heap.pop()!
    if (heap.length === 0) return min
    heap[0] = tail
    let pos = 0
    const size = heap.length
    while (true) {
      let target = pos
      const l = pos * 2 + 1
      const r = l + 1
      if (l < size && heap[l]! < heap[target]!) target = l
      if (r < size && heap[r]! < heap[target]!) target = r
      if (target === pos) break
      ;[heap[pos], heap[target]] = [heap[target]!, heap[pos]!]
      pos = target
    }
    return min
  }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'python: min-heap push through items = self._items',
    'python',
    `class MinHeap:
    def __init__(self):
        self._items = []

    def push(self, value: int) -> None:
        items = self._items
        items.append(value)
        child = len(items) - 1
        while child > 0:
            parent = (child - 1) // 2
            if items[parent] <= items[child]:
                break
            items[parent], items[child] = items[child], items[parent]
            child = parent

    def peek(self) -> int:
        return self._items[0]
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'java: min-heap push through List<Integer> heap = items',
    'java',
    `import java.util.*;

class MinHeap {
    private final List<Integer> items = new ArrayList<>();

    public void push(int value) {
        List<Integer> heap = items;
        heap.add(value);
        int child = heap.size() - 1;
        while (child > 0) {
            int parent = (child - 1) / 2;
            if (heap.get(parent) <= heap.get(child)) break;
            Collections.swap(heap, parent, child);
            child = parent;
        }
    }

    public int peek() {
        return items.get(0);
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
]

describe('fields filled through a local alias', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
