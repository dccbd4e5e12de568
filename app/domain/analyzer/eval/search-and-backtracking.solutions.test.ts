import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Backtracking pays for every subset or arrangement it copies out, whether it recurses or doubles a list
 * in a loop; monotonic stacks and deques are amortised; binary searches are logarithmic unless a branch
 * only drops one end (duplicates in a rotated array); prefix sums are one pass. Ranges split at a point
 * that is not the middle (quicksort) and two-ended recursions without a memo stay slow.
 */
const SEARCH_AND_BACKTRACKING: Case[] = [
  [
    'java: combination sum with reuse of candidates',
    'java',
    `class Solution {
    public List<List<Integer>> combinationSum(int[] candidates, int target) {
        List<List<Integer>> res = new ArrayList<>();
        dfs(candidates, target, 0, new ArrayList<>(), res);
        return res;
    }

    private void dfs(int[] c, int remain, int start, List<Integer> path, List<List<Integer>> res) {
        if (remain == 0) {
            res.add(new ArrayList<>(path));
            return;
        }
        for (int i = start; i < c.length; i++) {
            if (c[i] > remain) continue;
            path.add(c[i]);
            dfs(c, remain - c[i], i, path, res);
            path.remove(path.size() - 1);
        }
    }
}
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'go: N-Queens building every board',
    'go',
    `package main

import "strings"

func solveNQueens(n int) [][]string {
	var res [][]string
	cols := make([]bool, n)
	d1 := make([]bool, 2*n)
	d2 := make([]bool, 2*n)
	board := make([][]byte, n)
	for i := range board {
		board[i] = []byte(strings.Repeat(".", n))
	}
	var place func(r int)
	place = func(r int) {
		if r == n {
			snap := make([]string, n)
			for i := range board {
				snap[i] = string(board[i])
			}
			res = append(res, snap)
			return
		}
		for c := 0; c < n; c++ {
			if cols[c] || d1[r+c] || d2[r-c+n] {
				continue
			}
			cols[c], d1[r+c], d2[r-c+n] = true, true, true
			board[r][c] = 'Q'
			place(r + 1)
			board[r][c] = '.'
			cols[c], d1[r+c], d2[r-c+n] = false, false, false
		}
	}
	place(0)
	return res
}
`,
    'O(n * n!)',
    'O(n * n!)',
  ],
  [
    'python: palindrome partitioning with a palindrome check per piece',
    'python',
    `class Solution:
    def partition(self, s: str) -> List[List[str]]:
        result = []

        def is_pal(lo, hi):
            while lo < hi:
                if s[lo] != s[hi]:
                    return False
                lo += 1
                hi -= 1
            return True

        def go(start, parts):
            if start == len(s):
                result.append(list(parts))
                return
            for end in range(start, len(s)):
                if is_pal(start, end):
                    parts.append(s[start:end + 1])
                    go(end + 1, parts)
                    parts.pop()

        go(0, [])
        return result
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'cpp: word search backtracking that marks cells in the board',
    'cpp',
    `class Solution {
    bool found(vector<vector<char>>& b, const string& w, int i, int r, int c) {
        if (i == (int)w.size()) return true;
        if (r < 0 || c < 0 || r >= (int)b.size() || c >= (int)b[0].size() || b[r][c] != w[i]) return false;
        char saved = b[r][c];
        b[r][c] = '#';
        bool ok = found(b, w, i + 1, r + 1, c) || found(b, w, i + 1, r - 1, c) ||
                  found(b, w, i + 1, r, c + 1) || found(b, w, i + 1, r, c - 1);
        b[r][c] = saved;
        return ok;
    }
public:
    bool exist(vector<vector<char>>& board, string word) {
        for (int r = 0; r < (int)board.size(); r++)
            for (int c = 0; c < (int)board[0].size(); c++)
                if (found(board, word, 0, r, c)) return true;
        return false;
    }
};
`,
    'O(m * n * 4^L)',
    'O(L)',
  ],
  [
    'javascript: online stock span with a monotonic stack class',
    'javascript',
    `class StockSpanner {
  constructor() {
    this.stack = [];
  }

  next(price) {
    let span = 1;
    while (this.stack.length && this.stack[this.stack.length - 1][0] <= price) {
      span += this.stack.pop()[1];
    }
    this.stack.push([price, span]);
    return span;
  }
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python: sum of subarray minimums with previous and next smaller',
    'python',
    `class Solution:
    def sumSubarrayMins(self, arr: List[int]) -> int:
        n = len(arr)
        left = [0] * n
        right = [0] * n
        stack = []
        for i in range(n):
            while stack and arr[stack[-1]] > arr[i]:
                stack.pop()
            left[i] = i - stack[-1] if stack else i + 1
            stack.append(i)
        stack = []
        for i in range(n - 1, -1, -1):
            while stack and arr[stack[-1]] >= arr[i]:
                stack.pop()
            right[i] = stack[-1] - i if stack else n - i
            stack.append(i)
        return sum(arr[i] * left[i] * right[i] for i in range(n)) % (10**9 + 7)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: sliding window maximum with a deque of indices in a slice',
    'go',
    `package main

func maxSlidingWindow(nums []int, k int) []int {
	dq := []int{}
	res := make([]int, 0, len(nums)-k+1)
	for i, x := range nums {
		for len(dq) > 0 && dq[0] <= i-k {
			dq = dq[1:]
		}
		for len(dq) > 0 && nums[dq[len(dq)-1]] < x {
			dq = dq[:len(dq)-1]
		}
		dq = append(dq, i)
		if i >= k-1 {
			res = append(res, nums[dq[0]])
		}
	}
	return res
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: asteroid collision with a stack',
    'typescript',
    `export function asteroidCollision(asteroids: number[]): number[] {
  const stack: number[] = []
  for (const a of asteroids) {
    let alive = true
    while (alive && a < 0 && stack.length > 0 && stack[stack.length - 1] > 0) {
      const top = stack[stack.length - 1]
      if (top < -a) {
        stack.pop()
      } else {
        if (top === -a) stack.pop()
        alive = false
      }
    }
    if (alive) stack.push(a)
  }
  return stack
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: search range with two lower-bound helpers',
    'java',
    `class Solution {
    public int[] searchRange(int[] nums, int target) {
        int first = lowerBound(nums, target);
        if (first == nums.length || nums[first] != target) return new int[] {-1, -1};
        return new int[] {first, lowerBound(nums, target + 1) - 1};
    }

    private int lowerBound(int[] nums, int target) {
        int lo = 0, hi = nums.length;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] < target) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'python: find peak element by comparing with the right neighbour',
    'python',
    `class Solution:
    def findPeakElement(self, nums: List[int]) -> int:
        lo, hi = 0, len(nums) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if nums[mid] > nums[mid + 1]:
                hi = mid
            else:
                lo = mid + 1
        return lo
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'cpp: minimum in a rotated array with duplicates allowed',
    'cpp',
    `class Solution {
public:
    int findMin(vector<int>& nums) {
        int lo = 0, hi = nums.size() - 1;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] > nums[hi]) lo = mid + 1;
            else if (nums[mid] < nums[hi]) hi = mid;
            else hi--;
        }
        return nums[lo];
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: range sum query 2D with a prefix table in the constructor',
    'javascript',
    `class NumMatrix {
  constructor(matrix) {
    const m = matrix.length, n = matrix[0].length;
    this.pre = Array.from({ length: m + 1 }, () => new Array(n + 1).fill(0));
    for (let r = 0; r < m; r++) {
      for (let c = 0; c < n; c++) {
        this.pre[r + 1][c + 1] = matrix[r][c] + this.pre[r][c + 1] + this.pre[r + 1][c] - this.pre[r][c];
      }
    }
  }

  sumRegion(r1, c1, r2, c2) {
    const p = this.pre;
    return p[r2 + 1][c2 + 1] - p[r1][c2 + 1] - p[r2 + 1][c1] + p[r1][c1];
  }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: count subarrays with sum divisible by k with a counter list',
    'python',
    `class Solution:
    def subarraysDivByK(self, nums: List[int], k: int) -> int:
        counts = [0] * k
        counts[0] = 1
        prefix = 0
        total = 0
        for x in nums:
            prefix = (prefix + x) % k
            total += counts[prefix]
            counts[prefix] += 1
        return total
`,
    'O(n)',
    'O(k)',
  ],
  [
    'java: contiguous array with the first index of each balance',
    'java',
    `class Solution {
    public int findMaxLength(int[] nums) {
        Map<Integer, Integer> first = new HashMap<>();
        first.put(0, -1);
        int balance = 0, best = 0;
        for (int i = 0; i < nums.length; i++) {
            balance += nums[i] == 1 ? 1 : -1;
            Integer seen = first.get(balance);
            if (seen != null) best = Math.max(best, i - seen);
            else first.put(balance, i);
        }
        return best;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: running sum written into the input',
    'cpp',
    `class Solution {
public:
    vector<int> runningSum(vector<int>& nums) {
        for (size_t i = 1; i < nums.size(); ++i) nums[i] += nums[i - 1];
        return nums;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: subsets by iterating and copying every previous subset',
    'typescript',
    `export function subsets(nums: number[]): number[][] {
  const result: number[][] = [[]]
  for (const num of nums) {
    const size = result.length
    for (let i = 0; i < size; i++) {
      result.push([...result[i], num])
    }
  }
  return result
}
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'java: remove duplicate letters with a monotonic stack and a seen array',
    'java',
    `class Solution {
    public String removeDuplicateLetters(String s) {
        int[] last = new int[26];
        for (int i = 0; i < s.length(); i++) last[s.charAt(i) - 'a'] = i;
        boolean[] used = new boolean[26];
        Deque<Character> stack = new ArrayDeque<>();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (used[c - 'a']) continue;
            while (!stack.isEmpty() && stack.peek() > c && last[stack.peek() - 'a'] > i) {
                used[stack.pop() - 'a'] = false;
            }
            stack.push(c);
            used[c - 'a'] = true;
        }
        StringBuilder sb = new StringBuilder();
        while (!stack.isEmpty()) sb.append(stack.pollLast());
        return sb.toString();
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: subsets by iterating and copying every previous subset',
    'typescript',
    `export function subsets(nums: number[]): number[][] {
  const result: number[][] = [[]]
  for (const num of nums) {
    const size = result.length
    for (let i = 0; i < size; i++) {
      result.push([...result[i], num])
    }
  }
  return result
}
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'java: subsets built iteratively from a snapshot of the size',
    'java',
    `class Solution {
    public List<List<Integer>> subsets(int[] nums) {
        List<List<Integer>> res = new ArrayList<>();
        res.add(new ArrayList<>());
        for (int num : nums) {
            int size = res.size();
            for (int i = 0; i < size; i++) {
                List<Integer> next = new ArrayList<>(res.get(i));
                next.add(num);
                res.add(next);
            }
        }
        return res;
    }
}
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'python: subsets iteratively over range(len(res))',
    'python',
    `class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        res = [[]]
        for num in nums:
            for i in range(len(res)):
                res.append(res[i] + [num])
        return res
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'python: remove duplicates from an unsorted list without a buffer',
    'python',
    `class Solution:
    def removeDuplicates(self, head: Optional[ListNode]) -> Optional[ListNode]:
        cur = head
        while cur:
            runner = cur
            while runner.next:
                if runner.next.val == cur.val:
                    runner.next = runner.next.next
                else:
                    runner = runner.next
            cur = cur.next
        return head
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'java: for every node, count the nodes after it',
    'java',
    `class Solution {
    public int pairs(ListNode head) {
        int total = 0;
        ListNode cur = head;
        while (cur != null) {
            ListNode p = cur.next;
            while (p != null) {
                if (p.val > cur.val) total++;
                p = p.next;
            }
            cur = cur.next;
        }
        return total;
    }
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'python: unmemoised longest palindromic subsequence on two ends',
    'python',
    `class Solution:
    def longestPalindromeSubseq(self, s: str) -> int:
        def go(i, j):
            if i > j:
                return 0
            if i == j:
                return 1
            if s[i] == s[j]:
                return 2 + go(i + 1, j - 1)
            return max(go(i + 1, j), go(i, j - 1))
        return go(0, len(s) - 1)
`,
    'O(2^n)',
    'O(n)',
  ],
  [
    'cpp: quicksort with a Lomuto partition helper',
    'cpp',
    `class Solution {
    int partition(vector<int>& a, int lo, int hi) {
        int pivot = a[hi], i = lo;
        for (int j = lo; j < hi; j++) {
            if (a[j] < pivot) swap(a[i++], a[j]);
        }
        swap(a[i], a[hi]);
        return i;
    }
    void quick(vector<int>& a, int lo, int hi) {
        if (lo >= hi) return;
        int p = partition(a, lo, hi);
        quick(a, lo, p - 1);
        quick(a, p + 1, hi);
    }
public:
    vector<int> sortArray(vector<int>& nums) {
        quick(nums, 0, nums.size() - 1);
        return nums;
    }
};
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'go: 2-D prefix sums counting squares with a sum at most the threshold',
    'go',
    `package main

func maxSideLength(mat [][]int, threshold int) int {
	m, n := len(mat), len(mat[0])
	pre := make([][]int, m+1)
	for i := range pre {
		pre[i] = make([]int, n+1)
	}
	for i := 1; i <= m; i++ {
		for j := 1; j <= n; j++ {
			pre[i][j] = mat[i-1][j-1] + pre[i-1][j] + pre[i][j-1] - pre[i-1][j-1]
		}
	}
	best := 0
	for i := 1; i <= m; i++ {
		for j := 1; j <= n; j++ {
			k := best + 1
			if i >= k && j >= k && pre[i][j]-pre[i-k][j]-pre[i][j-k]+pre[i-k][j-k] <= threshold {
				best = k
			}
		}
	}
	return best
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

describe('backtracking, monotonic stacks, binary search and prefix sums', () => {
  it.each(SEARCH_AND_BACKTRACKING)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
