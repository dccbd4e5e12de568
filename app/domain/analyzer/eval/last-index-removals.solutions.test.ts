import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Removing at the last index (`levels.remove(last)` with `last = levels.size() - 1`,
 * `items.pop(len(items) - 1)`, `items.splice(last, 1)`) shifts nothing: O(1), as `pop()` is.
 */
const CASES: Case[] = [
  [
    'java: ArrayList.remove at an index the method set to size() - 1',
    'java',
    `import java.util.*;

/**
 * Maximum Frequency Stack. counts maps a value to how many copies are on the
 * stack; levels.get(c - 1) is the stack of values in the order they reached
 * count c. The top of the last level is always the answer to pop.
 */
class FreqStack {
    private final HashMap<Integer, Integer> counts;
    private final ArrayList<ArrayList<Integer>> levels;

    public FreqStack() {
        counts = new HashMap<>();
        levels = new ArrayList<>();
    }

    public void push(int val) {
        int c = counts.getOrDefault(val, 0) + 1;
        counts.put(val, c);
        if (c > levels.size()) {
            levels.add(new ArrayList<>());
        }
        levels.get(c - 1).add(val);
    }

    public int pop() {
        int last = levels.size() - 1;
        ArrayList<Integer> level = levels.get(last);
        int val = level.remove(level.size() - 1);
        if (level.isEmpty()) {
            levels.remove(last);
        }
        int left = counts.get(val) - 1;
        if (left == 0) {
            counts.remove(val);
        } else {
            counts.put(val, left);
        }
        return val;
    }
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python: list.pop at len(xs) - 1, inline and through a name',
    'python',
    `class MinStack:
    def __init__(self):
        self.items = []
        self.mins = []

    def push(self, val: int) -> None:
        self.items.append(val)
        self.mins.append(val if not self.mins else min(val, self.mins[-1]))

    def pop(self) -> None:
        top = len(self.items) - 1
        self.items.pop(top)
        self.mins.pop(len(self.mins) - 1)

    def getMin(self) -> int:
        return self.mins[-1]
`,
    'O(1)',
    'O(1)',
  ],
  [
    'javascript: splice(last, 1) with last = length - 1',
    'javascript',
    `class MinStack {
  constructor() {
    this.items = []
  }
  push(val) {
    const min = this.items.length ? Math.min(val, this.items[this.items.length - 1][1]) : val
    this.items.push([val, min])
  }
  pop() {
    const last = this.items.length - 1
    this.items.splice(last, 1)
  }
  getMin() {
    return this.items[this.items.length - 1][1]
  }
}
`,
    'O(1)',
    'O(1)',
  ],
]

describe('removals at the last index', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
