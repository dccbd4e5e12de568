import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A level built as pairs that carry a tree node and its position (`below.push([node.left, 2 * i])`, Go's
 * `slot{s.node.Left, 2 * s.pos}`): the entries are the tree's nodes, which bound the levels, not entries
 * made out of nothing that double on every pass. Pairs of numbers built from each entry (the control) still
 * double.
 */
const CASES: Case[] = [
  [
    "javascript: widest level with each node's heap index",
    'javascript',
    `/**
 * function TreeNode(val, left, right) { this.val = val; this.left = left; this.right = right }
 */
var widestLevel = function (root) {
  if (root === null) return 0;
  let widest = 0;
  let row = [[root, 1]];
  while (row.length > 0) {
    widest = Math.max(widest, row[row.length - 1][1] - row[0][1] + 1);
    const start = row[0][1];
    const below = [];
    for (const [node, idx] of row) {
      const i = idx - start;
      if (node.left !== null) below.push([node.left, 2 * i]);
      if (node.right !== null) below.push([node.right, 2 * i + 1]);
    }
    row = below;
  }
  return widest;
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: tuples of a child and its position',
    'python',
    `# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
class Solution:
    def widthOfBinaryTree(self, root) -> int:
        best = 0
        level = [(root, 0)] if root else []
        while level:
            best = max(best, level[-1][1] - level[0][1] + 1)
            nxt = []
            for node, pos in level:
                if node.left:
                    nxt.append((node.left, 2 * pos))
                if node.right:
                    nxt.append((node.right, 2 * pos + 1))
            level = nxt
        return best
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: a struct of the node and its position appended to the next level',
    'go',
    `package main

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

type slot struct {
	node *TreeNode
	pos  int
}

func widthOfBinaryTree(root *TreeNode) int {
	best := 0
	level := []slot{{root, 0}}
	for len(level) > 0 {
		if w := level[len(level)-1].pos - level[0].pos + 1; w > best {
			best = w
		}
		var next []slot
		for _, s := range level {
			if s.node.Left != nil {
				next = append(next, slot{s.node.Left, 2 * s.pos})
			}
			if s.node.Right != nil {
				next = append(next, slot{s.node.Right, 2*s.pos + 1})
			}
		}
		level = next
	}
	return best
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript (control): pairs of numbers made from every entry double',
    'typescript',
    `// Every n-digit number whose neighbouring digits differ by 0 or 1, each kept with its last digit.
export function closeDigits(n: number): number[] {
  let level: [number, number][] = [];
  for (let d = 1; d <= 9; d++) level.push([d, d]);
  for (let pos = 1; pos < n; pos++) {
    const next: [number, number][] = [];
    for (const [num, last] of level) {
      next.push([num * 10 + last, last]);
      if (last < 9) next.push([num * 10 + last + 1, last + 1]);
    }
    level = next;
  }
  return level.map(([num]) => num);
}
`,
    'O(2^n)',
    'O(2^n)',
  ],
]

describe('levels of nodes kept with their positions', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
