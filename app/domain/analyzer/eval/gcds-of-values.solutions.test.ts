import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Euclid's steps on two values of the input (`gcd(cur.val, after.val)`, `gcd(a, b)` over the elements):
 * values are bounded as the rest of the analysis takes them, so each gcd is a few steps.
 */
const GCDS_OF_VALUES: Case[] = [
  [
    'java: a gcd node inserted between neighbours (n - 1 new nodes), gcd with a temporary',
    'java',
    `class ListNode {
    int val;
    ListNode next;
    ListNode(int val, ListNode next) { this.val = val; this.next = next; }
}

class Solution {
    public ListNode withDivisors(ListNode head) {
        for (ListNode cur = head; cur != null && cur.next != null; cur = cur.next.next)
            cur.next = new ListNode(gcd(cur.val, cur.next.val), cur.next);
        return head;
    }

    private int gcd(int a, int b) {
        while (b != 0) {
            int t = a % b;
            a = b;
            b = t;
        }
        return a;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: the gcd of every adjacent pair',
    'python',
    `from typing import List

def adjacent_gcds(nums: List[int]) -> List[int]:
    out = []
    for i in range(1, len(nums)):
        a, b = nums[i - 1], nums[i]
        while b:
            a, b = b, a % b
        out.append(a)
    return out
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: the gcd of the whole array, folded',
    'go',
    `package main

func arrayGcd(nums []int) int {
	g := nums[0]
	for _, x := range nums[1:] {
		a, b := g, x
		for b != 0 {
			a, b = b, a%b
		}
		g = a
	}
	return g
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe("Euclid's steps on values of the input", () => {
  it.each(GCDS_OF_VALUES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
