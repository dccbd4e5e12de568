import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `n = length(head)` where the helper steps a counter once per node and returns it: the value is as large as
 * the list, so loops up to it and arrays of its size count n, not a constant. A helper whose loop runs over
 * a fixed alphabet (the control) still returns a constant.
 */
const CASES: Case[] = [
  [
    'typescript: the values copied into an array as long as the counted list',
    'typescript',
    `class ListNode {
  val: number
  next: ListNode | null
  constructor(val?: number, next?: ListNode | null) {
    this.val = val ?? 0
    this.next = next ?? null
  }
}

function countNodes(head: ListNode | null): number {
  let count = 0
  while (head) {
    count++
    head = head.next
  }
  return count
}

// Twin sums: copy the values out, then pair the ends.
export function pairSum(head: ListNode | null): number {
  const n = countNodes(head)
  const vals = new Array<number>(n).fill(0)
  let node = head
  for (let i = 0; i < n && node; i++) {
    vals[i] = node.val
    node = node.next
  }
  let best = 0
  for (let i = 0; i < n / 2; i++) best = Math.max(best, vals[i]! + vals[n - 1 - i]!)
  return best
}

export { ListNode }
`,
    'O(n)',
    'O(n)',
  ],
  [
    "python: a brute-force pair loop up to a method's count of the nodes",
    'python',
    `# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
class Solution:
    def _length(self, node):
        size = 0
        while node:
            size += 1
            node = node.next
        return size

    def countInversions(self, head) -> int:
        n = self._length(head)
        vals = []
        while head:
            vals.append(head.val)
            head = head.next
        inversions = 0
        for i in range(n):
            for j in range(i + 1, n):
                if vals[i] > vals[j]:
                    inversions += 1
        return inversions
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'go: a slice made with the length a helper counted',
    'go',
    `package main

type ListNode struct {
	Val  int
	Next *ListNode
}

func length(head *ListNode) int {
	n := 0
	for p := head; p != nil; p = p.Next {
		n++
	}
	return n
}

func isPalindrome(head *ListNode) bool {
	size := length(head)
	vals := make([]int, size)
	i := 0
	for p := head; p != nil; p = p.Next {
		vals[i] = p.Val
		i++
	}
	for l, r := 0, size-1; l < r; l, r = l+1, r-1 {
		if vals[l] != vals[r] {
			return false
		}
	}
	return true
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python (control): a count over the 26 letters sizes a constant list',
    'python',
    `class Solution:
    def distinct_letters(self, s: str) -> int:
        found = 0
        for ch in "abcdefghijklmnopqrstuvwxyz":
            if ch in s:
                found += 1
        return found

    def slots(self, s: str) -> list:
        return [0] * self.distinct_letters(s)
`,
    'O(n)',
    'O(1)',
  ],
]

describe('counts returned by helpers', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
