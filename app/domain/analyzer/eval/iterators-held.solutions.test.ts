import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * An iterator put in a queue (`turns.append(iter(v1))`, `order.add(a.iterator())`) is a cursor over its
 * list, held by reference: a queue of two of them is O(1), not as large as the lists they walk.
 */
const CASES: Case[] = [
  [
    'python: a deque of iter(v1) and iter(v2)',
    'python',
    `from collections import deque


class ZigzagIterator:
    def __init__(self, v1, v2):
        self.turns = deque()
        if v1:
            self.turns.append(iter(v1))
        if v2:
            self.turns.append(iter(v2))
        self.left = len(v1) + len(v2)

    def next(self) -> int:
        it = self.turns.popleft()
        val = next(it)
        self.left -= 1
        self.turns.append(it)
        return val

    def hasNext(self) -> bool:
        return self.left > 0
`,
    'O(1)',
    'O(1)',
  ],
  [
    'java: a queue of a.iterator() and b.iterator()',
    'java',
    `import java.util.*;

class ZigzagIterator {
    private final Queue<Iterator<Integer>> order = new LinkedList<>();

    public ZigzagIterator(List<Integer> a, List<Integer> b) {
        if (!a.isEmpty()) order.add(a.iterator());
        if (!b.isEmpty()) order.add(b.iterator());
    }

    public int next() {
        Iterator<Integer> it = order.remove();
        int v = it.next();
        if (it.hasNext()) order.add(it);
        return v;
    }

    public boolean hasNext() {
        return !order.isEmpty();
    }
}
`,
    'O(1)',
    'O(1)',
  ],
]

describe('iterators held in a collection', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
