import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A recursion that builds a number digit by digit (`dfs(cur * 10 + d)` for the ten digits) and stops past
 * a bound (`if cur > n: return`) gives every call a number of its own, none larger than n: at most n
 * calls, lexicographical order in O(n), not ten branches at every level.
 */
const CASES: Case[] = [
  [
    'python: dfs(cur * 10 + d) stopped when cur > n',
    'python',
    `class Solution:
    def lexicalOrder(self, n: int):
        out = []

        def dfs(cur):
            if cur > n:
                return
            out.append(cur)
            for d in range(10):
                dfs(cur * 10 + d)

        for first in range(1, 10):
            dfs(first)
        return out
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: the next number through a local, n handed on',
    'java',
    `import java.util.*;

class Solution {
    public List<Integer> lexicalOrder(int n) {
        List<Integer> out = new ArrayList<>();
        for (int first = 1; first <= 9; first++) walk(first, n, out);
        return out;
    }

    private void walk(int cur, int n, List<Integer> out) {
        if (cur > n) return;
        out.add(cur);
        for (int d = 0; d <= 9; d++) {
            int next = cur * 10 + d;
            if (next > n) break;
            walk(next, n, out);
        }
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: counting the numbers up to n',
    'javascript',
    `function countUpTo(n) {
  let count = 0;
  const grow = (value) => {
    count++;
    for (let d = 0; d < 10; d++) {
      const next = value * 10 + d;
      if (next > n) return;
      grow(next);
    }
  };
  for (let first = 1; first <= Math.min(9, n); first++) grow(first);
  return count;
}
`,
    'O(n)',
    'O(log n)',
  ],
]

describe('numbers built digit by digit up to a bound', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
