import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A recursion into each child of a node, the children reached through sibling links (`for c := root.Left;
 * c != nil; c = c.Right`) or read by position (`node.children.get(i)`, `node.children[i]`), visits each
 * node once: O(n), not one call per arrangement of the children.
 */
const CHILDREN: Case[] = [
  [
    'go: depth of a tree stored as first child and next sibling',
    'go',
    `package main

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func depth(root *TreeNode) int {
	if root == nil {
		return 0
	}
	deepest := 0
	for kid := root.Left; kid != nil; kid = kid.Right {
		if d := depth(kid); d > deepest {
			deepest = d
		}
	}
	return deepest + 1
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: sum of a first-child, next-sibling tree',
    'cpp',
    `struct Node {
    int val;
    Node* child;
    Node* sibling;
};

class Solution {
public:
    long total(Node* node) {
        if (!node) return 0;
        long sum = node->val;
        for (Node* c = node->child; c != nullptr; c = c->sibling) sum += total(c);
        return sum;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: leaves of an N-ary tree, children read by position',
    'java',
    `import java.util.ArrayList;
import java.util.List;

class Node {
    int val;
    List<Node> children = new ArrayList<>();
}

class Solution {
    public int leaves(Node node) {
        int n = node.children.size();
        if (n == 0) return 1;
        int count = 0;
        for (int i = 0; i < n; i++) count += leaves(node.children.get(i));
        return count;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe("a recursion into a node's children by sibling links or by position", () => {
  it.each(CHILDREN)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
