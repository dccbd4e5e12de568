import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A loop whose counter stands on both sides of its test, growing from one end and taken from the other
 * (`l + len - 1 < r - len + 1`, `d < last - d`), stops before the counter passes the far bound: it is
 * counted against that bound, O(n), not left undetermined.
 */
const CASES: Case[] = [
  [
    'java: l + len - 1 < r - len + 1',
    'java',
    `class Solution {
    public int shortestMatch(String s) {
        int l = 0, r = s.length() - 1;
        for (int len = 1; l + len - 1 < r - len + 1; len++) {
            if (s.charAt(l + len - 1) == s.charAt(r - len + 1)) return len;
        }
        return 0;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: 0 + d < last - d',
    'javascript',
    `function gapFromEnds(nums) {
  const last = nums.length - 1;
  let steps = 0;
  for (let d = 0; 0 + d < last - d; d++) {
    if (nums[d] !== nums[last - d]) steps++;
  }
  return steps;
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: the same with types',
    'typescript',
    `export function gapFromEnds(nums: number[]): number {
  const last = nums.length - 1;
  let steps = 0;
  for (let d = 0; 0 + d < last - d; d++) {
    if (nums[d] !== nums[last - d]) steps++;
  }
  return steps;
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('a counter on both sides of its test', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
