import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A C++ memo read and written through a reference to its cell (`int& best = memo[i][j]`), and a helper
 * that walks down one link from the node a caller's pointer loop hands it along another link (the
 * rightmost node of a left subtree): the walks never cover the same links twice, O(n) in all. A counted
 * walk along `.next` from a list's head takes no more steps than the list has nodes.
 */
const CASES: Case[] = [
  [
    'cpp: interval DP memoised through a reference to the cell',
    'cpp',
    `#include <vector>
#include <algorithm>
using namespace std;

class Solution {
    vector<vector<int>> table;
    vector<int> w;

    int merge(int i, int j) {
        if (i == j) return 0;
        int& best = table[i][j];
        if (best >= 0) return best;
        int sum = 0;
        for (int t = i; t <= j; ++t) sum += w[t];
        int result = 1 << 30;
        for (int k = i; k < j; ++k) result = min(result, merge(i, k) + merge(k + 1, j) + sum);
        best = result;
        return best;
    }

public:
    int mergeStones(vector<int>& stones) {
        int n = stones.size();
        w = stones;
        table.assign(n, vector<int>(n, -1));
        return merge(0, n - 1);
    }
};
`,
    'O(n^3)',
    'O(n^2)',
  ],
  [
    'cpp: a one-index memo through a reference, computed once per index',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
    vector<long long> ways;

    long long count(int i, const vector<int>& steps) {
        if (i == 0) return 1;
        long long& slot = ways[i];
        if (slot != -1) return slot;
        long long total = 0;
        for (int s : steps)
            if (s <= i) total += count(i - s, steps);
        slot = total;
        return slot;
    }

public:
    long long climb(int n, vector<int>& steps) {
        ways.assign(n + 1, -1);
        return count(n, steps);
    }
};
`,
    'O(m * n)',
    'O(n)',
  ],
  [
    'python: a left subtree spliced in front of the right one through a rightmost helper',
    'python',
    `class Solution:
    def unroll(self, root) -> None:
        node = root
        while node:
            if node.left:
                last = self._last_on_right(node.left)
                last.right = node.right
                node.right = node.left
                node.left = None
            node = node.right

    def _last_on_right(self, t):
        while t.right:
            t = t.right
        return t
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: Morris in-order walk finding the predecessor with a helper',
    'java',
    `class Solution {
    private TreeNode predecessor(TreeNode from, TreeNode stop) {
        while (from.right != null && from.right != stop) from = from.right;
        return from;
    }

    public int sumInOrder(TreeNode root) {
        int sum = 0;
        TreeNode cur = root;
        while (cur != null) {
            if (cur.left == null) {
                sum += cur.val;
                cur = cur.right;
            } else {
                TreeNode pre = predecessor(cur.left, cur);
                if (pre.right == null) {
                    pre.right = cur;
                    cur = cur.left;
                } else {
                    pre.right = null;
                    sum += cur.val;
                    cur = cur.right;
                }
            }
        }
        return sum;
    }
}

class TreeNode {
    int val;
    TreeNode left, right;
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: a tree flattened in place with a helper finding the tail of the left side',
    'go',
    `package main

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func tailOf(t *TreeNode) *TreeNode {
	for t.Right != nil {
		t = t.Right
	}
	return t
}

func flatten(root *TreeNode) {
	cur := root
	for cur != nil {
		if cur.Left != nil {
			tail := tailOf(cur.Left)
			tail.Right = cur.Right
			cur.Right = cur.Left
			cur.Left = nil
		}
		cur = cur.Right
	}
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: the node at a given position, walked from the head',
    'javascript',
    `function nodeAt(head, pos) {
  let cur = head
  for (let i = 0; i < pos; i++) cur = cur.next
  return cur.val
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: k steps from the head, k being at most the length as a parameter named k is',
    'python',
    `class Solution:
    def drop_front(self, head, k: int):
        node = head
        for _ in range(k):
            node = node.next
        return node
`,
    'O(k)',
    'O(1)',
  ],
  [
    'go: the list cut after a count of nodes',
    'go',
    `package main

type ListNode struct {
	Val  int
	Next *ListNode
}

func cutAfter(head *ListNode, count int) *ListNode {
	cur := head
	for i := 1; i < count; i++ {
		cur = cur.Next
	}
	rest := cur.Next
	cur.Next = nil
	return rest
}
`,
    'O(n)',
    'O(1)',
  ],
]

/**
 * The variable a memo is read into (`known, ok := memo[i]`, `hit = memo.get(i)`) given another value after
 * the check: Go reuses `ok` for every later comma-ok lookup. The check reads the memo, the value the name
 * had at that `if`, not the last one the function gives it.
 */
const REUSED_LOOKUPS: Case[] = [
  [
    'go: memo in a struct read with comma-ok, ok reused for another map',
    'go',
    `package main

type hopper struct {
	stones []int
	at     map[int]int // position -> index
	memo   map[int]int
}

// paths counts the ways from stone i to the last one with hops of 1 or 2 units.
func (h *hopper) paths(i int) int {
	if i == len(h.stones)-1 {
		return 1
	}
	if known, ok := h.memo[i]; ok {
		return known
	}
	total := 0
	for hop := 1; hop <= 2; hop++ {
		if next, ok := h.at[h.stones[i]+hop]; ok {
			total += h.paths(next)
		}
	}
	h.memo[i] = total
	return total
}

func countPaths(stones []int) int {
	h := &hopper{stones: stones, at: make(map[int]int, len(stones)), memo: make(map[int]int)}
	for i, p := range stones {
		h.at[p] = i
	}
	return h.paths(0)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: memo in a struct, ok assigned again by later lookups',
    'go',
    `package main

type climber struct {
	memo    map[int]int
	blocked map[int]bool
}

func (c *climber) ways(i int) int {
	if i <= 1 {
		return 1
	}
	v, ok := c.memo[i]
	if ok {
		return v
	}
	total := 0
	if _, ok = c.blocked[i-1]; !ok {
		total += c.ways(i - 1)
	}
	if _, ok = c.blocked[i-2]; !ok {
		total += c.ways(i - 2)
	}
	c.memo[i] = total
	return total
}

func climbStairs(n int, broken []int) int {
	c := &climber{memo: map[int]int{}, blocked: map[int]bool{}}
	for _, b := range broken {
		c.blocked[b] = true
	}
	return c.ways(n)
}
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'python: memo lookup variable reused for a membership test',
    'python',
    `class Solution:
    def numDecodings(self, s: str) -> int:
        memo = {}
        codes = {str(i) for i in range(1, 27)}

        def count(i):
            if i == len(s):
                return 1
            hit = memo.get(i)
            if hit is not None:
                return hit
            total = 0
            hit = s[i] in codes
            if hit:
                total += count(i + 1)
            if i + 1 < len(s) and s[i:i + 2] in codes:
                total += count(i + 2)
            memo[i] = total
            return total

        return count(0)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: memo lookup variable reused for another map',
    'java',
    `import java.util.*;

class Solution {
    private final Map<Integer, Integer> memo = new HashMap<>();
    private final Map<Integer, Integer> bonus = new HashMap<>();

    private int best(int[] nums, int i) {
        if (i >= nums.length) return 0;
        Integer known = memo.get(i);
        if (known != null) return known;
        known = bonus.get(nums[i]);
        int take = nums[i] + (known == null ? 0 : known) + best(nums, i + 2);
        int skip = best(nums, i + 1);
        memo.put(i, Math.max(take, skip));
        return memo.get(i);
    }

    public int rob(int[] nums) {
        return best(nums, 0);
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: memo lookup variable reused for another map',
    'javascript',
    `var rob = function (nums) {
  const memo = new Map()
  const bonus = new Map()
  const best = (i) => {
    if (i >= nums.length) return 0
    let known = memo.get(i)
    if (known !== undefined) return known
    known = bonus.get(nums[i])
    const take = nums[i] + (known === undefined ? 0 : known) + best(i + 2)
    const result = Math.max(take, best(i + 1))
    memo.set(i, result)
    return result
  }
  return best(0)
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('reference memos and helper walks in solutions written for these tests', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('memo checks read through a variable the function reuses', () => {
  it.each(REUSED_LOOKUPS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
