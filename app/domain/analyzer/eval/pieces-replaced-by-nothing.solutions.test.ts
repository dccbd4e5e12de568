import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `while "()" in s: s = s.replace("()", "")`: every pass takes a piece out of the text it tests, so the
 * loop runs at most as many times as the text is long, and each test and replacement reads the text:
 * O(n²).
 */
const CASES: Case[] = [
  [
    'python: while a pair is in s, replace it by nothing',
    'python',
    `class Solution:
    def minAddToMakeValid(self, s: str) -> int:
        while "()" in s:
            s = s.replace("()", "")
        return len(s)
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'javascript: includes then replace',
    'javascript',
    `function isValid(s) {
  let rest = s;
  while (rest.includes("abc")) {
    rest = rest.replace("abc", "");
  }
  return rest.length === 0;
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'typescript: the same with types',
    'typescript',
    `export function isValid(s: string): boolean {
  let rest = s;
  while (rest.includes("abc")) {
    rest = rest.replace("abc", "");
  }
  return rest.length === 0;
}
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('pieces replaced by nothing while the text holds them', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
