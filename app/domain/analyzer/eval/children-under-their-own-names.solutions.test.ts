import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A tree recursion that takes the children under names of their own first (`const { left, right } = root`,
 * `l, r := root.Left, root.Right`) or walks them written out (`for (const child of [node.left,
 * node.right])`) still visits each node once: the calls go down the structure, not over the input again.
 */
const CASES: Case[] = [
  [
    'typescript: the children destructured from the node, then both recursed into',
    'typescript',
    `class TreeNode {
  val: number
  left: TreeNode | null
  right: TreeNode | null
  constructor(val = 0, left: TreeNode | null = null, right: TreeNode | null = null) {
    this.val = val
    this.left = left
    this.right = right
  }
}

export function sumTree(root: TreeNode | null): number {
  if (root === null) return 0
  const { val, left, right } = root
  return val + sumTree(left) + sumTree(right)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: the children unpacked into two names first',
    'python',
    `class Solution:
    def sumTree(self, root) -> int:
        if not root:
            return 0
        left, right = root.left, root.right
        return root.val + self.sumTree(left) + self.sumTree(right)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: the children taken into l and r first',
    'go',
    `package main

type TreeNode struct {
	Val         int
	Left, Right *TreeNode
}

func sumTree(root *TreeNode) int {
	if root == nil {
		return 0
	}
	l, r := root.Left, root.Right
	return root.Val + sumTree(l) + sumTree(r)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    "javascript: a recursion in a loop over the node's links written out",
    'javascript',
    `function leaves(node) {
  if (!node) return 0
  if (!node.left && !node.right) return 1
  let total = 0
  for (const child of [node.left, node.right]) total += leaves(child)
  return total
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('children under names of their own', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
