import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * An untyped parameter is a number when the body computes with it, directly or under a copy's name:
 * `let rest = columnNumber; ...; rest = Math.floor(rest / 26)`, `k = number; k //= 5`, `weight >>= 1`. Before,
 * only a binary operator on the parameter itself said so, and the digit loops over it counted as constant.
 * A parameter copied and only compared for equality (the control) stays a value, not a size.
 */
const CASES: Case[] = [
  [
    'javascript: an Excel column title from a copy of the column number',
    'javascript',
    `/**
 * Excel column title, built backwards.
 */
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

var convertToTitle = function (columnNumber) {
  let rest = columnNumber;
  let title = [];
  while (rest > 0) {
    rest--;
    title.push(LETTERS[rest % 26]);
    rest = Math.floor(rest / 26);
  }
  return title.reverse().join('');
};
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'python: trailing zeros counted by dividing a copy by five',
    'python',
    `class Solution:
    def trailingZeroes(self, number):
        k = number
        zeros = 0
        while k:
            k //= 5
            zeros += k
        return zeros
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'javascript: a parameter halved in place',
    'javascript',
    `function halvings(weight) {
  let steps = 0;
  while (weight) {
    weight >>= 1;
    steps++;
  }
  return steps;
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'javascript (control): a copy compared for equality in a walk',
    'javascript',
    `function contains(items, wanted) {
  const target = wanted;
  for (const x of items) {
    if (x === target) return true;
  }
  return false;
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('numbers worked on in place or under a copy', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
