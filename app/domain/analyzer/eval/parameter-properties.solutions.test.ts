import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * TypeScript's parameter properties (`constructor(private readonly items: number[])`) declare and set a
 * field, as `this.items = items` does: the methods that walk it walk the input.
 */
const CASES: Case[] = [
  [
    'typescript: permutations in a class whose constructor takes the items as a private readonly property',
    'typescript',
    `class Permuter {
  private readonly picked: boolean[]
  private readonly path: number[] = []
  readonly all: number[][] = []

  constructor(private readonly items: number[]) {
    this.picked = Array<boolean>(items.length).fill(false)
  }

  // extend the current prefix by every unused item, depth-first
  extend(): void {
    if (this.path.length === this.items.length) {
      this.all.push(this.path.slice())
      return
    }
    for (let i = 0; i < this.items.length; i++) {
      if (this.picked[i]) continue
      this.picked[i] = true
      this.path.push(this.items[i]!)
      this.extend()
      this.path.pop()
      this.picked[i] = false
    }
  }
}

export function permute(nums: number[]): number[][] {
  const permuter = new Permuter(nums)
  permuter.extend()
  return permuter.all
}
`,
    'O(n * n!)',
    'O(n * n!)',
  ],
  [
    'typescript: a public readonly parameter property walked by a method',
    'typescript',
    `class RangeSum {
  private readonly prefix: number[]

  constructor(public readonly nums: number[]) {
    this.prefix = [0]
    for (const x of nums) this.prefix.push(this.prefix[this.prefix.length - 1]! + x)
  }

  total(): number {
    let s = 0
    for (const x of this.nums) s += x
    return s
  }
}

export function totalOf(nums: number[]): number {
  return new RangeSum(nums).total()
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: the same permutations with the field set in the constructor',
    'java',
    `import java.util.*;

class Permuter {
    private final int[] items;
    private final boolean[] picked;
    private final List<Integer> path = new ArrayList<>();
    final List<List<Integer>> all = new ArrayList<>();

    Permuter(int[] items) {
        this.items = items;
        this.picked = new boolean[items.length];
    }

    void extend() {
        if (path.size() == items.length) {
            all.add(new ArrayList<>(path));
            return;
        }
        for (int i = 0; i < items.length; i++) {
            if (picked[i]) continue;
            picked[i] = true;
            path.add(items[i]);
            extend();
            path.remove(path.size() - 1);
            picked[i] = false;
        }
    }
}

class Solution {
    public List<List<Integer>> permute(int[] nums) {
        Permuter p = new Permuter(nums);
        p.extend();
        return p.all;
    }
}
`,
    'O(n * n!)',
    'O(n * n!)',
  ],
]

describe('constructor parameter properties', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
