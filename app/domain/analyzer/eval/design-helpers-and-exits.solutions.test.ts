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
