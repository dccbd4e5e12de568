import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * How a parameter is used decides its size even under a name that says nothing: handed to a builtin that
 * walks it (`Counter(xs)`, `new Set(xs)`, `sorted(xs)`), or to another function or method of the file that
 * walks it. And a free function that replays the judge's operations (switching on their names) against a
 * design class of the file is a driver: the class's operations are the answer.
 */
const CASES: Case[] = [
  [
    'python: a list only handed to a helper that counts and sorts it',
    'python',
    `from collections import Counter


def can_pair(readings):
    cnt = Counter(readings)
    for x in sorted(cnt, key=abs):
        if cnt[x] == 0:
            continue
        if cnt[2 * x] < cnt[x]:
            return False
        cnt[2 * x] -= cnt[x]
    return True


class Solution:
    def canReorderDoubled(self, readings):
        return can_pair(readings)
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript: a list under an unusual name walked by new Set()',
    'javascript',
    `function distinctSpan(samples) {
  const seen = new Set(samples);
  let best = 0;
  for (const x of seen) {
    if (seen.has(x - 1)) continue;
    let y = x;
    while (seen.has(y + 1)) y++;
    best = Math.max(best, y - x + 1);
  }
  return best;
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: sorted() and zip() walk a list; max() of two values compares numbers',
    'python',
    `class Solution:
    def heightChecker(self, readings):
        expected = sorted(readings)
        return sum(1 for a, b in zip(readings, expected) if a != b)

    def larger(self, first, second):
        return max(first, second)
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    "javascript: a grid handed to the class's own method, which walks its rows and columns",
    'javascript',
    `class Solution {
  rotate(layout) {
    return this.fall(layout);
  }

  fall(g) {
    const rows = g.length;
    const cols = g[0].length;
    const out = Array.from({ length: cols }, () => new Array(rows).fill('.'));
    for (let r = 0; r < rows; r++) {
      let free = cols - 1;
      for (let c = cols - 1; c >= 0; c--) {
        if (g[r][c] === '*') free = c - 1;
        else if (g[r][c] === '#') {
          out[free][rows - 1 - r] = '#';
          free--;
        }
      }
    }
    return out;
  }
}

module.exports = { Solution };
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    "python: a replay of the judge's operations beside an LRU cache is a driver; the cache's operations are the answer",
    'python',
    `class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.order = {}

    def get(self, key):
        if key not in self.order:
            return -1
        value = self.order.pop(key)
        self.order[key] = value
        return value

    def put(self, key, value):
        if key in self.order:
            self.order.pop(key)
        elif len(self.order) == self.capacity:
            self.order.pop(next(iter(self.order)))
        self.order[key] = value


def replay(ops, args):
    """Runs the judge's operations; used while writing this."""
    out = []
    cache = None
    for op, a in zip(ops, args):
        if op == "LRUCache":
            cache = LRUCache(*a)
            out.append(None)
        elif op == "get":
            out.append(cache.get(*a))
        else:
            cache.put(*a)
            out.append(None)
    return out
`,
    'O(1)',
    'O(1)',
  ],
  [
    'javascript: a replay switching on the operation names calls the design class, which is the answer',
    'javascript',
    `class MinStack {
  constructor() {
    this.items = [];
    this.mins = [];
  }

  push(x) {
    this.items.push(x);
    this.mins.push(this.mins.length === 0 ? x : Math.min(x, this.mins[this.mins.length - 1]));
  }

  pop() {
    this.items.pop();
    this.mins.pop();
  }

  top() {
    return this.items[this.items.length - 1];
  }

  getMin() {
    return this.mins[this.mins.length - 1];
  }
}

function run(commands, values) {
  let stack = null;
  return commands.map((c, i) => {
    switch (c) {
      case 'MinStack':
        stack = new MinStack();
        return null;
      case 'push':
        stack.push(values[i][0]);
        return null;
      case 'pop':
        stack.pop();
        return null;
      case 'top':
        return stack.top();
      default:
        return stack.getMin();
    }
  });
}

module.exports = { MinStack, run };
`,
    'O(1)',
    'O(1)',
  ],
  [
    'go: a replay switching on lower-case operation names, making the object with Constructor()',
    'go',
    `package main

type Logger struct {
	last map[string]int
}

func Constructor() Logger {
	return Logger{last: map[string]int{}}
}

func (l *Logger) ShouldPrintMessage(timestamp int, message string) bool {
	if t, ok := l.last[message]; ok && timestamp < t+10 {
		return false
	}
	l.last[message] = timestamp
	return true
}

func replay(ops []string, stamps []int, messages []string) []bool {
	var lg Logger
	out := []bool{}
	for i, op := range ops {
		switch op {
		case "Logger":
			lg = Constructor()
		case "shouldPrintMessage":
			out = append(out, lg.ShouldPrintMessage(stamps[i], messages[i]))
		}
	}
	return out
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'javascript: a solution that only calls its own heap class stays the answer',
    'javascript',
    `class MinHeap {
  constructor() {
    this.a = [];
  }
  size() {
    return this.a.length;
  }
  peek() {
    return this.a[0];
  }
  push(x) {
    const a = this.a;
    a.push(x);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p] <= a[i]) break;
      [a[p], a[i]] = [a[i], a[p]];
      i = p;
    }
  }
  pop() {
    const a = this.a;
    const top = a[0];
    const last = a.pop();
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && a[l] < a[m]) m = l;
        if (r < a.length && a[r] < a[m]) m = r;
        if (m === i) break;
        [a[m], a[i]] = [a[i], a[m]];
        i = m;
      }
    }
    return top;
  }
}

function findKthLargest(nums, k) {
  const heap = new MinHeap();
  for (const x of nums) {
    heap.push(x);
    if (heap.size() > k) heap.pop();
  }
  return heap.peek();
}

module.exports = { findKthLargest };
`,
    'O(n log k)',
    'O(k)',
  ],
]

describe('parameters used through others, and replayed operations', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
