import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A factory hands back the function that does the work (`pipe(functions)` returning `x => ...`, a read4
 * reader, a counter over a list): a file of one is measured by a call of the returned function, the factory's
 * own statements run first. Before, the factory itself was measured, which only builds the closure: O(1).
 * The control's factory builds a prefix table and its returned function only reads it.
 */
const CASES: Case[] = [
  [
    'javascript: pipe(functions) returns a function looping over them',
    'javascript',
    `/**
 * @param {Function[]} functions
 * @return {Function}
 */
var pipe = function (functions) {
  return function (x) {
    let value = x
    for (const fn of functions) value = fn(value)
    return value
  }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: a read4 wrapper returns the reader that copies n characters',
    'go',
    `package main

var solution = func(read4 func([]byte) int) func([]byte, int) int {
	return func(buf []byte, n int) int {
		chunk := make([]byte, 4)
		total := 0
		for total < n {
			got := read4(chunk)
			for i := 0; i < got && total < n; i++ {
				buf[total] = chunk[i]
				total++
			}
			if got < 4 {
				break
			}
		}
		return total
	}
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: a nested def returned by name, counting in the list',
    'python',
    `def occurrences(nums):
    def count(x):
        return nums.count(x)

    return count
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript control: the factory builds prefix sums, the returned arrow reads two cells',
    'typescript',
    `export function rangeSummer(nums: number[]): (lo: number, hi: number) => number {
  const prefix: number[] = [0]
  for (const x of nums) prefix.push(prefix[prefix.length - 1]! + x)
  return (lo: number, hi: number) => prefix[hi]! - prefix[lo]!
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('factories measured by the function they return', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
