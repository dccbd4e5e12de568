import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * N-ary tree walks whose worklist starts empty and is given the root (`stack = []; stack.append(root)`,
 * `stack.push(root)` on a new `ArrayDeque`): what comes out of it is a node with its children, so the
 * walk visits each node once. Children pushed by index (`cur.children.get(i)`, `node->children[i]`) are
 * the node's links too, and a Go level that takes `queue[0]` and re-slices the queue does not double.
 */
const CASES: Case[] = [
  [
    'stack.append(root) on an empty list (Python)',
    'python',
    `class Solution:
    def postorder(self, root):
        out = []
        if not root:
            return out
        stack = []
        stack.append(root)
        while stack:
            cur = stack.pop()
            out.append(cur.val)
            for child in cur.children:
                stack.append(child)
        return out[::-1]
`,
    'O(n)',
    'O(n)',
  ],
  [
    'stack.push(root) on a new ArrayDeque (Java)',
    'java',
    `class Solution {
    public List<Integer> postorder(Node root) {
        List<Integer> out = new ArrayList<>();
        if (root == null) return out;
        Deque<Node> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            Node cur = stack.pop();
            out.add(cur.val);
            for (Node child : cur.children) stack.push(child);
        }
        Collections.reverse(out);
        return out;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'children pushed by index with get(i) (Java)',
    'java',
    `class Solution {
    public List<Integer> preorder(Node root) {
        List<Integer> out = new ArrayList<>();
        Deque<Node> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            Node cur = stack.pop();
            out.add(cur.val);
            for (int i = cur.children.size() - 1; i >= 0; i--) stack.push(cur.children.get(i));
        }
        return out;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'children pushed by index with [i] (C++)',
    'cpp',
    `class Solution {
public:
    vector<int> preorder(Node* root) {
        vector<int> out;
        stack<Node*> st;
        if (root) st.push(root);
        while (!st.empty()) {
            Node* node = st.top();
            st.pop();
            out.push_back(node->val);
            for (int i = (int)node->children.size() - 1; i >= 0; --i) st.push(node->children[i]);
        }
        return out;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'queue[1:] beside append(queue, node.Children...) (Go)',
    'go',
    `package main

type Node struct {
	Val      int
	Children []*Node
}

func levelSums(root *Node) []int {
	var sums []int
	var queue []*Node
	if root != nil {
		queue = append(queue, root)
	}
	for len(queue) > 0 {
		size := len(queue)
		total := 0
		for i := 0; i < size; i++ {
			node := queue[0]
			queue = queue[1:]
			total += node.Val
			queue = append(queue, node.Children...)
		}
		sums = append(sums, total)
	}
	return sums
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('worklists started empty', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
