import { describe, expect, it } from 'vitest'
import { analysed, functionRow } from '../test-support'

type Case = [title: string, language: string, code: string, operation: string, time: string, space: string]

/**
 * A number a constructor sizes from its input (`self.n = len(characters)`, `this.mask = (1 << n) - 1`)
 * is as large in the operations that read it; the text of a bitmask up to 2^n (`bin(mask)`) has n digits.
 */
const NUMBERS_A_CONSTRUCTOR_SIZES: Case[] = [
  [
    'python: a combination iterator counting a bitmask down from 2^n',
    'python',
    `class CombinationIterator:
    def __init__(self, characters: str, combinationLength: int):
        self.chars = characters
        self.n = len(characters)
        self.k = combinationLength
        self.mask = (1 << self.n) - 1

    def _skip(self):
        while self.mask > 0 and bin(self.mask).count("1") != self.k:
            self.mask -= 1

    def hasNext(self) -> bool:
        self._skip()
        return self.mask > 0
`,
    'hasNext',
    'O(n * 2^n)',
    'O(n)',
  ],
  [
    'java: a countdown over the size the constructor kept',
    'java',
    `class Countdown {
    private int left;
    private final int[] items;

    public Countdown(int[] nums) {
        items = nums;
        left = nums.length;
    }

    public int drainAll() {
        int total = 0;
        while (left > 0) {
            left--;
            total += items[left];
        }
        return total;
    }
}
`,
    'drainAll',
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: a scan up to the length the constructor recorded',
    'typescript',
    `export class Prefixes {
  private readonly size: number
  private readonly values: number[]

  constructor(values: number[]) {
    this.values = values
    this.size = values.length
  }

  firstAbove(x: number): number {
    for (let i = 0; i < this.size; i++) if (this.values[i] > x) return i
    return -1
  }
}
`,
    'firstAbove',
    'O(n)',
    'O(1)',
  ],
]

describe('numbers a constructor sizes from its input', () => {
  it.each(NUMBERS_A_CONSTRUCTOR_SIZES)('%s', async (_title, language, code, operation, time, space) => {
    const row = functionRow(await analysed(language, code), operation)
    expect(row && { time: row.time, space: row.space }).toEqual({ time, space })
  })
})
