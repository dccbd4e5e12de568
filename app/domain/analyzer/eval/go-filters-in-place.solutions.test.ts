import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `kept := nums[:0]` then `kept = append(kept, x)`: Go's in-place filter writes into the array it was cut
 * from. It holds at most that array's elements and allocates nothing, so a loop over it runs n times and
 * it costs no space.
 */
const FILTERS_IN_PLACE: Case[] = [
  [
    'go: distinct values within a window of width k, after a dedupe in place',
    'go',
    `package main

import "sort"

func widestDistinctWindow(nums []int, k int) int {
	sort.Ints(nums)
	distinct := nums[:1]
	for _, v := range nums[1:] {
		if v != distinct[len(distinct)-1] {
			distinct = append(distinct, v)
		}
	}
	best, hi := 0, 0
	for lo := range distinct {
		for hi < len(distinct) && distinct[hi]-distinct[lo] <= k {
			hi++
		}
		if hi-lo > best {
			best = hi - lo
		}
	}
	return best
}
`,
    'O(n log n)',
    'O(1)',
  ],
  [
    'go: pairs of non-zero values, zeros dropped in place',
    'go',
    `package main

func pairSums(a []int) int {
	kept := a[:0]
	for _, x := range a {
		if x != 0 {
			kept = append(kept, x)
		}
	}
	total := 0
	i := 0
	for i+1 < len(kept) {
		total += kept[i] * kept[i+1]
		i += 2
	}
	return total
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe("Go's in-place filter", () => {
  it.each(FILTERS_IN_PLACE)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
