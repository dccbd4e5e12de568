import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A memoised recursion whose every call halves its one argument (`x // 2`, `(x + 1) // 2`) meets only a
 * few values per level, within a step of n / 2^d: O(log n) calls, not one per value up to n. Dividing
 * by two different numbers (`x / 2`, `x / 3`) meets the values n / (2^a 3^b): O(log² n).
 */
const CASES: Case[] = [
  [
    'python: lru_cache over x // 2 and (x ± 1) // 2',
    'python',
    `from functools import lru_cache


class Solution:
    def integerReplacement(self, n: int) -> int:
        @lru_cache(maxsize=None)
        def steps(x):
            if x == 1:
                return 0
            if x % 2 == 0:
                return 1 + steps(x // 2)
            return 2 + min(steps((x + 1) // 2), steps((x - 1) // 2))

        return steps(n)
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'java: a HashMap memo over x / 2 and (x ± 1) / 2',
    'java',
    `import java.util.*;

class Solution {
    private final Map<Long, Integer> memo = new HashMap<>();

    public int integerReplacement(int n) {
        return steps(n);
    }

    private int steps(long x) {
        if (x == 1) return 0;
        Integer known = memo.get(x);
        if (known != null) return known;
        int best = x % 2 == 0 ? 1 + steps(x / 2) : 2 + Math.min(steps((x + 1) / 2), steps((x - 1) / 2));
        memo.put(x, best);
        return best;
    }
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'javascript: a Map memo over x / 2 and x / 3',
    'javascript',
    `function minDays(n) {
  const memo = new Map([[0, 0], [1, 1]]);
  const go = (x) => {
    if (memo.has(x)) return memo.get(x);
    const best = 1 + Math.min((x % 2) + go(Math.floor(x / 2)), (x % 3) + go(Math.floor(x / 3)));
    memo.set(x, best);
    return best;
  };
  return go(n);
}
`,
    'O(log^2 n)',
    'O(log^2 n)',
  ],
]

describe('memoised recursions that halve their argument', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
