import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `const { left, right } = stack.pop()`: the children of a node taken off a worklist under their own names
 * are still its links, so pushing them walks the tree once (`shift()` adds its own cost per pass).
 */
const CASES: Case[] = [
  [
    'javascript: sum of left leaves, children unpacked from pending.shift()',
    'javascript',
    `/**
 * @param {TreeNode} root
 * @return {number}
 */
const sumOfLeftLeaves = (root) => {
  if (!root) return 0
  const pending = [root]
  let sum = 0
  while (pending.length) {
    const { left, right } = pending.shift()
    if (left) {
      if (!left.left && !left.right) sum += left.val
      else pending.push(left)
    }
    if (right) pending.push(right)
  }
  return sum
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'javascript: count nodes, children unpacked from stack.pop()',
    'javascript',
    `/**
 * @param {TreeNode} root
 * @return {number}
 */
var countNodes = function (root) {
  if (!root) return 0
  const stack = [root]
  let count = 0
  while (stack.length > 0) {
    const { left, right } = stack.pop()
    count++
    if (right) stack.push(right)
    if (left) stack.push(left)
  }
  return count
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: sum of leaves, val and children unpacked from stack.pop()!',
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

export function sumOfLeaves(root: TreeNode | null): number {
  if (!root) return 0
  const stack: TreeNode[] = [root]
  let total = 0
  while (stack.length > 0) {
    const { val, left, right } = stack.pop()!
    if (!left && !right) total += val
    if (left) stack.push(left)
    if (right) stack.push(right)
  }
  return total
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: max depth, children unpacked from a popped node',
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
  const stack: Array<[TreeNode, number]> = [[root, 1]]
  let deepest = 0
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!
    deepest = Math.max(deepest, depth)
    const { left, right } = node
    if (left) stack.push([left, depth + 1])
    if (right) stack.push([right, depth + 1])
  }
  return deepest
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('children unpacked from the entry a worklist gives up', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
