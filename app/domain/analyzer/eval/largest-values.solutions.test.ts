import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * The largest value of the input, asked for the way each language spells it (`nums.reduce((m, x) =>
 * Math.max(m, x), 0)`, `slices.Max(nums)`, `Arrays.stream(nums).max().getAsInt()`,
 * `Collections.max(list)`), is a value M as Python's `max(nums)` is: a binary search on the answer up to it
 * takes log M probes. A range of values cut into buckets as wide as the range over n is not M buckets.
 */
const CASES: Case[] = [
  [
    'javascript: the fewest hours to read every book, searched up to the longest',
    'javascript',
    `function hoursAt(pages, speed) {
  let hours = 0
  for (const p of pages) hours += Math.ceil(p / speed)
  return hours
}
function slowestSpeed(pages, limit) {
  let low = 1
  let high = pages.reduce((best, p) => Math.max(best, p), 1)
  while (low < high) {
    const speed = Math.floor((low + high) / 2)
    if (hoursAt(pages, speed) <= limit) high = speed
    else low = speed + 1
  }
  return low
}
`,
    'O(n log M)',
    'O(1)',
  ],
  [
    'typescript: the smallest divisor keeping the rounded sum under a threshold',
    'typescript',
    `const roundedSum = (values: number[], d: number): number =>
  values.reduce((acc, v) => acc + Math.ceil(v / d), 0)

export function smallestDivisor(values: number[], threshold: number): number {
  let left = 1
  let right = values.reduce((a, b) => Math.max(a, b), 0)
  while (left < right) {
    const mid = left + ((right - left) >> 1)
    if (roundedSum(values, mid) > threshold) left = mid + 1
    else right = mid
  }
  return left
}
`,
    'O(n log M)',
    'O(1)',
  ],
  [
    'go: the least ribbon length to cut k pieces, searched up to slices.Max',
    'go',
    `package main

import "slices"

func pieces(ribbons []int, size int) int {
	count := 0
	for _, r := range ribbons {
		count += r / size
	}
	return count
}

func longestCut(ribbons []int, k int) int {
	lo, hi := 0, slices.Max(ribbons)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if pieces(ribbons, mid) >= k {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}
`,
    'O(n log M)',
    'O(1)',
  ],
  [
    'java: the smallest capacity that ships within the days, searched up to the stream maximum',
    'java',
    `import java.util.*;

class Solution {
    private boolean ships(int[] loads, int cap, int days) {
        int used = 1, carried = 0;
        for (int w : loads) {
            if (carried + w > cap) { used++; carried = 0; }
            carried += w;
        }
        return used <= days;
    }

    public int leastCapacity(int[] loads, int days) {
        int lo = Arrays.stream(loads).max().getAsInt();
        int hi = 1_000_000;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (ships(loads, mid, days)) hi = mid; else lo = mid + 1;
        }
        return lo;
    }
}
`,
    'O(n log M)',
    'O(1)',
  ],
  [
    'java: a search whose upper end is Collections.max of a list',
    'java',
    `import java.util.*;

class Solution {
    public int minRate(List<Integer> piles, int h) {
        int lo = 1, hi = Collections.max(piles);
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            long spent = 0;
            for (int p : piles) spent += (p + mid - 1) / mid;
            if (spent <= h) hi = mid; else lo = mid + 1;
        }
        return lo;
    }
}
`,
    'O(n log M)',
    'O(1)',
  ],
]

const BUCKETS = `function widestJump(values) {
  const n = values.length
  if (n < 2) return 0
  const low = values.reduce((a, b) => Math.min(a, b))
  const high = values.reduce((a, b) => Math.max(a, b))
  const step = Math.max(1, Math.floor((high - low) / (n - 1)))
  const slots = Math.floor((high - low) / step) + 1
  const smallest = new Array(slots).fill(Infinity)
  for (const v of values) {
    const i = Math.floor((v - low) / step)
    smallest[i] = Math.min(smallest[i], v)
  }
  let widest = 0
  for (let i = 1; i < slots; i++) if (smallest[i] !== Infinity) widest = Math.max(widest, smallest[i] - low)
  return widest
}
`

describe('largest values and value ranges', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })

  // The bucket count is the range over a width as large as the range: its size is not M. (Space stays
  // unsized here; only the time is checked.)
  it('javascript: buckets as wide as the value range over n are not M buckets', async () => {
    expect((await costs('javascript', BUCKETS)).time).toBe('O(n)')
  })
})
