import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Level-order walks written two more ways: a JavaScript or TypeScript queue read through an index whose
 * entries are unpacked into their fields (`const { val, left, right } = queue[read++]`), and a Go level
 * swapped for the next one, which the walk fills with `next = append(next, node.Left)`.
 */
const CASES: Case[] = [
  [
    'fields unpacked from queue[head] (JavaScript)',
    'javascript',
    `
/**
 * @param {TreeNode} root
 * @return {boolean}
 */
var isEvenOddTree = function (root) {
  const queue = [root];
  let head = 0;
  let level = 0;
  while (head < queue.length) {
    const end = queue.length;
    let prev = level % 2 === 0 ? -Infinity : Infinity;
    for (; head < end; head++) {
      const { val, left, right } = queue[head];
      if (level % 2 === 0) {
        if (val % 2 === 0 || val <= prev) return false;
      } else {
        if (val % 2 === 1 || val >= prev) return false;
      }
      prev = val;
      if (left) queue.push(left);
      if (right) queue.push(right);
    }
    level++;
  }
  return true;
};

`,
    'O(n)',
    'O(n)',
  ],
  [
    'fields unpacked from queue[read++] (TypeScript)',
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

function largestValues(root: TreeNode | null): number[] {
  if (!root) return []
  const out: number[] = []
  const queue: TreeNode[] = [root]
  let read = 0
  while (read < queue.length) {
    const stop = queue.length
    let best = -Infinity
    while (read < stop) {
      const { val, left, right } = queue[read++]
      best = Math.max(best, val)
      if (left) queue.push(left)
      if (right) queue.push(right)
    }
    out.push(best)
  }
  return out
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'next := []*TreeNode{} filled by append (Go)',
    'go',
    `package main

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func deepestLeavesSum(root *TreeNode) int {
	level := []*TreeNode{root}
	sum := 0
	for len(level) > 0 {
		sum = 0
		next := []*TreeNode{}
		for _, node := range level {
			sum += node.Val
			if node.Left != nil {
				next = append(next, node.Left)
			}
			if node.Right != nil {
				next = append(next, node.Right)
			}
		}
		level = next
	}
	return sum
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'var next []*TreeNode in a for with an init (Go)',
    'go',
    `package main

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func levelOrder(root *TreeNode) [][]int {
	var out [][]int
	if root == nil {
		return out
	}
	for level := []*TreeNode{root}; len(level) > 0; {
		var next []*TreeNode
		vals := make([]int, 0, len(level))
		for _, n := range level {
			vals = append(vals, n.Val)
			if n.Left != nil {
				next = append(next, n.Left)
			}
			if n.Right != nil {
				next = append(next, n.Right)
			}
		}
		out = append(out, vals)
		level = next
	}
	return out
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'the same swap with next.add (Java)',
    'java',
    `class Solution {
    public int deepestLeavesSum(TreeNode root) {
        List<TreeNode> level = new ArrayList<>(List.of(root));
        int sum = 0;
        while (!level.isEmpty()) {
            sum = 0;
            List<TreeNode> next = new ArrayList<>();
            for (TreeNode node : level) {
                sum += node.val;
                if (node.left != null) next.add(node.left);
                if (node.right != null) next.add(node.right);
            }
            level = next;
        }
        return sum;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'the same swap with nxt.append (Python)',
    'python',
    `class Solution:
    def deepestLeavesSum(self, root):
        level = [root]
        total = 0
        while level:
            total = 0
            nxt = []
            for node in level:
                total += node.val
                if node.left:
                    nxt.append(node.left)
                if node.right:
                    nxt.append(node.right)
            level = nxt
        return total
`,
    'O(n)',
    'O(n)',
  ],
]

describe('level walks with unpacked entries or appended levels', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
