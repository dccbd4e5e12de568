import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Indices grouped by value in a map of lists (`positions[v] = append(positions[v], i)` in Go,
 * `positions[v].append(i)`, `map.get(v).push(i)`): the lists hold n entries between them, not n each.
 */
const LISTS_GROUPED_BY_KEY: Case[] = [
  [
    'go: the count of values seen at least twice, positions grouped in a map literal',
    'go',
    `package main

func repeatedValues(nums []int) int {
	where := map[int][]int{}
	for i, v := range nums {
		where[v] = append(where[v], i)
	}
	repeated := 0
	for _, at := range where {
		if len(at) > 1 {
			repeated++
		}
	}
	return repeated
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: the most frequent value, its indices kept with make(map)',
    'go',
    `package main

func mostFrequentSpan(nums []int) int {
	at := make(map[int][]int)
	for i := 0; i < len(nums); i++ {
		at[nums[i]] = append(at[nums[i]], i)
	}
	best := 0
	for _, list := range at {
		if span := list[len(list)-1] - list[0]; span > best {
			best = span
		}
	}
	return best
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: the same grouping with a defaultdict',
    'python',
    `from collections import defaultdict

def most_frequent_span(nums):
    at = defaultdict(list)
    for i, v in enumerate(nums):
        at[v].append(i)
    return max(idx[-1] - idx[0] for idx in at.values())
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: the same grouping in a Map',
    'javascript',
    `function mostFrequentSpan(nums) {
  const at = new Map();
  nums.forEach((v, i) => {
    if (!at.has(v)) at.set(v, []);
    at.get(v).push(i);
  });
  let best = 0;
  for (const idx of at.values()) best = Math.max(best, idx[idx.length - 1] - idx[0]);
  return best;
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('lists grouped by key in a map', () => {
  it.each(LISTS_GROUPED_BY_KEY)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
