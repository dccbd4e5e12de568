import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `lowestCommonAncestor(p, q)` climbing `.parent` links: two nodes walked up to a common ancestor are nodes of
 * one tree of n nodes, not two structures of their own, and each step up moves one node, as `.next` does.
 * Two list heads walked by `.next` (the control) stay two lists, m + n.
 */
const CASES: Case[] = [
  [
    'python: the ancestors of p in a set, then q climbs to the first one seen',
    'python',
    `# class Node:
#     def __init__(self, val):
#         self.val = val
#         self.left = None
#         self.right = None
#         self.parent = None
class Solution:
    def lowestCommonAncestor(self, p: 'Node', q: 'Node') -> 'Node':
        seen = set()
        while p:
            seen.add(p)
            p = p.parent
        while q not in seen:
            q = q.parent
        return q
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: both depths measured by a helper, the deeper node lifted, then both climb',
    'java',
    `class Node {
    public int val;
    public Node left;
    public Node right;
    public Node parent;
}

class Solution {
    private int depth(Node node) {
        int d = 0;
        while (node != null) {
            node = node.parent;
            d++;
        }
        return d;
    }

    public Node lowestCommonAncestor(Node p, Node q) {
        int dp = depth(p);
        int dq = depth(q);
        while (dp > dq) { p = p.parent; dp--; }
        while (dq > dp) { q = q.parent; dq--; }
        while (p != q) {
            p = p.parent;
            q = q.parent;
        }
        return p;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: two pointers that switch to the other start when they fall off the root',
    'go',
    `package main

type Node struct {
	Val    int
	Left   *Node
	Right  *Node
	Parent *Node
}

func lowestCommonAncestor(p *Node, q *Node) *Node {
	a, b := p, q
	for a != b {
		if a == nil {
			a = q
		} else {
			a = a.Parent
		}
		if b == nil {
			b = p
		} else {
			b = b.Parent
		}
	}
	return a
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp (control): two list heads, one put in a set, are two lists',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

struct ListNode {
    int val;
    ListNode *next;
    ListNode(int x) : val(x), next(NULL) {}
};

class Solution {
public:
    ListNode *getIntersectionNode(ListNode *headA, ListNode *headB) {
        unordered_set<ListNode*> seen;
        for (ListNode* a = headA; a; a = a->next) seen.insert(a);
        for (ListNode* b = headB; b; b = b->next)
            if (seen.count(b)) return b;
        return nullptr;
    }
};
`,
    'O(m + n)',
    'O(n)',
  ],
]

describe('nodes climbing parent links', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
