import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A recursion on a quotient taken under a name of its own halves its argument: Python's
 * `q, r = divmod(n, 2)`, and the same split written as a pair in Go (`q, r := n/2, n%2`) or JavaScript
 * (`const [q, r] = [Math.floor(n / 2), n % 2]`).
 */
const CASES: Case[] = [
  [
    'python: fast power on q from divmod(n, 2)',
    'python',
    `class Solution:
    def myPow(self, x: float, n: int) -> float:
        if n == 0:
            return 1.0
        if n < 0:
            return 1.0 / self.myPow(x, -n)
        q, r = divmod(n, 2)
        root = self.myPow(x, q)
        result = root * root
        if r:
            result *= x
        return result
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'python: set bits counted on rest from divmod(n, 2)',
    'python',
    `class Solution:
    def countBits(self, n: int) -> int:
        # number of set bits of n, one halving per call
        if n == 0:
            return 0
        rest, bit = divmod(n, 2)
        return bit + self.countBits(rest)
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'go: fast power on q from q, r := n/2, n%2',
    'go',
    `package main

func myPow(x float64, n int) float64 {
	if n == 0 {
		return 1
	}
	if n < 0 {
		return 1 / myPow(x, -n)
	}
	q, r := n/2, n%2
	root := myPow(x, q)
	if r == 1 {
		return root * root * x
	}
	return root * root
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'javascript: fast power on q unpacked from a pair',
    'javascript',
    `/**
 * @param {number} x
 * @param {number} n
 * @return {number}
 */
var myPow = function (x, n) {
  if (n === 0) return 1
  if (n < 0) return 1 / myPow(x, -n)
  const [q, r] = [Math.floor(n / 2), n % 2]
  const root = myPow(x, q)
  return r === 1 ? root * root * x : root * root
}
`,
    'O(log n)',
    'O(log n)',
  ],
]

describe('recursions on a quotient unpacked from a pair', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
