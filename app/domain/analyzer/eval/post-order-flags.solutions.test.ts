import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * An iterative post-order walk pushes each node back with a "children done" flag before pushing its
 * children: the first push carries no child link, a later one does, and the walk visits each node a
 * constant number of times, O(n), not the O(1) of a stack that starts with one entry.
 */
const CASES: Case[] = [
  [
    'python: tuples of a node and a flag',
    'python',
    `class Solution:
    def postorderTraversal(self, root):
        if not root:
            return []
        out = []
        stack = [(root, False)]
        while stack:
            node, seen = stack.pop()
            if seen:
                out.append(node.val)
                continue
            stack.append((node, True))
            if node.right:
                stack.append((node.right, False))
            if node.left:
                stack.append((node.left, False))
        return out
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: a tuple destructured from pop()!',
    'typescript',
    `class TreeNode {
  val: number = 0
  left: TreeNode | null = null
  right: TreeNode | null = null
}

export function count(root: TreeNode | null): number {
  if (!root) return 0;
  const stack: Array<[TreeNode, boolean]> = [[root, false]];
  let c = 0
  while (stack.length > 0) {
    const [node, seen] = stack.pop()!;
    if (seen) {
      c++
      continue;
    }
    stack.push([node, true]);
    if (node.right) stack.push([node.right, false]);
    if (node.left) stack.push([node.left, false]);
  }
  return c
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: a Frame class pushed on an ArrayDeque',
    'java',
    `import java.util.*;

class TreeNode {
    int val;
    TreeNode left, right;
}

class Solution {
    private static class Frame {
        TreeNode node;
        boolean done;
        Frame(TreeNode node, boolean done) { this.node = node; this.done = done; }
    }

    public List<Integer> postorderTraversal(TreeNode root) {
        List<Integer> out = new ArrayList<>();
        if (root == null) return out;
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(root, false));
        while (!stack.isEmpty()) {
            Frame f = stack.pop();
            if (f.done) {
                out.add(f.node.val);
                continue;
            }
            stack.push(new Frame(f.node, true));
            if (f.node.right != null) stack.push(new Frame(f.node.right, false));
            if (f.node.left != null) stack.push(new Frame(f.node.left, false));
        }
        return out;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: a frame struct on a slice stack',
    'go',
    `package main

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

type frame struct {
	node *TreeNode
	done bool
}

func postorderTraversal(root *TreeNode) []int {
	out := []int{}
	if root == nil {
		return out
	}
	stack := []frame{{root, false}}
	for len(stack) > 0 {
		f := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if f.done {
			out = append(out, f.node.Val)
			continue
		}
		stack = append(stack, frame{f.node, true})
		if f.node.Right != nil {
			stack = append(stack, frame{f.node.Right, false})
		}
		if f.node.Left != nil {
			stack = append(stack, frame{f.node.Left, false})
		}
	}
	return out
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('a post-order walk that pushes the node back with a flag', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
