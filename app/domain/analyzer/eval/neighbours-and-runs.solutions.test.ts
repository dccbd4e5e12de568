import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Neighbouring pairs and runs of equal items. Python writes them with itertools: `pairwise(xs)` walks xs
 * once, a pair at a time, whether xs is a list or a generator; `groupby(xs)` cuts xs into runs that never
 * overlap, so walking every run walks xs once. The other languages keep the previous item in a variable
 * and cut the runs by hand, with the same costs.
 */
const NEIGHBOURS: Case[] = [
  [
    'python: monotonic array with itertools.pairwise',
    'python',
    `import itertools


class Solution:
    def isMonotonic(self, nums: list[int]) -> bool:
        rising = falling = True
        for a, b in itertools.pairwise(nums):
            if a < b:
                falling = False
            elif a > b:
                rising = False
        return rising or falling
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: closest pairs of a sorted list with pairwise',
    'python',
    `from itertools import pairwise


class Solution:
    def minimumAbsDifference(self, arr: list[int]) -> list[list[int]]:
        arr.sort()
        gap = min(b - a for a, b in pairwise(arr))
        return [[a, b] for a, b in pairwise(arr) if b - a == gap]
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: pairwise over a generator of in-order values',
    'python',
    `from itertools import pairwise


def values_in_order(root):
    stack = []
    node = root
    while stack or node:
        while node:
            stack.append(node)
            node = node.left
        node = stack.pop()
        yield node.val
        node = node.right


class Solution:
    def getMinimumDifference(self, root) -> int:
        return min(later - earlier for earlier, later in pairwise(values_in_order(root)))
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: the previous value of an in-order generator',
    'javascript',
    `function* valuesInOrder(root) {
  const stack = []
  let node = root
  while (stack.length > 0 || node) {
    while (node) {
      stack.push(node)
      node = node.left
    }
    node = stack.pop()
    yield node.val
    node = node.right
  }
}

var getMinimumDifference = function (root) {
  let previous = null
  let best = Infinity
  for (const value of valuesInOrder(root)) {
    if (previous !== null) best = Math.min(best, value - previous)
    previous = value
  }
  return best
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: monotonic array comparing each item with the one before',
    'typescript',
    `export function isMonotonic(nums: number[]): boolean {
  let rising = true
  let falling = true
  for (let i = 1; i < nums.length; i++) {
    if (nums[i - 1] < nums[i]) falling = false
    else if (nums[i - 1] > nums[i]) rising = false
  }
  return rising || falling
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: closest pairs of a sorted slice',
    'go',
    `package main

import "sort"

func minimumAbsDifference(arr []int) [][]int {
	sort.Ints(arr)
	gap := arr[1] - arr[0]
	for i := 2; i < len(arr); i++ {
		if arr[i]-arr[i-1] < gap {
			gap = arr[i] - arr[i-1]
		}
	}
	out := [][]int{}
	for i := 1; i < len(arr); i++ {
		if arr[i]-arr[i-1] == gap {
			out = append(out, []int{arr[i-1], arr[i]})
		}
	}
	return out
}
`,
    'O(n log n)',
    'O(n)',
  ],
]

const RUNS: Case[] = [
  [
    'python: longest run of one character with groupby',
    'python',
    `from itertools import groupby


class Solution:
    def maxPower(self, s: str) -> int:
        return max(sum(1 for _ in run) for _, run in groupby(s))
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: run-length encoding with itertools.groupby in a loop',
    'python',
    `import itertools


class Solution:
    def compress(self, s: str) -> str:
        parts = []
        for ch, run in itertools.groupby(s):
            count = sum(1 for _ in run)
            parts.append(ch + (str(count) if count > 1 else ""))
        return "".join(parts)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: longest run of ones with groupby on a key',
    'python',
    `from itertools import groupby


class Solution:
    def findMaxConsecutiveOnes(self, nums: list[int]) -> int:
        best = 0
        for bit, run in groupby(nums):
            if bit == 1:
                best = max(best, sum(1 for _ in run))
        return best
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: sizes of the runs listed with groupby',
    'python',
    `from itertools import groupby


class Solution:
    def runLengths(self, s: str) -> list[int]:
        return [sum(1 for _ in group) for _, group in groupby(s)]
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: longest run of one character by hand',
    'java',
    `class Solution {
    public int maxPower(String s) {
        int best = 0;
        int i = 0;
        while (i < s.length()) {
            int j = i;
            while (j < s.length() && s.charAt(j) == s.charAt(i)) j++;
            best = Math.max(best, j - i);
            i = j;
        }
        return best;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: longest run of ones counted by hand',
    'go',
    `package main

func findMaxConsecutiveOnes(nums []int) int {
	best, run := 0, 0
	for _, x := range nums {
		if x == 1 {
			run++
			if run > best {
				best = run
			}
		} else {
			run = 0
		}
	}
	return best
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('neighbouring pairs (pairwise and the previous item)', () => {
  it.each(NEIGHBOURS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('runs of equal items (groupby and runs cut by hand)', () => {
  it.each(RUNS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
