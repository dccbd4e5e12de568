import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Helpers that scan on from the position they are given and hand back where they stopped: when that
 * becomes the loop's own position (as a tuple's part, or in a for-loop's update), all their steps together
 * cover the input once; a helper popping the stack it is handed, which the loop's calls push to once each,
 * pops each entry at most once. And a version "kept for comparison" beside the one the judge calls is no entry.
 */
const SCANNERS: Case[] = [
  [
    'python: numbers read by a helper that returns the value and the position after it',
    'python',
    `def read_number(s, i):
    j = i
    while j < len(s) and s[j].isdigit():
        j += 1
    return int(s[i:j]), j


def skip_spaces(s, i):
    while i < len(s) and s[i] == ' ':
        i += 1
    return i


def total(s):
    i = 0
    acc = 0
    while i < len(s):
        i = skip_spaces(s, i)
        if i < len(s):
            value, i = read_number(s, i)
            acc += value
            i += 1
    return acc
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: a for-loop whose update asks a helper for the next one after the current',
    'go',
    `package main

func nextOne(nums []int, from int) int {
	for from < len(nums) && nums[from] != 1 {
		from++
	}
	return from
}

func gapsProduct(nums []int) int {
	n := len(nums)
	prev := nextOne(nums, 0)
	if prev == n {
		return 0
	}
	ways := 1
	for cur := nextOne(nums, prev+1); cur < n; cur = nextOne(nums, cur+1) {
		ways = ways * (cur - prev) % 1000000007
		prev = cur
	}
	return ways
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: a quadratic version kept for checking beside the one LeetCode calls',
    'go',
    `package main

func countOnes(nums []int) int {
	c := 0
	for _, x := range nums {
		c += x
	}
	return c
}

// pairwiseOnes was a first attempt, kept for checking; LeetCode only calls countOnes.
func pairwiseOnes(nums []int) int {
	c := 0
	for i := range nums {
		for j := range nums {
			if i == j {
				c += nums[i]
			}
		}
	}
	return c
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: a hull built by a helper that pops the chain it is handed, then pushes one point',
    'go',
    `package main

import "sort"

func cross(o, a, b []int) int {
	return (a[0]-o[0])*(b[1]-o[1]) - (a[1]-o[1])*(b[0]-o[0])
}

func push(chain []int, pts [][]int, idx int) []int {
	for len(chain) >= 2 && cross(pts[chain[len(chain)-2]], pts[chain[len(chain)-1]], pts[idx]) <= 0 {
		chain = chain[:len(chain)-1]
	}
	return append(chain, idx)
}

func lowerHull(pts [][]int) []int {
	sort.Slice(pts, func(i, j int) bool { return pts[i][0] < pts[j][0] })
	chain := make([]int, 0, len(pts))
	for i := range pts {
		chain = push(chain, pts, i)
	}
	return chain
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: a helper draining a fresh copy on every pass is not amortised',
    'python',
    `def drain(stack, out):
    while stack:
        out.append(stack.pop())
    return out


def repeated(nums):
    out = []
    for _ in nums:
        drain(list(nums), out)
    return out
`,
    'O(n^2)',
    'O(n^2)',
  ],
]

describe('scanners handing back their position', () => {
  it.each(SCANNERS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
