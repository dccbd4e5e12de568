import { describe, expect, it } from 'vitest'
import { analysed, functionRow } from '../test-support'

type Case = [title: string, language: string, code: string, operation: string, time: string, space: string]

/**
 * `self.log += entry`, `this.text = this.text + s`: a string field the operations lengthen holds what the
 * earlier operations added (n) when the measured one reads it through.
 */
const STRINGS_LENGTHENED_BY_OPERATIONS: Case[] = [
  [
    'python: a log the operations append to, searched by another',
    'python',
    `class Journal:
    def __init__(self):
        self.log = ""

    def write(self, entry: str) -> None:
        self.log += entry

    def mentions(self, ch: str) -> int:
        return self.log.count(ch)
`,
    'mentions',
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: a text joined onto by one operation, searched by another',
    'javascript',
    `var Pad = function () {
  this.text = "";
};

Pad.prototype.type = function (s) {
  this.text = this.text + s;
};

Pad.prototype.find = function (c) {
  return this.text.indexOf(c);
};
`,
    'find',
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: a buffer lengthened by one operation, split by another',
    'typescript',
    `export class Recorder {
  private buf = ''

  add(entry: string): void {
    this.buf += entry + ','
  }

  entries(): number {
    return this.buf.split(',').length
  }
}
`,
    'entries',
    'O(n)',
    'O(n)',
  ],
]

describe('strings the operations lengthen', () => {
  it.each(STRINGS_LENGTHENED_BY_OPERATIONS)('%s', async (_title, language, code, operation, time, space) => {
    const row = functionRow(await analysed(language, code), operation)
    expect(row && { time: row.time, space: row.space }).toEqual({ time, space })
  })
})
