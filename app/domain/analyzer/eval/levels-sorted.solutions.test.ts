import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A level-order walk is counted once per node. Sorting the values of each level, in place or in a
 * helper handed them, costs w log w for a level of w nodes: log w per node, O(n log n) over the tree,
 * not n log n once per node.
 */
const CASES: Case[] = [
  [
    'python: row.sort() after each level of a deque BFS',
    'python',
    `from collections import deque


class Solution:
    def sortedLevels(self, root):
        out = []
        q = deque([root])
        while q:
            row = []
            for _ in range(len(q)):
                node = q.popleft()
                row.append(node.val)
                if node.left:
                    q.append(node.left)
                if node.right:
                    q.append(node.right)
            row.sort()
            out.append(row)
        return out
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: Collections.sort of the values of each level',
    'java',
    `import java.util.*;

class TreeNode {
    int val;
    TreeNode left, right;
}

class Solution {
    public List<Integer> levelMedians(TreeNode root) {
        List<Integer> out = new ArrayList<>();
        Queue<TreeNode> q = new LinkedList<>();
        if (root != null) q.offer(root);
        while (!q.isEmpty()) {
            int size = q.size();
            List<Integer> vals = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                TreeNode node = q.poll();
                vals.add(node.val);
                if (node.left != null) q.offer(node.left);
                if (node.right != null) q.offer(node.right);
            }
            Collections.sort(vals);
            out.add(vals.get(vals.size() / 2));
        }
        return out;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'go: a helper sorts a copy of the values of each level',
    'go',
    `package main

import "sort"

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func spread(vals []int) int {
	sorted := append([]int(nil), vals...)
	sort.Ints(sorted)
	return sorted[len(sorted)-1] - sorted[0]
}

func levelSpreads(root *TreeNode) []int {
	var out []int
	level := []*TreeNode{root}
	for len(level) > 0 {
		vals := make([]int, 0, len(level))
		var next []*TreeNode
		for _, node := range level {
			vals = append(vals, node.Val)
			if node.Left != nil {
				next = append(next, node.Left)
			}
			if node.Right != nil {
				next = append(next, node.Right)
			}
		}
		out = append(out, spread(vals))
		level = next
	}
	return out
}
`,
    'O(n log n)',
    'O(n)',
  ],
]

describe('levels of a tree sorted one by one', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
