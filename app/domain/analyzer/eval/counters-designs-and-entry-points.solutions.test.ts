import { describe, expect, it } from 'vitest'
import { analysed, costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A cell of a table that was only counted up one at a time (`count[c]++` over the input) holds no more than the
 * table's total, so a loop counting it down to zero runs that often in all, whichever loop around it starts it.
 */
const CASES_A: Case[] = [
  [
    'go: a [26]int count table drained letter by letter',
    'go',
    `package main

func sortLetters(s string) string {
	var freq [26]int
	for i := 0; i < len(s); i++ {
		freq[s[i]-'a']++
	}
	out := make([]byte, 0, len(s))
	for c := 0; c < 26; c++ {
		for freq[c] > 0 {
			out = append(out, byte('a'+c))
			freq[c]--
		}
	}
	return string(out)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: int[26] counts emptied with while (count[i] > 0)',
    'java',
    `class Solution {
    public String sortLetters(String s) {
        int[] count = new int[26];
        for (char c : s.toCharArray()) count[c - 'a']++;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 26; i++) {
            while (count[i] > 0) {
                sb.append((char) ('a' + i));
                count[i]--;
            }
        }
        return sb.toString();
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: counting sort with while (cnt[v]-- > 0) over a value range',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    vector<int> countingSort(vector<int>& nums, int maxValue) {
        vector<int> cnt(maxValue + 1, 0);
        for (int x : nums) cnt[x]++;
        int w = 0;
        for (int v = 0; v <= maxValue; v++) {
            while (cnt[v]-- > 0) nums[w++] = v;
        }
        return nums;
    }
};
`,
    'O(m + n)',
    'O(m)',
  ],
  [
    'python: counts of n buckets drained inside a loop over the buckets',
    'python',
    `def rebuild(citations):
    n = len(citations)
    count = [0] * (n + 1)
    for c in citations:
        count[min(c, n)] += 1
    out = []
    for v in range(n + 1):
        while count[v] > 0:
            out.append(v)
            count[v] -= 1
    return out
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * `while len(out) < n: out.append(...)`: the bound on the collection's size is the number of passes.
 */
const CASES_B: Case[] = [
  [
    'java: a StringBuilder appended to until it is as long as the input',
    'java',
    `class Solution {
    public String cycleOfThree(String s) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (sb.length() < s.length()) {
            sb.append(s.charAt(i % 3));
            i++;
        }
        return sb.toString();
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: while len(out) < len(nums) with one append per pass',
    'python',
    `def evens_like(nums):
    out = []
    x = 0
    while len(out) < len(nums):
        out.append(x)
        x += 2
    return out
`,
    'O(n)',
    'O(n)',
  ],
  [
    "cpp: push_back until the vector matches the input's size",
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    vector<int> squaresLike(vector<int>& nums) {
        vector<int> out;
        long long x = 1;
        while (out.size() < nums.size()) {
            out.push_back(x * x);
            x++;
        }
        return out;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: a strings.Builder grown one byte per pass up to len(s)',
    'go',
    `package main

import "strings"

func alternate(s string) string {
	var sb strings.Builder
	flip := false
	for sb.Len() < len(s) {
		if flip {
			sb.WriteByte('b')
		} else {
			sb.WriteByte('a')
		}
		flip = !flip
		sb.WriteByte('-')
	}
	return sb.String()
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * A branch ending in `return` runs once per call, one ending in `break` once per run of the loop it leaves.
 */
const CASES_C: Case[] = [
  [
    "cpp: Floyd's cycle start, the second walk inside the meeting branch that returns",
    'cpp',
    `struct ListNode {
    int val;
    ListNode* next;
};

class Solution {
public:
    ListNode* cycleStart(ListNode* head) {
        ListNode* tortoise = head;
        ListNode* hare = head;
        while (hare != nullptr && hare->next != nullptr) {
            tortoise = tortoise->next;
            hare = hare->next->next;
            if (tortoise == hare) {
                ListNode* p = head;
                while (p != tortoise) {
                    p = p->next;
                    tortoise = tortoise->next;
                }
                return p;
            }
        }
        return nullptr;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: a full scan inside the branch that returns from the outer loop',
    'go',
    `package main

func sumOnceNegative(nums []int) int {
	for i := 0; i < len(nums); i++ {
		if nums[i] < 0 {
			total := 0
			for j := 0; j < len(nums); j++ {
				total += nums[j]
			}
			return total
		}
	}
	return 0
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: the inner scan of a branch that returns runs once',
    'python',
    `def best_after_zero(nums):
    for i in range(len(nums)):
        if nums[i] == 0:
            best = 0
            for j in range(i, len(nums)):
                best = max(best, nums[j])
            return best
    return -1
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: without the return the inner scan runs on every match',
    'python',
    `def total_after_zeros(nums):
    total = 0
    for i in range(len(nums)):
        if nums[i] == 0:
            for j in range(i, len(nums)):
                total += nums[j]
    return total
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'java: a branch ending in break pays its scan once per run of the loop it leaves',
    'java',
    `class Solution {
    public int firstZeroPairs(int[] nums) {
        int c = 0;
        for (int i = 0; i < nums.length; i++) {
            for (int j = i + 1; j < nums.length; j++) {
                if (nums[i] + nums[j] == 0) {
                    for (int t = 0; t < nums.length; t++) c += nums[t];
                    break;
                }
            }
        }
        return c;
    }
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'java: break out of the only loop after a scan',
    'java',
    `class Solution {
    public int sumFromFirstNegative(int[] nums) {
        int sum = 0;
        for (int i = 0; i < nums.length; i++) {
            if (nums[i] < 0) {
                for (int j = i; j < nums.length; j++) sum += nums[j];
                break;
            }
        }
        return sum;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
]

/**
 * One arm of a switch runs, and a `break` in an arm leaves the switch, not the loop around it.
 */
const CASES_D: Case[] = [
  [
    'go: a tagless switch choosing one subtree to search in a BST',
    'go',
    `package main

type TreeNode struct {
	Val         int
	Left, Right *TreeNode
}

func insertIntoBST(root *TreeNode, val int) *TreeNode {
	if root == nil {
		return &TreeNode{Val: val}
	}
	switch {
	case val < root.Val:
		root.Left = insertIntoBST(root.Left, val)
	default:
		root.Right = insertIntoBST(root.Right, val)
	}
	return root
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: switch on a comparison sign, one recursive call per arm',
    'java',
    `class Solution {
    public TreeNode searchBST(TreeNode root, int val) {
        if (root == null) return null;
        switch (Integer.compare(val, root.val)) {
            case -1:
                return searchBST(root.left, val);
            case 1:
                return searchBST(root.right, val);
            default:
                return root;
        }
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: switch arms ending in break inside a loop do not end the loop',
    'cpp',
    `#include <string>
using namespace std;

class Solution {
public:
    int weigh(string s) {
        int score = 0;
        for (int i = 0; i < (int)s.size(); i++) {
            switch (s[i]) {
                case 'a':
                    for (int j = 0; j < (int)s.size(); j++) score += s[j] == 'a';
                    break;
                case 'b':
                    score -= 1;
                    break;
                default:
                    break;
            }
        }
        return score;
    }
};
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'javascript: a switch whose arms each recurse once walks one path',
    'javascript',
    `function countDown(node) {
  if (!node) return 0;
  switch (node.kind) {
    case 'left':
      return 1 + countDown(node.left);
    case 'right':
      return 1 + countDown(node.right);
    default:
      return 1;
  }
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * Tested against zero, a value only shifted left stops when its bits leave a fixed-width integer.
 */
const CASES_E: Case[] = [
  [
    'java: adding with XOR and a carry shifted left until it is zero',
    'java',
    `class Solution {
    public int add(int x, int y) {
        while (y != 0) {
            int carry = (x & y) << 1;
            x = x ^ y;
            y = carry;
        }
        return x;
    }
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'cpp: the carry loop on unsigned ints',
    'cpp',
    `class Solution {
public:
    int getSum(int a, int b) {
        while (b) {
            unsigned carry = (unsigned)(a & b) << 1;
            a ^= b;
            b = (int)carry;
        }
        return a;
    }
};
`,
    'O(1)',
    'O(1)',
  ],
  [
    'go: a mask shifted left until it overflows to zero',
    'go',
    `package main

func countSetBits(x uint32) int {
	count := 0
	var mask uint32 = 1
	for mask != 0 {
		if x&mask != 0 {
			count++
		}
		mask <<= 1
	}
	return count
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python: doubling towards a bound stays logarithmic',
    'python',
    `def highest_power(n):
    p = 1
    while p * 2 <= n:
        p <<= 1
    return p
`,
    'O(log n)',
    'O(1)',
  ],
]

/**
 * `if (numRows >= s.length()) return s;`: past the guard, the number does not exceed the length.
 */
const CASES_F: Case[] = [
  [
    'java: rows of a zigzag after returning early when numRows >= s.length()',
    'java',
    `import java.util.*;

class Solution {
    public String zigzag(String s, int numRows) {
        if (numRows == 1 || numRows >= s.length()) return s;
        List<StringBuilder> rows = new ArrayList<>();
        for (int i = 0; i < numRows; i++) rows.add(new StringBuilder());
        int r = 0, dir = 1;
        for (char c : s.toCharArray()) {
            rows.get(r).append(c);
            if (r == 0) dir = 1;
            else if (r == numRows - 1) dir = -1;
            r += dir;
        }
        StringBuilder out = new StringBuilder();
        for (StringBuilder row : rows) out.append(row);
        return out.toString();
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: buckets made per group once the group count is known to be below len(nums)',
    'python',
    `def deal(nums, groups):
    if groups >= len(nums):
        return [[x] for x in nums]
    hands = [[] for _ in range(groups)]
    for i, x in enumerate(nums):
        hands[i % groups].append(x)
    return hands
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: a window size checked against len(nums) before a table of that size',
    'go',
    `package main

func windowSums(nums []int, w int) []int {
	if w > len(nums) || w <= 0 {
		return nil
	}
	window := make([]int, w)
	sums := []int{}
	total := 0
	for i, x := range nums {
		total += x - window[i%w]
		window[i%w] = x
		if i >= w-1 {
			sums = append(sums, total)
		}
	}
	return sums
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: without the guard the row count stays a size of its own',
    'java',
    `import java.util.*;

class Solution {
    public String zigzag(String s, int numRows) {
        List<StringBuilder> rows = new ArrayList<>();
        for (int i = 0; i < numRows; i++) rows.add(new StringBuilder());
        int r = 0, dir = 1;
        for (char c : s.toCharArray()) {
            rows.get(r).append(c);
            if (numRows > 1) {
                if (r == 0) dir = 1;
                else if (r == numRows - 1) dir = -1;
                r += dir;
            }
        }
        StringBuilder out = new StringBuilder();
        for (StringBuilder row : rows) out.append(row);
        return out.toString();
    }
}
`,
    'O(m + n)',
    'O(m + n)',
  ],
]

/**
 * Several arrays of one kind (4Sum II's four) are given one length, n, as the problem states it.
 */
const CASES_G: Case[] = [
  [
    'cpp: four arrays of one length meet in the middle through a map of pair sums',
    'cpp',
    `#include <unordered_map>
#include <vector>
using namespace std;

class Solution {
public:
    int fourWay(vector<int>& a, vector<int>& b, vector<int>& c, vector<int>& d) {
        unordered_map<int, int> sums;
        for (int x : a)
            for (int y : b) sums[x + y]++;
        int total = 0;
        for (int x : c)
            for (int y : d) {
                auto it = sums.find(-x - y);
                if (it != sums.end()) total += it->second;
            }
        return total;
    }
};
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'python: numbers in at least two of three lists',
    'python',
    `def two_out_of_three(nums1, nums2, nums3):
    seen = {}
    for i, arr in enumerate((nums1, nums2, nums3)):
        for x in set(arr):
            seen[x] = seen.get(x, 0) + 1
    return [x for x, c in seen.items() if c >= 2]
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: a triple loop over three arrays is cubic in their common length',
    'java',
    `class Solution {
    public int countTriplets(int[] xs, int[] ys, int[] zs, int target) {
        int count = 0;
        for (int x : xs)
            for (int y : ys)
                for (int z : zs)
                    if (x + y + z == target) count++;
        return count;
    }
}
`,
    'O(n^3)',
    'O(1)',
  ],
  [
    'go: two arrays keep two sizes',
    'go',
    `package main

func merge(a []int, b []int) []int {
	out := make([]int, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if a[i] <= b[j] {
			out = append(out, a[i])
			i++
		} else {
			out = append(out, b[j])
			j++
		}
	}
	out = append(out, a[i:]...)
	out = append(out, b[j:]...)
	return out
}
`,
    'O(m + n)',
    'O(m + n)',
  ],
]

/**
 * k never exceeds n, so k log k is covered by n log n.
 */
const CASES_H: Case[] = [
  [
    'go: k rounds of picking from a heap of affordable projects, sorted first',
    'go',
    `package main

import (
	"container/heap"
	"sort"
)

type profits []int

func (h profits) Len() int            { return len(h) }
func (h profits) Less(i, j int) bool  { return h[i] > h[j] }
func (h profits) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *profits) Push(x interface{}) { *h = append(*h, x.(int)) }
func (h *profits) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func maxCapital(k int, w int, gains []int, costs []int) int {
	idx := make([]int, len(gains))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool { return costs[idx[a]] < costs[idx[b]] })
	h := &profits{}
	p := 0
	for round := 0; round < k; round++ {
		for p < len(idx) && costs[idx[p]] <= w {
			heap.Push(h, gains[idx[p]])
			p++
		}
		if h.Len() == 0 {
			break
		}
		w += heap.Pop(h).(int)
	}
	return w
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: sort, then k polls of a heap that holds at most the n items',
    'java',
    `import java.util.*;

class Solution {
    public int bestK(int[] nums, int k) {
        Integer[] order = new Integer[nums.length];
        for (int i = 0; i < nums.length; i++) order[i] = nums[i];
        Arrays.sort(order);
        PriorityQueue<Integer> pq = new PriorityQueue<>(Collections.reverseOrder());
        int j = 0, total = 0;
        for (int round = 0; round < k; round++) {
            while (j < order.length && order[j] <= total + 1) pq.offer(order[j++]);
            if (pq.isEmpty()) break;
            total += pq.poll();
        }
        return total;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: sorting plus a heap of the k smallest keeps n log k',
    'python',
    `import heapq

def k_smallest_sorted(nums, k):
    nums = sorted(nums)
    heap = []
    for x in nums:
        heapq.heappush(heap, -x)
        if len(heap) > k:
            heapq.heappop(heap)
    return sorted(-x for x in heap)
`,
    'O(n log n)',
    'O(n)',
  ],
]

/**
 * Without visited marks a recursion over a node's neighbours follows every path: up to 2^V in a DAG.
 */
const CASES_I: Case[] = [
  [
    'python: every path from node 0 to the last node of a DAG, without visited marks',
    'python',
    `class Solution:
    def allPaths(self, graph):
        target = len(graph) - 1
        out = []

        def walk(node, path):
            if node == target:
                out.append(list(path))
                return
            for nxt in graph[node]:
                path.append(nxt)
                walk(nxt, path)
                path.pop()

        walk(0, [0])
        return out
`,
    'O(V * 2^V)',
    'O(V * 2^V)',
  ],
  [
    'java: counting the source-to-target paths of a DAG given as adjacency lists',
    'java',
    `class Solution {
    public int countPaths(int[][] graph) {
        return count(graph, 0);
    }

    private int count(int[][] graph, int node) {
        if (node == graph.length - 1) return 1;
        int total = 0;
        for (int next : graph[node]) total += count(graph, next);
        return total;
    }
}
`,
    'O(2^V)',
    'O(V)',
  ],
  [
    'go: a DFS over adjacency lists with a visited slice stays linear',
    'go',
    `package main

func reachable(graph [][]int) int {
	seen := make([]bool, len(graph))
	var visit func(u int) int
	visit = func(u int) int {
		seen[u] = true
		total := 1
		for _, v := range graph[u] {
			if !seen[v] {
				total += visit(v)
			}
		}
		return total
	}
	return visit(0)
}
`,
    'O(V + E)',
    'O(V)',
  ],
]

/**
 * `memo[mask]` in `solve(mask, filled)`: one entry per mask, the other argument following from it.
 */
const CASES_J: Case[] = [
  [
    'python: memo keyed by the used-mask alone, the running sum following from it',
    'python',
    `def can_split(nums, k):
    target = sum(nums) // k
    n = len(nums)
    full = (1 << n) - 1
    memo = {}

    def solve(mask, filled):
        if mask == full:
            return True
        if mask in memo:
            return memo[mask]
        ok = False
        for i in range(n):
            if mask & (1 << i) or filled + nums[i] > target:
                continue
            if solve(mask | (1 << i), (filled + nums[i]) % target):
                ok = True
                break
        memo[mask] = ok
        return ok

    return solve(0, 0)
`,
    'O(n * 2^n)',
    'O(2^n)',
  ],
  [
    'java: Boolean[] memo indexed by the mask of used items',
    'java',
    `class Solution {
    private Boolean[] memo;
    private int[] nums;
    private int side;

    public boolean makesSquare(int[] matchsticks) {
        int total = 0;
        for (int m : matchsticks) total += m;
        if (total % 4 != 0) return false;
        nums = matchsticks;
        side = total / 4;
        memo = new Boolean[1 << nums.length];
        return dfs(0, 0);
    }

    private boolean dfs(int mask, int current) {
        if (mask == (1 << nums.length) - 1) return true;
        if (memo[mask] != null) return memo[mask];
        boolean ok = false;
        for (int i = 0; i < nums.length && !ok; i++) {
            if ((mask & (1 << i)) != 0 || current + nums[i] > side) continue;
            ok = dfs(mask | (1 << i), (current + nums[i]) % side);
        }
        memo[mask] = ok;
        return ok;
    }
}
`,
    'O(n * 2^n)',
    'O(2^n)',
  ],
  [
    'go: a map memo keyed by mask in a closure',
    'go',
    `package main

func canFill(nums []int, k int) bool {
	total := 0
	for _, x := range nums {
		total += x
	}
	if total%k != 0 {
		return false
	}
	target := total / k
	n := len(nums)
	memo := map[int]bool{}
	var solve func(mask, filled int) bool
	solve = func(mask, filled int) bool {
		if mask == 1<<n-1 {
			return true
		}
		if v, ok := memo[mask]; ok {
			return v
		}
		res := false
		for i := 0; i < n && !res; i++ {
			if mask&(1<<i) != 0 || filled+nums[i] > target {
				continue
			}
			res = solve(mask|1<<i, (filled+nums[i])%target)
		}
		memo[mask] = res
		return res
	}
	return solve(0, 0)
}
`,
    'O(n * 2^n)',
    'O(2^n)',
  ],
]

/**
 * A node linked into a structure reached from outside the helper is kept once per pass of the callers' loops.
 */
const CASES_K: Case[] = [
  [
    'python: a binary trie filled by an insert helper called for every number',
    'python',
    `class Node:
    def __init__(self):
        self.child = [None, None]


class Solution:
    def insert(self, root, num):
        cur = root
        for b in range(30, -1, -1):
            bit = (num >> b) & 1
            if not cur.child[bit]:
                cur.child[bit] = Node()
            cur = cur.child[bit]

    def build(self, nums):
        root = Node()
        for x in nums:
            self.insert(root, x)
        return root
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: child pointers of a bit trie set in a helper for each number',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
    struct Node {
        Node* next[2] = {nullptr, nullptr};
    };

    void add(Node* root, int x) {
        Node* cur = root;
        for (int b = 30; b >= 0; --b) {
            int bit = (x >> b) & 1;
            if (!cur->next[bit]) cur->next[bit] = new Node();
            cur = cur->next[bit];
        }
    }

public:
    int distinctPrefixes(vector<int>& nums) {
        Node* root = new Node();
        for (int x : nums) add(root, x);
        return 0;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: a linked list built by a helper appending after the tail',
    'java',
    `class Solution {
    static class Node {
        int val;
        Node next;
        Node(int v) { val = v; }
    }

    private Node append(Node tail, int v) {
        tail.next = new Node(v);
        return tail.next;
    }

    public Node copy(int[] nums) {
        Node dummy = new Node(0);
        Node tail = dummy;
        for (int x : nums) tail = append(tail, x);
        return dummy.next;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * Measured per operation, a field the other operations add to holds n entries; what they push, a later
 * operation pops at most once (amortised O(1)); an object the solution makes itself starts empty.
 */
const CASES_L: Case[] = [
  [
    'python: summing a list the other operations append to costs its length',
    'python',
    `class Bag:
    def __init__(self):
        self.items = []

    def add(self, x):
        self.items.append(x)

    def total(self):
        return sum(self.items)
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: binary search over a slice field the Add operation appends to',
    'go',
    `package main

import "sort"

type Timeline struct {
	times []int
}

func (t *Timeline) Add(ts int) {
	t.times = append(t.times, ts)
}

func (t *Timeline) CountBefore(ts int) int {
	return sort.SearchInts(t.times, ts)
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'java: a time-based store of TreeMaps per key, floorEntry on one of them',
    'java',
    `import java.util.*;

class VersionedStore {
    private final Map<Integer, TreeMap<Integer, Integer>> store = new HashMap<>();

    public void set(int key, int value, int version) {
        store.computeIfAbsent(key, k -> new TreeMap<>()).put(version, value);
    }

    public int get(int key, int version) {
        TreeMap<Integer, Integer> versions = store.get(key);
        if (versions == null) return -1;
        Map.Entry<Integer, Integer> e = versions.floorEntry(version);
        return e == null ? -1 : e.getValue();
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    "cpp: a hit counter's queue popped from the front, amortised over the hits",
    'cpp',
    `#include <queue>
using namespace std;

class HitCounter {
    queue<int> hits;

public:
    void hit(int timestamp) { hits.push(timestamp); }

    int getHits(int timestamp) {
        while (!hits.empty() && hits.front() <= timestamp - 300) hits.pop();
        return hits.size();
    }
};
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python: a helper object made by the solution starts empty, its heap capped at k',
    'python',
    `import heapq

class TopK:
    def __init__(self, k):
        self.k = k
        self.heap = []

    def add(self, x):
        heapq.heappush(self.heap, x)
        if len(self.heap) > self.k:
            heapq.heappop(self.heap)


def kth_largest(nums, k):
    top = TopK(k)
    for x in nums:
        top.add(x)
    return top.heap[0]
`,
    'O(n log k)',
    'O(k)',
  ],
  [
    'java: union-find parents written by index add no entries; the constructor fills them',
    'java',
    `class DSU {
    private final int[] parent;

    DSU(int n) {
        parent = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
    }

    int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    void union(int a, int b) {
        parent[find(a)] = find(b);
    }
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * `for (auto it = m.begin(); it != m.end(); ++it)` visits every element; `m[k]` on a balanced tree costs log n.
 */
const CASES_M: Case[] = [
  [
    'cpp: a std::map counted by index and walked with an iterator',
    'cpp',
    `#include <map>
#include <vector>
using namespace std;

class Solution {
public:
    vector<int> prefixCounts(vector<int>& nums) {
        map<int, int> freq;
        for (int x : nums) freq[x]++;
        vector<int> out;
        int running = 0;
        for (auto it = freq.begin(); it != freq.end(); ++it) {
            out.push_back(running);
            running += it->second;
        }
        return out;
    }
};
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'cpp: a reverse iterator over a vector visits every element',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    int lastPositive(vector<int>& nums) {
        for (auto it = nums.rbegin(); it != nums.rend(); it++) {
            if (*it > 0) return *it;
        }
        return -1;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: reading a SortedDict by key inside a loop costs log n each',
    'python',
    `from sortedcontainers import SortedDict

def running_counts(nums):
    counts = SortedDict()
    out = []
    for x in nums:
        counts[x] = counts.get(x, 0) + 1
        out.append(counts[x])
    return out
`,
    'O(n log n)',
    'O(n)',
  ],
]

/**
 * A Java stream's `.sorted()` sorts as many elements as its source holds; JavaScript's `toSorted()` sorts a copy.
 */
const CASES_O: Case[] = [
  [
    'java: a stream of squares sorted before it is collected',
    'java',
    `import java.util.*;
import java.util.stream.*;

class Solution {
    public List<Integer> sortedSquares(int[] nums) {
        return Arrays.stream(nums).map(x -> x * x).sorted().boxed().collect(Collectors.toList());
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    "java: a list's stream sorted with a comparator",
    'java',
    `import java.util.*;
import java.util.stream.*;

class Solution {
    public List<String> byLength(List<String> words) {
        return words.stream().sorted(Comparator.comparingInt(String::length)).collect(Collectors.toList());
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript: toSorted copies and sorts',
    'javascript',
    `function medianOf(nums) {
  const sorted = nums.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'typescript: toSorted inside a loop sorts every time',
    'typescript',
    `export function runningMedians(nums: number[]): number[] {
  const out: number[] = []
  for (let i = 1; i <= nums.length; i++) {
    const window = nums.slice(0, i).toSorted((a, b) => a - b)
    out.push(window[Math.floor(window.length / 2)])
  }
  return out
}
`,
    'O(n^2 log n)',
    'O(n)',
  ],
  [
    'java: nested IntStream ranges visit every cell once',
    'java',
    `import java.util.stream.IntStream;

class Solution {
    public int total(int[][] grid) {
        int rows = grid.length, cols = grid[0].length;
        return IntStream.range(0, rows).map(r -> IntStream.range(0, cols).map(c -> grid[r][c]).sum()).sum();
    }
}
`,
    'O(m * n)',
    'O(1)',
  ],
]

/**
 * `find(parent.get(x))` with `parent.get(x).equals(x)` or `!== x`: the map spelling of `parent[x]`, a find with path
 * compression, effectively O(1).
 */
const CASES_P: Case[] = [
  [
    'java: union-find over strings with a HashMap of parents and equals',
    'java',
    `import java.util.*;

class Solution {
    private final Map<String, String> parent = new HashMap<>();

    private String find(String x) {
        parent.putIfAbsent(x, x);
        if (!parent.get(x).equals(x)) parent.put(x, find(parent.get(x)));
        return parent.get(x);
    }

    public int groups(List<List<String>> pairs) {
        for (List<String> p : pairs) parent.put(find(p.get(0)), find(p.get(1)));
        Set<String> roots = new HashSet<>();
        for (String k : new ArrayList<>(parent.keySet())) roots.add(find(k));
        return roots.size();
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: union-find over a Map with parent.get(x) !== x',
    'javascript',
    `function countGroups(pairs) {
  const parent = new Map();
  const find = (x) => {
    if (!parent.has(x)) parent.set(x, x);
    if (parent.get(x) !== x) parent.set(x, find(parent.get(x)));
    return parent.get(x);
  };
  for (const [a, b] of pairs) parent.set(find(a), find(b));
  const roots = new Set();
  for (const k of parent.keys()) roots.add(find(k));
  return roots.size;
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: union-find in a dict read with get',
    'python',
    `def count_groups(pairs):
    parent = {}

    def find(x):
        parent.setdefault(x, x)
        if parent.get(x) != x:
            parent[x] = find(parent.get(x))
        return parent[x]

    for a, b in pairs:
        parent[find(a)] = find(b)
    return len({find(x) for x in list(parent)})
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * `s.erase(s.begin())` on a std::set (or a hash table) unlinks one node; nothing shifts as in a vector.
 */
const CASES_Q: Case[] = [
  [
    'cpp: a std::set used as a priority queue, erased at begin()',
    'cpp',
    `#include <set>
#include <vector>
using namespace std;

class Solution {
public:
    long long drainSmallest(vector<int>& nums) {
        set<pair<int, int>> pq;
        for (int i = 0; i < (int)nums.size(); i++) pq.insert({nums[i], i});
        long long total = 0;
        while (!pq.empty()) {
            auto [v, i] = *pq.begin();
            pq.erase(pq.begin());
            total += v;
        }
        return total;
    }
};
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'cpp: erasing from an unordered_map by iterator while scanning it',
    'cpp',
    `#include <unordered_map>
#include <vector>
using namespace std;

class Solution {
public:
    int keepEven(vector<int>& nums) {
        unordered_map<int, int> count;
        for (int x : nums) count[x]++;
        for (auto it = count.begin(); it != count.end();) {
            if (it->second % 2) it = count.erase(it);
            else ++it;
        }
        return count.size();
    }
};
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * A simple graph has at most V² edges, so reading the E edges is covered by a V³ triple loop.
 */
const CASES_R: Case[] = [
  [
    'java: Floyd\u2013Warshall over an edge list, the E \u2264 V\u00b2 edges covered by V\u00b3',
    'java',
    `class Solution {
    public int reachable(int n, int[][] edges) {
        boolean[][] r = new boolean[n][n];
        for (int[] e : edges) r[e[0]][e[1]] = true;
        for (int k = 0; k < n; k++)
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++)
                    if (r[i][k] && r[k][j]) r[i][j] = true;
        int count = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) if (r[i][j]) count++;
        return count;
    }
}
`,
    'O(V^3)',
    'O(V^2)',
  ],
  [
    'python: all-pairs distances from an edge list',
    'python',
    `def all_pairs(n, edges):
    inf = float('inf')
    d = [[inf] * n for _ in range(n)]
    for i in range(n):
        d[i][i] = 0
    for u, v, w in edges:
        d[u][v] = min(d[u][v], w)
    for k in range(n):
        for i in range(n):
            for j in range(n):
                if d[i][k] + d[k][j] < d[i][j]:
                    d[i][j] = d[i][k] + d[k][j]
    return d
`,
    'O(V^3)',
    'O(V^2)',
  ],
  [
    'go: an adjacency matrix filled from the edges, then squared',
    'go',
    `package main

func twoHop(n int, edges [][]int) [][]bool {
	adj := make([][]bool, n)
	for i := range adj {
		adj[i] = make([]bool, n)
	}
	for _, e := range edges {
		adj[e[0]][e[1]] = true
	}
	out := make([][]bool, n)
	for i := 0; i < n; i++ {
		out[i] = make([]bool, n)
		for j := 0; j < n; j++ {
			for k := 0; k < n; k++ {
				if adj[i][k] && adj[k][j] {
					out[i][j] = true
				}
			}
		}
	}
	return out
}
`,
    'O(V^3)',
    'O(V^2)',
  ],
]

/**
 * `get(key, t)`, `size(key)`, `Push(x)`: a call on another receiver with another number of arguments (`store.get(key)`)
 * is not a call of the operation, and `Push` and `Pop` are heap.Interface callbacks only beside `Less` and `Swap`.
 */
const CASES_S: Case[] = [
  [
    "java: a design class's get(key, t) is an operation, though the map it reads has a get(key) too",
    'java',
    `import java.util.*;

class History {
    private final Map<Integer, List<Integer>> store = new HashMap<>();

    public void set(int key, int value) {
        store.computeIfAbsent(key, k -> new ArrayList<>()).add(value);
    }

    public int get(int key, int bound) {
        List<Integer> values = store.get(key);
        if (values == null) return -1;
        int lo = 0, hi = values.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (values.get(mid) <= bound) lo = mid + 1;
            else hi = mid - 1;
        }
        return hi;
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    "cpp: an operation named size(key) is not the vector's size() the class calls",
    'cpp',
    `#include <unordered_map>
#include <vector>
using namespace std;

class Ledger {
    unordered_map<int, vector<int>> store;

public:
    void add(int key, int amount) { store[key].push_back(amount); }

    int size(int key) {
        const vector<int>& items = store[key];
        int total = 0;
        for (size_t i = 0; i < items.size(); i++) total += items[i] > 0;
        return total;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: Push and Pop of a stack class are operations, not heap.Interface callbacks',
    'go',
    `package main

type MyStack struct {
	items []int
}

func (s *MyStack) Push(x int) {
	s.items = append(s.items, x)
	for i := len(s.items) - 1; i > 0; i-- {
		s.items[i], s.items[i-1] = s.items[i-1], s.items[i]
	}
}

func (s *MyStack) Pop() int {
	x := s.items[0]
	s.items = s.items[1:]
	return x
}
`,
    'O(n)',
    'O(1)',
  ],
]

/**
 * A helper object held in a field lives across the operations: what its own methods add stays in it.
 */
const CASES_T: Case[] = [
  [
    'go: a stack built on a queue type held in a field rotates all n entries per push',
    'go',
    `package main

type queue struct {
	items []int
}

func (q *queue) pushBack(x int) { q.items = append(q.items, x) }

func (q *queue) popFront() int {
	x := q.items[0]
	q.items = q.items[1:]
	return x
}

func (q *queue) size() int { return len(q.items) }

type Stack struct {
	q *queue
}

func (s *Stack) Push(x int) {
	s.q.pushBack(x)
	for i := 0; i < s.q.size()-1; i++ {
		s.q.pushBack(s.q.popFront())
	}
}

func (s *Stack) Pop() int { return s.q.popFront() }
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: a wrapper object in a field whose list the operations fill',
    'java',
    `import java.util.*;

class Log {
    private final List<Integer> entries = new ArrayList<>();

    void add(int x) { entries.add(x); }

    int total() {
        int t = 0;
        for (int e : entries) t += e;
        return t;
    }
}

class Tracker {
    private final Log log = new Log();

    public void record(int x) { log.add(x); }

    public int sum() { return log.total(); }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    "python: an operation scanning a helper object's list that the other operation fills",
    'python',
    `class Bucket:
    def __init__(self):
        self.items = []

    def put(self, x):
        self.items.append(x)

    def largest(self):
        return max(self.items)


class Store:
    def __init__(self):
        self.bucket = Bucket()

    def add(self, x):
        self.bucket.put(x)

    def peak(self):
        return self.bucket.largest()
`,
    'O(n)',
    'O(1)',
  ],
]

/**
 * `if h.Len() > 0 && h[0] <= start { pop }`: a pop that waits on more than the size keeps no bound on it.
 */
const CASES_U: Case[] = [
  [
    'go: a pop that also waits on the earliest end is no cap on the heap',
    'go',
    `package main

import (
	"container/heap"
	"sort"
)
type IntHeap []int

func (h IntHeap) Len() int            { return len(h) }
func (h IntHeap) Less(i, j int) bool  { return h[i] < h[j] }
func (h IntHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *IntHeap) Push(x any)         { *h = append(*h, x.(int)) }
func (h *IntHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func minMeetingRooms(intervals [][]int) int {
	sort.Slice(intervals, func(i, j int) bool { return intervals[i][0] < intervals[j][0] })
	h := &IntHeap{}
	for _, iv := range intervals {
		if h.Len() > 0 && (*h)[0] <= iv[0] {
			heap.Pop(h)
		}
		heap.Push(h, iv[1])
	}
	return h.Len()
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: rooms still in use kept in a PriorityQueue, polled only when one is free',
    'java',
    `import java.util.*;

class Solution {
    public int minMeetingRooms(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> a[0] - b[0]);
        PriorityQueue<Integer> ends = new PriorityQueue<>();
        for (int[] iv : intervals) {
            if (ends.size() > 0 && ends.peek() <= iv[0]) ends.poll();
            ends.offer(iv[1]);
        }
        return ends.size();
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: heappop only when the heap is non-empty and its top has ended',
    'python',
    `import heapq


def min_rooms(intervals):
    intervals.sort()
    ends = []
    for start, end in intervals:
        if len(ends) > 0 and ends[0] <= start:
            heapq.heappop(ends)
        heapq.heappush(ends, end)
    return len(ends)
`,
    'O(n log n)',
    'O(n)',
  ],
]

/**
 * A grid measured in one method (`cols = grid[0].size()`) and walked in another under the same name is m by n in both.
 */
const CASES_V: Case[] = [
  [
    "cpp: a grid's size read in one method and walked in another under the same name",
    'cpp',
    `#include <queue>
#include <vector>
using namespace std;

class Solution {
    int rows = 0, cols = 0;

    int spread(vector<vector<int>>& grid) {
        queue<pair<int, int>> q;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                if (grid[r][c] == 2) q.push({r, c});
        int steps = 0;
        while (!q.empty()) {
            auto [r, c] = q.front();
            q.pop();
            if (r + 1 < rows && grid[r + 1][c] == 1) {
                grid[r + 1][c] = 2;
                q.push({r + 1, c});
                steps++;
            }
        }
        return steps;
    }

public:
    int orangesRotting(vector<vector<int>>& grid) {
        rows = grid.size();
        cols = grid[0].size();
        return spread(grid);
    }

    int countFresh(vector<vector<int>>& grid) {
        int fresh = 0;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) fresh += grid[r][c] == 1;
        return fresh;
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    "java: the class's other public method walks the same grid with the fields for its size",
    'java',
    `class Solution {
    private int rows, cols;

    public int islandCells(int[][] grid) {
        rows = grid.length;
        cols = grid[0].length;
        return count(grid);
    }

    public int count(int[][] grid) {
        int total = 0;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) total += grid[r][c];
        return total;
    }
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'python: a second method scanning the grid through sizes the first one stored',
    'python',
    `class Solution:
    def setup(self, grid):
        self.rows, self.cols = len(grid), len(grid[0])
        return self.total(grid)

    def total(self, grid):
        s = 0
        for r in range(self.rows):
            for c in range(self.cols):
                s += grid[r][c]
        return s
`,
    'O(m * n)',
    'O(1)',
  ],
]

/**
 * A function nothing calls whose own comment says it is unused, for debugging or for comparison, or one named
 * for debugging (`debug`, `dumpRuns`), is left out of the file's cost as long as another entry point remains;
 * its calls of the solution do not make the solution a helper.
 */
const CASES_W: Case[] = [
  [
    "go: a debugging helper nothing calls is left out of the file's cost",
    'go',
    `package main

func maxGap(nums []int) int {
	best := 0
	for i := 1; i < len(nums); i++ {
		if d := nums[i] - nums[i-1]; d > best {
			best = d
		}
	}
	return best
}

// dumpPairs is a debugging helper: every pair, to eyeball small inputs.
func dumpPairs(nums []int) [][2]int {
	out := [][2]int{}
	for i := range nums {
		for j := range nums {
			out = append(out, [2]int{nums[i], nums[j]})
		}
	}
	return out
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: a brute force kept to compare against is not the solution',
    'python',
    `class Solution:
    def containsDuplicate(self, nums):
        return len(set(nums)) != len(nums)

    # Quadratic version, kept to compare against on small inputs; never called.
    def slow(self, nums):
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if nums[i] == nums[j]:
                    return True
        return False
`,
    'O(n)',
    'O(n)',
  ],
  [
    "cpp: a public print used while debugging is not one of the solution's operations",
    'cpp',
    `#include <iostream>
#include <vector>
using namespace std;

class Solution {
public:
    int missingNumber(vector<int>& nums) {
        int x = nums.size();
        for (int i = 0; i < (int)nums.size(); i++) x ^= i ^ nums[i];
        return x;
    }

    // Used while debugging: prints every pair of entries.
    void dump(vector<int>& nums) {
        for (int a : nums)
            for (int b : nums) cout << a << ',' << b << '\\n';
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: without a comment saying so, an uncalled public method still counts',
    'java',
    `class Solution {
    public int missingNumber(int[] nums) {
        int x = nums.length;
        for (int i = 0; i < nums.length; i++) x ^= i ^ nums[i];
        return x;
    }

    public int pairs(int[] nums) {
        int c = 0;
        for (int a : nums)
            for (int b : nums) if (a == b) c++;
        return c;
    }
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'python: a debug method calling both the solution and a brute force leaves the solution the entry',
    'python',
    `class Solution:
    def hasDuplicate(self, nums):
        return len(set(nums)) != len(nums)

    # Slow version to compare against.
    def brute(self, nums):
        return any(nums[i] == nums[j] for i in range(len(nums)) for j in range(i + 1, len(nums)))

    def debug(self, nums):
        print(self.hasDuplicate(nums), self.brute(nums))
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: a dump helper that calls the solution does not make it a helper',
    'go',
    `package main

import "fmt"

func maxRun(nums []int) int {
	best, cur := 0, 0
	for i, x := range nums {
		if i > 0 && x == nums[i-1] {
			cur++
		} else {
			cur = 1
		}
		if cur > best {
			best = cur
		}
	}
	return best
}

func dumpRuns(nums []int) {
	for i := range nums {
		fmt.Println(i, maxRun(nums[:i+1]))
	}
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: a debugPrint method calling the solution on every prefix is left out',
    'java',
    `class Solution {
    public int maxProfit(int[] prices) {
        int low = Integer.MAX_VALUE, best = 0;
        for (int p : prices) {
            low = Math.min(low, p);
            best = Math.max(best, p - low);
        }
        return best;
    }

    public void debugPrint(int[] prices) {
        for (int i = 1; i <= prices.length; i++)
            System.out.println(maxProfit(java.util.Arrays.copyOf(prices, i)));
    }
}
`,
    'O(n)',
    'O(1)',
  ],
]

/**
 * `int& cached = memo[l][r]; ... return cached = result;` writes the memo through the reference.
 */
const CASES_X: Case[] = [
  [
    'cpp: a memo cell reached through a reference, written by return cached = ...',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
    vector<vector<int>> memo;
    vector<int> vals;

    int best(int l, int r) {
        if (l + 1 >= r) return 0;
        int& cached = memo[l][r];
        if (cached != -1) return cached;
        int result = 0;
        for (int k = l + 1; k < r; k++)
            result = max(result, vals[l] * vals[k] * vals[r] + best(l, k) + best(k, r));
        return cached = result;
    }

public:
    int maxCoins(vector<int>& nums) {
        vals = nums;
        int n = vals.size();
        memo.assign(n, vector<int>(n, -1));
        return best(0, n - 1);
    }
};
`,
    'O(n^3)',
    'O(n^2)',
  ],
  [
    "cpp: climbing stairs memoised through a reference to the table's cell",
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
    vector<int> memo;

    int ways(int i) {
        if (i <= 1) return 1;
        int& cell = memo[i];
        if (cell != 0) return cell;
        return cell = ways(i - 1) + ways(i - 2);
    }

public:
    int climbStairs(int n) {
        memo.assign(n + 1, 0);
        return ways(n);
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: a reference used only to read a cell is not a memo',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    int count(vector<int>& nums, int i, int target) {
        if (i == (int)nums.size()) return target == 0;
        const int& x = nums[i];
        return count(nums, i + 1, target - x) + count(nums, i + 1, target + x);
    }
};
`,
    'O(2^n)',
    'O(n)',
  ],
]

/**
 * `counts[c]--`, `cnt[x] -= 1`: a counter taken down is a key already there; the map gains none.
 */
const CASES_Y: Case[] = [
  [
    "go: counting down a map's keys adds none to it",
    'go',
    `package main

func canConstruct(magazine string, note string) bool {
	counts := map[rune]int{}
	for _, ch := range magazine {
		counts[ch]++
	}
	for _, ch := range note {
		if counts[ch] == 0 {
			return false
		}
		counts[ch]--
	}
	return true
}
`,
    'O(m + n)',
    'O(n)',
  ],
  [
    'cpp: cnt[x] -= 1 on an unordered_map counts an existing key down',
    'cpp',
    `#include <unordered_map>
#include <vector>
using namespace std;

class Solution {
public:
    bool covers(vector<int>& pool, vector<int>& wanted) {
        unordered_map<int, int> cnt;
        for (int x : pool) cnt[x] += 1;
        for (int x : wanted) {
            if (cnt[x] <= 0) return false;
            cnt[x] -= 1;
        }
        return true;
    }
};
`,
    'O(m + n)',
    'O(n)',
  ],
  [
    "javascript: decrementing an object's counters keeps its size",
    'javascript',
    `function canBuild(pool, wanted) {
  const count = {};
  for (const x of pool) count[x] = (count[x] || 0) + 1;
  for (const x of wanted) {
    if (!count[x]) return false;
    count[x]--;
  }
  return true;
}
`,
    'O(m + n)',
    'O(n)',
  ],
]

const GROUPS: [string, Case[]][] = [
  ['a counter of a table counted down to zero', CASES_A],
  ['a collection grown on every pass up to a bound', CASES_B],
  ['a branch that leaves pays its work once', CASES_C],
  ['switch arms are exclusive branches', CASES_D],
  ['a value shifted left until it is zero', CASES_E],
  ["a number an early return proves below an input's length", CASES_F],
  ['three or more arrays side by side', CASES_G],
  ['k log k under n log n', CASES_H],
  ['paths through adjacency lists', CASES_I],
  ['a memo keyed by some of the parameters', CASES_J],
  ['nodes linked into a structure by a helper', CASES_K],
  ["fields a design class's operations fill", CASES_L],
  ['iterators and balanced-tree maps', CASES_M],
  ['sorting a stream or a copy', CASES_O],
  ['union-find over a map', CASES_P],
  ['erasing from node-based containers', CASES_Q],
  ["an edge list's E beside V cubed", CASES_R],
  ["a design class's operations named like library methods", CASES_S],
  ['an object a design class keeps in a field', CASES_T],
  ['a conditional pop is no cap', CASES_U],
  ["a grid shared by a class's methods", CASES_V],
  ['functions left over beside the solution', CASES_W],
  ['a memo cell written through a C++ reference', CASES_X],
  ["counting a map's keys down", CASES_Y],
]

for (const [group, cases] of GROUPS) {
  describe(group, () => {
    it.each(cases)('%s', async (_title, language, code, time, space) => {
      expect(await costs(language, code)).toEqual({ time, space })
    })
  })
}
/**
 * Claims in comments: "Time O(n * m), space O(n)" names each kind before its bound, and a bare bound that
 * ends the comment just above a function ("Prim's algorithm, O(n log n).") claims its running time.
 */
describe('complexity claims named before each bound, or bare above a function', () => {
  it('cpp: reads the space claim after a comma when each kind comes first', async () => {
    const report = await analysed(
      'cpp',
      `#include <vector>
using namespace std;

class Solution {
public:
    // Time O(n * m), space O(n).
    int longestCommon(vector<int>& a, vector<int>& b) {
        vector<vector<int>> dp(a.size() + 1, vector<int>(b.size() + 1, 0));
        int best = 0;
        for (size_t i = 1; i <= a.size(); i++)
            for (size_t j = 1; j <= b.size(); j++)
                if (a[i - 1] == b[j - 1]) best = max(best, dp[i][j] = dp[i - 1][j - 1] + 1);
        return best;
    }
};
`,
    )
    expect(report.claims.map((c) => [c.kind, c.claimed, c.agrees])).toEqual([
      ['time', 'O(m * n)', true],
      ['space', 'O(n)', false],
    ])
  })

  it('java: a bare bound ending the comment above a method is a time claim', async () => {
    const report = await analysed(
      'java',
      `class Solution {
    // Two nested scans over the points, O(n log n).
    public int closestPair(int[][] points) {
        int best = Integer.MAX_VALUE;
        for (int i = 0; i < points.length; i++)
            for (int j = i + 1; j < points.length; j++)
                best = Math.min(best, Math.abs(points[i][0] - points[j][0]) + Math.abs(points[i][1] - points[j][1]));
        return best;
    }
}
`,
    )
    expect(report.time.bigO).toBe('O(n^2)')
    expect(report.claims.map((c) => [c.kind, c.claimed, c.agrees])).toEqual([['time', 'O(n log n)', false]])
  })

  it('python: a bare bound that agrees is read and agrees', async () => {
    const report = await analysed(
      'python',
      `# Sort, then one sweep, O(n log n).
def min_gap(nums):
    nums = sorted(nums)
    return min(b - a for a, b in zip(nums, nums[1:]))
`,
    )
    expect(report.claims.map((c) => [c.kind, c.agrees])).toEqual([['time', true]])
  })

  it('go: a bare bound heading the comment above a function is a time claim', async () => {
    const report = await analysed(
      'go',
      `package main

// O(n^2): compares every pair of neighbours.
func countRises(nums []int) int {
	rises := 0
	for i := 1; i < len(nums); i++ {
		if nums[i] > nums[i-1] {
			rises++
		}
	}
	return rises
}
`,
    )
    expect(report.claims.map((c) => [c.kind, c.claimed, c.agrees])).toEqual([['time', 'O(n^2)', false]])
  })

  it('go: a bare bound in the middle of a sentence makes no claim', async () => {
    const report = await analysed(
      'go',
      `package main

// Popping the front is O(1) here, so the slice works as a queue.
func drain(q []int) int {
	total := 0
	for len(q) > 0 {
		total += q[0]
		q = q[1:]
	}
	return total
}
`,
    )
    expect(report.claims).toEqual([])
  })
})

/**
 * A comment that gives a typical bound beside the worst one ("Usually O(log n), but duplicates make it
 * O(n) worst case", "O(1) on average"): the analysis reports the worst case, so the bound the comment
 * itself qualifies as usual, average or best claims nothing, and the one it calls the worst case is a
 * claim on the running time.
 */
describe('complexity claims qualified as the usual, average or worst case', () => {
  it('javascript: the usual bound is left aside and the worst case is read as time', async () => {
    const report = await analysed(
      'javascript',
      `var search = function (nums, target) {
  let lo = 0
  let hi = nums.length - 1
  // Usually O(log n), but equal ends force lo++/hi-- steps: O(n) worst case.
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (nums[mid] === target) return true
    if (nums[lo] === nums[mid] && nums[mid] === nums[hi]) {
      lo++
      hi--
    } else if (nums[lo] <= nums[mid]) {
      if (nums[lo] <= target && target < nums[mid]) hi = mid - 1
      else lo = mid + 1
    } else {
      if (nums[mid] < target && target <= nums[hi]) lo = mid + 1
      else hi = mid - 1
    }
  }
  return false
}
`,
    )
    expect(report.time.bigO).toBe('O(n)')
    expect(report.claims.map((c) => [c.kind, c.claimed, c.agrees])).toEqual([['time', 'O(n)', true]])
  })

  it('python: a bound said to hold on average claims nothing', async () => {
    const report = await analysed(
      'python',
      `class Solution:
    def search(self, nums: list[int], target: int) -> bool:
        lo, hi = 0, len(nums) - 1
        # Time O(log n) on average; equal ends need one step per element.
        while lo <= hi:
            mid = (lo + hi) // 2
            if nums[mid] == target:
                return True
            if nums[lo] == nums[mid] == nums[hi]:
                lo += 1
                hi -= 1
            elif nums[lo] <= nums[mid]:
                if nums[lo] <= target < nums[mid]:
                    hi = mid - 1
                else:
                    lo = mid + 1
            else:
                if nums[mid] < target <= nums[hi]:
                    lo = mid + 1
                else:
                    hi = mid - 1
        return False
`,
    )
    expect(report.time.bigO).toBe('O(n)')
    expect(report.claims).toEqual([])
  })

  it('java: a best case beside a worst case reads only the worst one', async () => {
    const report = await analysed(
      'java',
      `class Solution {
    // Best case O(n) when the array is sorted already, worst-case O(n^2) time.
    public void insertionSort(int[] nums) {
        for (int i = 1; i < nums.length; i++) {
            int x = nums[i];
            int j = i - 1;
            while (j >= 0 && nums[j] > x) {
                nums[j + 1] = nums[j];
                j--;
            }
            nums[j + 1] = x;
        }
    }
}
`,
    )
    expect(report.time.bigO).toBe('O(n^2)')
    expect(report.claims.map((c) => [c.kind, c.claimed, c.agrees])).toEqual([['time', 'O(n^2)', true]])
  })

  it('go: a worst-case bound that is wrong is still flagged', async () => {
    const report = await analysed(
      'go',
      `package main

// Worst case O(log n): halves the range each step.
func search(nums []int, target int) bool {
	lo, hi := 0, len(nums)-1
	for lo <= hi {
		mid := (lo + hi) / 2
		if nums[mid] == target {
			return true
		}
		if nums[lo] == nums[mid] && nums[mid] == nums[hi] {
			lo++
			hi--
		} else if nums[lo] <= nums[mid] {
			if nums[lo] <= target && target < nums[mid] {
				hi = mid - 1
			} else {
				lo = mid + 1
			}
		} else {
			if nums[mid] < target && target <= nums[hi] {
				lo = mid + 1
			} else {
				hi = mid - 1
			}
		}
	}
	return false
}
`,
    )
    expect(report.time.bigO).toBe('O(n)')
    expect(report.claims.map((c) => [c.kind, c.claimed, c.agrees])).toEqual([['time', 'O(log n)', false]])
  })
})

/**
 * A design class is measured operation by operation, so a comment just above one operation ("O(1):
 * append to the key's list") claims that operation's cost: it agrees when that operation costs it, and
 * is flagged when it does not, whatever the other operations cost.
 */
describe('complexity claims above the operations of a design class', () => {
  it('python: each operation of a time-based store agrees with its own comment', async () => {
    const report = await analysed(
      'python',
      `class TimeMap:
    def __init__(self):
        self.store = {}

    # O(1): append to the key's list
    def set(self, key: str, value: str, timestamp: int) -> None:
        bucket = self.store.get(key)
        if bucket is None:
            bucket = []
            self.store[key] = bucket
        bucket.append((timestamp, value))

    # O(log n): binary search over the key's list
    def get(self, key: str, timestamp: int) -> str:
        bucket = self.store.get(key)
        if not bucket:
            return ""
        lo, hi = 0, len(bucket) - 1
        found = ""
        while lo <= hi:
            mid = (lo + hi) // 2
            if bucket[mid][0] <= timestamp:
                found = bucket[mid][1]
                lo = mid + 1
            else:
                hi = mid - 1
        return found
`,
    )
    expect(report.time.bigO).toBe('O(log n)')
    expect(report.claims.map((c) => [c.kind, c.claimed, c.agrees])).toEqual([
      ['time', 'O(1)', true],
      ['time', 'O(log n)', true],
    ])
  })

  it('java: a wrong claim above one operation is flagged against that operation', async () => {
    const report = await analysed(
      'java',
      `import java.util.*;

class MinStack {
    private final Deque<int[]> stack = new ArrayDeque<>();

    // O(1): push the value with the minimum so far
    public void push(int val) {
        int min = stack.isEmpty() ? val : Math.min(val, stack.peek()[1]);
        stack.push(new int[] {val, min});
    }

    public void pop() {
        stack.pop();
    }

    // O(n): scans the stack for the minimum
    public int getMin() {
        return stack.peek()[1];
    }
}
`,
    )
    expect(report.claims.map((c) => [c.kind, c.claimed, c.agrees])).toEqual([
      ['time', 'O(1)', true],
      ['time', 'O(n)', false],
    ])
  })

  it('typescript: a cheap operation and a search each agree with their comments', async () => {
    const report = await analysed(
      'typescript',
      `export class SortedLog {
  private readonly items: number[] = []

  // O(1): the times arrive in increasing order
  add(time: number): void {
    this.items.push(time)
  }

  // O(log n): binary search for the first time after t
  countAfter(t: number): number {
    let lo = 0
    let hi = this.items.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.items[mid]! <= t) lo = mid + 1
      else hi = mid
    }
    return this.items.length - lo
  }
}
`,
    )
    expect(report.time.bigO).toBe('O(log n)')
    expect(report.claims.map((c) => [c.kind, c.claimed, c.agrees])).toEqual([
      ['time', 'O(1)', true],
      ['time', 'O(log n)', true],
    ])
  })
})
