import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Memoised recursion on a bitmask of the items taken (`solve(mask | (1 << i))` for each i below n): the
 * mask takes 2^n values, while the recursion is only as deep as there are bits to set.
 */
const CASES: Case[] = [
  [
    'python: cache on a mask of the numbers placed in a beautiful arrangement',
    'python',
    `from functools import cache


class Solution:
    def arrangements(self, n: int) -> int:
        @cache
        def ways(placed: int) -> int:
            pos = bin(placed).count("1") + 1
            if pos > n:
                return 1
            total = 0
            for v in range(1, n + 1):
                bit = 1 << (v - 1)
                if not placed & bit and (v % pos == 0 or pos % v == 0):
                    total += ways(placed | bit)
            return total

        return ways(0)
`,
    'O(n * 2^n)',
    'O(2^n)',
  ],
  [
    'javascript: Map memo keyed by the mask of the words used',
    'javascript',
    `function canSplit(words) {
  const n = words.length
  const memo = new Map()
  const go = (used) => {
    if (used === (1 << n) - 1) return true
    if (memo.has(used)) return memo.get(used)
    let ok = false
    for (let i = 0; i < n && !ok; i++) {
      if (used & (1 << i)) continue
      ok = go(used | (1 << i))
    }
    memo.set(used, ok)
    return ok
  }
  return go(0)
}
`,
    'O(n * 2^n)',
    'O(2^n)',
  ],
  [
    'java: HashMap memo keyed by the mask of the jobs assigned',
    'java',
    `import java.util.*;

class Solution {
    private final Map<Integer, Integer> memo = new HashMap<>();
    private int[] cost;

    private int best(int mask) {
        if (mask == (1 << cost.length) - 1) return 0;
        if (memo.containsKey(mask)) return memo.get(mask);
        int worker = Integer.bitCount(mask);
        int res = Integer.MAX_VALUE;
        for (int j = 0; j < cost.length; j++) {
            if ((mask & (1 << j)) == 0) res = Math.min(res, cost[j] * worker + best(mask | (1 << j)));
        }
        memo.put(mask, res);
        return res;
    }

    public int assign(int[] cost) {
        this.cost = cost;
        return best(0);
    }
}
`,
    'O(n * 2^n)',
    'O(2^n)',
  ],
]

describe('bitmask memoisation in solutions written for these tests', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
