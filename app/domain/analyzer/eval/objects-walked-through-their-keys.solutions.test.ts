import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `Object.keys(obj)`, `Object.values(scores)`, `Object.entries(obj)`: an array of every entry of the
 * object, built in one pass over it. An object parameter walked this way holds n entries.
 */
const CASES: Case[] = [
  [
    'a JavaScript key count',
    'javascript',
    `/**
 * @param {Object} obj
 * @return {boolean}
 */
var isEmpty = function (obj) {
  return Object.keys(obj).length === 0;
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'TypeScript entries filtered and mapped',
    'typescript',
    `type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// the keys whose value is null, in order
export function nullKeys(obj: { [key: string]: Json }): string[] {
  return Object.entries(obj)
    .filter(([, v]) => v === null)
    .map(([k]) => k);
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'a JavaScript loop over the values',
    'javascript',
    `function largestValue(scores) {
  let best = -Infinity;
  for (const v of Object.values(scores)) best = Math.max(best, v);
  return best;
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'control: the keys of a fixed TypeScript table',
    'typescript',
    `// control: the keys of a fixed table written in the file
const DIGITS: Record<string, number> = { one: 1, two: 2, three: 3 };

export function spelled(word: string): number {
  for (const k of Object.keys(DIGITS)) if (k === word) return DIGITS[k]!;
  return -1;
}
`,
    'O(1)',
    'O(1)',
  ],
]

describe('objects walked through Object.keys, values and entries', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
