import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `Array.from(path)` copies the list it is given, as `[...path]` and `path.slice()` do: recorded at every
 * leaf of a backtracking search, each copy costs the path's length. `Array.from({ length: n })` makes n
 * slots and copies nothing.
 */
const CASES: Case[] = [
  [
    'typescript: permutations copied with Array.from(this.#path)',
    'typescript',
    `class Permuter {
  readonly #values: readonly number[]
  readonly #picked: boolean[]
  readonly #path: number[] = []
  readonly results: number[][] = []

  constructor(values: readonly number[]) {
    this.#values = values
    this.#picked = values.map(() => false)
  }

  run(): number[][] {
    if (this.#path.length === this.#values.length) {
      this.results.push(Array.from(this.#path))
      return this.results
    }
    for (let i = 0; i < this.#values.length; i++) {
      if (this.#picked[i]) continue
      this.#picked[i] = true
      this.#path.push(this.#values[i]!)
      this.run()
      this.#path.pop()
      this.#picked[i] = false
    }
    return this.results
  }
}

export function permute(nums: number[]): number[][] {
  return new Permuter(nums).run()
}
`,
    'O(n * n!)',
    'O(n * n!)',
  ],
  [
    'javascript: subsets copied with Array.from(chosen)',
    'javascript',
    `/**
 * @param {number[]} nums
 * @return {number[][]}
 */
var subsets = function (nums) {
  const all = []
  const chosen = []
  const walk = (start) => {
    all.push(Array.from(chosen))
    for (let i = start; i < nums.length; i++) {
      chosen.push(nums[i])
      walk(i + 1)
      chosen.pop()
    }
  }
  walk(0)
  return all
}
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'javascript: Array.from({ length }) makes a table in one pass',
    'javascript',
    `/**
 * @param {number} n
 * @return {number[]}
 */
var countBits = function (n) {
  const bits = Array.from({ length: n + 1 })
  bits[0] = 0
  for (let i = 1; i <= n; i++) bits[i] = bits[i >> 1] + (i & 1)
  return bits
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('copies made with Array.from', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
