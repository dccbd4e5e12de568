import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A bottom-up segment tree's query halves two indices into its table, wherever their starts came from
 * (positions a binary search found): log n steps. A generator's endless loop that yields on every pass
 * costs one pass per value asked for. How many values its consumer takes is up to the consumer's own test,
 * which the generator's run does not tell: no bound is made up for it.
 */
const CASES: Case[] = [
  [
    'typescript: range maxima over positions found by a binary search',
    'typescript',
    `class MaxTree {
  private readonly size: number
  private readonly t: number[]
  constructor(size: number) {
    this.size = size
    this.t = new Array(2 * size).fill(0)
  }
  raise(i: number, v: number): void {
    i += this.size
    if (v <= this.t[i]) return
    this.t[i] = v
    for (i >>= 1; i >= 1; i >>= 1) this.t[i] = Math.max(this.t[2 * i], this.t[2 * i + 1])
  }
  max(lo: number, hi: number): number {
    let res = 0
    for (lo += this.size, hi += this.size; lo < hi; lo >>= 1, hi >>= 1) {
      if (lo & 1) res = Math.max(res, this.t[lo++])
      if (hi & 1) res = Math.max(res, this.t[--hi])
    }
    return res
  }
}

export function longestChain(nums: number[], gap: number): number {
  const values = [...new Set(nums)].sort((a, b) => a - b)
  const rank = (x: number): number => {
    let lo = 0
    let hi = values.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (values[mid] < x) lo = mid + 1
      else hi = mid
    }
    return lo
  }
  const tree = new MaxTree(values.length)
  let best = 0
  for (const v of nums) {
    const at = rank(v)
    const len = tree.max(rank(v - gap), at) + 1
    tree.raise(at, len)
    best = Math.max(best, len)
  }
  return best
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript: an endless Fibonacci generator, one pass per value',
    'javascript',
    `var fib = function* () {
  let a = 0, b = 1;
  while (true) {
    yield a;
    [a, b] = [b, a + b];
  }
};
`,
    'O(1)',
    'O(1)',
  ],
]

describe('segment tree queries and endless generators', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('a consumer of an endless generator', () => {
  it("is not given the generator's single pass as its length", async () => {
    const code = `def naturals():
    i = 0
    while True:
        yield i
        i += 1


def first_squares(n):
    out = []
    for i in naturals():
        if i >= n:
            break
        out.append(i * i)
    return out
`
    expect((await costs('python', code)).time).toBe('could not determine')
  })
})
