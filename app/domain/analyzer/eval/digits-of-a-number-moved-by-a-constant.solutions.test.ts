import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * The text of a number moved by a constant (`str(n + 1)`, `String(x - 1)`) has as many digits as the
 * number itself: log n of them for a number the code was given.
 */
const CASES: Case[] = [
  [
    'Python digits of n + 1',
    'python',
    `class Solution:
    def countDistinctBelow(self, n: int) -> int:
        # digits of n + 1, so that the count stays strictly below it
        digits = [int(c) for c in str(n + 1)]
        seen = set()
        for d in digits:
            seen.add(d)
        return len(seen)
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'Java String.valueOf(n + 1)',
    'java',
    `class Solution {
    public int nextDigitSum(int n) {
        String text = String.valueOf(n + 1);
        int sum = 0;
        for (char c : text.toCharArray()) sum += c - '0';
        return sum;
    }
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'JavaScript String(x - 1) read from both ends',
    'javascript',
    `function previousIsPalindrome(x) {
  const s = String(x - 1);
  let i = 0, j = s.length - 1;
  while (i < j) {
    if (s[i] !== s[j]) return false;
    i++;
    j--;
  }
  return true;
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    "control: a TypeScript loop counter's text",
    'typescript',
    `// control: a loop counter's text has a few digits per pass, as labels state it
export function digitsUpTo(n: number): number {
  let total = 0;
  for (let i = 1; i <= n; i++) total += String(i + 1).length;
  return total;
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('digits of a number moved by a constant', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
