import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Go's `run = run[:0]` keeps the slice's array and starts it again from nothing, as `clear()` would:
 * what each pass appends replaces what the last one held, so the passes do not pile up in it. Without
 * the reset, the rows' values pile up.
 */
const CASES: Case[] = [
  [
    'go: a run cut back to nothing for every row',
    'go',
    `package main

func longestRunSum(grid [][]int) int {
	best := 0
	run := make([]int, 0, len(grid))
	for _, row := range grid {
		run = run[:0]
		for _, v := range row {
			if v > 0 {
				run = append(run, v)
			}
		}
		total := 0
		for _, v := range run {
			total += v
		}
		if total > best {
			best = total
		}
	}
	return best
}
`,
    'O(m * n)',
    'O(n)',
  ],
  [
    'go: the same run never cut back',
    'go',
    `package main

func longestRunSum(grid [][]int) int {
	best := 0
	run := make([]int, 0, len(grid))
	for _, row := range grid {
		for _, v := range row {
			if v > 0 {
				run = append(run, v)
			}
		}
		total := 0
		for _, v := range run {
			total += v
		}
		if total > best {
			best = total
		}
	}
	return best
}
`,
    'O(m^2 * n)',
    'O(m * n)',
  ],
]

describe('slices cut back to nothing', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
