import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Harnesses that build the input, run the solution and turn its answer into something to print in one
 * chain (`toSlice(deleteDuplicates(fromSlice(c)))`): the function between the builder and the converter is
 * the solution, and neither the list it is handed nor the one printed counts as its space. With only two
 * levels (`mostCommon(buildCounts(words))`) the outer function is handed a built input and is the solution.
 */
const CASES: Case[] = [
  [
    'go: a list built from a slice, rearranged, and read back into a slice for printing',
    'go',
    `package main

import "fmt"

type ListNode struct {
	Val  int
	Next *ListNode
}

func oddEvenList(head *ListNode) *ListNode {
	if head == nil {
		return nil
	}
	odd, even, evenHead := head, head.Next, head.Next
	for even != nil && even.Next != nil {
		odd.Next = even.Next
		odd = odd.Next
		even.Next = odd.Next
		even = even.Next
	}
	odd.Next = evenHead
	return head
}

func build(vals []int) *ListNode {
	dummy := &ListNode{}
	tail := dummy
	for _, v := range vals {
		tail.Next = &ListNode{Val: v}
		tail = tail.Next
	}
	return dummy.Next
}

func values(head *ListNode) []int {
	var out []int
	for p := head; p != nil; p = p.Next {
		out = append(out, p.Val)
	}
	return out
}

func main() {
	fmt.Println(values(oddEvenList(build([]int{1, 2, 3, 4, 5}))))
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: a list reversed between from_list and to_list in a main block',
    'python',
    `class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


def reverse_list(head):
    prev = None
    while head:
        head.next, prev, head = prev, head, head.next
    return prev


def from_list(values):
    dummy = tail = ListNode()
    for v in values:
        tail.next = ListNode(v)
        tail = tail.next
    return dummy.next


def to_list(head):
    out = []
    while head:
        out.append(head.val)
        head = head.next
    return out


if __name__ == "__main__":
    print(to_list(reverse_list(from_list([1, 2, 3, 4, 5]))))
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: pairs swapped in a list built by a varargs helper and printed as a List',
    'java',
    `import java.util.*;

class ListNode { int val; ListNode next; ListNode(int v) { val = v; } }

class Solution {
    public ListNode swapPairs(ListNode head) {
        ListNode dummy = new ListNode(0);
        dummy.next = head;
        ListNode prev = dummy;
        while (prev.next != null && prev.next.next != null) {
            ListNode a = prev.next, b = a.next;
            a.next = b.next;
            b.next = a;
            prev.next = b;
            prev = a;
        }
        return dummy.next;
    }

    static ListNode build(int... vals) {
        ListNode dummy = new ListNode(0), tail = dummy;
        for (int v : vals) { tail.next = new ListNode(v); tail = tail.next; }
        return dummy.next;
    }

    static List<Integer> toList(ListNode head) {
        List<Integer> out = new ArrayList<>();
        for (ListNode p = head; p != null; p = p.next) out.add(p.val);
        return out;
    }

    public static void main(String[] args) {
        System.out.println(toList(new Solution().swapPairs(build(1, 2, 3, 4))));
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript (control): a solution handed a map its builder made',
    'javascript',
    `// Two levels only: the outer function is handed a built input and is the solution.
function buildCounts(words) {
  const counts = new Map()
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1)
  return counts
}

function mostCommon(counts) {
  const entries = [...counts.entries()]
  entries.sort((a, b) => b[1] - a[1])
  return entries.map(([w]) => w)
}

if (require.main === module) {
  console.log(mostCommon(buildCounts(['a', 'b', 'a'])))
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('analyzer: solutions between a builder and a converter', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
