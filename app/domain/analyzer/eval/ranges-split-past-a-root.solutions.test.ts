import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Trees rebuilt from traversals by splitting a range: once the root at one end is taken, the calls get the
 * two sides of a split point, one of them a step in from the end it keeps (`build(lo + 1, split - 1)`,
 * `build(end + 1, hi - 1)`). The sides are disjoint, so there is one call per element.
 */
const CASES: Case[] = [
  [
    'BST from preorder with a scan for the split (Java)',
    'java',
    `class Solution {
    private int[] pre;

    public TreeNode bstFromPreorder(int[] preorder) {
        pre = preorder;
        return build(0, preorder.length - 1);
    }

    private TreeNode build(int lo, int hi) {
        if (lo > hi) return null;
        TreeNode root = new TreeNode(pre[lo]);
        int split = lo + 1;
        while (split <= hi && pre[split] < pre[lo]) split++;
        root.left = build(lo + 1, split - 1);
        root.right = build(split, hi);
        return root;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'pre- and postorder with a map of positions (C++)',
    'cpp',
    `class Solution {
    unordered_map<int, int> at;
    vector<int> post;
    int next = 0;

    TreeNode* build(vector<int>& pre, int lo, int hi) {
        if (lo > hi) return nullptr;
        TreeNode* node = new TreeNode(pre[next++]);
        if (lo == hi) return node;
        int end = at[pre[next]];
        node->left = build(pre, lo, end);
        node->right = build(pre, end + 1, hi - 1);
        return node;
    }

public:
    TreeNode* constructFromPrePost(vector<int>& preorder, vector<int>& postorder) {
        for (int i = 0; i < (int)postorder.size(); i++) at[postorder[i]] = i;
        return build(preorder, 0, (int)postorder.size() - 1);
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'pre- and postorder as a method of a builder struct (Go)',
    'go',
    `package main

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

type builder struct {
	pre     []int
	postIdx map[int]int
	next    int
}

// build consumes preorder values whose subtree occupies postorder[lo..hi]
func (b *builder) build(lo, hi int) *TreeNode {
	if lo > hi {
		return nil
	}
	root := &TreeNode{Val: b.pre[b.next]}
	b.next++
	if lo == hi {
		return root
	}
	// the next preorder value is the left child; its postorder position closes the left subtree
	leftEnd := b.postIdx[b.pre[b.next]]
	root.Left = b.build(lo, leftEnd)
	root.Right = b.build(leftEnd+1, hi-1)
	return root
}

func constructFromPrePost(preorder []int, postorder []int) *TreeNode {
	b := &builder{pre: preorder, postIdx: make(map[int]int, len(postorder))}
	for i, v := range postorder {
		b.postIdx[v] = i
	}
	return b.build(0, len(postorder)-1)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'four bounds and list.index inside each segment (Python)',
    'python',
    `from typing import List, Optional


class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right


class Solution:
    def constructFromPrePost(self, preorder: List[int], postorder: List[int]) -> Optional[TreeNode]:
        def build(pre_lo, pre_hi, post_lo, post_hi):
            # inclusive bounds on both arrays, segments have equal length
            if pre_lo > pre_hi:
                return None
            node = TreeNode(preorder[pre_lo])
            if pre_lo == pre_hi:
                return node
            left_root = preorder[pre_lo + 1]
            # the left subtree ends in postorder where its root appears
            idx = postorder.index(left_root, post_lo, post_hi + 1)
            left_size = idx - post_lo + 1
            node.left = build(pre_lo + 1, pre_lo + left_size, post_lo, idx)
            node.right = build(pre_lo + left_size + 1, pre_hi, idx + 1, post_hi - 1)
            return node

        return build(0, len(preorder) - 1, 0, len(postorder) - 1)
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('ranges split past a taken root', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
