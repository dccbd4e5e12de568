import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A breadth-first search that reads its queue through a forward-only index (no shift) and walks one level
 * at a time: the inner loop runs the index up to the queue's length when the level started
 * (`while (read < levelEnd)`, `for (; head < end; head++)`), so over the whole search each node is read
 * once. The cursor the inner loop steps is the outer loop's own, and children may be unpacked straight from
 * the entry read (`const { left, right } = queue[read++]`).
 */
const CASES: Case[] = [
  [
    'python: max depth, inner while up to the level end',
    'python',
    `from typing import Optional


class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right


class Solution:
    def maxDepth(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        queue = [root]
        head = 0
        depth = 0
        while head < len(queue):
            level_end = len(queue)
            depth += 1
            while head < level_end:
                node = queue[head]
                head += 1
                if node.left:
                    queue.append(node.left)
                if node.right:
                    queue.append(node.right)
        return depth
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: right side view, for (; head < end; head++) over a list',
    'java',
    `import java.util.*;

class TreeNode {
    int val;
    TreeNode left, right;
    TreeNode(int val) { this.val = val; }
}

class Solution {
    public List<Integer> rightSideView(TreeNode root) {
        List<Integer> view = new ArrayList<>();
        if (root == null) return view;
        List<TreeNode> queue = new ArrayList<>();
        queue.add(root);
        int head = 0;
        while (head < queue.size()) {
            int end = queue.size();
            view.add(queue.get(end - 1).val);
            for (; head < end; head++) {
                TreeNode node = queue.get(head);
                if (node.left != null) queue.add(node.left);
                if (node.right != null) queue.add(node.right);
            }
        }
        return view;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: max depth, children unpacked from queue[read++]',
    'javascript',
    `class TreeNode {
  constructor(val = 0, left = null, right = null) {
    this.val = val
    this.left = left
    this.right = right
  }
}

/**
 * @param {TreeNode} root
 * @return {number}
 */
function maxDepth(root) {
  if (!root) return 0
  const queue = [root]
  let read = 0
  let levels = 0
  while (read < queue.length) {
    const levelEnd = queue.length
    levels++
    while (read < levelEnd) {
      const { left, right } = queue[read++]
      if (left) queue.push(left)
      if (right) queue.push(right)
    }
  }
  return levels
}

module.exports = { TreeNode, maxDepth }
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: bottom left value, cursor shared with the level loop',
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

export function findBottomLeftValue(root: TreeNode): number {
  const pending: TreeNode[] = [root]
  let cursor = 0
  let leftmost = root.val
  while (cursor < pending.length) {
    const stop = pending.length
    leftmost = pending[cursor].val
    for (; cursor < stop; cursor++) {
      const { left, right } = pending[cursor]
      if (left !== null) pending.push(left)
      if (right !== null) pending.push(right)
    }
  }
  return leftmost
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: max depth, for ; head < end; head++',
    'go',
    `package main

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func maxDepth(root *TreeNode) int {
	depth := 0
	if root == nil {
		return depth
	}
	queue := []*TreeNode{root}
	head := 0
	for head < len(queue) {
		end := len(queue)
		depth++
		for ; head < end; head++ {
			node := queue[head]
			if node.Left != nil {
				queue = append(queue, node.Left)
			}
			if node.Right != nil {
				queue = append(queue, node.Right)
			}
		}
	}
	return depth
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('level walks over a queue read through an index', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
