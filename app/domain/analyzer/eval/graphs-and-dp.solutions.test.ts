import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Union-find (recursive, iterative or written as a conditional expression) is effectively O(1) per
 * operation; topological sorts are O(V + E); DP tables, rolling rows and memoised recursion cost their
 * number of states, the rolling forms keeping only one row.
 */
const GRAPHS_AND_DP: Case[] = [
  [
    'python: number of provinces with a recursive find and union by rank',
    'python',
    `class Solution:
    def findCircleNum(self, isConnected: List[List[int]]) -> int:
        n = len(isConnected)
        parent = list(range(n))
        rank = [0] * n

        def find(x):
            if parent[x] != x:
                parent[x] = find(parent[x])
            return parent[x]

        def union(a, b):
            ra, rb = find(a), find(b)
            if ra == rb:
                return False
            if rank[ra] < rank[rb]:
                ra, rb = rb, ra
            parent[rb] = ra
            if rank[ra] == rank[rb]:
                rank[ra] += 1
            return True

        groups = n
        for i in range(n):
            for j in range(i + 1, n):
                if isConnected[i][j] and union(i, j):
                    groups -= 1
        return groups
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'typescript: redundant connection with path halving',
    'typescript',
    `export function findRedundantConnection(edges: number[][]): number[] {
  const parent = Array.from({ length: edges.length + 1 }, (_, i) => i)
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]]
      x = parent[x]
    }
    return x
  }
  for (const [a, b] of edges) {
    const ra = find(a)
    const rb = find(b)
    if (ra === rb) return [a, b]
    parent[ra] = rb
  }
  return []
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: equality equations with union-find over 26 letters',
    'cpp',
    `class Solution {
    int parent[26];
    int find(int x) {
        return parent[x] == x ? x : parent[x] = find(parent[x]);
    }
public:
    bool equationsPossible(vector<string>& equations) {
        for (int i = 0; i < 26; i++) parent[i] = i;
        for (const string& e : equations)
            if (e[1] == '=') parent[find(e[0] - 'a')] = find(e[3] - 'a');
        for (const string& e : equations)
            if (e[1] == '!' && find(e[0] - 'a') == find(e[3] - 'a')) return false;
        return true;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: coin change II with a 1-D table over the amount',
    'python',
    `class Solution:
    def change(self, amount: int, coins: List[int]) -> int:
        ways = [0] * (amount + 1)
        ways[0] = 1
        for coin in coins:
            for total in range(coin, amount + 1):
                ways[total] += ways[total - coin]
        return ways[amount]
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'java: longest common subsequence with two rolling rows',
    'java',
    `class Solution {
    public int longestCommonSubsequence(String text1, String text2) {
        int m = text1.length(), n = text2.length();
        int[] prev = new int[n + 1];
        int[] cur = new int[n + 1];
        for (int i = 1; i <= m; i++) {
            for (int j = 1; j <= n; j++) {
                if (text1.charAt(i - 1) == text2.charAt(j - 1)) cur[j] = prev[j - 1] + 1;
                else cur[j] = Math.max(prev[j], cur[j - 1]);
            }
            int[] tmp = prev;
            prev = cur;
            cur = tmp;
        }
        return prev[n];
    }
}
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'cpp: burst balloons with interval DP',
    'cpp',
    `class Solution {
public:
    int maxCoins(vector<int>& nums) {
        int n = nums.size();
        vector<int> a(n + 2, 1);
        for (int i = 0; i < n; i++) a[i + 1] = nums[i];
        vector<vector<int>> dp(n + 2, vector<int>(n + 2, 0));
        for (int len = 1; len <= n; len++) {
            for (int left = 1; left + len - 1 <= n; left++) {
                int right = left + len - 1;
                for (int k = left; k <= right; k++) {
                    dp[left][right] = max(dp[left][right],
                        dp[left][k - 1] + a[left - 1] * a[k] * a[right + 1] + dp[k + 1][right]);
                }
            }
        }
        return dp[1][n];
    }
};
`,
    'O(n^3)',
    'O(n^2)',
  ],
  [
    'typescript: decode ways with a table',
    'typescript',
    `export function numDecodings(s: string): number {
  const n = s.length
  const dp = new Array<number>(n + 1).fill(0)
  dp[0] = 1
  for (let i = 1; i <= n; i++) {
    if (s[i - 1] !== '0') dp[i] += dp[i - 1]
    if (i >= 2) {
      const two = Number(s.substring(i - 2, i))
      if (two >= 10 && two <= 26) dp[i] += dp[i - 2]
    }
  }
  return dp[n]
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: longest palindromic substring with a boolean table',
    'python',
    `class Solution:
    def longestPalindrome(self, s: str) -> str:
        n = len(s)
        dp = [[False] * n for _ in range(n)]
        start, best = 0, 1
        for i in range(n - 1, -1, -1):
            for j in range(i, n):
                if s[i] == s[j] and (j - i < 3 or dp[i + 1][j - 1]):
                    dp[i][j] = True
                    if j - i + 1 > best:
                        start, best = i, j - i + 1
        return s[start:start + best]
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'java: coin change top-down with a HashMap memo',
    'java',
    `class Solution {
    private final Map<Integer, Integer> memo = new HashMap<>();

    public int coinChange(int[] coins, int amount) {
        return solve(coins, amount);
    }

    private int solve(int[] coins, int rem) {
        if (rem == 0) return 0;
        if (rem < 0) return -1;
        if (memo.containsKey(rem)) return memo.get(rem);
        int best = Integer.MAX_VALUE;
        for (int c : coins) {
            int sub = solve(coins, rem - c);
            if (sub >= 0 && sub + 1 < best) best = sub + 1;
        }
        int result = best == Integer.MAX_VALUE ? -1 : best;
        memo.put(rem, result);
        return result;
    }
}
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'javascript: min cost climbing stairs with two rolling values',
    'javascript',
    `const minCostClimbingStairs = (cost) => {
  let a = 0, b = 0;
  for (let i = 2; i <= cost.length; i++) {
    const c = Math.min(b + cost[i - 1], a + cost[i - 2]);
    a = b;
    b = c;
  }
  return b;
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: unique paths II filling the obstacle grid in place',
    'python',
    `class Solution:
    def uniquePathsWithObstacles(self, grid: List[List[int]]) -> int:
        rows, cols = len(grid), len(grid[0])
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] == 1:
                    grid[r][c] = 0
                elif r == 0 and c == 0:
                    grid[r][c] = 1
                else:
                    up = grid[r - 1][c] if r > 0 else 0
                    left = grid[r][c - 1] if c > 0 else 0
                    grid[r][c] = up + left
        return grid[rows - 1][cols - 1]
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'go: maximum product subarray with running max and min',
    'go',
    `package main

func maxProduct(nums []int) int {
	best, hi, lo := nums[0], nums[0], nums[0]
	for _, x := range nums[1:] {
		if x < 0 {
			hi, lo = lo, hi
		}
		hi = max(x, hi*x)
		lo = min(x, lo*x)
		if hi > best {
			best = hi
		}
	}
	return best
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: minimum path sum memoised with functools.cache on a closure',
    'python',
    `from functools import cache

class Solution:
    def minPathSum(self, grid: List[List[int]]) -> int:
        rows, cols = len(grid), len(grid[0])

        @cache
        def best(r, c):
            if r == rows - 1 and c == cols - 1:
                return grid[r][c]
            options = []
            if r + 1 < rows:
                options.append(best(r + 1, c))
            if c + 1 < cols:
                options.append(best(r, c + 1))
            return grid[r][c] + min(options)

        return best(0, 0)
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: house robber II running a helper on two ranges',
    'java',
    `class Solution {
    public int rob(int[] nums) {
        if (nums.length == 1) return nums[0];
        return Math.max(robRange(nums, 0, nums.length - 2), robRange(nums, 1, nums.length - 1));
    }

    private int robRange(int[] nums, int lo, int hi) {
        int take = 0, skip = 0;
        for (int i = lo; i <= hi; i++) {
            int t = skip + nums[i];
            skip = Math.max(skip, take);
            take = t;
        }
        return Math.max(take, skip);
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: number of connected components with union-find by size',
    'go',
    `package main

func countComponents(n int, edges [][]int) int {
	parent := make([]int, n)
	size := make([]int, n)
	for i := range parent {
		parent[i] = i
		size[i] = 1
	}
	var find func(int) int
	find = func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	count := n
	for _, e := range edges {
		a, b := find(e[0]), find(e[1])
		if a == b {
			continue
		}
		if size[a] < size[b] {
			a, b = b, a
		}
		parent[b] = a
		size[a] += size[b]
		count--
	}
	return count
}
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'javascript: course schedule with Kahn and an array as queue',
    'javascript',
    `var canFinish = function (numCourses, prerequisites) {
  const indegree = new Array(numCourses).fill(0);
  const adj = Array.from({ length: numCourses }, () => []);
  for (const [course, pre] of prerequisites) {
    adj[pre].push(course);
    indegree[course]++;
  }
  const queue = [];
  for (let i = 0; i < numCourses; i++) if (indegree[i] === 0) queue.push(i);
  let taken = 0;
  while (queue.length) {
    const c = queue.pop();
    taken++;
    for (const next of adj[c]) {
      if (--indegree[next] === 0) queue.push(next);
    }
  }
  return taken === numCourses;
};
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'cpp: longest increasing path with a memo table and a lambda-free helper',
    'cpp',
    `class Solution {
    int rows, cols;
    vector<vector<int>> memo;
    int dirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    int dfs(vector<vector<int>>& m, int r, int c) {
        if (memo[r][c]) return memo[r][c];
        int best = 1;
        for (auto& d : dirs) {
            int nr = r + d[0], nc = c + d[1];
            if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && m[nr][nc] > m[r][c])
                best = max(best, 1 + dfs(m, nr, nc));
        }
        return memo[r][c] = best;
    }
public:
    int longestIncreasingPath(vector<vector<int>>& matrix) {
        rows = matrix.size();
        cols = matrix[0].size();
        memo.assign(rows, vector<int>(cols, 0));
        int ans = 0;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) ans = max(ans, dfs(matrix, r, c));
        return ans;
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

describe('union-find, graphs and dynamic programming', () => {
  it.each(GRAPHS_AND_DP)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
