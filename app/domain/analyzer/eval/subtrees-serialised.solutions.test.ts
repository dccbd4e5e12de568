import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A recursion that returns the string it builds from its children's strings (find duplicate subtrees by
 * serialising each one) returns, at every node, a string as long as the node's subtree: joining them
 * costs O(n) per node and the table of serialisations holds O(n^2) characters. A recursion that adds
 * the numbers its calls return stays O(n).
 */
const CASES: Case[] = [
  [
    'python: serialisations counted in a dict',
    'python',
    `class Solution:
    def findDuplicateSubtrees(self, root):
        seen = {}
        out = []

        def serial(node):
            if not node:
                return "#"
            key = str(node.val) + "," + serial(node.left) + "," + serial(node.right)
            seen[key] = seen.get(key, 0) + 1
            if seen[key] == 2:
                out.append(node)
            return key

        serial(root)
        return out
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'java: a HashMap of serialisations in a helper method',
    'java',
    `import java.util.*;

class TreeNode {
    int val;
    TreeNode left, right;
    TreeNode(int v) { val = v; }
}

class Solution {
    private Map<String, Integer> count = new HashMap<>();
    private List<TreeNode> dups = new ArrayList<>();

    public List<TreeNode> findDuplicateSubtrees(TreeNode root) {
        encode(root);
        return dups;
    }

    private String encode(TreeNode node) {
        if (node == null) return "#";
        String s = node.val + "," + encode(node.left) + "," + encode(node.right);
        int c = count.getOrDefault(s, 0);
        if (c == 1) dups.add(node);
        count.put(s, c + 1);
        return s;
    }
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'javascript: a closure serialising with a template base case',
    'javascript',
    `var findDuplicateSubtrees = function (root) {
  const seen = new Map();
  const res = [];
  const walk = (node) => {
    if (node === null) return "null";
    const sig = node.val + "(" + walk(node.left) + ")(" + walk(node.right) + ")";
    const n = (seen.get(sig) || 0) + 1;
    seen.set(sig, n);
    if (n === 2) res.push(node);
    return sig;
  };
  walk(root);
  return res;
};
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'go: a closure over a map of serialisations',
    'go',
    `package main

import "strconv"

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func findDuplicateSubtrees(root *TreeNode) []*TreeNode {
	seen := map[string]int{}
	var res []*TreeNode
	var walk func(node *TreeNode) string
	walk = func(node *TreeNode) string {
		if node == nil {
			return "#"
		}
		key := strconv.Itoa(node.Val) + "," + walk(node.Left) + "," + walk(node.Right)
		seen[key]++
		if seen[key] == 2 {
			res = append(res, node)
		}
		return key
	}
	walk(root)
	return res
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'cpp: the numbers the calls return are added, not joined',
    'cpp',
    `#include <climits>
#include <algorithm>
using namespace std;

struct TreeNode {
    int val;
    TreeNode *left, *right;
};

class Solution {
public:
    int goodNodes(TreeNode* root) { return count(root, INT_MIN); }

private:
    int count(TreeNode* node, int best) {
        if (node == nullptr) return 0;
        int good = node->val >= best ? 1 : 0;
        int next = max(best, node->val);
        return good + count(node->left, next) + count(node->right, next);
    }
};
`,
    'O(n)',
    'O(n)',
  ],
]

describe('Subtrees serialised by a recursion', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
