import { describe, expect, it } from 'vitest'
import { analysed, costs, functionRow } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Closures handed back in an object literal and called through it (`makeSolver(nums).diff(0, n - 1)`):
 * the closure runs in the scope of the call that made it, memo and all. Object literals holding
 * functions are a JavaScript and TypeScript idiom, so the cases are in those two languages.
 */
const RETURNED_CLOSURES: Case[] = [
  [
    'javascript: a memoised closure returned in an object literal by shorthand',
    'javascript',
    `function makeGame(piles) {
  const memo = new Map()
  function best(lo, hi) {
    if (lo > hi) return 0
    const key = lo * 1000 + hi
    if (memo.has(key)) return memo.get(key)
    const value = Math.max(piles[lo] - best(lo + 1, hi), piles[hi] - best(lo, hi - 1))
    memo.set(key, value)
    return value
  }
  return { best, size: () => memo.size }
}

function firstPlayerWins(piles) {
  const game = makeGame(piles)
  return game.best(0, piles.length - 1) > 0
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'typescript: a counting closure returned under a key and called through the object',
    'typescript',
    `function makeCounter(nums: number[]) {
  const seen = new Set<number>()
  return {
    count: (limit: number): number => {
      let total = 0
      for (const x of nums) {
        if (x <= limit && !seen.has(x)) {
          seen.add(x)
          total++
        }
      }
      return total
    },
  }
}

export function distinctBelow(nums: number[], limit: number): number {
  const counter = makeCounter(nums)
  return counter.count(limit)
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * Kahn's algorithm one level at a time: `for course of current` walks the level that `current = next`
 * swapped in, and the adjacency lists inside it are walked once per edge over the whole traversal, not
 * once per level (V + E, not V * E).
 */
const LEVEL_BY_LEVEL_TOPOLOGICAL: Case[] = [
  [
    'python: parallel courses with the next level built in a fresh list',
    'python',
    `def minimum_semesters(n, relations):
    adj = [[] for _ in range(n + 1)]
    indeg = [0] * (n + 1)
    for a, b in relations:
        adj[a].append(b)
        indeg[b] += 1
    current = [c for c in range(1, n + 1) if indeg[c] == 0]
    taken = 0
    semesters = 0
    while current:
        semesters += 1
        taken += len(current)
        nxt = []
        for c in current:
            for f in adj[c]:
                indeg[f] -= 1
                if indeg[f] == 0:
                    nxt.append(f)
        current = nxt
    return semesters if taken == n else -1
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'java: levels swapped in with current = next',
    'java',
    `class Solution {
    public int minimumSemesters(int n, int[][] relations) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i <= n; i++) adj.add(new ArrayList<>());
        int[] indegree = new int[n + 1];
        for (int[] r : relations) {
            adj.get(r[0]).add(r[1]);
            indegree[r[1]]++;
        }
        List<Integer> current = new ArrayList<>();
        for (int c = 1; c <= n; c++) if (indegree[c] == 0) current.add(c);
        int semesters = 0, taken = 0;
        while (!current.isEmpty()) {
            semesters++;
            taken += current.size();
            List<Integer> next = new ArrayList<>();
            for (int course : current) {
                for (int f : adj.get(course)) {
                    if (--indegree[f] == 0) next.add(f);
                }
            }
            current = next;
        }
        return taken == n ? semesters : -1;
    }
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'go: levels built with append and swapped in',
    'go',
    `func minimumSemesters(n int, relations [][]int) int {
	adj := make([][]int, n+1)
	indegree := make([]int, n+1)
	for _, r := range relations {
		adj[r[0]] = append(adj[r[0]], r[1])
		indegree[r[1]]++
	}
	current := []int{}
	for c := 1; c <= n; c++ {
		if indegree[c] == 0 {
			current = append(current, c)
		}
	}
	semesters, taken := 0, 0
	for len(current) > 0 {
		semesters++
		taken += len(current)
		next := []int{}
		for _, course := range current {
			for _, f := range adj[course] {
				indegree[f]--
				if indegree[f] == 0 {
					next = append(next, f)
				}
			}
		}
		current = next
	}
	if taken != n {
		return -1
	}
	return semesters
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'typescript: levels swapped in, courses counted as they are taken',
    'typescript',
    `export function minimumSemesters(n: number, relations: number[][]): number {
  const adjacency: number[][] = Array.from({ length: n + 1 }, () => [])
  const indegree = new Array<number>(n + 1).fill(0)
  for (const [a, b] of relations) {
    adjacency[a].push(b)
    indegree[b]++
  }
  let current: number[] = []
  for (let c = 1; c <= n; c++) if (indegree[c] === 0) current.push(c)
  let semesters = 0
  let taken = 0
  while (current.length > 0) {
    semesters++
    taken += current.length
    const next: number[] = []
    for (const course of current) {
      for (const follower of adjacency[course]) {
        indegree[follower]--
        if (indegree[follower] === 0) next.push(follower)
      }
    }
    current = next
  }
  return taken === n ? semesters : -1
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
]

/**
 * A design class whose operation inserts into a sorted list (`splice(at, 0, x)`, `insort`): the list
 * holds the n entries earlier operations added, so each insertion shifts O(n) of them.
 */
const SORTED_INSERTIONS: Case[] = [
  [
    'javascript: calendar bookings kept sorted with a binary search and splice',
    'javascript',
    `class Calendar {
  constructor() {
    this.events = []
  }

  book(start, end) {
    let lo = 0
    let hi = this.events.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.events[mid][0] < start) lo = mid + 1
      else hi = mid
    }
    if (lo > 0 && this.events[lo - 1][1] > start) return false
    if (lo < this.events.length && this.events[lo][0] < end) return false
    this.events.splice(lo, 0, [start, end])
    return true
  }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: calendar bookings kept sorted with insort',
    'python',
    `import bisect

class MyCalendar:
    def __init__(self):
        self.starts = []

    def book(self, start: int, end: int) -> bool:
        i = bisect.bisect_right(self.starts, (start, end))
        if i > 0 and self.starts[i - 1][1] > start:
            return False
        if i < len(self.starts) and self.starts[i][0] < end:
            return False
        bisect.insort(self.starts, (start, end))
        return True
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: a sorted score board inserting at the searched position',
    'typescript',
    `class Leaderboard {
  private scores: number[] = []

  add(score: number): void {
    let lo = 0
    let hi = this.scores.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.scores[mid] < score) lo = mid + 1
      else hi = mid
    }
    this.scores.splice(lo, 0, score)
  }
}
`,
    'O(n)',
    'O(1)',
  ],
]

/**
 * `rows.map((row) => Math.min(...row))` and `list.map((name, i) => [name, i])`: a callback that makes a
 * number or a pair of references from each element builds n small values, not a copy of every row.
 */
const SMALL_VALUES_FROM_MAP: Case[] = [
  [
    'typescript: the row minima of a matrix in a set',
    'typescript',
    `export function rowMinimaAbove(matrix: number[][], floor: number): number {
  const minima = new Set(matrix.map((row) => Math.min(...row)))
  let count = 0
  for (const m of minima) if (m > floor) count++
  return count
}
`,
    'O(m * n)',
    // One minimum per row: m rows, as an m x n matrix is stated.
    'O(m)',
  ],
  [
    'javascript: index pairs of the first list in a map, looked up from the second',
    'javascript',
    `function commonWithLeastIndexSum(list1, list2) {
  const at = new Map(list1.map((name, i) => [name, i]))
  let best = Infinity
  for (let j = 0; j < list2.length; j++) {
    if (at.has(list2[j])) best = Math.min(best, at.get(list2[j]) + j)
  }
  return best
}
`,
    'O(m + n)',
    'O(n)',
  ],
]

/**
 * Recursion into the elements of a nested list (`for item in items: walk(item, depth + 1)`): each
 * element at any depth is met once, so the calls number the elements the input holds in all, and the
 * depth is at most that.
 */
const NESTED_LIST_WALKS: Case[] = [
  [
    'python: weighted depth sum over nested lists',
    'python',
    `def depth_sum(nested):
    def walk(items, depth):
        total = 0
        for x in items:
            if isinstance(x, list):
                total += walk(x, depth + 1)
            else:
                total += x * depth
        return total
    return walk(nested, 1)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: flattening nested arrays into one output',
    'javascript',
    `function flatten(nested) {
  const out = []
  function visit(list) {
    for (const item of list) {
      if (Array.isArray(item)) visit(item)
      else out.push(item)
    }
  }
  visit(nested)
  return out
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: NestedInteger depth sum through getList()',
    'java',
    `class Solution {
    public int depthSum(List<NestedInteger> nestedList) {
        return walk(nestedList, 1);
    }

    private int walk(List<NestedInteger> list, int depth) {
        int sum = 0;
        for (NestedInteger ni : list) {
            if (ni.isInteger()) sum += ni.getInteger() * depth;
            else sum += walk(ni.getList(), depth + 1);
        }
        return sum;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: deepest level of a nested array',
    'typescript',
    `type Nested = number | Nested[]

export function maxDepth(items: Nested[]): number {
  function depthOf(list: Nested[]): number {
    let deepest = 1
    for (const item of list) {
      if (Array.isArray(item)) deepest = Math.max(deepest, 1 + depthOf(item))
    }
    return deepest
  }
  return depthOf(items)
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * A recursive function that also calls itself from a callback written inside it (`() => evaluate(right)`
 * handed to a short-circuiting operator) is still its own entry point: that call is the function calling
 * itself, not another function calling it.
 */
const SELF_CALLS_IN_CALLBACKS: Case[] = [
  [
    'typescript: boolean tree evaluated with a thunk for the right subtree',
    'typescript',
    `class TreeNode {
  val: number
  left: TreeNode | null
  right: TreeNode | null
  constructor(val = 0, left: TreeNode | null = null, right: TreeNode | null = null) {
    this.val = val
    this.left = left
    this.right = right
  }
}

const OPS: Record<number, (a: boolean, b: () => boolean) => boolean> = {
  2: (a, b) => a || b(),
  3: (a, b) => a && b(),
}

export function evaluate(root: TreeNode | null): boolean {
  if (root === null) return false
  if (root.left === null) return root.val === 1
  const right = root.right
  return OPS[root.val](evaluate(root.left), () => evaluate(right))
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: any-path check deferring the second subtree in a closure',
    'javascript',
    `const either = (a, later) => a || later()

function hasPathSum(root, target) {
  if (!root) return false
  if (!root.left && !root.right) return root.val === target
  const rest = target - root.val
  return either(hasPathSum(root.left, rest), () => hasPathSum(root.right, rest))
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: boolean tree with a lambda for the right subtree',
    'python',
    `class Solution:
    def evaluateTree(self, root) -> bool:
        if not root.left:
            return root.val == 1
        ops = {2: lambda a, b: a or b(), 3: lambda a, b: a and b()}
        right = root.right
        return ops[root.val](self.evaluateTree(root.left), lambda: self.evaluateTree(right))
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * A stack or heap written as a class of the file and drained inside the loop that fills it (`while
 * (stack.size > 0 && ...) stack.pop()`): every entry is pushed and popped at most once over the whole
 * loop, as with a built-in list. TypeScript's `heap.peek()![0] <= t` after `&&` is read as the comparison
 * it is, not as an assertion on the whole condition.
 */
const HAND_WRITTEN_DRAINS: Case[] = [
  [
    'python: next greater element with a stack class',
    'python',
    `class Stack:
    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)

    def pop(self):
        return self.items.pop()

    def top(self):
        return self.items[-1]

    def size(self):
        return len(self.items)


def next_greater(nums):
    stack = Stack()
    answer = [-1] * len(nums)
    for i, x in enumerate(nums):
        while stack.size() > 0 and nums[stack.top()] < x:
            answer[stack.pop()] = x
        stack.push(i)
    return answer
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: daily temperatures with a stack class',
    'java',
    `class IntStack {
    private final Deque<Integer> items = new ArrayDeque<>();
    void push(int x) { items.push(x); }
    int pop() { return items.pop(); }
    int peek() { return items.peek(); }
    boolean isEmpty() { return items.isEmpty(); }
}

class Solution {
    public int[] dailyTemperatures(int[] temps) {
        int[] answer = new int[temps.length];
        IntStack stack = new IntStack();
        for (int i = 0; i < temps.length; i++) {
            while (!stack.isEmpty() && temps[stack.peek()] < temps[i]) {
                int j = stack.pop();
                answer[j] = i - j;
            }
            stack.push(i);
        }
        return answer;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: daily temperatures with a stack class and a size getter',
    'typescript',
    `class Stack {
  private items: number[] = []
  get size(): number {
    return this.items.length
  }
  push(x: number): void {
    this.items.push(x)
  }
  pop(): number {
    return this.items.pop()!
  }
  top(): number {
    return this.items[this.items.length - 1]!
  }
}

export function dailyTemperatures(temps: number[]): number[] {
  const answer = new Array<number>(temps.length).fill(0)
  const stack = new Stack()
  for (let i = 0; i < temps.length; i++) {
    while (stack.size > 0 && temps[stack.top()]! < temps[i]!) {
      const j = stack.pop()
      answer[j] = i - j
    }
    stack.push(i)
  }
  return answer
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: releasing from a heap class while its top is asserted non-null',
    'typescript',
    `class Heap {
  private data: number[][] = []
  get length(): number {
    return this.data.length
  }
  peek(): number[] | undefined {
    return this.data[0]
  }
  push(x: number[]): void {
    this.data.push(x)
  }
  pop(): number[] | undefined {
    return this.data.pop()
  }
}

export function release(events: number[][]): number {
  const busy = new Heap()
  let freed = 0
  for (const [start, end] of events) {
    while (busy.length > 0 && busy.peek()![0]! <= start) {
      busy.pop()
      freed++
    }
    busy.push([end, start])
  }
  return freed
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * A heap's sift-down written as an unbounded loop (`while True`, `for (;;)`, Go's `for {}`): the index
 * moves to a child (`l = 2 * i + 1`, `r = l + 1`, `i = smallest`) until it stays put, log n steps.
 */
const SIFT_DOWNS: [title: string, language: string, code: string, fn: string, time: string][] = [
  [
    'python: sift-down in a helper method with while True',
    'python',
    `class MinHeap:
    def __init__(self):
        self.data = []

    def push(self, x):
        self.data.append(x)

    def pop(self):
        top = self.data[0]
        last = self.data.pop()
        if self.data:
            self.data[0] = last
            self._sift_down(0)
        return top

    def _sift_down(self, i):
        n = len(self.data)
        while True:
            smallest = i
            l = 2 * i + 1
            r = l + 1
            if l < n and self.data[l] < self.data[smallest]:
                smallest = l
            if r < n and self.data[r] < self.data[smallest]:
                smallest = r
            if smallest == i:
                return
            self.data[i], self.data[smallest] = self.data[smallest], self.data[i]
            i = smallest
`,
    '_sift_down',
    'O(log n)',
  ],
  [
    'go: sift-down inside Pop with for {}',
    'go',
    `type MinHeap struct {
	data []int
}

func (h *MinHeap) Push(x int) {
	h.data = append(h.data, x)
	i := len(h.data) - 1
	for i > 0 && h.data[(i-1)/2] > h.data[i] {
		p := (i - 1) / 2
		h.data[p], h.data[i] = h.data[i], h.data[p]
		i = p
	}
}

func (h *MinHeap) Pop() int {
	top := h.data[0]
	n := len(h.data) - 1
	h.data[0] = h.data[n]
	h.data = h.data[:n]
	i := 0
	for {
		smallest := i
		l := 2*i + 1
		r := 2*i + 2
		if l < n && h.data[l] < h.data[smallest] {
			smallest = l
		}
		if r < n && h.data[r] < h.data[smallest] {
			smallest = r
		}
		if smallest == i {
			break
		}
		h.data[i], h.data[smallest] = h.data[smallest], h.data[i]
		i = smallest
	}
	return top
}
`,
    'Pop',
    'O(log n)',
  ],
  [
    'typescript: sift-down inside pop with for (;;) and a shift for the child',
    'typescript',
    `class MaxHeap {
  private items: number[] = []

  push(x: number): void {
    this.items.push(x)
    let i = this.items.length - 1
    while (i > 0 && this.items[(i - 1) >> 1] < this.items[i]) {
      const p = (i - 1) >> 1
      ;[this.items[p], this.items[i]] = [this.items[i], this.items[p]]
      i = p
    }
  }

  pop(): number {
    const top = this.items[0]
    const last = this.items.pop()!
    if (this.items.length === 0) return top
    this.items[0] = last
    const n = this.items.length
    let i = 0
    for (;;) {
      let largest = i
      const l = (i << 1) + 1
      const r = l + 1
      if (l < n && this.items[l] > this.items[largest]) largest = l
      if (r < n && this.items[r] > this.items[largest]) largest = r
      if (largest === i) return top
      ;[this.items[i], this.items[largest]] = [this.items[largest], this.items[i]]
      i = largest
    }
  }
}
`,
    'pop',
    'O(log n)',
  ],
]

/**
 * A memoised recursion whose second argument is always taken from a fixed table written in the code (the
 * vowels that may follow a vowel, the turns allowed from a heading): that argument takes a constant number
 * of values, so the states are as many as the first argument's, n.
 */
const FIXED_CHOICE_STATES: Case[] = [
  [
    'python: vowel strings counted with @cache over a table of followers',
    'python',
    `from functools import cache

NEXT = {"a": "e", "e": "ai", "i": "aeou", "o": "iu", "u": "a"}


def count_strings(n: int) -> int:
    @cache
    def ways(left: int, last: str) -> int:
        if left == 0:
            return 1
        return sum(ways(left - 1, nxt) for nxt in NEXT[last])

    return sum(ways(n - 1, v) for v in NEXT)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: paths counted with a memo map over a table of turns',
    'javascript',
    `const MOVES = { up: ['left', 'right'], left: ['up'], right: ['up'] }

function countPaths(n) {
  const memo = new Map()
  function go(steps, facing) {
    if (steps === 0) return 1
    const key = steps + ':' + facing
    if (memo.has(key)) return memo.get(key)
    let total = 0
    for (const next of MOVES[facing]) total += go(steps - 1, next)
    memo.set(key, total)
    return total
  }
  return go(n, 'up')
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: vowel permutations with a memo table over a static array of followers',
    'java',
    `class Solution {
    private static final int[][] FOLLOW = {{1}, {0, 2}, {0, 1, 3, 4}, {2, 4}, {0}};
    private Long[][] memo;

    public int countVowelPermutation(int n) {
        memo = new Long[n + 1][5];
        long total = 0;
        for (int v = 0; v < 5; v++) total += ways(n - 1, v);
        return (int) (total % 1_000_000_007L);
    }

    private long ways(int left, int last) {
        if (left == 0) return 1;
        if (memo[left][last] != null) return memo[left][last];
        long sum = 0;
        for (int next : FOLLOW[last]) sum += ways(left - 1, next);
        return memo[left][last] = sum % 1_000_000_007L;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * `words.map(toMask)`: a function of the file passed by name runs once per element (its cost is charged
 * per element), and when it is declared to return a number the list it builds holds n numbers.
 */
const NAMED_MAP_CALLBACKS: Case[] = [
  [
    'typescript: masks of words made by a named function',
    'typescript',
    `function toMask(word: string): number {
  let mask = 0
  for (const ch of word) mask |= 1 << (ch.charCodeAt(0) - 97)
  return mask
}

export function distinctMasks(words: string[]): number {
  const masks = words.map(toMask)
  return new Set(masks).size
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: masks of words made by a function with a JSDoc return type',
    'javascript',
    `/**
 * @param {string} word
 * @return {number}
 */
function toMask(word) {
  let mask = 0
  for (const ch of word) mask |= 1 << (ch.charCodeAt(0) - 97)
  return mask
}

/**
 * @param {string[]} words
 * @return {number}
 */
function distinctMasks(words) {
  const masks = words.map(toMask)
  return new Set(masks).size
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * An n-ary tree walked through each node's list of children (`for child in node.children`): one call per
 * node, not a branching search (no 4^n or n! from the loop around the call).
 */
const N_ARY_TREES: Case[] = [
  [
    'python: n-ary tree depth over root.children',
    'python',
    `class Solution:
    def maxDepth(self, root: 'Node') -> int:
        if root is None:
            return 0
        best = 0
        for child in root.children:
            best = max(best, self.maxDepth(child))
        return best + 1
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: n-ary preorder into an output list',
    'java',
    `class Solution {
    public List<Integer> preorder(Node root) {
        List<Integer> out = new ArrayList<>();
        visit(root, out);
        return out;
    }

    private void visit(Node node, List<Integer> out) {
        if (node == null) return;
        out.add(node.val);
        for (Node child : node.children) visit(child, out);
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: n-ary tree depth over root.Children with a range',
    'go',
    `func maxDepth(root *Node) int {
	if root == nil {
		return 0
	}
	best := 0
	for _, child := range root.Children {
		if d := maxDepth(child); d > best {
			best = d
		}
	}
	return best + 1
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: n-ary tree depth with for...of over children',
    'javascript',
    `var maxDepth = function (root) {
  if (!root) return 0
  let best = 0
  for (const c of root.children) best = Math.max(best, maxDepth(c))
  return best + 1
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * The same walks written with an array method whose callback makes the recursive call
 * (`children.map((c) => depth(c))`, `list.reduce((sum, x) => sum + walk(x), 0)`): the callback is the
 * loop body, and its runs are the branches of the recursion, not a loop over the input in every call.
 * Python writes the same with a generator (`sum(walk(x) for x in items)`), read the same way.
 */
const CALLBACK_RECURSION: Case[] = [
  [
    'python: depth sum with sum() over a generator of recursive calls',
    'python',
    `def depth_sum(nested):
    def walk(lst, depth):
        return sum(walk(x, depth + 1) if isinstance(x, list) else x * depth for x in lst)
    return walk(nested, 1)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: n-ary depth with map over the children',
    'javascript',
    `var maxDepth = function (root) {
  if (!root) return 0
  return 1 + Math.max(0, ...root.children.map((c) => maxDepth(c)))
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: depth sum with reduce over a nested list',
    'javascript',
    `var depthSum = function (nestedList) {
  function walk(list, depth) {
    return list.reduce((sum, item) => sum + (Array.isArray(item) ? walk(item, depth + 1) : item * depth), 0)
  }
  return walk(nestedList, 1)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: deep flatten with flatMap',
    'typescript',
    `type Nested = number | Nested[]

export function flattenDeep(items: Nested[]): number[] {
  return items.flatMap((item) => (Array.isArray(item) ? flattenDeep(item) : [item]))
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * A function of the file handed over by name (`max(words, key=score)`, `sorted(words, key=vowels)`,
 * `words.sort(compareWords)`) is used by the caller, not an entry point of its own: the file costs what
 * the caller costs. Python's free `map(to_mask, words)` runs the function once per element and yields one
 * value per element.
 */
const FUNCTIONS_HANDED_BY_NAME: Case[] = [
  [
    'python: max with a key function',
    'python',
    `def score(word: str) -> int:
    total = 0
    for ch in word:
        total += ord(ch) - 96
    return total


def best_word(words: list[str]) -> str:
    return max(words, key=score)
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: sorted with a key function',
    'python',
    `def vowels(word):
    return sum(1 for ch in word if ch in "aeiou")


def order_by_vowels(words):
    return sorted(words, key=vowels)
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript: sort with a comparator function',
    'javascript',
    `function compareWords(a, b) {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a.charCodeAt(i) - b.charCodeAt(i)
  }
  return a.length - b.length
}

function sortWords(words) {
  return [...words].sort(compareWords)
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: list(map(to_mask, words)) then a set of the masks',
    'python',
    `def to_mask(word: str) -> int:
    mask = 0
    for ch in word:
        mask |= 1 << (ord(ch) - 97)
    return mask


def distinct_masks(words: list[str]) -> int:
    masks = list(map(to_mask, words))
    return len(set(masks))
`,
    'O(n)',
    'O(n)',
  ],
]

describe('closures called through a returned object', () => {
  it.each(RETURNED_CLOSURES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('topological order level by level', () => {
  it.each(LEVEL_BY_LEVEL_TOPOLOGICAL)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('design classes inserting into a sorted list', () => {
  it.each(SORTED_INSERTIONS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('small values made by a map callback', () => {
  it.each(SMALL_VALUES_FROM_MAP)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('recursion into the elements of a nested list', () => {
  it.each(NESTED_LIST_WALKS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('self-calls from a callback written inside the function', () => {
  it.each(SELF_CALLS_IN_CALLBACKS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('stacks and heaps of the file drained in the loop that fills them', () => {
  it.each(HAND_WRITTEN_DRAINS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('sift-down loops', () => {
  it.each(SIFT_DOWNS)('%s', async (_title, language, code, fn, time) => {
    expect(functionRow(await analysed(language, code), fn)?.time).toBe(time)
  })
})

describe('memo states over a fixed table of choices', () => {
  it.each(FIXED_CHOICE_STATES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('functions of the file passed by name to map', () => {
  it.each(NAMED_MAP_CALLBACKS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('n-ary trees walked through their children', () => {
  it.each(N_ARY_TREES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('recursion from an array method callback', () => {
  it.each(CALLBACK_RECURSION)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('functions handed over by name', () => {
  it.each(FUNCTIONS_HANDED_BY_NAME)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
