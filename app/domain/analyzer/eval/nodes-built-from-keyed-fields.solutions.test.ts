import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A recursion that hangs what its calls return on the node it makes, written with keyed fields (Go's
 * `&TreeNode{Val: v, Left: build(lo, mid - 1), Right: build(mid + 1, hi)}`) or keyword arguments (Python's
 * `TreeNode(val=v, left=..., right=...)`): the tree it returns holds a node per call, n in all, as the
 * positional form already counted. A balanced recursion that builds nothing (the control) keeps its
 * log n depth.
 */
const CASES: Case[] = [
  [
    'go: a closure that builds a balanced tree from a sorted slice',
    'go',
    `package main

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func sortedArrayToBST(nums []int) *TreeNode {
	var build func(lo, hi int) *TreeNode
	build = func(lo, hi int) *TreeNode {
		if lo > hi {
			return nil
		}
		mid := (lo + hi) / 2
		return &TreeNode{Val: nums[mid], Left: build(lo, mid-1), Right: build(mid+1, hi)}
	}
	return build(0, len(nums)-1)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    "python: keyword arguments to the node's constructor",
    'python',
    `# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
class Solution:
    def sortedArrayToBST(self, nums):
        def build(lo, hi):
            if lo > hi:
                return None
            mid = (lo + hi) // 2
            return TreeNode(val=nums[mid], left=build(lo, mid - 1), right=build(mid + 1, hi))

        return build(0, len(nums) - 1)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: a top-level builder with the fields on their own lines',
    'go',
    `package main

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

// balanced hangs the middle value at the root and the two halves below it.
func balanced(vals []int, lo, hi int) *TreeNode {
	if lo > hi {
		return nil
	}
	mid := int(uint(lo+hi) >> 1)
	return &TreeNode{
		Val:   vals[mid],
		Left:  balanced(vals, lo, mid-1),
		Right: balanced(vals, mid+1, hi),
	}
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go (control): a sum by halves that builds nothing',
    'go',
    `package main

// rangeSum adds the values by halves, building nothing.
func rangeSum(nums []int, lo, hi int) int {
	if lo > hi {
		return 0
	}
	mid := (lo + hi) / 2
	return nums[mid] + rangeSum(nums, lo, mid-1) + rangeSum(nums, mid+1, hi)
}
`,
    'O(n)',
    'O(log n)',
  ],
]

describe('nodes built from keyed fields', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
