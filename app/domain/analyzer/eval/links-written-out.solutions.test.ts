import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A traversal that walks a node's links written out as a small collection (`for kid in (node.left,
 * node.right)`, `Arrays.asList(node.left, node.right)`, `[]*TreeNode{node.Left, node.Right}`), or that
 * rebuilds each level from the children (`[kid for node in level for kid in node.children]`), visits
 * each node of the tree once.
 */
const CASES: Case[] = [
  [
    "python: a BFS pushing each child of a tuple of the node's links",
    'python',
    `from collections import deque
class Solution:
    def count(self, root) -> int:
        if not root:
            return 0
        pending = deque([root])
        seen = 0
        while pending:
            node = pending.popleft()
            seen += 1
            for kid in (node.left, node.right):
                if kid is not None:
                    pending.append(kid)
        return seen
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: a head-index queue fed from an array literal of links',
    'javascript',
    `function count(root) {
  const pending = [root]
  let seen = 0
  let read = 0
  while (read < pending.length) {
    const node = pending[read++]
    seen++
    for (const child of [node.left, node.right]) if (child) pending.push(child)
  }
  return seen
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: children taken from Arrays.asList(node.left, node.right)',
    'java',
    `import java.util.*;

class TreeNode {
    int val;
    TreeNode left, right;
}

class Solution {
    public int countNodes(TreeNode root) {
        if (root == null) return 0;
        Deque<TreeNode> queue = new ArrayDeque<>();
        queue.add(root);
        int seen = 0;
        while (!queue.isEmpty()) {
            TreeNode node = queue.poll();
            seen++;
            for (TreeNode kid : Arrays.asList(node.left, node.right)) {
                if (kid != null) queue.add(kid);
            }
        }
        return seen;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: children ranged over a composite literal of the two links',
    'go',
    `package main

type TreeNode struct {
	Val         int
	Left, Right *TreeNode
}

func countNodes(root *TreeNode) int {
	if root == nil {
		return 0
	}
	queue := []*TreeNode{root}
	seen := 0
	for len(queue) > 0 {
		node := queue[0]
		queue = queue[1:]
		seen++
		for _, kid := range []*TreeNode{node.Left, node.Right} {
			if kid != nil {
				queue = append(queue, kid)
			}
		}
	}
	return seen
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    "python: an N-ary tree's levels rebuilt by a nested comprehension",
    'python',
    `"""
# Definition for a Node.
class Node:
    def __init__(self, val=None, children=None):
        self.val = val
        self.children = children
"""


class Solution:
    def maxDepth(self, root: 'Node') -> int:
        # Walk the tree one level at a time; the number of levels is the depth.
        if not root:
            return 0
        frontier = [root]
        levels = 0
        while frontier:
            levels += 1
            frontier = [kid for node in frontier for kid in (node.children or [])]
        return levels
`,
    'O(n)',
    'O(n)',
  ],
]

describe('links of a node written out', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
