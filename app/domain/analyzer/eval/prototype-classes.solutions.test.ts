import { describe, expect, it } from 'vitest'
import { analysed, functionRow } from '../test-support'

type Row = [name: string, time: string, space: string]
type Case = [title: string, code: string, rows: Row[]]

/**
 * LeetCode's JavaScript template for a design problem: a constructor function and methods set on its
 * prototype. They make one class: the methods are operations, `this` is the object, and the fields the
 * constructor fills are there when an operation runs.
 */
const PROTOTYPE_CLASSES: Case[] = [
  [
    'a stack of spans: each push pops what earlier calls pushed',
    `var Spanner = function () {
  this.stack = [];
};

Spanner.prototype.next = function (price) {
  let span = 1;
  while (this.stack.length && this.stack[this.stack.length - 1][0] <= price) {
    span += this.stack.pop()[1];
  }
  this.stack.push([price, span]);
  return span;
};
`,
    [['next', 'O(1)', 'O(1)']],
  ],
  [
    'a run-length iterator: the constructor parses the runs, the operations read them',
    `var RunIterator = function (encoded) {
  this.chars = [];
  this.counts = [];
  let i = 0;
  while (i < encoded.length) {
    const ch = encoded[i++];
    let count = 0;
    while (i < encoded.length && encoded[i] >= '0' && encoded[i] <= '9') {
      count = count * 10 + Number(encoded[i]);
      i++;
    }
    this.chars.push(ch);
    this.counts.push(count);
  }
  this.at = 0;
};

RunIterator.prototype.hasNext = function () {
  while (this.at < this.counts.length && this.counts[this.at] === 0) this.at++;
  return this.at < this.counts.length;
};

RunIterator.prototype.next = function () {
  if (!this.hasNext()) return ' ';
  this.counts[this.at]--;
  return this.chars[this.at];
};
`,
    [
      ['RunIterator', 'O(n)', 'O(n)'],
      ['hasNext', 'O(n)', 'O(1)'],
    ],
  ],
  [
    'a function declaration as the constructor, a merge walk over its index lists',
    `function WordIndex(words) {
  this.where = new Map();
  for (let i = 0; i < words.length; i++) {
    if (!this.where.has(words[i])) this.where.set(words[i], []);
    this.where.get(words[i]).push(i);
  }
}

WordIndex.prototype.closest = function (a, b) {
  const xs = this.where.get(a);
  const ys = this.where.get(b);
  let i = 0;
  let j = 0;
  let best = Infinity;
  while (i < xs.length && j < ys.length) {
    best = Math.min(best, Math.abs(xs[i] - ys[j]));
    if (xs[i] < ys[j]) i++;
    else j++;
  }
  return best;
};
`,
    [
      ['WordIndex', 'O(n)', 'O(n)'],
      ['closest', 'O(n)', 'O(1)'],
    ],
  ],
]

describe('classes written on a prototype', () => {
  it.each(PROTOTYPE_CLASSES)('%s', async (_title, code, rows) => {
    const report = await analysed('javascript', code)
    for (const [name, time, space] of rows) {
      const row = functionRow(report, name)
      expect(row && [row.name, row.time, row.space]).toEqual([name, time, space])
    }
  })
})
