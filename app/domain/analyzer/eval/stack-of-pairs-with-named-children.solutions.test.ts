import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * An explicit stack of (node, value) pairs whose pushes carry a child taken under a name of its own
 * (`const { left, right } = node`, `left, right = node.left, node.right`) visits each node once.
 */
const CASES: Case[] = [
  [
    'javascript: an explicit stack of [node, sum] pairs, the children destructured from the node',
    'javascript',
    `/**
 * Definition for a binary tree node.
 */
class TreeNode {
  constructor(val = 0, left = null, right = null) {
    this.val = val
    this.left = left
    this.right = right
  }
}

/**
 * 112. Path Sum
 * Depth-first walk with an explicit stack of [node, sum so far] pairs; a leaf whose
 * running sum equals targetSum ends the search.
 * O(n) time, O(h) extra stack where h can be n for a skewed tree.
 *
 * @param {TreeNode} root
 * @param {number} targetSum
 * @return {boolean}
 */
var hasPathSum = function (root, targetSum) {
  if (!root) return false
  const pending = [[root, root.val]]
  while (pending.length) {
    const [node, soFar] = pending.pop()
    const { left, right } = node
    if (!left && !right) {
      if (soFar === targetSum) return true
      continue
    }
    if (right) pending.push([right, soFar + right.val])
    if (left) pending.push([left, soFar + left.val])
  }
  return false
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: a stack of (node, total) tuples, the children unpacked into two names',
    'python',
    `class Solution:
    def hasPathSum(self, root, targetSum: int) -> bool:
        if not root:
            return False
        stack = [(root, root.val)]
        while stack:
            node, total = stack.pop()
            left, right = node.left, node.right
            if not left and not right and total == targetSum:
                return True
            if right:
                stack.append((right, total + right.val))
            if left:
                stack.append((left, total + left.val))
        return False
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: a stack of [node, depth] pairs, the children destructured',
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

export function maxDepth(root: TreeNode | null): number {
  if (!root) return 0
  const stack: [TreeNode, number][] = [[root, 1]]
  let best = 0
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!
    best = Math.max(best, depth)
    const { left, right } = node
    if (left) stack.push([left, depth + 1])
    if (right) stack.push([right, depth + 1])
  }
  return best
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('stacks of pairs with named children', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
