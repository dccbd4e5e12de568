import { describe, expect, it } from 'vitest'
import { analysed, costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Shapes of code the engine misread, each written afresh in several languages: k sorted arrays given as
 * a list of lists (k rows holding n values in all) and hand-written heaps drained by their size; queues
 * read through a forward-moving head index; digits read off the decimal text of a number; objects made
 * once and stored from a later loop; insertion or removal inside an array; callbacks over rows and rows
 * walked under their own name; values defaulted with `??`; tables sized by the sum of the values;
 * JavaScript arrays filled by index or made with Array and map; recursion down lists filled from a
 * parent array; lists copied by reference; levels replaced by the next one; Euclid's remainder loop;
 * digit sums with a carry; array entries walked with their indices; square roots written as a power;
 * parallel arrays read at one index; recursive parsers reading on from a shared position; values
 * swapped to the index they name; searches between bounds read off the values; another version kept
 * beside the solution; copies nothing names; non-null assertions inside conditions; collections handed
 * back in an object or a tuple; a harness that checks the solution on examples.
 */

/**
 * k rows of their own lengths holding n values in all, merged through a heap of one entry per row: O(n log
 * k), the output O(n).
 */
const K_SORTED_ARRAYS: Case[] = [
  [
    'python: heap of (value, row, column) over arrays',
    'python',
    `import heapq
from typing import List

def merge_k_sorted(arrays: List[List[int]]) -> List[int]:
    heap = []
    for i, arr in enumerate(arrays):
        if arr:
            heapq.heappush(heap, (arr[0], i, 0))
    result = []
    while heap:
        val, i, j = heapq.heappop(heap)
        result.append(val)
        if j + 1 < len(arrays[i]):
            heapq.heappush(heap, (arrays[i][j + 1], i, j + 1))
    return result
`,
    'O(n log k)',
    'O(n)',
  ],
  [
    'python: heapify a comprehension of first entries',
    'python',
    `from heapq import heappush, heappop, heapify

class Solution:
    def mergeArrays(self, lists):
        heap = [(lst[0], idx, 0) for idx, lst in enumerate(lists) if lst]
        heapify(heap)
        merged = []
        while heap:
            value, li, pos = heappop(heap)
            merged.append(value)
            nxt = pos + 1
            if nxt < len(lists[li]):
                heappush(heap, (lists[li][nxt], li, nxt))
        return merged
`,
    'O(n log k)',
    'O(n)',
  ],
  [
    'java: PriorityQueue of int[] over int[][] arrays',
    'java',
    `import java.util.*;
class Solution {
    public List<Integer> mergeArrays(int[][] arrays) {
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        for (int i = 0; i < arrays.length; i++) {
            if (arrays[i].length > 0) pq.offer(new int[] {arrays[i][0], i, 0});
        }
        List<Integer> out = new ArrayList<>();
        while (!pq.isEmpty()) {
            int[] top = pq.poll();
            out.add(top[0]);
            int row = top[1], col = top[2] + 1;
            if (col < arrays[row].length) pq.offer(new int[] {arrays[row][col], row, col});
        }
        return out;
    }
}
`,
    'O(n log k)',
    'O(n)',
  ],
  [
    'javascript: hand-written MinHeap drained by size()',
    'javascript',
    `class MinHeap {
  constructor() { this.a = [] }
  size() { return this.a.length }
  push(x) {
    const a = this.a
    a.push(x)
    let i = a.length - 1
    while (i > 0) {
      const p = (i - 1) >> 1
      if (a[p][0] <= a[i][0]) break
      ;[a[p], a[i]] = [a[i], a[p]]
      i = p
    }
  }
  pop() {
    const a = this.a
    const top = a[0]
    const last = a.pop()
    if (a.length > 0) {
      a[0] = last
      let i = 0
      while (true) {
        let s = i
        const l = 2 * i + 1, r = 2 * i + 2
        if (l < a.length && a[l][0] < a[s][0]) s = l
        if (r < a.length && a[r][0] < a[s][0]) s = r
        if (s === i) break
        ;[a[s], a[i]] = [a[i], a[s]]
        i = s
      }
    }
    return top
  }
}

function mergeKSorted(arrays) {
  const heap = new MinHeap()
  arrays.forEach((arr, i) => {
    if (arr.length) heap.push([arr[0], i, 0])
  })
  const out = []
  while (heap.size() > 0) {
    const [v, i, j] = heap.pop()
    out.push(v)
    if (j + 1 < arrays[i].length) heap.push([arrays[i][j + 1], i, j + 1])
  }
  return out
}
`,
    'O(n log k)',
    'O(n)',
  ],
  [
    'typescript: generic hand-written Heap drained by isEmpty()',
    'typescript',
    `class Heap<T> {
  private items: T[] = []
  constructor(private readonly less: (a: T, b: T) => boolean) {}
  isEmpty(): boolean {
    return this.items.length === 0
  }
  push(x: T): void {
    const a = this.items
    a.push(x)
    let i = a.length - 1
    while (i > 0) {
      const p = (i - 1) >> 1
      if (!this.less(a[i], a[p])) break
      ;[a[i], a[p]] = [a[p], a[i]]
      i = p
    }
  }
  pop(): T {
    const a = this.items
    const top = a[0]
    const last = a.pop() as T
    if (a.length > 0) {
      a[0] = last
      let i = 0
      for (;;) {
        const l = 2 * i + 1
        const r = l + 1
        let m = i
        if (l < a.length && this.less(a[l], a[m])) m = l
        if (r < a.length && this.less(a[r], a[m])) m = r
        if (m === i) break
        ;[a[i], a[m]] = [a[m], a[i]]
        i = m
      }
    }
    return top
  }
}

export function mergeSortedArrays(arrays: number[][]): number[] {
  const heap = new Heap<[number, number, number]>((x, y) => x[0] < y[0])
  for (let i = 0; i < arrays.length; i++) if (arrays[i].length) heap.push([arrays[i][0], i, 0])
  const merged: number[] = []
  while (!heap.isEmpty()) {
    const [v, r, c] = heap.pop()
    merged.push(v)
    if (c + 1 < arrays[r].length) heap.push([arrays[r][c + 1], r, c + 1])
  }
  return merged
}
`,
    'O(n log k)',
    'O(n)',
  ],
  [
    'python: heap class wrapping heapq drained by size()',
    'python',
    `import heapq

class MinHeap:
    def __init__(self):
        self.data = []

    def size(self):
        return len(self.data)

    def push(self, item):
        heapq.heappush(self.data, item)

    def pop(self):
        return heapq.heappop(self.data)


def merge_sorted_lists(lists):
    heap = MinHeap()
    for i, values in enumerate(lists):
        if values:
            heap.push((values[0], i, 0))
    out = []
    while heap.size() > 0:
        v, i, j = heap.pop()
        out.append(v)
        if j + 1 < len(lists[i]):
            heap.push((lists[i][j + 1], i, j + 1))
    return out
`,
    'O(n log k)',
    'O(n)',
  ],
]

/**
 * A BFS that appends to a list and reads it at a head index instead of shifting: once per item that
 * enters.
 */
const HEAD_INDEX_QUEUES: Case[] = [
  [
    'typescript: grid BFS with for (head < queue.length)',
    'typescript',
    `export function shortestPathBinaryMatrix(grid: number[][]): number {
  const n = grid.length
  const queue: Array<[number, number, number]> = [[0, 0, 1]]
  grid[0][0] = 1
  for (let head = 0; head < queue.length; head++) {
    const [r, c, dist] = queue[head]
    if (r === n - 1 && c === n - 1) return dist
    for (const [dr, dc] of DIRS) {
      const nr = r + dr
      const nc = c + dc
      if (nr < 0 || nc < 0 || nr >= n || nc >= n) continue
      if (grid[nr][nc] !== 0) continue
      grid[nr][nc] = 1
      queue.push([nr, nc, dist + 1])
    }
  }
  return -1
}
const DIRS = [[1, 0], [0, 1], [-1, 0], [0, -1]]
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'python: grid BFS with while head < len(queue)',
    'python',
    `def shortest(grid):
    n = len(grid)
    queue = [(0, 0, 1)]
    grid[0][0] = 1
    head = 0
    while head < len(queue):
        r, c, d = queue[head]
        head += 1
        if r == n - 1 and c == n - 1:
            return d
        for dr, dc in ((1, 0), (0, 1), (-1, 0), (0, -1)):
            nr, nc = r + dr, c + dc
            if 0 <= nr < n and 0 <= nc < n and grid[nr][nc] == 0:
                grid[nr][nc] = 1
                queue.append((nr, nc, d + 1))
    return -1
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'javascript: tree level order with queue[i]',
    'javascript',
    `function levelOrder(root) {
  if (!root) return []
  const queue = [root]
  const values = []
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]
    values.push(node.val)
    if (node.left) queue.push(node.left)
    if (node.right) queue.push(node.right)
  }
  return values
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: graph BFS over an ArrayList read with get(head)',
    'java',
    `import java.util.*;
class Solution {
    public int reachable(int n, int[][] edges) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) {
            adj.get(e[0]).add(e[1]);
            adj.get(e[1]).add(e[0]);
        }
        boolean[] seen = new boolean[n];
        List<Integer> order = new ArrayList<>();
        order.add(0);
        seen[0] = true;
        for (int head = 0; head < order.size(); head++) {
            int u = order.get(head);
            for (int v : adj.get(u)) {
                if (!seen[v]) {
                    seen[v] = true;
                    order.add(v);
                }
            }
        }
        return order.size();
    }
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'typescript: the same BFS with shift(), which moves the whole queue each time',
    'typescript',
    `export function shortestPathBinaryMatrix(grid: number[][]): number {
  const n = grid.length
  const queue: Array<[number, number, number]> = [[0, 0, 1]]
  grid[0][0] = 1
  while (queue.length > 0) {
    const [r, c, dist] = queue.shift()
    if (r === n - 1 && c === n - 1) return dist
    for (const [dr, dc] of DIRS) {
      const nr = r + dr
      const nc = c + dc
      if (nr < 0 || nc < 0 || nr >= n || nc >= n) continue
      if (grid[nr][nc] !== 0) continue
      grid[nr][nc] = 1
      queue.push([nr, nc, dist + 1])
    }
  }
  return -1
}
const DIRS = [[1, 0], [0, 1], [-1, 0], [0, -1]]
`,
    'O(n^4)',
    'O(n^2)',
  ],
]

/** A number replaced by a function of the digits of its text (String(n), str(n), toString, valueOf): log n. */
const DECIMAL_DIGITS: Case[] = [
  [
    'javascript: happy number with String(n).split',
    'javascript',
    `function isHappy(n) {
  const seen = new Set()
  while (n !== 1 && !seen.has(n)) {
    seen.add(n)
    n = digitSquareSum(n)
  }
  return n === 1
}

function digitSquareSum(n) {
  return String(n)
    .split('')
    .map(Number)
    .reduce((sum, d) => sum + d * d, 0)
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'python: happy number with sum over str(x)',
    'python',
    `class Solution:
    def isHappy(self, n: int) -> bool:
        def step(x):
            return sum(int(d) ** 2 for d in str(x))
        seen = set()
        while n != 1:
            if n in seen:
                return False
            seen.add(n)
            n = step(n)
        return True
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'typescript: add digits with x.toString()',
    'typescript',
    `function digitSum(x: number): number {
  let total = 0
  for (const ch of x.toString()) total += Number(ch)
  return total
}

export function addDigits(num: number): number {
  while (num >= 10) {
    num = digitSum(num)
  }
  return num
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'java: happy number, Floyd, String.valueOf(n).toCharArray()',
    'java',
    `class Solution {
    private int next(int n) {
        int s = 0;
        for (char c : String.valueOf(n).toCharArray()) s += (c - '0') * (c - '0');
        return s;
    }
    public boolean isHappy(int n) {
        int slow = n, fast = next(n);
        while (fast != 1 && slow != fast) {
            slow = next(slow);
            fast = next(next(fast));
        }
        return fast == 1;
    }
}
`,
    'O(log n)',
    'O(log n)',
  ],
]

/** A node made before a descent and linked in where the descent stops: one object, not one per step. */
const STORED_ONCE: Case[] = [
  [
    'typescript: iterative BST insert',
    'typescript',
    `class TreeNode {
  constructor(
    public val: number,
    public left: TreeNode | null = null,
    public right: TreeNode | null = null,
  ) {}
}

export function insertIntoBST(root: TreeNode | null, val: number): TreeNode {
  const fresh = new TreeNode(val)
  if (root === null) return fresh
  let node = root
  while (true) {
    if (val < node.val) {
      if (node.left === null) {
        node.left = fresh
        return root
      }
      node = node.left
    } else {
      if (node.right === null) {
        node.right = fresh
        return root
      }
      node = node.right
    }
  }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: iterative BST insert',
    'python',
    `class Solution:
    def insertIntoBST(self, root, val):
        node = TreeNode(val)
        if not root:
            return node
        cur = root
        while cur:
            if val < cur.val:
                if cur.left is None:
                    cur.left = node
                    break
                cur = cur.left
            else:
                if cur.right is None:
                    cur.right = node
                    break
                cur = cur.right
        return root
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: iterative BST insert with for (;;)',
    'java',
    `class Solution {
    public TreeNode insertIntoBST(TreeNode root, int val) {
        TreeNode node = new TreeNode(val);
        if (root == null) return node;
        TreeNode cur = root;
        for (;;) {
            if (val < cur.val) {
                if (cur.left == null) { cur.left = node; break; }
                cur = cur.left;
            } else {
                if (cur.right == null) { cur.right = node; break; }
                cur = cur.right;
            }
        }
        return root;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: a node made in every pass is still one per pass',
    'javascript',
    `function copyList(head) {
  const dummy = { val: 0, next: null }
  let tail = dummy
  for (let p = head; p; p = p.next) {
    const node = { val: p.val, next: null }
    tail.next = node
    tail = node
  }
  return dummy.next
}
`,
    'O(n)',
    'O(n)',
  ],
]

/** splice, list.insert(i, x) and list.add(i, x) move every element after the index. */
const MIDDLE_EDITS: Case[] = [
  [
    'javascript: duplicate zeros with splice',
    'javascript',
    `var duplicateZeros = function (arr) {
  const n = arr.length
  for (let i = 0; i < n; i++) {
    if (arr[i] === 0) {
      arr.splice(i + 1, 0, 0)
      arr.pop()
      i++
    }
  }
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'typescript: remove values with splice(i, 1)',
    'typescript',
    `export function removeValue(nums: number[], val: number): number {
  let i = 0
  while (i < nums.length) {
    if (nums[i] === val) nums.splice(i, 1)
    else i++
  }
  return nums.length
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'javascript: insertion into a sorted copy with splice',
    'javascript',
    `function insertionSortCopy(nums) {
  const out = []
  for (const x of nums) {
    let i = 0
    while (i < out.length && out[i] < x) i++
    out.splice(i, 0, x)
  }
  return out
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'java: insertion into a sorted ArrayList with add(i, x)',
    'java',
    `import java.util.*;
class Solution {
    public List<Integer> sortedCopy(int[] nums) {
        List<Integer> out = new ArrayList<>();
        for (int x : nums) {
            int i = 0;
            while (i < out.size() && out.get(i) < x) i++;
            out.add(i, x);
        }
        return out;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'python: insertion into a sorted list with insert(i, x)',
    'python',
    `def sorted_copy(nums):
    out = []
    for x in nums:
        i = 0
        while i < len(out) and out[i] < x:
            i += 1
        out.insert(i, x)
    return out
`,
    'O(n^2)',
    'O(n)',
  ],
]

/** The callback of every/reduce on a grid receives a row, and walking it costs the row's length. */
const ROW_CALLBACKS: Case[] = [
  [
    'typescript: Toeplitz with nested every',
    'typescript',
    `export function isToeplitzMatrix(matrix: number[][]): boolean {
  return matrix.every((row, r) => r === 0 || row.every((value, c) => c === 0 || value === matrix[r - 1][c - 1]))
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'javascript: nested every',
    'javascript',
    `function allPositive(grid) {
  return grid.every((row) => row.every((v) => v > 0))
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'javascript: nested reduce',
    'javascript',
    `function total(grid) {
  return grid.reduce((acc, row) => acc + row.reduce((a, v) => a + v, 0), 0)
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'javascript: nested forEach',
    'javascript',
    `function countNeg(grid) {
  let count = 0
  grid.forEach((row) => {
    row.forEach((v) => {
      if (v < 0) count++
    })
  })
  return count
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'python: nested all() generators',
    'python',
    `def all_positive(grid):
    return all(all(v > 0 for v in row) for row in grid)
`,
    'O(m * n)',
    'O(1)',
  ],
]

/** for row in grid then for x in row: the rows are walked on their own, so the grid is m by n, not square. */
const ROWS_BY_NAME: Case[] = [
  [
    'python: count squares in place with enumerate',
    'python',
    `from typing import List


class Solution:
    def countSquares(self, matrix: List[List[int]]) -> int:
        # matrix[r][c] becomes the side of the largest all-ones square whose
        # bottom-right corner is (r, c); that many squares end there.
        total = 0
        for r, row in enumerate(matrix):
            for c, cell in enumerate(row):
                if cell and r > 0 and c > 0:
                    row[c] = 1 + min(matrix[r - 1][c], row[c - 1], matrix[r - 1][c - 1])
                total += row[c]
        return total
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'typescript: for-of over rows',
    'typescript',
    `export function rowMax(grid: number[][]): number {
  let best = 0
  for (const row of grid) {
    for (const v of row) best = Math.max(best, v)
  }
  return best + grid[1][1]
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'java: enhanced for over int[] rows',
    'java',
    `class Solution {
    public int countSquares(int[][] matrix) {
        int total = 0;
        int r = 0;
        for (int[] row : matrix) {
            for (int c = 0; c < row.length; c++) {
                if (row[c] == 1 && r > 0 && c > 0)
                    row[c] = 1 + Math.min(matrix[r - 1][c], Math.min(row[c - 1], matrix[r - 1][c - 1]));
                total += row[c];
            }
            r++;
        }
        return total;
    }
}
`,
    'O(m * n)',
    'O(1)',
  ],
]

/**
 * lists[i] ?? null, lists[i] || null and lists[i] or None are the lists themselves, and grid[0]?.length ??
 * 0 is the row length: pairwise merging stays O(n log k), a walk of the grid O(m * n).
 */
const DEFAULTED_VALUES: Case[] = [
  [
    'typescript: pairwise merge, plain entries',
    'typescript',
    `export class ListNode {
  val: number
  next: ListNode | null

  constructor(val = 0, next: ListNode | null = null) {
    this.val = val
    this.next = next
  }
}

function mergeTwo(a: ListNode | null, b: ListNode | null): ListNode | null {
  const dummy = new ListNode()
  let tail = dummy
  while (a && b) {
    if (a.val <= b.val) {
      tail.next = a
      a = a.next
    } else {
      tail.next = b
      b = b.next
    }
    tail = tail.next
  }
  tail.next = a ?? b
  return dummy.next
}

// Merge lists pairwise, doubling the gap each round, like a bottom-up merge sort.
// Each round touches every node once and there are log k rounds.
export function mergeKLists(lists: Array<ListNode | null>): ListNode | null {
  if (lists.length === 0) return null
  for (let gap = 1; gap < lists.length; gap *= 2) {
    for (let i = 0; i + gap < lists.length; i += gap * 2) {
      lists[i] = mergeTwo(lists[i], lists[i + gap])
    }
  }
  return lists[0]
}
`,
    'O(n log k)',
    'O(1)',
  ],
  [
    'javascript: pairwise merge with || null',
    'javascript',
    `function mergeTwo(a, b) {
  const dummy = new ListNode(0)
  let tail = dummy
  while (a && b) {
    if (a.val < b.val) {
      tail.next = a
      a = a.next
    } else {
      tail.next = b
      b = b.next
    }
    tail = tail.next
  }
  tail.next = a || b
  return dummy.next
}

var mergeKLists = function (lists) {
  if (!lists.length) return null
  for (let step = 1; step < lists.length; step *= 2) {
    for (let i = 0; i + step < lists.length; i += 2 * step) {
      lists[i] = mergeTwo(lists[i] || null, lists[i + step] || null)
    }
  }
  return lists[0]
}
`,
    'O(n log k)',
    'O(1)',
  ],
  [
    'python: pairwise merge with or None',
    'python',
    `class Solution:
    def mergeKLists(self, lists):
        def merge(a, b):
            dummy = tail = ListNode()
            while a and b:
                if a.val < b.val:
                    tail.next, a = a, a.next
                else:
                    tail.next, b = b, b.next
                tail = tail.next
            tail.next = a or b
            return dummy.next

        if not lists:
            return None
        step = 1
        while step < len(lists):
            for i in range(0, len(lists) - step, step * 2):
                lists[i] = merge(lists[i] or None, lists[i + step] or None)
            step *= 2
        return lists[0]
`,
    'O(n log k)',
    'O(1)',
  ],
  [
    'typescript: grid sum with grid[0]?.length ?? 0',
    'typescript',
    `export function f(grid: number[][]): number {
  const rows = grid.length
  const cols = grid[0]?.length ?? 0
  let t = 0
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) t += grid[r]![c]!
  return t
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'javascript: grid copy with grid[0]?.length ?? 0',
    'javascript',
    `function copyGrid(grid) {
  const rows = grid.length
  const cols = grid[0]?.length ?? 0
  const out = []
  for (let r = 0; r < rows; r++) {
    const row = []
    for (let c = 0; c < cols; c++) row.push(grid[r][c])
    out.push(row)
  }
  return out
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

/**
 * Subset-sum tables indexed by sums up to sum(nums): the sum is a size of its own, m as an amount is in
 * coin change.
 */
const VALUE_SUMS: Case[] = [
  [
    'python: partition equal subset sum with sum()',
    'python',
    `def can_partition(nums):
    total = sum(nums)
    if total % 2:
        return False
    target = total // 2
    dp = [False] * (target + 1)
    dp[0] = True
    for num in nums:
        for s in range(target, num - 1, -1):
            dp[s] = dp[s] or dp[s - num]
    return dp[target]
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'python: last stone weight II with half the sum',
    'python',
    `from typing import List

class Solution:
    def lastStoneWeightII(self, stones: List[int]) -> int:
        total = sum(stones)
        half = total // 2
        reachable = [False] * (half + 1)
        reachable[0] = True
        for w in stones:
            for s in range(half, w - 1, -1):
                if reachable[s - w]:
                    reachable[s] = True
        for s in range(half, -1, -1):
            if reachable[s]:
                return total - 2 * s
        return 0
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'typescript: partition with reduce((a, b) => a + b, 0)',
    'typescript',
    `export function canPartition(nums: number[]): boolean {
  const total = nums.reduce((a, b) => a + b, 0)
  const dp: boolean[] = new Array(total + 1).fill(false)
  dp[0] = true
  for (const num of nums) {
    for (let s = total; s >= num; s--) {
      dp[s] = dp[s] || dp[s - num]
    }
  }
  return dp[total]
}
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'typescript: partition with a total added up in a loop',
    'typescript',
    `export function canPartition(nums: number[]): boolean {
  let total = 0
  for (const x of nums) total += x
  if (total % 2 === 1) return false
  const target = total / 2
  const dp: boolean[] = new Array(target + 1).fill(false)
  dp[0] = true
  for (const num of nums) {
    for (let s = target; s >= num; s--) {
      dp[s] = dp[s] || dp[s - num]
    }
  }
  return dp[target]
}
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'cpp: partition with std::accumulate',
    'cpp',
    `#include <numeric>
#include <vector>
using namespace std;
class Solution {
public:
    bool canPartition(vector<int>& nums) {
        int total = accumulate(nums.begin(), nums.end(), 0);
        if (total % 2) return false;
        int target = total / 2;
        vector<bool> dp(target + 1, false);
        dp[0] = true;
        for (int x : nums)
            for (int s = target; s >= x; --s)
                dp[s] = dp[s] || dp[s - x];
        return dp[target];
    }
};
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'java: partition with Arrays.stream(nums).sum()',
    'java',
    `import java.util.*;
class Solution {
    public boolean canPartition(int[] nums) {
        int total = Arrays.stream(nums).sum();
        if (total % 2 != 0) return false;
        boolean[] dp = new boolean[total / 2 + 1];
        dp[0] = true;
        for (int x : nums)
            for (int s = total / 2; s >= x; s--)
                dp[s] |= dp[s - x];
        return dp[total / 2];
    }
}
`,
    'O(m * n)',
    'O(m)',
  ],
]

/**
 * An array made empty and written past its end grows one element per write; one also filled by push does
 * not grow on a swap.
 */
const INDEX_GROWTH: Case[] = [
  [
    'javascript: climbing stairs with dp = [] and dp[i] = ...',
    'javascript',
    `function climb(n) {
  const dp = []
  dp[0] = 1
  dp[1] = 1
  for (let i = 2; i <= n; i++) dp[i] = dp[i - 1] + dp[i - 2]
  return dp[n]
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: tribonacci from a three-element literal',
    'typescript',
    `export function tribonacci(n: number): number {
  const t: number[] = [0, 1, 1]
  for (let i = 3; i <= n; i++) t[i] = t[i - 1] + t[i - 2] + t[i - 3]
  return t[n]
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: bubble sort of a pushed copy swaps in place',
    'javascript',
    `function bubble(nums) {
  const out = []
  for (const x of nums) out.push(x)
  for (let i = 0; i < out.length; i++)
    for (let j = 0; j + 1 < out.length - i; j++)
      if (out[j] > out[j + 1]) [out[j], out[j + 1]] = [out[j + 1], out[j]]
  return out
}
`,
    'O(n^2)',
    'O(n)',
  ],
]

/**
 * children[parent[i]].append(i) puts each index in one list, so a walk down them from a root meets each
 * index once.
 */
const FOREST_WALKS: Case[] = [
  [
    'python: inform time with a defaultdict of children',
    'python',
    `from collections import defaultdict

class Solution:
    def numOfMinutes(self, n, headID, manager, informTime):
        children = defaultdict(list)
        for emp, boss in enumerate(manager):
            if boss != -1:
                children[boss].append(emp)

        def dfs(u):
            best = 0
            for v in children[u]:
                best = max(best, dfs(v))
            return informTime[u] + best

        return dfs(headID)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: inform time with a list of lists',
    'python',
    `class Solution:
    def numOfMinutes(self, n, headID, manager, informTime):
        children = [[] for _ in range(n)]
        for emp in range(n):
            if manager[emp] != -1:
                children[manager[emp]].append(emp)

        def dfs(u):
            best = 0
            for v in children[u]:
                best = max(best, dfs(v))
            return informTime[u] + best

        return dfs(headID)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: inform time with a field list of lists',
    'java',
    `import java.util.*;
class Solution {
    private List<List<Integer>> kids = new ArrayList<>();
    private int[] time;
    public int numOfMinutes(int n, int headID, int[] manager, int[] informTime) {
        for (int i = 0; i < n; i++) kids.add(new ArrayList<>());
        for (int i = 0; i < n; i++) if (manager[i] != -1) kids.get(manager[i]).add(i);
        time = informTime;
        return dfs(headID);
    }
    private int dfs(int u) {
        int best = 0;
        for (int v : kids.get(u)) best = Math.max(best, dfs(v));
        return time[u] + best;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: depth from parents with forEach and a recursive arrow function',
    'javascript',
    `function maxDepthFromParents(parents) {
  const children = parents.map(() => [])
  let root = -1
  parents.forEach((p, i) => {
    if (p === -1) root = i
    else children[p].push(i)
  })
  const depth = (u) => {
    let best = 0
    for (const v of children[u]) best = Math.max(best, 1 + depth(v))
    return best
  }
  return root === -1 ? 0 : depth(root)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: subtree sizes with Array.from',
    'typescript',
    `export function subtreeSizes(parent: number[]): number[] {
  const n = parent.length
  const kids: number[][] = Array.from({ length: n }, () => [])
  for (let i = 1; i < n; i++) kids[parent[i]].push(i)
  const size = new Array<number>(n).fill(1)
  const visit = (u: number): number => {
    for (const v of kids[u]) size[u] += visit(v)
    return size[u]
  }
  visit(0)
  return size
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * filter and slice make a new list of references to the same strings, and so do a map or a comprehension
 * that reads elements or returns indices: O(n), not n times the words' length.
 */
const SHARED_ELEMENTS: Case[] = [
  [
    'typescript: filter a list of words',
    'typescript',
    `export function countLong(words: string[], k: number): number {
  const long = words.filter((w) => w.length > k)
  return long.length
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: slice a list of words',
    'javascript',
    `function countAfterFirst(words, bad) {
  const rest = words.slice(1)
  let count = 0
  for (const w of rest) if (w !== bad) count++
  return count
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: slice a list of words',
    'python',
    `def count_after_first(words, bad):
    rest = words[1:]
    return sum(1 for w in rest if w != bad)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: indices mapped, sorted, then mapped back to names',
    'typescript',
    `export function sortByHeight(names: string[], heights: number[]): string[] {
  const order = names.map((_, i) => i)
  order.sort((a, b) => heights[b] - heights[a])
  return order.map((i) => names[i])
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript: indices mapped to word lengths',
    'javascript',
    `function lengths(words) {
  const idx = words.map((w, i) => i)
  return idx.map((i) => words[i].length)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: comprehension of names read at sorted indices',
    'python',
    `def sort_people(names, heights):
    order = sorted(range(len(names)), key=lambda i: -heights[i])
    return [names[i] for i in order]
`,
    'O(n log n)',
    'O(n)',
  ],
]

/**
 * A loop that walks the current level and replaces it by the next (built by pushes or in one expression of
 * the children): the levels hold each item once.
 */
const SWAPPED_LEVELS: Case[] = [
  [
    'python: minimum height trees trimming leaves while more than two remain',
    'python',
    `from collections import defaultdict
from typing import List

class Solution:
    def findMinHeightTrees(self, n: int, edges: List[List[int]]) -> List[int]:
        if n <= 2:
            return list(range(n))
        neighbours = defaultdict(set)
        for a, b in edges:
            neighbours[a].add(b)
            neighbours[b].add(a)
        leaves = [v for v in range(n) if len(neighbours[v]) == 1]
        remaining = n
        while remaining > 2:
            remaining -= len(leaves)
            next_leaves = []
            for leaf in leaves:
                parent = neighbours[leaf].pop()
                neighbours[parent].remove(leaf)
                if len(neighbours[parent]) == 1:
                    next_leaves.append(parent)
            leaves = next_leaves
        return leaves
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'javascript: minimum height trees with sets',
    'javascript',
    `var findMinHeightTrees = function (n, edges) {
  if (n === 1) return [0]
  const adj = Array.from({ length: n }, () => new Set())
  for (const [a, b] of edges) {
    adj[a].add(b)
    adj[b].add(a)
  }
  let leaves = []
  for (let i = 0; i < n; i++) if (adj[i].size === 1) leaves.push(i)
  let left = n
  while (left > 2) {
    left -= leaves.length
    const next = []
    for (const leaf of leaves) {
      for (const p of adj[leaf]) {
        adj[p].delete(leaf)
        if (adj[p].size === 1) next.push(p)
      }
    }
    leaves = next
  }
  return leaves
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'java: minimum height trees with ArrayLists',
    'java',
    `import java.util.*;
class Solution {
    public List<Integer> findMinHeightTrees(int n, int[][] edges) {
        if (n == 1) return List.of(0);
        List<Set<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new HashSet<>());
        for (int[] e : edges) {
            adj.get(e[0]).add(e[1]);
            adj.get(e[1]).add(e[0]);
        }
        List<Integer> leaves = new ArrayList<>();
        for (int i = 0; i < n; i++) if (adj.get(i).size() == 1) leaves.add(i);
        int remaining = n;
        while (remaining > 2) {
            remaining -= leaves.size();
            List<Integer> next = new ArrayList<>();
            for (int leaf : leaves) {
                int p = adj.get(leaf).iterator().next();
                adj.get(p).remove(leaf);
                if (adj.get(p).size() == 1) next.add(p);
            }
            leaves = next;
        }
        return leaves;
    }
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'javascript: average of levels with flatMap and filter',
    'javascript',
    `const averageOfLevels = (root) => {
  const averages = []
  let level = root ? [root] : []
  while (level.length > 0) {
    const sum = level.reduce((acc, node) => acc + node.val, 0)
    averages.push(sum / level.length)
    level = level.flatMap((node) => [node.left, node.right]).filter(Boolean)
  }
  return averages
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: level order with a comprehension of children',
    'python',
    `class Solution:
    def levelOrder(self, root):
        out = []
        level = [root] if root else []
        while level:
            out.append([node.val for node in level])
            level = [child for node in level for child in (node.left, node.right) if child]
        return out
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: right side view with flatMap',
    'typescript',
    `interface TreeNode {
  val: number
  left: TreeNode | null
  right: TreeNode | null
}

export function rightSideView(root: TreeNode | null): number[] {
  const view: number[] = []
  let level: TreeNode[] = root ? [root] : []
  while (level.length) {
    view.push(level[level.length - 1].val)
    level = level.flatMap((n) => [n.left, n.right].filter((c): c is TreeNode => c !== null))
  }
  return view
}
`,
    'O(n)',
    'O(n)',
  ],
]

/** a, b = b, a % b (directly or through a temporary) runs log of the values' size. */
const EUCLID: Case[] = [
  [
    'python: gcd with tuple assignment',
    'python',
    `class Solution:
    def gcdOfStrings(self, a: int, b: int) -> int:
        while b:
            a, b = b, a % b
        return a
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'java: gcd through a remainder variable',
    'java',
    `class Solution {
    public int gcd(int a, int b) {
        while (b != 0) {
            int r = a % b;
            a = b;
            b = r;
        }
        return a;
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'javascript: gcd through a const temporary',
    'javascript',
    `function gcd(x, y) {
  let a = x
  let b = y
  while (b !== 0) {
    const t = a % b
    a = b
    b = t
  }
  return a
}
`,
    'O(log n)',
    'O(1)',
  ],
]

/**
 * while i >= 0 or j >= 0 or carry: the pointers decide the length, not the small carry that is halved
 * beside them.
 */
const CARRIES: Case[] = [
  [
    'python: add binary',
    'python',
    `class Solution:
    def addBinary(self, a: str, b: str) -> str:
        i, j, carry = len(a) - 1, len(b) - 1, 0
        out = []
        while i >= 0 or j >= 0 or carry:
            total = carry
            if i >= 0:
                total += int(a[i])
                i -= 1
            if j >= 0:
                total += int(b[j])
                j -= 1
            out.append(str(total % 2))
            carry = total // 2
        return ''.join(reversed(out))
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'typescript: add strings with charCodeAt',
    'typescript',
    `export function addStrings(num1: string, num2: string): string {
  let i = num1.length - 1
  let j = num2.length - 1
  let carry = 0
  const out: number[] = []
  while (i >= 0 || j >= 0 || carry > 0) {
    const d1 = i >= 0 ? num1.charCodeAt(i) - 48 : 0
    const d2 = j >= 0 ? num2.charCodeAt(j) - 48 : 0
    const sum = d1 + d2 + carry
    out.push(sum % 10)
    carry = Math.floor(sum / 10)
    i--
    j--
  }
  return out.reverse().join('')
}
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'typescript: add binary with a[i--]',
    'typescript',
    `export function addBinary(a: string, b: string): string {
  let i = a.length - 1
  let j = b.length - 1
  let carry = 0
  const out: string[] = []
  while (i >= 0 || j >= 0 || carry) {
    const sum = (i >= 0 ? +a[i--] : 0) + (j >= 0 ? +b[j--] : 0) + carry
    out.push(String(sum % 2))
    carry = sum >> 1
  }
  return out.reverse().join('')
}
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'java: add strings with a StringBuilder',
    'java',
    `class Solution {
    public String addStrings(String num1, String num2) {
        StringBuilder sb = new StringBuilder();
        int i = num1.length() - 1, j = num2.length() - 1, carry = 0;
        while (i >= 0 || j >= 0 || carry != 0) {
            int sum = carry;
            if (i >= 0) sum += num1.charAt(i--) - '0';
            if (j >= 0) sum += num2.charAt(j--) - '0';
            sb.append(sum % 10);
            carry = sum / 10;
        }
        return sb.reverse().toString();
    }
}
`,
    'O(m + n)',
    'O(m + n)',
  ],
]

/**
 * Array(n) without new is new Array(n), and map over a filled array with a callback that makes a row
 * builds a table of rows.
 */
const ARRAY_ROWS: Case[] = [
  [
    'javascript: unique paths with Array(m).fill().map(() => Array(n).fill(0))',
    'javascript',
    `function paths(m, n) {
  const dp = Array(m).fill().map(() => Array(n).fill(0))
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      dp[i][j] = i === 0 || j === 0 ? 1 : dp[i - 1][j] + dp[i][j - 1]
    }
  }
  return dp[m - 1][n - 1]
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'javascript: unique paths with Array(m).fill(null).map(...)',
    'javascript',
    `function paths(m, n) {
  const dp = Array(m).fill(null).map(() => Array(n).fill(0))
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      dp[i][j] = i === 0 || j === 0 ? 1 : dp[i - 1][j] + dp[i][j - 1]
    }
  }
  return dp[m - 1][n - 1]
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'typescript: minimum path sum with new Array(m).fill(0).map(...)',
    'typescript',
    `export function minPathSum(grid: number[][]): number {
  const m = grid.length
  const n = grid[0].length
  const best: number[][] = new Array(m).fill(0).map(() => new Array(n).fill(0))
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      const up = i > 0 ? best[i - 1][j] : Infinity
      const left = j > 0 ? best[i][j - 1] : Infinity
      best[i][j] = grid[i][j] + (i === 0 && j === 0 ? 0 : Math.min(up, left))
    }
  }
  return best[m - 1][n - 1]
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'typescript: running maximum with Array(n).fill(0)',
    'typescript',
    `export function runningMax(nums: number[]): number[] {
  const out = Array(nums.length).fill(0)
  let best = -Infinity
  for (let i = 0; i < nums.length; i++) {
    best = Math.max(best, nums[i])
    out[i] = best
  }
  return out
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: unique paths with a comprehension of rows, for comparison',
    'python',
    `def unique_paths(m, n):
    dp = [[0] * n for _ in range(m)]
    for i in range(m):
        for j in range(n):
            dp[i][j] = 1 if i == 0 or j == 0 else dp[i - 1][j] + dp[i][j - 1]
    return dp[m - 1][n - 1]
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

/** for (const [i, row] of grid.entries()) walks the rows with their indices, as enumerate does. */
const ENTRIES: Case[] = [
  [
    'javascript: entries of the rows, then each row',
    'javascript',
    `function f(grid) {
  let t = 0
  for (const [i, row] of grid.entries()) {
    for (const v of row) t += v + i
  }
  return t
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'typescript: entries of the rows and of each row',
    'typescript',
    `export function sumGrid(grid: number[][]): number {
  let t = 0
  for (const [r, row] of grid.entries()) for (const [c, v] of row.entries()) t += v * (r + c)
  return t
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'python: enumerate of the rows and of each row',
    'python',
    `def weighted_sum(grid):
    total = 0
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            total += v * (r + c)
    return total
`,
    'O(m * n)',
    'O(1)',
  ],
]

/** c ** 0.5 bounds a loop as math.sqrt(c) does. */
const SQUARE_ROOTS: Case[] = [
  [
    'python: sum of square numbers from int(c ** 0.5)',
    'python',
    `class Solution:
    def judgeSquareSum(self, c: int) -> bool:
        a, b = 0, int(c ** 0.5)
        while a <= b:
            s = a * a + b * b
            if s == c:
                return True
            if s < c:
                a += 1
            else:
                b -= 1
        return False
`,
    'O(sqrt(n))',
    'O(1)',
  ],
  [
    'typescript: sum of square numbers from c ** 0.5',
    'typescript',
    `export function judgeSquareSum(c: number): boolean {
  let a = 0
  let b = Math.trunc(c ** 0.5)
  while (a <= b) {
    const s = a * a + b * b
    if (s === c) return true
    if (s < c) a++
    else b--
  }
  return false
}
`,
    'O(sqrt(n))',
    'O(1)',
  ],
  [
    'javascript: sum of square numbers from Math.sqrt(c)',
    'javascript',
    `function judgeSquareSum(c) {
  let a = 0
  let b = Math.floor(Math.sqrt(c))
  while (a <= b) {
    const s = a * a + b * b
    if (s === c) return true
    if (s < c) a++
    else b--
  }
  return false
}
`,
    'O(sqrt(n))',
    'O(1)',
  ],
]

/** weights[i] beside values[i]: one entry per item, so one length, and the capacity is the second size. */
const PARALLEL_ARRAYS: Case[] = [
  [
    'python: 0/1 knapsack with a full table',
    'python',
    `def knapsack(weights, values, capacity):
    n = len(weights)
    dp = [[0] * (capacity + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        w, v = weights[i - 1], values[i - 1]
        for c in range(capacity + 1):
            dp[i][c] = dp[i - 1][c]
            if w <= c:
                dp[i][c] = max(dp[i][c], dp[i - 1][c - w] + v)
    return dp[n][capacity]
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'typescript: 0/1 knapsack with one row',
    'typescript',
    `export function knapsack(weights: number[], values: number[], capacity: number): number {
  const best = new Array<number>(capacity + 1).fill(0)
  for (let i = 0; i < weights.length; i++) {
    for (let c = capacity; c >= weights[i]; c--) {
      best[c] = Math.max(best[c], best[c - weights[i]] + values[i])
    }
  }
  return best[capacity]
}
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'java: 0/1 knapsack with capacity W',
    'java',
    `class Solution {
    public int knapsack(int[] weight, int[] value, int W) {
        int[] dp = new int[W + 1];
        for (int i = 0; i < weight.length; i++)
            for (int c = W; c >= weight[i]; c--)
                dp[c] = Math.max(dp[c], dp[c - weight[i]] + value[i]);
        return dp[W];
    }
}
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'javascript: 0/1 knapsack over forEach',
    'javascript',
    `function maxProfit(profit, weight, limit) {
  const dp = Array(limit + 1).fill(0)
  profit.forEach((p, i) => {
    for (let c = limit; c >= weight[i]; c--) dp[c] = Math.max(dp[c], dp[c - weight[i]] + profit[i])
  })
  return dp[limit]
}
`,
    'O(m * n)',
    'O(m)',
  ],
]

/**
 * A parser that calls itself inside its reading loop, on a position all its calls share or that each call
 * hands back: the calls read the input once between them.
 */
const PARSERS: Case[] = [
  [
    'python: calculator with self.i',
    'python',
    `class Solution:
    def calculate(self, s: str) -> int:
        self.i = 0

        def parse():
            total, sign, num = 0, 1, 0
            while self.i < len(s):
                ch = s[self.i]
                self.i += 1
                if ch.isdigit():
                    num = num * 10 + int(ch)
                elif ch in '+-':
                    total += sign * num
                    num = 0
                    sign = 1 if ch == '+' else -1
                elif ch == '(':
                    num = parse()
                elif ch == ')':
                    break
            return total + sign * num

        return parse()
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: calculator with a closure index',
    'javascript',
    `var calculate = function (s) {
  let i = 0
  const parse = () => {
    let total = 0
    let sign = 1
    let num = 0
    while (i < s.length) {
      const ch = s[i++]
      if (ch >= '0' && ch <= '9') num = num * 10 + (ch.charCodeAt(0) - 48)
      else if (ch === '+' || ch === '-') {
        total += sign * num
        num = 0
        sign = ch === '+' ? 1 : -1
      } else if (ch === '(') num = parse()
      else if (ch === ')') break
    }
    return total + sign * num
  }
  return parse()
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: calculator with a field and charAt(pos++)',
    'java',
    `class Solution {
    private int pos = 0;

    public int calculate(String s) {
        pos = 0;
        return parse(s);
    }

    private int parse(String s) {
        int total = 0, sign = 1, num = 0;
        while (pos < s.length()) {
            char c = s.charAt(pos++);
            if (Character.isDigit(c)) {
                num = num * 10 + (c - '0');
            } else if (c == '+' || c == '-') {
                total += sign * num;
                num = 0;
                sign = c == '+' ? 1 : -1;
            } else if (c == '(') {
                num = parse(s);
            } else if (c == ')') {
                break;
            }
        }
        return total + sign * num;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: decode string handing back the index',
    'python',
    `class Solution:
    def decodeString(self, s: str) -> str:
        def helper(i):
            out = []
            num = 0
            while i < len(s):
                ch = s[i]
                if ch.isdigit():
                    num = num * 10 + int(ch)
                    i += 1
                elif ch == '[':
                    inner, i = helper(i + 1)
                    out.append(inner * num)
                    num = 0
                elif ch == ']':
                    return ''.join(out), i + 1
                else:
                    out.append(ch)
                    i += 1
            return ''.join(out), i
        return helper(0)[0]
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * Cyclic sort: a swap puts a value at its own index, where it stays, so the inner loop swaps at most n
 * times over the whole run.
 */
const CYCLIC_SORT: Case[] = [
  [
    'python: first missing positive',
    'python',
    `class Solution:
    def firstMissingPositive(self, nums):
        n = len(nums)
        for i in range(n):
            while 0 < nums[i] <= n and nums[nums[i] - 1] != nums[i]:
                j = nums[i] - 1
                nums[i], nums[j] = nums[j], nums[i]
        for i in range(n):
            if nums[i] != i + 1:
                return i + 1
        return n + 1
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: first missing positive with a destructuring swap',
    'typescript',
    `export function firstMissingPositive(nums: number[]): number {
  const n = nums.length
  for (let i = 0; i < n; i++) {
    while (nums[i] > 0 && nums[i] <= n && nums[nums[i] - 1] !== nums[i]) {
      const j = nums[i] - 1
      ;[nums[i], nums[j]] = [nums[j], nums[i]]
    }
  }
  for (let i = 0; i < n; i++) if (nums[i] !== i + 1) return i + 1
  return n + 1
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: disappeared numbers with a temporary',
    'javascript',
    `function findDisappearedNumbers(nums) {
  for (let i = 0; i < nums.length; i++) {
    while (nums[nums[i] - 1] !== nums[i]) {
      const j = nums[i] - 1
      const t = nums[j]
      nums[j] = nums[i]
      nums[i] = t
    }
  }
  const out = []
  for (let i = 0; i < nums.length; i++) if (nums[i] !== i + 1) out.push(i + 1)
  return out
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * hi = max(hi, q) over the input, or hi = position[-1] - position[0]: the bounds are values, so the search
 * takes log M steps.
 */
const VALUE_BOUNDS: Case[] = [
  [
    'javascript: minimized maximum with a running Math.max',
    'javascript',
    `var minimizedMaximum = function (n, quantities) {
  let lo = 1
  let hi = 0
  for (const q of quantities) hi = Math.max(hi, q)
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    let stores = 0
    for (const q of quantities) stores += Math.ceil(q / mid)
    if (stores <= n) hi = mid
    else lo = mid + 1
  }
  return lo
}
`,
    'O(m log M)',
    'O(1)',
  ],
  [
    'python: ship capacity with a running max',
    'python',
    `def min_capacity(weights, days):
    hi = 0
    for w in weights:
        hi = max(hi, w)
    lo = 1
    while lo < hi:
        mid = (lo + hi) // 2
        need, load = 1, 0
        for w in weights:
            if load + w > mid:
                need += 1
                load = 0
            load += w
        if need <= days and mid >= max(weights):
            hi = mid
        else:
            lo = mid + 1
    return lo
`,
    'O(n log M)',
    'O(1)',
  ],
  [
    'python: magnetic force between the first and last positions',
    'python',
    `class Solution:
    def maxDistance(self, position, m: int) -> int:
        position.sort()
        def can(gap):
            count, last = 1, position[0]
            for p in position[1:]:
                if p - last >= gap:
                    count += 1
                    last = p
            return count >= m
        lo, hi = 1, position[-1] - position[0]
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if can(mid):
                lo = mid
            else:
                hi = mid - 1
        return lo
`,
    'O(n log n + n log M)',
    'O(n)',
  ],
  [
    'typescript: magnetic force with a closure check',
    'typescript',
    `export function maxDistance(position: number[], m: number): number {
  position.sort((a, b) => a - b)
  const fits = (gap: number): boolean => {
    let placed = 1
    let last = position[0]
    for (let i = 1; i < position.length; i++) {
      if (position[i] - last >= gap) {
        placed++
        last = position[i]
      }
    }
    return placed >= m
  }
  let lo = 1
  let hi = position[position.length - 1] - position[0]
  while (lo < hi) {
    const mid = Math.floor((lo + hi + 1) / 2)
    if (fits(mid)) lo = mid
    else hi = mid - 1
  }
  return lo
}
`,
    'O(n log n + n log M)',
    'O(1)',
  ],
  [
    'java: magnetic force with an inline check',
    'java',
    `import java.util.*;
class Solution {
    public int maxDistance(int[] position, int m) {
        Arrays.sort(position);
        int lo = 1, hi = position[position.length - 1] - position[0];
        while (lo < hi) {
            int mid = lo + (hi - lo + 1) / 2;
            int placed = 1, last = position[0];
            for (int p : position) {
                if (p - last >= mid) {
                    placed++;
                    last = p;
                }
            }
            if (placed >= m) lo = mid;
            else hi = mid - 1;
        }
        return lo;
    }
}
`,
    'O(n log n + n log M)',
    'O(1)',
  ],
]

/**
 * reverseListRecursive beside reverseList, containsDuplicateBrute beside containsDuplicate, calls kept
 * under a false DEBUG flag: the file is about the solution.
 */
const OTHER_VERSIONS: Case[] = [
  [
    'javascript: iterative reversal beside a recursive version and a DEBUG block',
    'javascript',
    `function reverseList(head) {
  let prev = null
  while (head) {
    const next = head.next
    head.next = prev
    prev = head
    head = next
  }
  return prev
}

// Recursive version kept for comparison: O(n) stack.
function reverseListRecursive(head) {
  if (!head || !head.next) return head
  const rest = reverseListRecursive(head.next)
  head.next.next = head
  head.next = null
  return rest
}

const DEBUG = false
if (DEBUG) {
  console.log(reverseList(null), reverseListRecursive(null))
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: set version beside an exported brute force',
    'typescript',
    `export function containsDuplicate(nums: number[]): boolean {
  const seen = new Set<number>()
  for (const x of nums) {
    if (seen.has(x)) return true
    seen.add(x)
  }
  return false
}

// Brute force, O(n^2) time and O(1) space: only used to check the set version.
export function containsDuplicateBrute(nums: number[]): boolean {
  for (let i = 0; i < nums.length; i++)
    for (let j = i + 1; j < nums.length; j++) if (nums[i] === nums[j]) return true
  return false
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: hash map beside a brute force and an if False block',
    'python',
    `from typing import List


def two_sum(nums: List[int], target: int) -> List[int]:
    index = {}
    for i, x in enumerate(nums):
        if target - x in index:
            return [index[target - x], i]
        index[x] = i
    return []


def two_sum_brute(nums: List[int], target: int) -> List[int]:
    # O(n^2) time: every pair.
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] + nums[j] == target:
                return [i, j]
    return []


if False:
    print(two_sum([2, 7, 11, 15], 9), two_sum_brute([2, 7, 11, 15], 9))
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: fast and slow pointers beside an unused array version and its list helpers',
    'javascript',
    `function middleNode(head) {
  let slow = head
  let fast = head
  while (fast && fast.next) {
    slow = slow.next
    fast = fast.next.next
  }
  return slow
}

function toList(values) {
  const dummy = { val: 0, next: null }
  let tail = dummy
  for (const v of values) {
    tail.next = { val: v, next: null }
    tail = tail.next
  }
  return dummy.next
}

function toValues(head) {
  const out = []
  for (let p = head; p; p = p.next) out.push(p.val)
  return out
}

// Array version tried first; not used, it needs O(n) extra memory.
function middleNodeWithArray(head) {
  const values = toValues(head)
  return toList(values.slice(Math.floor(values.length / 2)))
}
`,
    'O(n)',
    'O(1)',
  ],
]

/**
 * sorted(heights) passed straight to zip, [...heights].sort(), trimEnd().split(): the copies are made all
 * the same.
 */
const TEMPORARY_COPIES: Case[] = [
  [
    'python: height checker zipping with sorted()',
    'python',
    `from typing import List


class Solution:
    def heightChecker(self, heights: List[int]) -> int:
        return sum(a != b for a, b in zip(heights, sorted(heights)))
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript: height checker sorting a spread copy',
    'javascript',
    `function heightChecker(heights) {
  return [...heights].sort((a, b) => a - b).filter((h, i) => h !== heights[i]).length
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: median of a sorted copy',
    'python',
    `def min_moves(nums):
    median = sorted(nums)[len(nums) // 2]
    return sum(abs(x - median) for x in nums)
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'typescript: length of last word with trimEnd and optional chaining',
    'typescript',
    `export function lengthOfLastWord(s: string): number {
  return s.trimEnd().split(' ').pop()?.length ?? 0
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: length of last word with trimEnd',
    'javascript',
    `function lengthOfLastWord(s) {
  const words = s.trimEnd().split(' ')
  return words[words.length - 1].length
}
`,
    'O(n)',
    'O(n)',
  ],
]

/** a && b! > c is a && (b! > c), whatever the grammar nests: the stack loop stays a monotonic stack. */
const ASSERTED_OPERANDS: Case[] = [
  [
    'typescript: smallest subsequence of distinct characters',
    'typescript',
    `export function smallestSubsequence(s: string): string {
  const last = new Map<string, number>()
  for (let i = 0; i < s.length; i++) last.set(s[i], i)
  const stack: string[] = []
  const inStack = new Set<string>()
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]
    if (inStack.has(ch)) continue
    while (stack.length > 0 && stack[stack.length - 1]! > ch && last.get(stack[stack.length - 1]!)! > i) {
      inStack.delete(stack.pop()!)
    }
    stack.push(ch)
    inStack.add(ch)
  }
  return stack.join('')
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: monotonic stack with a helper and a popped value deleted from a set',
    'typescript',
    `function top(stack: string[]): string | undefined {
  return stack[stack.length - 1]
}
export function f(s: string): string {
  const stack: string[] = []
  const inStack = new Set<string>()
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!
    while (stack.length > 0 && top(stack)! > ch) {
      inStack.delete(stack.pop()!)
    }
    stack.push(ch)
  }
  return stack.join('')
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * const { adjacency, indegree } = buildGraph(n, edges) and adj, indegree = build(n, edges): each name
 * holds the part of the same name (or place) the helper returned.
 */
const RETURNED_PARTS: Case[] = [
  [
    'typescript: topological order from a helper returning an object',
    'typescript',
    `function buildGraph(n: number, edges: number[][]) {
  const adjacency: number[][] = Array.from({ length: n }, () => [])
  const indegree: number[] = new Array(n).fill(0)
  for (const [a, b] of edges) {
    adjacency[a].push(b)
    indegree[b]++
  }
  return { adjacency, indegree }
}

export function topoOrder(n: number, edges: number[][]): number[] {
  const { adjacency, indegree } = buildGraph(n, edges)
  const queue: number[] = []
  for (let i = 0; i < n; i++) if (indegree[i] === 0) queue.push(i)
  const order: number[] = []
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head]
    order.push(u)
    for (const v of adjacency[u]) if (--indegree[v] === 0) queue.push(v)
  }
  return order.length === n ? order : []
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'javascript: course schedule from a helper returning an object',
    'javascript',
    `function buildGraph(n, edges) {
  const adjacency = Array.from({ length: n }, () => [])
  const indegree = new Array(n).fill(0)
  for (const [a, b] of edges) {
    adjacency[a].push(b)
    indegree[b]++
  }
  return { adjacency, indegree }
}

function canFinish(numCourses, prerequisites) {
  const { adjacency, indegree } = buildGraph(numCourses, prerequisites)
  const stack = []
  indegree.forEach((d, i) => {
    if (d === 0) stack.push(i)
  })
  let seen = 0
  while (stack.length) {
    const u = stack.pop()
    seen++
    for (const v of adjacency[u]) {
      indegree[v]--
      if (indegree[v] === 0) stack.push(v)
    }
  }
  return seen === numCourses
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'python: topological order from a helper returning a tuple',
    'python',
    `from collections import deque


def build(n, edges):
    adj = [[] for _ in range(n)]
    indegree = [0] * n
    for a, b in edges:
        adj[a].append(b)
        indegree[b] += 1
    return adj, indegree


def topo_order(n, edges):
    adj, indegree = build(n, edges)
    queue = deque(i for i in range(n) if indegree[i] == 0)
    order = []
    while queue:
        u = queue.popleft()
        order.append(u)
        for v in adj[u]:
            indegree[v] -= 1
            if indegree[v] == 0:
                queue.append(v)
    return order if len(order) == n else []
`,
    'O(V + E)',
    'O(V + E)',
  ],
]

/**
 * A free function without parameters that nothing calls and that runs the solution and its brute force on
 * examples is a harness, like main: the solution is what it calls.
 */
const HARNESSES: Case[] = [
  [
    'javascript: longest consecutive run checked by selfCheck',
    'javascript',
    `function longestRun(nums) {
  const set = new Set(nums)
  let best = 0
  for (const x of set) {
    if (set.has(x - 1)) continue
    let y = x
    while (set.has(y + 1)) y++
    best = Math.max(best, y - x + 1)
  }
  return best
}

function longestRunBrute(nums) {
  let best = 0
  for (const x of nums) {
    let y = x
    while (nums.includes(y + 1)) y++
    best = Math.max(best, y - x + 1)
  }
  return best
}

function selfCheck() {
  const cases = [[100, 4, 200, 1, 3, 2], [0, 3, 7, 2, 5, 8, 4, 6, 0, 1], []]
  for (const nums of cases) {
    if (longestRun(nums) !== longestRunBrute(nums)) console.log('mismatch', nums)
  }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: best time to buy and sell checked by check',
    'python',
    `def max_profit(prices):
    lowest = float('inf')
    best = 0
    for p in prices:
        lowest = min(lowest, p)
        best = max(best, p - lowest)
    return best


def max_profit_brute(prices):
    best = 0
    for i in range(len(prices)):
        for j in range(i + 1, len(prices)):
            best = max(best, prices[j] - prices[i])
    return best


def check():
    for prices in ([7, 1, 5, 3, 6, 4], [7, 6, 4, 3, 1]):
        assert max_profit(prices) == max_profit_brute(prices)
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: maximum subarray checked by runChecks',
    'typescript',
    `function maxSubarray(nums: number[]): number {
  let best = -Infinity
  let run = 0
  for (const x of nums) {
    run = Math.max(x, run + x)
    best = Math.max(best, run)
  }
  return best
}

function maxSubarrayBrute(nums: number[]): number {
  let best = -Infinity
  for (let i = 0; i < nums.length; i++) {
    let sum = 0
    for (let j = i; j < nums.length; j++) {
      sum += nums[j]
      best = Math.max(best, sum)
    }
  }
  return best
}

function runChecks(): void {
  for (const nums of [[-2, 1, -3, 4, -1, 2, 1, -5, 4], [1], [5, 4, -1, 7, 8]]) {
    if (maxSubarray(nums) !== maxSubarrayBrute(nums)) throw new Error(String(nums))
  }
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('k sorted arrays given as a list of lists', () => {
  it.each(K_SORTED_ARRAYS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('queues read through a forward-moving head index', () => {
  it.each(HEAD_INDEX_QUEUES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('digits read off the decimal text of a number', () => {
  it.each(DECIMAL_DIGITS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('an object made once and stored from a later loop', () => {
  it.each(STORED_ONCE)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('inserting or removing inside an array', () => {
  it.each(MIDDLE_EDITS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('callbacks over the rows of a grid', () => {
  it.each(ROW_CALLBACKS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('rows walked under their own name', () => {
  it.each(ROWS_BY_NAME)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('values defaulted where they may be missing', () => {
  it.each(DEFAULTED_VALUES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('tables sized by the sum of the values', () => {
  it.each(VALUE_SUMS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('JavaScript arrays filled by index', () => {
  it.each(INDEX_GROWTH)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('recursion down lists filled from a parent array', () => {
  it.each(FOREST_WALKS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('lists copied with the same elements', () => {
  it.each(SHARED_ELEMENTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('levels replaced by the next one', () => {
  it.each(SWAPPED_LEVELS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('the remainder loop of Euclid', () => {
  it.each(EUCLID)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('digit-by-digit sums with a carry', () => {
  it.each(CARRIES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('JavaScript tables made with Array and map', () => {
  it.each(ARRAY_ROWS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('array entries walked with their indices', () => {
  it.each(ENTRIES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('square roots written as a power', () => {
  it.each(SQUARE_ROOTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('parallel arrays read at one index', () => {
  it.each(PARALLEL_ARRAYS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('recursive parsers reading on from a shared position', () => {
  it.each(PARSERS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('values swapped to the index they name', () => {
  it.each(CYCLIC_SORT)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('searches between bounds read off the values', () => {
  it.each(VALUE_BOUNDS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('another version kept beside the solution', () => {
  it.each(OTHER_VERSIONS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('copies nothing names', () => {
  it.each(TEMPORARY_COPIES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('non-null assertions inside conditions', () => {
  it.each(ASSERTED_OPERANDS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('collections handed back in an object or a tuple', () => {
  it.each(RETURNED_PARTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('a harness that checks the solution on examples', () => {
  it.each(HARNESSES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('claims on another version', () => {
  it('reads a complexity stated above a brute-force version as about that version, not the solution', async () => {
    const code = OTHER_VERSIONS.find(([title]) => title.startsWith('typescript'))?.[2] ?? ''
    const report = await analysed('typescript', code)
    expect(report.time.bigO).toBe('O(n)')
    expect(report.claims.filter((c) => c.agrees === false)).toEqual([])
  })
})
