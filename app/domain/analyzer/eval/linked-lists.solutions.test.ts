import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Linked lists beyond one list: k lists holding n nodes in all (merge k sorted lists: a heap that pops
 * one node and pushes back at most its successor stays at k entries, n log k; walking every list is n in
 * all, not k times n), two lists of different lengths added digit by digit (m + n), and groups of k
 * reversed while a counted length runs down by k.
 */
const LINKED_LISTS: Case[] = [
  [
    'cpp: reverse nodes in k-group counting the length first',
    'cpp',
    `class Solution {
public:
    ListNode* reverseKGroup(ListNode* head, int k) {
        int length = 0;
        for (ListNode* p = head; p; p = p->next) length++;
        ListNode dummy(0);
        dummy.next = head;
        ListNode* prev = &dummy;
        while (length >= k) {
            ListNode* cur = prev->next;
            ListNode* nxt = cur->next;
            for (int i = 1; i < k; i++) {
                cur->next = nxt->next;
                nxt->next = prev->next;
                prev->next = nxt;
                nxt = cur->next;
            }
            prev = cur;
            length -= k;
        }
        return dummy.next;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: merge k sorted lists with heapq',
    'python',
    `import heapq

class Solution:
    def mergeKLists(self, lists):
        heap = []
        for i, node in enumerate(lists):
            if node:
                heapq.heappush(heap, (node.val, i, node))
        dummy = tail = ListNode(0)
        while heap:
            _, i, node = heapq.heappop(heap)
            tail.next = node
            tail = node
            if node.next:
                heapq.heappush(heap, (node.next.val, i, node.next))
        return dummy.next
`,
    'O(n log k)',
    'O(k)',
  ],
  [
    'java: merge k sorted lists with a PriorityQueue',
    'java',
    `import java.util.*;

class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        PriorityQueue<ListNode> pq = new PriorityQueue<>((a, b) -> a.val - b.val);
        for (ListNode node : lists) {
            if (node != null) pq.offer(node);
        }
        ListNode dummy = new ListNode(0);
        ListNode tail = dummy;
        while (!pq.isEmpty()) {
            ListNode smallest = pq.poll();
            tail.next = smallest;
            tail = tail.next;
            if (smallest.next != null) pq.offer(smallest.next);
        }
        return dummy.next;
    }
}
`,
    'O(n log k)',
    'O(k)',
  ],
  [
    'go: merge k sorted lists with container/heap',
    'go',
    `package main

import "container/heap"

type nodeHeap []*ListNode

func (h nodeHeap) Len() int            { return len(h) }
func (h nodeHeap) Less(i, j int) bool  { return h[i].Val < h[j].Val }
func (h nodeHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *nodeHeap) Push(x interface{}) { *h = append(*h, x.(*ListNode)) }
func (h *nodeHeap) Pop() interface{} {
	old := *h
	n := len(old)
	x := old[n-1]
	*h = old[:n-1]
	return x
}

func mergeKLists(lists []*ListNode) *ListNode {
	h := &nodeHeap{}
	for _, l := range lists {
		if l != nil {
			heap.Push(h, l)
		}
	}
	dummy := &ListNode{}
	tail := dummy
	for h.Len() > 0 {
		node := heap.Pop(h).(*ListNode)
		tail.Next = node
		tail = node
		if node.Next != nil {
			heap.Push(h, node.Next)
		}
	}
	return dummy.Next
}
`,
    'O(n log k)',
    'O(k)',
  ],
  [
    'python: merge k sorted lists by collecting every value and sorting',
    'python',
    `class Solution:
    def mergeKLists(self, lists):
        values = []
        for head in lists:
            while head:
                values.append(head.val)
                head = head.next
        values.sort()
        dummy = tail = ListNode()
        for v in values:
            tail.next = ListNode(v)
            tail = tail.next
        return dummy.next
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: merge k sorted lists by collecting values into a list and sorting',
    'java',
    `import java.util.*;

class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        List<Integer> values = new ArrayList<>();
        for (ListNode node : lists) {
            while (node != null) {
                values.add(node.val);
                node = node.next;
            }
        }
        Collections.sort(values);
        ListNode dummy = new ListNode(0);
        ListNode tail = dummy;
        for (int v : values) {
            tail.next = new ListNode(v);
            tail = tail.next;
        }
        return dummy.next;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'go: merge k sorted lists by collecting values and sort.Ints',
    'go',
    `package main

import "sort"

func mergeKLists(lists []*ListNode) *ListNode {
	vals := []int{}
	for _, head := range lists {
		for cur := head; cur != nil; cur = cur.Next {
			vals = append(vals, cur.Val)
		}
	}
	sort.Ints(vals)
	dummy := &ListNode{}
	tail := dummy
	for _, v := range vals {
		tail.Next = &ListNode{Val: v}
		tail = tail.Next
	}
	return dummy.Next
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: add two numbers of different lengths',
    'python',
    `class Solution:
    def addTwoNumbers(self, l1, l2):
        dummy = ListNode()
        cur = dummy
        carry = 0
        while l1 or l2 or carry:
            total = carry
            if l1:
                total += l1.val
                l1 = l1.next
            if l2:
                total += l2.val
                l2 = l2.next
            carry, digit = divmod(total, 10)
            cur.next = ListNode(digit)
            cur = cur.next
        return dummy.next
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'java: add two numbers with a ternary per list',
    'java',
    `class Solution {
    public ListNode addTwoNumbers(ListNode l1, ListNode l2) {
        ListNode head = new ListNode(0);
        ListNode p = head;
        int carry = 0;
        while (l1 != null || l2 != null) {
            int x = (l1 != null) ? l1.val : 0;
            int y = (l2 != null) ? l2.val : 0;
            int sum = carry + x + y;
            carry = sum / 10;
            p.next = new ListNode(sum % 10);
            p = p.next;
            if (l1 != null) l1 = l1.next;
            if (l2 != null) l2 = l2.next;
        }
        if (carry > 0) p.next = new ListNode(carry);
        return head.next;
    }
}
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'go: add two numbers with a for loop over both lists',
    'go',
    `package main

func addTwoNumbers(l1 *ListNode, l2 *ListNode) *ListNode {
	dummy := &ListNode{}
	tail := dummy
	carry := 0
	for l1 != nil || l2 != nil || carry != 0 {
		sum := carry
		if l1 != nil {
			sum += l1.Val
			l1 = l1.Next
		}
		if l2 != nil {
			sum += l2.Val
			l2 = l2.Next
		}
		tail.Next = &ListNode{Val: sum % 10}
		tail = tail.Next
		carry = sum / 10
	}
	return dummy.Next
}
`,
    'O(m + n)',
    'O(m + n)',
  ],
]

describe('linked lists, one or many', () => {
  it.each(LINKED_LISTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

/**
 * A walk along a list that recurses into a link of the node it is at (`flat(node.child)` while `node`
 * moves on along `next`): the calls and the walk's steps together reach each node once, O(n), and the
 * calls in progress are at most the levels, O(n) deep; not one call per arrangement of the nodes.
 */
const WALKS_INTO_LINKS: Case[] = [
  [
    'python: multilevel list flattened by a walk that recurses into each child list',
    'python',
    `class Solution:
    def flatten(self, head: 'Optional[Node]') -> 'Optional[Node]':
        def flat(node):
            last = None
            while node:
                after = node.next
                if node.child:
                    child_last = flat(node.child)
                    node.next = node.child
                    node.child.prev = node
                    node.child = None
                    child_last.next = after
                    if after:
                        after.prev = child_last
                    last = child_last
                else:
                    last = node
                node = after
            return last

        flat(head)
        return head
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: multilevel list flattened by a closure recursing into child lists',
    'javascript',
    `var flatten = function (head) {
  const flat = (node) => {
    let last = null
    while (node) {
      const after = node.next
      if (node.child) {
        const childLast = flat(node.child)
        node.next = node.child
        node.child.prev = node
        node.child = null
        childLast.next = after
        if (after) after.prev = childLast
        last = childLast
      } else {
        last = node
      }
      node = after
    }
    return last
  }
  flat(head)
  return head
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: multilevel list flattened through child pointers',
    'cpp',
    `class Node {
public:
    int val;
    Node* prev;
    Node* next;
    Node* child;
};

class Solution {
    Node* flat(Node* node) {
        Node* last = nullptr;
        while (node) {
            Node* after = node->next;
            if (node->child) {
                Node* childLast = flat(node->child);
                node->next = node->child;
                node->child->prev = node;
                node->child = nullptr;
                childLast->next = after;
                if (after) after->prev = childLast;
                last = childLast;
            } else {
                last = node;
            }
            node = after;
        }
        return last;
    }

public:
    Node* flatten(Node* head) {
        flat(head);
        return head;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: multilevel list flattened through Child links',
    'go',
    `package main

type Node struct {
	Val   int
	Prev  *Node
	Next  *Node
	Child *Node
}

func flat(node *Node) *Node {
	var last *Node
	for node != nil {
		after := node.Next
		if node.Child != nil {
			childLast := flat(node.Child)
			node.Next = node.Child
			node.Child.Prev = node
			node.Child = nil
			childLast.Next = after
			if after != nil {
				after.Prev = childLast
			}
			last = childLast
		} else {
			last = node
		}
		node = after
	}
	return last
}

func flatten(root *Node) *Node {
	flat(root)
	return root
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('list walks that recurse into a link of each node', () => {
  it.each(WALKS_INTO_LINKS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
