import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Methods a file adds to JavaScript's own arrays and strings (`Array.prototype.groupBy = function (fn)
 * {...}`): `this` is the input they work on, n long, measured before any of their parameters.
 */
const CASES: Case[] = [
  [
    'javascript: Array.prototype.countBy walks this into a table of counts',
    'javascript',
    `/**
 * @param {Function} fn
 * @return {Object}
 */
Array.prototype.countBy = function (fn) {
  const counts = {};
  for (const item of this) {
    const key = fn(item);
    counts[key] = (counts[key] || 0) + 1;
  }
  return counts;
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: Array.prototype.pairsSummingToZero with a set of what it has seen',
    'javascript',
    `/**
 * @return {number[][]}
 */
Array.prototype.pairsSummingToZero = function () {
  const seen = new Set();
  const pairs = [];
  for (const x of this) {
    if (seen.has(-x)) pairs.push([-x, x]);
    seen.add(x);
  }
  return pairs;
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: String.prototype.isPalindrome with two pointers over this',
    'typescript',
    `declare global {
  interface String {
    isPalindrome(): boolean;
  }
}

String.prototype.isPalindrome = function (this: string): boolean {
  let i = 0;
  let j = this.length - 1;
  while (i < j) {
    if (this[i] !== this[j]) return false;
    i++;
    j--;
  }
  return true;
};

export {};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: Array.prototype.last reads one element',
    'typescript',
    `declare global {
  interface Array<T> {
    last(): T | -1;
  }
}

Array.prototype.last = function () {
  return this.length === 0 ? -1 : this[this.length - 1];
};

export {};
`,
    'O(1)',
    'O(1)',
  ],
]

describe('methods added to arrays and strings', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
