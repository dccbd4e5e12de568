import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Shapes of code the engine misread, each written afresh in the languages where the idiom exists: a loop
 * whose condition tests other state while every pass steps an index through the input; a list walked a
 * group at a time through a helper that looks k nodes ahead; C++'s `m.find(key)` giving the entry whose
 * `second` is the value; a queue read through `queue[head++]`; a list walked from a dummy node the code
 * made; helpers that build the input from values or read the output back, kept beside the solution; a
 * heap class of the file drained by a loop that pops it; parts of an object a helper returns; Go's
 * deletion from a slice in place; Go's sub-slices kept in a list, which share what they cut; flood fills
 * over a grid held in a field of the object (a Go method's receiver); lazy Dijkstra pushing on every
 * relaxation; versions a comment says are for checking the solution; C++ declarations sized by a product;
 * a grid's m rows and n columns; recursion on slices cut at a point each call finds; trees given by their
 * edges walked with a parent guard; lists of nodes beside a graph's node count and edges.
 */

/**
 * `while (count[0] > 0 && count[1] > 0) { count[s[left]]--; left++ }` inside a loop over the same input:
 * the condition names no pointer, but every pass reads the input at an index it steps by one, and the
 * index never moves back, so the inner passes add up to n in all.
 */
const STEPPED_INDEX: Case[] = [
  [
    'python: window shrunk while two counters are positive',
    'python',
    `def count_windows(s: str) -> int:
    seen = [0, 0]
    lo = 0
    answer = 0
    for hi in range(len(s)):
        seen[ord(s[hi]) - ord('x')] += 1
        while seen[0] > 0 and seen[1] > 0:
            answer += len(s) - hi
            seen[ord(s[lo]) - ord('x')] -= 1
            lo += 1
    return answer
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: window shrunk while a flag table is full',
    'java',
    `class Solution {
    public int windows(String text) {
        int[] have = new int[2];
        int start = 0, result = 0;
        for (int end = 0; end < text.length(); end++) {
            have[text.charAt(end) - 'p']++;
            while (have[0] >= 1 && have[1] >= 1) {
                result += text.length() - end;
                have[text.charAt(start) - 'p']--;
                start++;
            }
        }
        return result;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: window shrunk while every counter of a fixed table is set',
    'go',
    `package main

func windows(text string) int {
	var tally [2]int
	back, out := 0, 0
	for front := 0; front < len(text); front++ {
		tally[text[front]-'u']++
		for tally[0] != 0 && tally[1] != 0 {
			out += len(text) - front
			tally[text[back]-'u']--
			back++
		}
	}
	return out
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: window shrunk while a sum test holds, reading the array at the left edge',
    'javascript',
    `function shortest(values, limit) {
  let best = Infinity
  let total = 0
  let from = 0
  for (let to = 0; to < values.length; to++) {
    total += values[to]
    while (total - values[from] >= limit) {
      total -= values[from]
      from++
    }
    if (total >= limit) best = Math.min(best, to - from + 1)
  }
  return best === Infinity ? 0 : best
}
`,
    'O(n)',
    'O(1)',
  ],
]

/**
 * Reverse nodes in k-group with a helper that walks k links ahead: the outer loop stops when the helper
 * runs off the list, and moves its pointer onto the group just walked, so the helper's walks and the
 * reversals cover the list a constant number of times in all.
 */
const HELPER_GROUP_WALK: Case[] = [
  [
    'python: kth node found by a method, groups reversed in place',
    'python',
    `class Solution:
    def reverseKGroup(self, head, k):
        anchor = ListNode(0, head)
        before = anchor
        while True:
            last = self.ahead(before, k)
            if last is None:
                break
            after = last.next
            prev, node = after, before.next
            while node is not after:
                nxt = node.next
                node.next = prev
                prev = node
                node = nxt
            first = before.next
            before.next = last
            before = first
        return anchor.next

    def ahead(self, node, k):
        while node and k > 0:
            node = node.next
            k -= 1
        return node
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: kth node found by a private helper inside for (;;)',
    'java',
    `class Solution {
    public ListNode reverseKGroup(ListNode head, int k) {
        ListNode sentinel = new ListNode(0, head);
        ListNode tail = sentinel;
        for (;;) {
            ListNode end = step(tail, k);
            if (end == null) break;
            ListNode stop = end.next;
            ListNode prev = stop, cur = tail.next;
            while (cur != stop) {
                ListNode tmp = cur.next;
                cur.next = prev;
                prev = cur;
                cur = tmp;
            }
            ListNode nextTail = tail.next;
            tail.next = end;
            tail = nextTail;
        }
        return sentinel.next;
    }

    private ListNode step(ListNode from, int k) {
        while (from != null && k > 0) {
            from = from.next;
            k--;
        }
        return from;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: kth node found by a free function inside for {}',
    'go',
    `package main

type ListNode struct {
	Val  int
	Next *ListNode
}

func forward(n *ListNode, k int) *ListNode {
	for n != nil && k > 0 {
		n = n.Next
		k--
	}
	return n
}

func reverseKGroup(head *ListNode, k int) *ListNode {
	root := &ListNode{Next: head}
	prevGroup := root
	for {
		end := forward(prevGroup, k)
		if end == nil {
			return root.Next
		}
		stop := end.Next
		p, c := stop, prevGroup.Next
		for c != stop {
			c.Next, p, c = p, c, c.Next
		}
		start := prevGroup.Next
		prevGroup.Next = end
		prevGroup = start
	}
}
`,
    'O(n)',
    'O(1)',
  ],
]

/** `auto it = m.find(key); for (int j : it->second)`: the entry's value, a list the map holds. */
const MAP_ENTRIES: Case[] = [
  [
    'cpp: positions of each value walked once through find and erased',
    'cpp',
    `#include <queue>
#include <unordered_map>
#include <vector>
using namespace std;

class Solution {
public:
    int hops(vector<int>& vals) {
        int n = vals.size();
        unordered_map<int, vector<int>> where;
        for (int i = 0; i < n; ++i) where[vals[i]].push_back(i);
        vector<int> dist(n, -1);
        queue<int> q;
        q.push(0);
        dist[0] = 0;
        while (!q.empty()) {
            int i = q.front();
            q.pop();
            auto found = where.find(vals[i]);
            if (found != where.end()) {
                for (int j : found->second)
                    if (dist[j] < 0) { dist[j] = dist[i] + 1; q.push(j); }
                where.erase(found);
            }
            if (i + 1 < n && dist[i + 1] < 0) { dist[i + 1] = dist[i] + 1; q.push(i + 1); }
        }
        return dist[n - 1];
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: adjacency lists kept in a map, each found by find during a BFS',
    'cpp',
    `#include <queue>
#include <unordered_map>
#include <vector>
using namespace std;

int reach(vector<vector<int>>& edges, int start) {
    unordered_map<int, vector<int>> next;
    for (auto& e : edges) {
        next[e[0]].push_back(e[1]);
        next[e[1]].push_back(e[0]);
    }
    unordered_map<int, bool> seen;
    queue<int> q;
    q.push(start);
    seen[start] = true;
    int count = 0;
    while (!q.empty()) {
        int u = q.front();
        q.pop();
        ++count;
        auto it = next.find(u);
        if (it == next.end()) continue;
        for (int v : it->second) {
            if (!seen[v]) {
                seen[v] = true;
                q.push(v);
            }
        }
    }
    return count;
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
]

/** A BFS over a list read through `queue[head++]`: each entry is taken once. */
const HEAD_STEPPED_QUEUES: Case[] = [
  [
    'typescript: level-by-level grid BFS reading queue[head++]',
    'typescript',
    `export function distance(grid: number[][]): number {
  const rows = grid.length
  const cols = grid[0].length
  const seen = grid.map((row) => row.map(() => false))
  const queue: [number, number][] = [[0, 0]]
  seen[0][0] = true
  let head = 0
  let level = 0
  while (head < queue.length) {
    const width = queue.length - head
    for (let i = 0; i < width; i++) {
      const [r, c] = queue[head++]
      if (r === rows - 1 && c === cols - 1) return level
      for (const [dr, dc] of [[1, 0], [0, 1], [-1, 0], [0, -1]]) {
        const nr = r + dr
        const nc = c + dc
        if (nr < 0 || nc < 0 || nr >= rows || nc >= cols || seen[nr][nc] || grid[nr][nc]) continue
        seen[nr][nc] = true
        queue.push([nr, nc])
      }
    }
    level++
  }
  return -1
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'javascript: graph BFS reading order[head++]',
    'javascript',
    `function reachable(adj) {
  const seen = new Array(adj.length).fill(false)
  const order = [0]
  seen[0] = true
  let head = 0
  while (head < order.length) {
    const u = order[head++]
    for (const v of adj[u]) {
      if (!seen[v]) {
        seen[v] = true
        order.push(v)
      }
    }
  }
  return order.length
}
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'java: level-by-level BFS reading queue.get(head++)',
    'java',
    `import java.util.*;
class Solution {
    public int steps(int[][] grid) {
        int m = grid.length, n = grid[0].length;
        boolean[][] seen = new boolean[m][n];
        List<int[]> queue = new ArrayList<>();
        queue.add(new int[] {0, 0});
        seen[0][0] = true;
        int head = 0, level = 0;
        int[][] moves = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (head < queue.size()) {
            int width = queue.size() - head;
            for (int w = 0; w < width; w++) {
                int[] at = queue.get(head++);
                if (at[0] == m - 1 && at[1] == n - 1) return level;
                for (int[] d : moves) {
                    int r = at[0] + d[0], c = at[1] + d[1];
                    if (r < 0 || c < 0 || r >= m || c >= n || seen[r][c] || grid[r][c] == 1) continue;
                    seen[r][c] = true;
                    queue.add(new int[] {r, c});
                }
            }
            level++;
        }
        return -1;
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'cpp: BFS over a vector read through q[head++]',
    'cpp',
    `#include <vector>
using namespace std;

int farthest(vector<vector<int>>& adj) {
    vector<int> dist(adj.size(), -1);
    vector<int> q = {0};
    dist[0] = 0;
    size_t head = 0;
    while (head < q.size()) {
        int u = q[head++];
        for (int v : adj[u]) {
            if (dist[v] < 0) {
                dist[v] = dist[u] + 1;
                q.push_back(v);
            }
        }
    }
    return dist[q.back()];
}
`,
    'O(V + E)',
    'O(V)',
  ],
]

/**
 * Insertion sort on a list: each node is placed by walking the sorted part from a dummy node the code
 * made. The dummy's list is built from the given one, so the walk is as long as that list: O(n^2).
 */
const DUMMY_WALKS: Case[] = [
  [
    'python: a method walks the sorted part from the dummy',
    'python',
    `class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


class Solution:
    def sortList(self, head: ListNode) -> ListNode:
        front = ListNode(0)
        cur = head
        while cur:
            after = cur.next
            self._place(front, cur)
            cur = after
        return front.next

    def _place(self, front: ListNode, node: ListNode) -> None:
        at = front
        while at.next and at.next.val < node.val:
            at = at.next
        node.next = at.next
        at.next = node
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'java: the walk from the dummy inlined in the loop',
    'java',
    `class Solution {
    public ListNode insertionSortList(ListNode head) {
        ListNode dummy = new ListNode(0);
        ListNode cur = head;
        while (cur != null) {
            ListNode next = cur.next;
            ListNode prev = dummy;
            while (prev.next != null && prev.next.val < cur.val) prev = prev.next;
            cur.next = prev.next;
            prev.next = cur;
            cur = next;
        }
        return dummy.next;
    }
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'cpp: a private helper walks from a dummy on the stack',
    'cpp',
    `struct ListNode { int val; ListNode* next; ListNode(int x) : val(x), next(nullptr) {} };
class Solution {
public:
    ListNode* insertionSortList(ListNode* head) {
        ListNode dummy(0);
        ListNode* cur = head;
        while (cur) {
            ListNode* nxt = cur->next;
            place(&dummy, cur);
            cur = nxt;
        }
        return dummy.next;
    }
private:
    void place(ListNode* front, ListNode* node) {
        ListNode* p = front;
        while (p->next && p->next->val < node->val) p = p->next;
        node->next = p->next;
        p->next = node;
    }
};
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'javascript: a constructor function for the nodes, the walk inlined',
    'javascript',
    `function ListNode(val, next) { this.val = val === undefined ? 0 : val; this.next = next === undefined ? null : next }
var insertionSortList = function (head) {
  const dummy = new ListNode(-Infinity)
  let cur = head
  while (cur) {
    const next = cur.next
    let prev = dummy
    while (prev.next && prev.next.val < cur.val) prev = prev.next
    cur.next = prev.next
    prev.next = cur
    cur = next
  }
  return dummy.next
}
`,
    'O(n^2)',
    'O(1)',
  ],
]

/**
 * A solution kept beside the helpers that build its input from an array of values and read its output
 * back into one: the helpers are test scaffolding, not the answer.
 */
const NODE_CONVERTERS: Case[] = [
  [
    'python: from_list and to_list beside a list reversal',
    'python',
    `class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


class Solution:
    def reverseList(self, head):
        prev = None
        while head:
            head.next, prev, head = prev, head, head.next
        return prev


def from_list(values):
    dummy = ListNode()
    tail = dummy
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
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: exported fromArray and toArray beside the solution',
    'typescript',
    `export class ListNode {
  val: number
  next: ListNode | null
  constructor(val = 0, next: ListNode | null = null) {
    this.val = val
    this.next = next
  }
}

export function middleNode(head: ListNode | null): ListNode | null {
  let slow = head
  let fast = head
  while (fast && fast.next) {
    slow = slow!.next
    fast = fast.next.next
  }
  return slow
}

export function fromArray(values: number[]): ListNode | null {
  let head: ListNode | null = null
  for (let i = values.length - 1; i >= 0; i--) head = new ListNode(values[i], head)
  return head
}

export function toArray(head: ListNode | null): number[] {
  const out: number[] = []
  for (let node = head; node !== null; node = node.next) out.push(node.val)
  return out
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: a level-order tree builder beside a recursive tree solution',
    'javascript',
    `function TreeNode(val, left, right) {
  this.val = val === undefined ? 0 : val
  this.left = left === undefined ? null : left
  this.right = right === undefined ? null : right
}

var maxDepth = function (root) {
  if (!root) return 0
  return 1 + Math.max(maxDepth(root.left), maxDepth(root.right))
}

function fromLevels(values) {
  if (values.length === 0) return null
  const root = new TreeNode(values[0])
  const queue = [root]
  let i = 1
  while (i < values.length) {
    const node = queue.shift()
    if (values[i] !== null) {
      node.left = new TreeNode(values[i])
      queue.push(node.left)
    }
    i++
    if (i < values.length && values[i] !== null) {
      node.right = new TreeNode(values[i])
      queue.push(node.right)
    }
    i++
  }
  return root
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: build and values helpers beside the solution',
    'go',
    `package main

type ListNode struct {
	Val  int
	Next *ListNode
}

func deleteDuplicates(head *ListNode) *ListNode {
	for cur := head; cur != nil && cur.Next != nil; {
		if cur.Val == cur.Next.Val {
			cur.Next = cur.Next.Next
		} else {
			cur = cur.Next
		}
	}
	return head
}

func build(values []int) *ListNode {
	dummy := &ListNode{}
	tail := dummy
	for _, v := range values {
		tail.Next = &ListNode{Val: v}
		tail = tail.Next
	}
	return dummy.Next
}

func values(head *ListNode) []int {
	var out []int
	for ; head != nil; head = head.Next {
		out = append(out, head.Val)
	}
	return out
}
`,
    'O(n)',
    'O(1)',
  ],
]

/**
 * Last stone weight on a heap class the file writes itself: `for (;;)` takes one or two stones out of it on
 * every pass and puts back at most one, so the passes are at most the stones pushed: O(n log n).
 */
const OWN_HEAP_DRAINS: Case[] = [
  [
    'python: while True popping an own MaxHeap',
    'python',
    `class MaxHeap:
    def __init__(self):
        self.items = []

    def __len__(self):
        return len(self.items)

    def push(self, x):
        a = self.items
        a.append(x)
        i = len(a) - 1
        while i > 0 and a[(i - 1) // 2] < a[i]:
            a[(i - 1) // 2], a[i] = a[i], a[(i - 1) // 2]
            i = (i - 1) // 2

    def pop(self):
        a = self.items
        top = a[0]
        last = a.pop()
        if a:
            a[0] = last
            i = 0
            while 2 * i + 1 < len(a):
                c = 2 * i + 1
                if c + 1 < len(a) and a[c + 1] > a[c]:
                    c += 1
                if a[i] >= a[c]:
                    break
                a[i], a[c] = a[c], a[i]
                i = c
        return top


def last_stone(stones):
    heap = MaxHeap()
    for s in stones:
        heap.push(s)
    while True:
        a = heap.pop()
        if len(heap) == 0:
            return a
        b = heap.pop()
        if a != b:
            heap.push(a - b)
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: for (;;) popping a static nested heap class',
    'java',
    `import java.util.*;

class Solution {
    static class MaxHeap {
        private final List<Integer> a = new ArrayList<>();
        int size() { return a.size(); }
        void push(int x) {
            a.add(x);
            int i = a.size() - 1;
            while (i > 0 && a.get((i - 1) / 2) < a.get(i)) {
                Collections.swap(a, i, (i - 1) / 2);
                i = (i - 1) / 2;
            }
        }
        int pop() {
            int top = a.get(0);
            int last = a.remove(a.size() - 1);
            if (!a.isEmpty()) {
                a.set(0, last);
                int i = 0;
                while (2 * i + 1 < a.size()) {
                    int c = 2 * i + 1;
                    if (c + 1 < a.size() && a.get(c + 1) > a.get(c)) c++;
                    if (a.get(i) >= a.get(c)) break;
                    Collections.swap(a, i, c);
                    i = c;
                }
            }
            return top;
        }
    }

    public int lastStoneWeight(int[] stones) {
        MaxHeap heap = new MaxHeap();
        for (int s : stones) heap.push(s);
        for (;;) {
            int a = heap.pop();
            if (heap.size() == 0) return a;
            int b = heap.pop();
            if (a != b) heap.push(a - b);
        }
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'typescript: for (;;) taking -heap.pop()',
    'typescript',
    `class MinHeap {
  private readonly items: number[] = []
  get size(): number { return this.items.length }
  push(x: number): void {
    this.items.push(x)
    let i = this.items.length - 1
    while (i > 0) {
      const p = (i - 1) >> 1
      if (this.items[p]! <= this.items[i]!) break
      ;[this.items[p], this.items[i]] = [this.items[i]!, this.items[p]!]
      i = p
    }
  }
  pop(): number {
    const top = this.items[0]!
    const last = this.items.pop()!
    if (this.items.length > 0) {
      this.items[0] = last
      let i = 0
      for (;;) {
        let s = i
        const l = 2 * i + 1
        const r = l + 1
        if (l < this.items.length && this.items[l]! < this.items[s]!) s = l
        if (r < this.items.length && this.items[r]! < this.items[s]!) s = r
        if (s === i) break
        ;[this.items[s], this.items[i]] = [this.items[i]!, this.items[s]!]
        i = s
      }
    }
    return top
  }
}

export function lastStone(stones: number[]): number {
  const heap = new MinHeap()
  for (const s of stones) heap.push(-s)
  for (;;) {
    const a = -heap.pop()
    if (heap.size === 0) return a
    const b = -heap.pop()
    if (a !== b) heap.push(b - a)
  }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript: for (;;) taking -heap.pop()',
    'javascript',
    `class MinHeap {
  constructor() {
    this.items = []
  }
  get size() { return this.items.length }
  push(x) {
    this.items.push(x)
    let i = this.items.length - 1
    while (i > 0) {
      const p = (i - 1) >> 1
      if (this.items[p] <= this.items[i]) break
      ;[this.items[p], this.items[i]] = [this.items[i], this.items[p]]
      i = p
    }
  }
  pop() {
    const top = this.items[0]
    const last = this.items.pop()
    if (this.items.length > 0) {
      this.items[0] = last
      let i = 0
      for (;;) {
        let s = i
        const l = 2 * i + 1
        const r = l + 1
        if (l < this.items.length && this.items[l] < this.items[s]) s = l
        if (r < this.items.length && this.items[r] < this.items[s]) s = r
        if (s === i) break
        ;[this.items[s], this.items[i]] = [this.items[i], this.items[s]]
        i = s
      }
    }
    return top
  }
}

function lastStone(stones) {
  const heap = new MinHeap()
  for (const s of stones) heap.push(-s)
  for (;;) {
    const a = -heap.pop()
    if (heap.size === 0) return a
    const b = -heap.pop()
    if (a == b) heap.push(b - a)
  }
}
`,
    'O(n log n)',
    'O(n)',
  ],
]

/** `const graph = buildGraph(n, edges); graph.adjacency[u]`: a part of an object a helper returns. */
const RETURNED_OBJECT_PARTS: Case[] = [
  [
    'typescript: adjacency and in-degrees read off the returned object',
    'typescript',
    `function buildGraph(n: number, edges: number[][]) {
  const adjacency: number[][] = Array.from({ length: n }, () => [])
  const indegree: number[] = new Array(n).fill(0)
  for (const [a, b] of edges) {
    adjacency[a]!.push(b!)
    indegree[b!]!++
  }
  return { adjacency, indegree }
}

export function order(n: number, edges: number[][]): number[] {
  const graph = buildGraph(n, edges)
  const ready: number[] = []
  for (let i = 0; i < n; i++) if (graph.indegree[i] === 0) ready.push(i)
  const out: number[] = []
  while (ready.length > 0) {
    const u = ready.pop()!
    out.push(u)
    for (const v of graph.adjacency[u]!) if (--graph.indegree[v]! === 0) ready.push(v)
  }
  return out.length === n ? out : []
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'javascript: a count map read off the returned object',
    'javascript',
    `function countsOf(words) {
  const counts = new Map()
  for (const w of words) counts.set(w, (counts.get(w) || 0) + 1)
  return { counts, total: words.length }
}

function mostCommon(words) {
  const tally = countsOf(words)
  let best = null
  for (const [w, c] of tally.counts) if (best === null || c > tally.counts.get(best)) best = w
  return best
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * Go's `xs = append(xs[:i], xs[i+1:]...)` removes the element at i in place: the elements after it move
 * down one (O(n)), and nothing new is allocated.
 */
const GO_DELETIONS: Case[] = [
  [
    'go: the k-th remaining digit taken out on every pass',
    'go',
    `package main

func pickOrder(n int, picks []int) []int {
	left := make([]int, 0, n)
	for v := 1; v <= n; v++ {
		left = append(left, v)
	}
	order := make([]int, 0, n)
	for _, p := range picks {
		at := p % len(left)
		order = append(order, left[at])
		left = append(left[:at], left[at+1:]...)
	}
	return order
}
`,
    'O(m * n)',
    'O(m + n)',
  ],
  [
    'go: one element cut out of the input',
    'go',
    `package main

func without(nums []int, i int) []int {
	nums = append(nums[:i], nums[i+1:]...)
	return nums
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: zeros removed one at a time from a copy',
    'go',
    `package main

func dropZeros(nums []int) []int {
	out := make([]int, len(nums))
	copy(out, nums)
	for i := 0; i < len(out); {
		if out[i] == 0 {
			out = append(out[:i], out[i+1:]...)
		} else {
			i++
		}
	}
	return out
}
`,
    'O(n^2)',
    'O(n)',
  ],
]

/** Go's `s[i:j]` shares the bytes of the string it cuts: a list of pieces holds references, not copies. */
const GO_SHARED_SLICES: Case[] = [
  [
    'go: the words of a sentence cut out and kept in a list',
    'go',
    `package main

func words(s string) []string {
	var out []string
	start := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if i > start {
				out = append(out, s[start:i])
			}
			start = i + 1
		}
	}
	return out
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: windows of the input slice kept side by side',
    'go',
    `package main

func windows(nums []int, k int) [][]int {
	res := [][]int{}
	for i := 0; i+k <= len(nums); i++ {
		res = append(res, nums[i:i+k])
	}
	return res
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * A flood fill whose grid (or visited table) is a field of the object the recursion runs on: marked
 * once per cell, it is shared by every call the loops over the grid make, O(m * n) in all.
 */
const FIELD_FLOOD_FILLS: Case[] = [
  [
    'go: the grid held by the receiver of a method',
    'go',
    `package main

type filler struct {
	board [][]byte
}

func (f *filler) sink(r, c int) {
	if r < 0 || c < 0 || r >= len(f.board) || c >= len(f.board[0]) || f.board[r][c] != '1' {
		return
	}
	f.board[r][c] = '0'
	f.sink(r+1, c)
	f.sink(r-1, c)
	f.sink(r, c+1)
	f.sink(r, c-1)
}

func numIslands(board [][]byte) int {
	f := &filler{board: board}
	count := 0
	for r := range board {
		for c := range board[r] {
			if board[r][c] == '1' {
				count++
				f.sink(r, c)
			}
		}
	}
	return count
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'go: a visited table held by the receiver',
    'go',
    `package main

type counter struct {
	grid [][]int
	seen [][]bool
}

func (s *counter) area(r, c int) int {
	if r < 0 || c < 0 || r >= len(s.grid) || c >= len(s.grid[0]) || s.seen[r][c] || s.grid[r][c] == 0 {
		return 0
	}
	s.seen[r][c] = true
	return 1 + s.area(r+1, c) + s.area(r-1, c) + s.area(r, c+1) + s.area(r, c-1)
}

func maxAreaOfIsland(grid [][]int) int {
	seen := make([][]bool, len(grid))
	for i := range seen {
		seen[i] = make([]bool, len(grid[0]))
	}
	s := &counter{grid: grid, seen: seen}
	best := 0
	for r := range grid {
		for c := range grid[r] {
			if a := s.area(r, c); a > best {
				best = a
			}
		}
	}
	return best
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: the grid kept on self',
    'python',
    `class Solution:
    def numIslands(self, grid):
        self.grid = grid
        count = 0
        for r in range(len(grid)):
            for c in range(len(grid[0])):
                if grid[r][c] == "1":
                    count += 1
                    self.sink(r, c)
        return count

    def sink(self, r, c):
        if r < 0 or c < 0 or r >= len(self.grid) or c >= len(self.grid[0]) or self.grid[r][c] != "1":
            return
        self.grid[r][c] = "0"
        self.sink(r + 1, c)
        self.sink(r - 1, c)
        self.sink(r, c + 1)
        self.sink(r, c - 1)
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: the grid kept in a field',
    'java',
    `class Solution {
    private char[][] board;

    public int numIslands(char[][] grid) {
        board = grid;
        int count = 0;
        for (int r = 0; r < grid.length; r++)
            for (int c = 0; c < grid[0].length; c++)
                if (grid[r][c] == '1') {
                    count++;
                    sink(r, c);
                }
        return count;
    }

    private void sink(int r, int c) {
        if (r < 0 || c < 0 || r >= board.length || c >= board[0].length || board[r][c] != '1') return;
        board[r][c] = '0';
        sink(r + 1, c);
        sink(r - 1, c);
        sink(r, c + 1);
        sink(r, c - 1);
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

/**
 * Lazy Dijkstra that settles a node when it is popped and pushes on every relaxation: the heap takes one
 * entry per edge, whatever the pops skip, O(E log V), beside the O(V) tables it makes.
 */
const RELAXED_HEAPS: Case[] = [
  [
    'java: a settled array checked at the pop, pushes on relaxation',
    'java',
    `import java.util.*;

class Solution {
    public int networkDelayTime(int[][] times, int n, int k) {
        List<List<int[]>> graph = new ArrayList<>();
        for (int i = 0; i <= n; i++) graph.add(new ArrayList<>());
        for (int[] t : times) graph.get(t[0]).add(new int[] {t[1], t[2]});
        int[] dist = new int[n + 1];
        Arrays.fill(dist, Integer.MAX_VALUE);
        boolean[] done = new boolean[n + 1];
        dist[k] = 0;
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[0] - b[0]);
        pq.offer(new int[] {0, k});
        while (!pq.isEmpty()) {
            int[] top = pq.poll();
            int u = top[1];
            if (done[u]) continue;
            done[u] = true;
            for (int[] e : graph.get(u)) {
                int v = e[0];
                if (!done[v] && top[0] + e[1] < dist[v]) {
                    dist[v] = top[0] + e[1];
                    pq.offer(new int[] {dist[v], v});
                }
            }
        }
        int best = 0;
        for (int i = 1; i <= n; i++) {
            if (dist[i] == Integer.MAX_VALUE) return -1;
            best = Math.max(best, dist[i]);
        }
        return best;
    }
}
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
  [
    'cpp: a settled vector checked at the pop, pushes on relaxation',
    'cpp',
    `#include <queue>
#include <vector>
#include <climits>
using namespace std;

class Solution {
public:
    int networkDelayTime(vector<vector<int>>& times, int n, int k) {
        vector<vector<pair<int, int>>> adj(n + 1);
        for (auto& t : times) adj[t[0]].push_back({t[1], t[2]});
        vector<int> dist(n + 1, INT_MAX);
        vector<bool> settled(n + 1, false);
        priority_queue<pair<int, int>, vector<pair<int, int>>, greater<>> pq;
        dist[k] = 0;
        pq.push({0, k});
        while (!pq.empty()) {
            auto [d, u] = pq.top();
            pq.pop();
            if (settled[u]) continue;
            settled[u] = true;
            for (auto& [v, w] : adj[u]) {
                if (!settled[v] && d + w < dist[v]) {
                    dist[v] = d + w;
                    pq.push({dist[v], v});
                }
            }
        }
        int best = 0;
        for (int i = 1; i <= n; ++i) {
            if (dist[i] == INT_MAX) return -1;
            best = max(best, dist[i]);
        }
        return best;
    }
};
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
  [
    'go: container/heap with a settled slice',
    'go',
    `package main

import "container/heap"

type item struct {
	node int
	cost int
}

type minHeap []item

func (h minHeap) Len() int            { return len(h) }
func (h minHeap) Less(i, j int) bool  { return h[i].cost < h[j].cost }
func (h minHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *minHeap) Push(x interface{}) { *h = append(*h, x.(item)) }
func (h *minHeap) Pop() interface{} {
	old := *h
	top := old[len(old)-1]
	*h = old[:len(old)-1]
	return top
}

func cheapest(n int, roads [][]int, src int) []int {
	adj := make([][]item, n)
	for _, r := range roads {
		adj[r[0]] = append(adj[r[0]], item{r[1], r[2]})
	}
	dist := make([]int, n)
	for i := range dist {
		dist[i] = -1
	}
	settled := make([]bool, n)
	h := &minHeap{{src, 0}}
	dist[src] = 0
	for h.Len() > 0 {
		cur := heap.Pop(h).(item)
		if settled[cur.node] {
			continue
		}
		settled[cur.node] = true
		for _, e := range adj[cur.node] {
			nd := cur.cost + e.cost
			if !settled[e.node] && (dist[e.node] < 0 || nd < dist[e.node]) {
				dist[e.node] = nd
				heap.Push(h, item{e.node, nd})
			}
		}
	}
	return dist
}
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
  [
    'python: a done set and a dict of distances',
    'python',
    `import heapq
from collections import defaultdict


def network_delay(times, n, k):
    graph = defaultdict(list)
    for u, v, w in times:
        graph[u].append((v, w))
    dist = {}
    done = set()
    heap = [(0, k)]
    while heap:
        d, u = heapq.heappop(heap)
        if u in done:
            continue
        done.add(u)
        dist[u] = d
        for v, w in graph[u]:
            if v not in done and (v not in dist or d + w < dist[v]):
                dist[v] = d + w
                heapq.heappush(heap, (d + w, v))
    return max(dist.values()) if len(dist) == n else -1
`,
    'O(E log V)',
    'O(V + E)',
  ],
]

/**
 * Versions kept beside the solution that a comment says are for checking it (a sanity check, a
 * cross-check, testing only), and a comment that names the solution as the one that never calls them.
 */
const CHECKING_VERSIONS: Case[] = [
  [
    'python: a sanity check against every pair',
    'python',
    `def max_profit(prices):
    best, low = 0, float("inf")
    for p in prices:
        low = min(low, p)
        best = max(best, p - low)
    return best


# sanity check against every pair of days
def every_pair(prices):
    best = 0
    for i in range(len(prices)):
        for j in range(i + 1, len(prices)):
            best = max(best, prices[j] - prices[i])
    return best
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: a quadratic version used to cross-check',
    'javascript',
    `function containsNearbyDuplicate(nums, k) {
  const last = new Map()
  for (let i = 0; i < nums.length; i++) {
    if (last.has(nums[i]) && i - last.get(nums[i]) <= k) return true
    last.set(nums[i], i)
  }
  return false
}

// quadratic version, only used to cross-check the map version on random arrays
function everyPair(nums, k) {
  for (let i = 0; i < nums.length; i++)
    for (let j = i + 1; j < nums.length && j - i <= k; j++) if (nums[i] === nums[j]) return true
  return false
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: a debugging version the solution never calls',
    'go',
    `package main

import "sort"

func majority(nums []int) int {
	count, cand := 0, 0
	for _, x := range nums {
		if count == 0 {
			cand = x
		}
		if x == cand {
			count++
		} else {
			count--
		}
	}
	return cand
}

// bySorting prints the middle of a sorted copy while debugging; majority never calls it.
func bySorting(nums []int) int {
	c := append([]int(nil), nums...)
	sort.Ints(c)
	return c[len(c)/2]
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: an exported version for testing only',
    'typescript',
    `export function singleNumber(nums: number[]): number {
  let x = 0
  for (const v of nums) x ^= v
  return x
}

// testing only: the same answer from a count table
export function singleByCount(values: number[]): number {
  const seen = new Map<number, number>()
  for (const v of values) seen.set(v, (seen.get(v) ?? 0) + 1)
  for (const [v, c] of seen) if (c === 1) return v
  return -1
}
`,
    'O(n)',
    'O(1)',
  ],
]

/**
 * C++'s `vector<int> label(h * w);` and `UnionFind uf(rows * cols);` parse as declarations of functions
 * taking a pointer: in a body they are a table or an object of rows times columns entries.
 */
const CPP_PRODUCT_SIZES: Case[] = [
  [
    'cpp: a vector sized by the product of the grid sides',
    'cpp',
    `#include <vector>
using namespace std;

int cells(vector<vector<int>>& grid) {
    int h = grid.size(), w = grid[0].size();
    vector<int> label(h * w);
    int next = 0;
    for (int r = 0; r < h; ++r)
        for (int c = 0; c < w; ++c) label[r * w + c] = grid[r][c] ? ++next : 0;
    return next;
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'cpp: a union-find object over every cell',
    'cpp',
    `#include <vector>
#include <numeric>
using namespace std;

class UnionFind {
public:
    vector<int> up;
    UnionFind(int count) : up(count) { iota(up.begin(), up.end(), 0); }
    int root(int x) { return up[x] == x ? x : up[x] = root(up[x]); }
};

class Solution {
public:
    int regions(vector<vector<char>>& board) {
        int rows = board.size();
        int cols = board[0].size();
        UnionFind uf(rows * cols);
        int count = 0;
        for (int i = 0; i < rows * cols; ++i)
            if (uf.root(i) == i) ++count;
        return count;
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    "cpp: a flat table of two strings' lengths",
    'cpp',
    `#include <string>
#include <vector>
using namespace std;

bool interleaves(string& a, string& b) {
    int m = a.size(), n = b.size();
    vector<char> grid(m * n);
    for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j) grid[i * n + j] = a[i] == b[j];
    return grid.empty();
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

/** A grid given first is m rows by n columns, as "an m x n grid" states it: one row of cells is n long. */
const GRID_SIDES: Case[] = [
  [
    'python: a rolling row as wide as the grid',
    'python',
    `def min_path_sum(grid):
    width = len(grid[0])
    best = [float("inf")] * width
    best[0] = 0
    for row in grid:
        best[0] += row[0]
        for c in range(1, width):
            best[c] = min(best[c], best[c - 1]) + row[c]
    return best[-1]
`,
    'O(m * n)',
    'O(n)',
  ],
  [
    'java: one sum per row',
    'java',
    `class Solution {
    public int[] rowSums(int[][] mat) {
        int[] sums = new int[mat.length];
        for (int r = 0; r < mat.length; r++)
            for (int c = 0; c < mat[0].length; c++) sums[r] += mat[r][c];
        return sums;
    }
}
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'go: one maximum per column',
    'go',
    `package main

func columnMax(grid [][]int) []int {
	out := make([]int, len(grid[0]))
	for _, row := range grid {
		for c, v := range row {
			if v > out[c] {
				out[c] = v
			}
		}
	}
	return out
}
`,
    'O(m * n)',
    'O(n)',
  ],
]

/**
 * A tree rebuilt from its traversals by recursing on slices cut at the root's place: the pieces are
 * disjoint, one call per node, O(n) work per call on a skewed tree (O(n^2)), and the slices each frame
 * holds along the chain O(n^2), except in Go, where a sub-slice shares the array it cuts.
 */
const SLICED_PARTITIONS: Case[] = [
  [
    'python: preorder and inorder cut around the root',
    'python',
    `class Solution:
    def buildTree(self, preorder, inorder):
        if not preorder or not inorder:
            return None
        root = TreeNode(preorder[0])
        mid = inorder.index(preorder[0])
        root.left = self.buildTree(preorder[1:mid + 1], inorder[:mid])
        root.right = self.buildTree(preorder[mid + 1:], inorder[mid + 1:])
        return root
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'javascript: inorder and postorder cut with slice()',
    'javascript',
    `function TreeNode(val, left, right) {
  this.val = val
  this.left = left || null
  this.right = right || null
}

var buildTree = function (inorder, postorder) {
  if (postorder.length === 0) return null
  const value = postorder[postorder.length - 1]
  const at = inorder.indexOf(value)
  const node = new TreeNode(value)
  node.left = buildTree(inorder.slice(0, at), postorder.slice(0, at))
  node.right = buildTree(inorder.slice(at + 1), postorder.slice(at, -1))
  return node
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'java: Arrays.copyOfRange around the root found by a scan',
    'java',
    `import java.util.*;

class Solution {
    public TreeNode buildTree(int[] preorder, int[] inorder) {
        if (preorder.length == 0) return null;
        TreeNode root = new TreeNode(preorder[0]);
        int cut = 0;
        while (inorder[cut] != preorder[0]) cut++;
        root.left = buildTree(Arrays.copyOfRange(preorder, 1, cut + 1), Arrays.copyOfRange(inorder, 0, cut));
        root.right = buildTree(Arrays.copyOfRange(preorder, cut + 1, preorder.length),
                Arrays.copyOfRange(inorder, cut + 1, inorder.length));
        return root;
    }
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'go: sub-slices around the root found by a scan',
    'go',
    `package main

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func buildTree(preorder []int, inorder []int) *TreeNode {
	if len(preorder) == 0 {
		return nil
	}
	at := 0
	for inorder[at] != preorder[0] {
		at++
	}
	return &TreeNode{
		Val:   preorder[0],
		Left:  buildTree(preorder[1:at+1], inorder[:at]),
		Right: buildTree(preorder[at+1:], inorder[at+1:]),
	}
}
`,
    'O(n^2)',
    'O(n)',
  ],
]

/**
 * A tree given by its edges, walked from a root by a recursion that hands itself on as the parent its
 * neighbours must not go back to: each node once, O(V + E).
 */
const PARENT_GUARDED_TREES: Case[] = [
  [
    'python: subtree sizes skipping the parent',
    'python',
    `def count(n, edges):
    adj = [[] for _ in range(n)]
    for a, b in edges:
        adj[a].append(b)
        adj[b].append(a)

    def walk(u, parent):
        total = 1
        for v in adj[u]:
            if v != parent:
                total += walk(v, u)
        return total

    return walk(0, -1)
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'java: a private dfs with continue on the parent',
    'java',
    `import java.util.*;

class Solution {
    public int countNodes(int n, int[][] edges) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) {
            adj.get(e[0]).add(e[1]);
            adj.get(e[1]).add(e[0]);
        }
        return dfs(adj, 0, -1);
    }

    private int dfs(List<List<Integer>> adj, int u, int parent) {
        int total = 1;
        for (int v : adj.get(u)) {
            if (v == parent) continue;
            total += dfs(adj, v, u);
        }
        return total;
    }
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'javascript: an arrow function passing the node it came from',
    'javascript',
    `function subtreeSizes(n, edges) {
  const adj = Array.from({ length: n }, () => [])
  for (const [a, b] of edges) {
    adj[a].push(b)
    adj[b].push(a)
  }
  const size = new Array(n).fill(1)
  const visit = (u, from) => {
    for (const v of adj[u]) {
      if (v !== from) {
        visit(v, u)
        size[u] += size[v]
      }
    }
  }
  visit(0, -1)
  return size
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'go: a closure over range adj[u] with a depth argument',
    'go',
    `package main

func sumDistances(n int, edges [][]int) int {
	adj := make([][]int, n)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
		adj[e[1]] = append(adj[e[1]], e[0])
	}
	total := 0
	var down func(u, parent, d int)
	down = func(u, parent, d int) {
		total += d
		for _, v := range adj[u] {
			if v != parent {
				down(v, u, d+1)
			}
		}
	}
	down(0, -1, 0)
	return total
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
]

/** Beside a node count and an edge list, a list of nodes put in a set or marked in a table: V at most. */
const NODE_SUBSETS: Case[] = [
  [
    'typescript: restricted nodes in a Set',
    'typescript',
    `export function reach(n: number, edges: number[][], banned: number[]): number {
  const adj: number[][] = Array.from({ length: n }, () => [])
  for (const [a, b] of edges) {
    adj[a]!.push(b!)
    adj[b]!.push(a!)
  }
  const off = new Set<number>(banned)
  const seen = new Array<boolean>(n).fill(false)
  const stack = [0]
  seen[0] = true
  let count = 0
  while (stack.length > 0) {
    const u = stack.pop()!
    count++
    for (const v of adj[u]!) {
      if (!seen[v] && !off.has(v)) {
        seen[v] = true
        stack.push(v)
      }
    }
  }
  return count
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'java: restricted nodes marked in a boolean table',
    'java',
    `import java.util.*;

class Solution {
    public int reachableNodes(int n, int[][] edges, int[] restricted) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) {
            adj.get(e[0]).add(e[1]);
            adj.get(e[1]).add(e[0]);
        }
        boolean[] off = new boolean[n];
        for (int r : restricted) off[r] = true;
        Deque<Integer> queue = new ArrayDeque<>();
        queue.add(0);
        off[0] = true;
        int count = 0;
        while (!queue.isEmpty()) {
            int u = queue.poll();
            count++;
            for (int v : adj.get(u)) {
                if (!off[v]) {
                    off[v] = true;
                    queue.add(v);
                }
            }
        }
        return count;
    }
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'go: restricted nodes in a map, walked with a parent guard',
    'go',
    `package main

func reachableNodes(n int, edges [][]int, restricted []int) int {
	adj := make([][]int, n)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
		adj[e[1]] = append(adj[e[1]], e[0])
	}
	blocked := make(map[int]bool)
	for _, r := range restricted {
		blocked[r] = true
	}
	var walk func(u, parent int) int
	walk = func(u, parent int) int {
		total := 1
		for _, v := range adj[u] {
			if v != parent && !blocked[v] {
				total += walk(v, u)
			}
		}
		return total
	}
	return walk(0, -1)
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
]

describe('a loop that steps an index through the input while it tests other state', () => {
  it.each(STEPPED_INDEX)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('a list walked a group at a time through a helper that looks k nodes ahead', () => {
  it.each(HELPER_GROUP_WALK)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe("C++'s map entries found by find", () => {
  it.each(MAP_ENTRIES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('queues read through queue[head++]', () => {
  it.each(HEAD_STEPPED_QUEUES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('a list walked from a dummy node the code made', () => {
  it.each(DUMMY_WALKS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('helpers that convert between values and the nodes of the solution', () => {
  it.each(NODE_CONVERTERS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('a heap class of the file drained by a loop that pops it on every pass', () => {
  it.each(OWN_HEAP_DRAINS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('parts of an object literal a helper returns, read as members', () => {
  it.each(RETURNED_OBJECT_PARTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe("Go's deletion from a slice in place", () => {
  it.each(GO_DELETIONS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe("Go's sub-slices kept in a list share what they cut", () => {
  it.each(GO_SHARED_SLICES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('a flood fill over a grid held in a field of the object it runs on', () => {
  it.each(FIELD_FLOOD_FILLS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('a lazy Dijkstra that pushes on every relaxation', () => {
  it.each(RELAXED_HEAPS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('versions a comment says are for checking the solution', () => {
  it.each(CHECKING_VERSIONS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe("C++'s tables and objects sized by a product in a declaration", () => {
  it.each(CPP_PRODUCT_SIZES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('the rows and columns of a grid', () => {
  it.each(GRID_SIDES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('recursion on slices cut at a point each call finds', () => {
  it.each(SLICED_PARTITIONS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('a tree given by its edges walked with a parent guard', () => {
  it.each(PARENT_GUARDED_TREES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('lists of nodes beside a node count and an edge list', () => {
  it.each(NODE_SUBSETS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
