import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `s = s.concat(t)` and `out = out.concat([x])` build a new string or list every time, as `s = s + t`
 * does: in a loop the copies add up to the square of the final length, which is all that stays alive.
 */
const CASES: Case[] = [
  [
    'java: a lower-cased copy built with String.concat',
    'java',
    `class Solution {
    public String toLowerCase(String s) {
        String out = "";
        for (int i = 0; i < s.length(); i++) {
            out = out.concat(String.valueOf(Character.toLowerCase(s.charAt(i))));
        }
        return out;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'javascript: the even values gathered with Array.prototype.concat',
    'javascript',
    `function evens(nums) {
  let out = []
  for (const x of nums) {
    if (x % 2 === 0) out = out.concat([x])
  }
  return out
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'typescript: a string reversed by concatenating in front',
    'typescript',
    `export function reverseString(s: string): string {
  let reversed = ''
  for (const ch of s) {
    reversed = ch.concat(reversed)
  }
  return reversed
}
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('concat calls in a loop', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
