import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Design classes measured per operation whose field is filled through a private helper the operation
 * calls (or by `map[key]++`), so it holds n entries from earlier calls; and additions made in a branch
 * that leaves the call, which happen once per call however long the loop around them runs.
 */
const CASES: Case[] = [
  [
    'cpp: a difference map filled by a private helper, swept by the operation',
    'cpp',
    `#include <map>
using namespace std;

class Bookings {
    map<int, int> edges;

    void mark(int at, int by) {
        edges[at] += by;
    }

public:
    Bookings() {}

    int reserve(int from, int to) {
        mark(from, 1);
        mark(to, -1);
        int live = 0, peak = 0;
        for (const auto& [at, by] : edges) {
            live += by;
            peak = max(peak, live);
        }
        return peak;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: a log appended to by a helper and scanned by the query',
    'python',
    `class Tracker:
    def __init__(self):
        self.events = []

    def _record(self, t: int, kind: str) -> None:
        self.events.append((t, kind))

    def hit(self, t: int) -> int:
        self._record(t, "hit")
        recent = 0
        for when, _ in self.events:
            if when > t - 300:
                recent += 1
        return recent
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: a map of counts bumped by a helper, its values summed per call',
    'java',
    `import java.util.*;

class Counter {
    private final Map<String, Integer> seen = new HashMap<>();

    private void bump(String key) {
        seen.merge(key, 1, Integer::sum);
        seen.put(key, seen.get(key));
    }

    public int add(String key) {
        bump(key);
        int total = 0;
        for (int v : seen.values()) total += v;
        return total;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: a map field bumped with ++ and walked by the operation',
    'go',
    `package main

type Tally struct {
	counts map[int]int
}

func Constructor() Tally {
	return Tally{counts: map[int]int{}}
}

func (t *Tally) Add(v int) int {
	t.counts[v]++
	distinctAbove := 0
	for k := range t.counts {
		if k > v {
			distinctAbove++
		}
	}
	return distinctAbove
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: the pair is built only in the branch that returns',
    'javascript',
    `function firstPairWithSum(nums, target) {
  const seen = new Set()
  const pair = []
  for (let i = 0; i < nums.length; i++) {
    for (let j = i + 1; j < nums.length; j++) {
      if (nums[i] + nums[j] === target) {
        pair.push(nums[i])
        pair.push(nums[j])
        return pair
      }
    }
    seen.add(nums[i])
  }
  return []
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'python: the answer list is filled only after the match is found',
    'python',
    `def window_at_match(values: list[int], goal: int) -> list[int]:
    out = []
    for i in range(len(values)):
        for j in range(len(values)):
            if values[i] - values[j] == goal:
                out.append(i)
                out.append(j)
                return out
    return []
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'java: a list grown in a branch that throws runs once',
    'java',
    `import java.util.*;

class Solution {
    public int checkedSum(int[][] grid) {
        int total = 0;
        List<Integer> bad = new ArrayList<>();
        for (int[] row : grid) {
            for (int v : row) {
                if (v < 0) {
                    bad.add(v);
                    throw new IllegalArgumentException(bad.toString());
                }
                total += v;
            }
        }
        return total;
    }
}
`,
    'O(m * n)',
    'O(1)',
  ],
]

describe('design helpers and leaving branches in solutions written for these tests', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

/**
 * A design class whose constructor keeps its input as it is (`self.nums = nums`, `this.nums = nums`):
 * the field is the input, n long, when an operation measured on its own walks it; keeping the reference
 * copies nothing.
 */
const KEPT_INPUTS: Case[] = [
  [
    'python: reservoir sampling over the list the constructor keeps',
    'python',
    `import random


class Solution:
    def __init__(self, nums: list[int]):
        self.nums = nums

    def pick(self, target: int) -> int:
        chosen, seen = -1, 0
        for i, x in enumerate(self.nums):
            if x == target:
                seen += 1
                if random.randint(1, seen) == 1:
                    chosen = i
        return chosen
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: reservoir sampling over the array the constructor keeps',
    'javascript',
    `class Solution {
  constructor(nums) {
    this.nums = nums
  }

  pick(target) {
    let chosen = -1
    let seen = 0
    for (let i = 0; i < this.nums.length; i++) {
      if (this.nums[i] !== target) continue
      seen++
      if (Math.floor(Math.random() * seen) === 0) chosen = i
    }
    return chosen
  }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: reservoir sampling over the array field the constructor sets',
    'java',
    `import java.util.Random;

class Solution {
    private int[] nums;
    private Random rng = new Random();

    public Solution(int[] nums) {
        this.nums = nums;
    }

    public int pick(int target) {
        int chosen = -1, seen = 0;
        for (int i = 0; i < nums.length; i++) {
            if (nums[i] == target && rng.nextInt(++seen) == 0) chosen = i;
        }
        return chosen;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: counting a value in the array the constructor keeps',
    'java',
    `class Solution {
    private final int[] nums;

    public Solution(int[] nums) {
        this.nums = nums;
    }

    public int count(int target) {
        int c = 0;
        for (int i = 0; i < nums.length; i++) {
            if (nums[i] == target) c++;
        }
        return c;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: reservoir sampling with forEach over the kept array',
    'typescript',
    `export class Solution {
  private readonly nums: number[]

  constructor(nums: number[]) {
    this.nums = nums
  }

  pick(target: number): number {
    let chosen = -1
    let seen = 0
    this.nums.forEach((x, i) => {
      if (x === target && Math.floor(Math.random() * ++seen) === 0) chosen = i
    })
    return chosen
  }
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('operations that walk the input a constructor kept', () => {
  it.each(KEPT_INPUTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

/**
 * A map field whose values the operations fill as lists through the value they take out (`list =
 * this.store.get(key); list.push(x)`, `bucket = self.store.get(key)` then `bucket.append(x)`), with no
 * type saying so: it holds lists, which the operations before the measured one filled with n entries,
 * so a binary search over one of them takes log n steps.
 */
const MAPS_OF_LISTS: Case[] = [
  [
    'typescript: time-based store, list taken out of the map and pushed to',
    'typescript',
    `export class TimeMap {
  private readonly store = new Map<string, [number, string][]>()

  set(key: string, value: string, timestamp: number): void {
    let list = this.store.get(key)
    if (list === undefined) {
      list = []
      this.store.set(key, list)
    }
    list.push([timestamp, value])
  }

  get(key: string, timestamp: number): string {
    const list = this.store.get(key)
    if (list === undefined) return ''
    let lo = 0
    let hi = list.length - 1
    let found = ''
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (list[mid]![0] <= timestamp) {
        found = list[mid]![1]
        lo = mid + 1
      } else hi = mid - 1
    }
    return found
  }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'typescript: time-based store, get(key)! pushed to after has/set',
    'typescript',
    `export class TimeMap {
  private readonly store = new Map<string, [number, string][]>()

  set(key: string, value: string, timestamp: number): void {
    if (!this.store.has(key)) this.store.set(key, [])
    this.store.get(key)!.push([timestamp, value])
  }

  get(key: string, timestamp: number): string {
    const list = this.store.get(key) ?? []
    let lo = 0
    let hi = list.length - 1
    let found = ''
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (list[mid]![0] <= timestamp) {
        found = list[mid]![1]
        lo = mid + 1
      } else hi = mid - 1
    }
    return found
  }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'javascript: time-based store in an untyped Map made in the constructor',
    'javascript',
    `class TimeMap {
  constructor() {
    this.store = new Map()
  }

  set(key, value, timestamp) {
    let list = this.store.get(key)
    if (!list) {
      list = []
      this.store.set(key, list)
    }
    list.push([timestamp, value])
  }

  get(key, timestamp) {
    const list = this.store.get(key)
    if (!list) return ''
    let lo = 0
    let hi = list.length - 1
    let found = ''
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (list[mid][0] <= timestamp) {
        found = list[mid][1]
        lo = mid + 1
      } else hi = mid - 1
    }
    return found
  }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'python: time-based store in a plain dict of buckets',
    'python',
    `class TimeMap:
    def __init__(self):
        self.store = {}

    def set(self, key: str, value: str, timestamp: int) -> None:
        bucket = self.store.get(key)
        if bucket is None:
            bucket = []
            self.store[key] = bucket
        bucket.append((timestamp, value))

    def get(self, key: str, timestamp: int) -> str:
        bucket = self.store.get(key)
        if not bucket:
            return ""
        lo, hi = 0, len(bucket) - 1
        found = ""
        while lo <= hi:
            mid = (lo + hi) // 2
            if bucket[mid][0] <= timestamp:
                found = bucket[mid][1]
                lo = mid + 1
            else:
                hi = mid - 1
        return found
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'go: time-based store in a map of slices (declared)',
    'go',
    `package main

type entry struct {
	at    int
	value string
}

type TimeMap struct {
	store map[string][]entry
}

func Constructor() TimeMap {
	return TimeMap{store: map[string][]entry{}}
}

func (t *TimeMap) Set(key string, value string, timestamp int) {
	t.store[key] = append(t.store[key], entry{timestamp, value})
}

func (t *TimeMap) Get(key string, timestamp int) string {
	list := t.store[key]
	lo, hi := 0, len(list)-1
	found := ""
	for lo <= hi {
		mid := (lo + hi) / 2
		if list[mid].at <= timestamp {
			found = list[mid].value
			lo = mid + 1
		} else {
			hi = mid - 1
		}
	}
	return found
}
`,
    'O(log n)',
    'O(1)',
  ],
]

describe('map fields of lists filled through the list taken out', () => {
  it.each(MAPS_OF_LISTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
