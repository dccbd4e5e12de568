import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A digit DP's flags (`tight and d == top`, `started or d != 0`, `odd !== (d % 2 === 1)`) are tests, true or
 * false whatever they read: each flag doubles the states at most, so the memoised states are the digits'
 * positions, log n of them.
 */
const CASES: Case[] = [
  [
    'python: count the numbers up to n without a 4, memoised on position and two flags',
    'python',
    `from functools import cache


def count_without_four(n: int) -> int:
    digits = [int(c) for c in str(n)]

    @cache
    def go(pos, tight, started):
        if pos == len(digits):
            return 1 if started else 0
        top = digits[pos] if tight else 9
        ways = 0
        for d in range(top + 1):
            if d == 4:
                continue
            ways += go(pos + 1, tight and d == top, started or d != 0)
        return ways

    return go(0, True, False)
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'javascript: a Map memo keyed on the position and two flags, one flipped by a comparison',
    'javascript',
    `function countEvenDigitSum(n) {
  const digits = String(n).split('').map(Number);
  const memo = new Map();
  const go = (pos, tight, odd) => {
    if (pos === digits.length) return odd ? 0 : 1;
    const key = \`\${pos},\${tight},\${odd}\`;
    if (memo.has(key)) return memo.get(key);
    const top = tight ? digits[pos] : 9;
    let ways = 0;
    for (let d = 0; d <= top; d++) {
      ways += go(pos + 1, tight && d === top, odd !== (d % 2 === 1));
    }
    memo.set(key, ways);
    return ways;
  };
  return go(0, true, false) - 1;
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'java: boolean flags handed && and || of comparisons',
    'java',
    `import java.util.*;

class Solution {
    private int[] digits;
    private Map<String, Integer> memo = new HashMap<>();

    public int countNoSeven(int n) {
        String s = Integer.toString(n);
        digits = new int[s.length()];
        for (int i = 0; i < s.length(); i++) digits[i] = s.charAt(i) - '0';
        return go(0, true, false);
    }

    private int go(int pos, boolean tight, boolean started) {
        if (pos == digits.length) return started ? 1 : 0;
        String key = pos + "," + tight + "," + started;
        if (memo.containsKey(key)) return memo.get(key);
        int top = tight ? digits[pos] : 9;
        int ways = 0;
        for (int d = 0; d <= top; d++) {
            if (d == 7) continue;
            ways += go(pos + 1, tight && d == top, started || d != 0);
        }
        memo.put(key, ways);
        return ways;
    }
}
`,
    'O(log n)',
    'O(log n)',
  ],
]

describe('memoised flags handed tests', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
