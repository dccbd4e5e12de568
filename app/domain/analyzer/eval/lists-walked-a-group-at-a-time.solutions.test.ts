import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A loop along a list whose pointer moves on only in the walks nested in it (`while node: for _ in
 * range(size): ...; node = node.next`, Go's `for g := 2; prev.Next != nil; g++` with `prev = prev.Next` in
 * an inner loop) walks the list a group at a time: each walk picks up where the last one stopped, so
 * together they cover the list once. The Python and Go cases were n^2 before; the Java case held. The
 * control walks the whole list again from its head for every node.
 */
const CASES: Case[] = [
  [
    'python: sums of groups of growing size, the pointer moved in the inner loop',
    'python',
    `# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
class Solution:
    def groupSums(self, head):
        out = []
        node = head
        size = 1
        while node:
            total = 0
            for _ in range(size):
                if not node:
                    break
                total += node.val
                node = node.next
            out.append(total)
            size += 1
        return out
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: groups counted, prev moved on in the inner loop',
    'java',
    `class ListNode {
    int val;
    ListNode next;
}

class Solution {
    public int longestGroup(ListNode head) {
        ListNode prev = new ListNode();
        prev.next = head;
        int groups = 0;
        for (int size = 1; prev.next != null; size++) {
            for (int i = 0; i < size && prev.next != null; i++) prev = prev.next;
            groups++;
        }
        return groups;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: even-length groups reversed, prev moved on in the inner loops',
    'go',
    `package main

type ListNode struct {
	Val  int
	Next *ListNode
}

func reverseEvenLengthGroups(head *ListNode) *ListNode {
	// the first group is just head (length 1, odd), so start from group 2
	prev := head // last node of the previous group
	for groupLen := 2; prev.Next != nil; groupLen++ {
		// the last group may be shorter than groupLen
		cnt := 0
		after := prev.Next
		for cnt < groupLen && after != nil {
			cnt++
			after = after.Next
		}

		if cnt%2 == 0 {
			first := prev.Next
			curr := first
			rev := after // reversed part hooks onto whatever follows the group
			for i := 0; i < cnt; i++ {
				nxt := curr.Next
				curr.Next = rev
				rev = curr
				curr = nxt
			}
			prev.Next = rev
			prev = first
		} else {
			for i := 0; i < cnt; i++ {
				prev = prev.Next
			}
		}
	}
	return head
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python control: a runner from the head for every node',
    'python',
    `class Solution:
    def pairSums(self, head):
        out = []
        node = head
        while node:
            runner = head
            total = 0
            while runner:
                total += runner.val * node.val
                runner = runner.next
            out.append(total)
            node = node.next
        return out
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('lists walked a group at a time', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
