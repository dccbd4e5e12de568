import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A small literal table of counters (`[0, 0, 0]`) bumped in place in a loop (`counts[slot]++`,
 * `counts[slot] += 1`): the update reads the cell it writes, so the cell exists and the table never
 * grows. (A JavaScript array written past its end by `dp[i] = ...` still grows; the update in place does
 * not.) Python and Go keep the same table fixed too.
 */
const CASES: Case[] = [
  [
    'javascript: vowels, consonants and others tallied in three cells',
    'javascript',
    `function tally(text) {
  const kinds = [0, 0, 0]
  for (const c of text) {
    if ('aeiou'.includes(c)) kinds[0]++
    else if (c >= 'a' && c <= 'z') kinds[1]++
    else kinds[2] += 1
  }
  return kinds
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: remainders mod 3 counted into a tuple',
    'typescript',
    `type Trio = [number, number, number]

export function divisibleTriples(values: number[]): number {
  const byRemainder: Trio = [0, 0, 0]
  for (let i = 0; i < values.length; i++) byRemainder[values[i]! % 3] += 1
  const [a, b, c] = byRemainder
  return a * (a - 1) / 2 + b * c
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: a fibonacci table grown by index still grows',
    'javascript',
    `function ways(n) {
  const dp = [1, 1]
  for (let i = 2; i <= n; i++) dp[i] = dp[i - 1] + dp[i - 2]
  return dp[n]
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: remainders mod 3 counted into a three-cell list',
    'python',
    `def divisible_triples(values):
    by_rem = [0, 0, 0]
    for v in values:
        by_rem[v % 3] += 1
    a, b, c = by_rem
    return a * (a - 1) // 2 + b * c
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: remainders mod 3 counted into a three-cell slice',
    'go',
    `package main

func divisibleTriples(values []int) int {
	byRem := []int{0, 0, 0}
	for _, v := range values {
		byRem[v%3]++
	}
	return byRem[0]*(byRem[0]-1)/2 + byRem[1]*byRem[2]
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('counter cells updated in place', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
