import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A parameter typed with a class of the file whose objects link to others (`next`, or `left` and `right`;
 * Go's `Next`) is a list or tree node, whatever the class and the parameter are called and however little
 * the function reads it directly.
 */
const CASES: Case[] = [
  [
    'java: a list of terms of its own class, walked through an alias of the head',
    'java',
    `class Term {
    int coef, exp;
    Term next = null;

    Term(int c, int e) { coef = c; exp = e; }
}

class Solution {
    public int countTerms(Term poly) {
        int count = 0;
        Term cur = poly;
        while (cur != null) {
            count++;
            cur = cur.next;
        }
        return count;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: a node class whose constructor sets self.next, handed in under a plain name',
    'python',
    `class Segment:
    def __init__(self, start, end, nxt=None):
        self.start = start
        self.end = end
        self.next = nxt


class Solution:
    def total_length(self, first: Segment) -> int:
        total = 0
        cur = first
        while cur:
            total += cur.end - cur.start
            cur = cur.next
        return total
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: a struct with an exported Next link',
    'go',
    `package main

type Item struct {
	Val  int
	Next *Item
}

func sumItems(start *Item) int {
	total := 0
	for it := start; it != nil; it = it.Next {
		total += it.Val
	}
	return total
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: a tree of its own class with left and right, walked with a stack',
    'python',
    `class Branch:
    def __init__(self, weight, left=None, right=None):
        self.weight = weight
        self.left = left
        self.right = right


class Solution:
    def total_weight(self, top: Branch) -> int:
        total = 0
        stack = [top]
        while stack:
            b = stack.pop()
            if b:
                total += b.weight
                stack.append(b.left)
                stack.append(b.right)
        return total
`,
    'O(n)',
    'O(n)',
  ],
]

describe("nodes of the file's own classes", () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
