import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Helpers that scan on from the position they are given and hand back where they stopped: when that
 * becomes the loop's own position (as a tuple's part, or in a for-loop's update), all their steps together
 * cover the input once. And a version "kept for comparison" beside the one the judge calls is no entry.
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
]

describe('scanners handing back their position', () => {
  it.each(SCANNERS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
