import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A tree walked level by level through next pointers: the inner walk follows one level's next links from
 * its first node, and the enclosing loop moves that start down a level (`start = dummy.next`,
 * `leftmost = leftmost.left`), so all the walks together visit each node once: O(n), not O(n²).
 */
const CASES: Case[] = [
  [
    'a dummy head per level, walked by a for loop (C++)',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Node {
public:
    int val;
    Node* left;
    Node* right;
    Node* next;

    Node() : val(0), left(NULL), right(NULL), next(NULL) {}
    Node(int _val) : val(_val), left(NULL), right(NULL), next(NULL) {}
    Node(int _val, Node* _left, Node* _right, Node* _next)
        : val(_val), left(_left), right(_right), next(_next) {}
};

class Solution {
public:
    Node* connect(Node* root) {
        Node* levelStart = root;
        while (levelStart) {
            Node dummy(0);
            Node* tail = &dummy;
            // walk the current level through next pointers, linking the one below
            for (Node* cur = levelStart; cur; cur = cur->next) {
                if (cur->left) {
                    tail->next = cur->left;
                    tail = tail->next;
                }
                if (cur->right) {
                    tail->next = cur->right;
                    tail = tail->next;
                }
            }
            levelStart = dummy.next;
        }
        return root;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'start = dummy.next after each level (Java)',
    'java',
    `class Solution {
    public Node connect(Node root) {
        Node start = root;
        while (start != null) {
            Node dummy = new Node(0);
            Node tail = dummy;
            for (Node cur = start; cur != null; cur = cur.next) {
                if (cur.left != null) { tail.next = cur.left; tail = tail.next; }
                if (cur.right != null) { tail.next = cur.right; tail = tail.next; }
            }
            start = dummy.next;
        }
        return root;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'first = dummy.Next in a for with an init (Go)',
    'go',
    `package main

type Node struct {
	Val   int
	Left  *Node
	Right *Node
	Next  *Node
}

func connect(root *Node) *Node {
	for first := root; first != nil; {
		var dummy Node
		tail := &dummy
		for cur := first; cur != nil; cur = cur.Next {
			if cur.Left != nil {
				tail.Next = cur.Left
				tail = tail.Next
			}
			if cur.Right != nil {
				tail.Next = cur.Right
				tail = tail.Next
			}
		}
		first = dummy.Next
	}
	return root
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'leftmost = leftmost.left on a perfect tree (Python)',
    'python',
    `class Solution:
    def connect(self, root):
        leftmost = root
        while leftmost and leftmost.left:
            head = leftmost
            while head:
                head.left.next = head.right
                if head.next:
                    head.right.next = head.next.left
                head = head.next
            leftmost = leftmost.left
        return root
`,
    'O(n)',
    'O(1)',
  ],
]

describe('levels walked by next links', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
