/**
 * Small interview solutions with their known complexities, written for the analyzer's own tests (the
 * labelled corpus in tests/fixtures/analyzer is measured separately). One or more per pattern the
 * engine has to read: loop bounds, halving, two pointers, amortised inner loops, library costs,
 * recursion of every kind, graph and grid traversals.
 */

import type { Language, TechniqueId } from './types'

export interface Sample {
  title: string
  language: Language
  code: string
  time: string
  space: string
  techniques?: TechniqueId[]
}

export const SAMPLES: Sample[] = [
  {
    title: 'python: nested loops over all pairs',
    language: 'python',
    time: 'O(n^2)',
    space: 'O(1)',
    code: `
def count_pairs(nums):
    count = 0
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] == nums[j]:
                count += 1
    return count
`,
  },
  {
    title: 'python: max depth of a binary tree',
    language: 'python',
    time: 'O(n)',
    space: 'O(n)',
    techniques: ['recursion', 'dfs'],
    code: `
class Solution:
    def maxDepth(self, root: Optional[TreeNode]) -> int:
        if not root:
            return 0
        return 1 + max(self.maxDepth(root.left), self.maxDepth(root.right))
`,
  },
  {
    title: 'python: merge sort on slices',
    language: 'python',
    time: 'O(n log n)',
    space: 'O(n)',
    code: `
def merge_sort(nums):
    if len(nums) <= 1:
        return nums
    mid = len(nums) // 2
    left = merge_sort(nums[:mid])
    right = merge_sort(nums[mid:])
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    out.extend(left[i:])
    out.extend(right[j:])
    return out
`,
  },
  {
    title: 'python: naive fibonacci',
    language: 'python',
    time: 'O(2^n)',
    space: 'O(n)',
    techniques: ['recursion'],
    code: `
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
`,
  },
  {
    title: 'python: course schedule with Kahn’s algorithm',
    language: 'python',
    time: 'O(V + E)',
    space: 'O(V + E)',
    techniques: ['bfs', 'hash-map'],
    code: `
from collections import deque, defaultdict
class Solution:
    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        graph = defaultdict(list)
        indegree = [0] * numCourses
        for course, before in prerequisites:
            graph[before].append(course)
            indegree[course] += 1
        queue = deque(i for i in range(numCourses) if indegree[i] == 0)
        taken = 0
        while queue:
            node = queue.popleft()
            taken += 1
            for nxt in graph[node]:
                indegree[nxt] -= 1
                if indegree[nxt] == 0:
                    queue.append(nxt)
        return taken == numCourses
`,
  },
  {
    title: 'python: Dijkstra with a heap',
    language: 'python',
    time: 'O(E log V)',
    space: 'O(V + E)',
    techniques: ['heap', 'hash-map'],
    code: `
import heapq
from collections import defaultdict
class Solution:
    def networkDelayTime(self, times: List[List[int]], n: int, k: int) -> int:
        graph = defaultdict(list)
        for u, v, w in times:
            graph[u].append((v, w))
        dist = {}
        heap = [(0, k)]
        while heap:
            d, node = heapq.heappop(heap)
            if node in dist:
                continue
            dist[node] = d
            for nei, w in graph[node]:
                if nei not in dist:
                    heapq.heappush(heap, (d + w, nei))
        return max(dist.values()) if len(dist) == n else -1
`,
  },
  {
    title: 'python: level-order traversal',
    language: 'python',
    time: 'O(n)',
    space: 'O(n)',
    techniques: ['bfs'],
    code: `
from collections import deque
class Solution:
    def levelOrder(self, root: Optional[TreeNode]) -> List[List[int]]:
        if not root:
            return []
        levels = []
        queue = deque([root])
        while queue:
            level = []
            for _ in range(len(queue)):
                node = queue.popleft()
                level.append(node.val)
                if node.left:
                    queue.append(node.left)
                if node.right:
                    queue.append(node.right)
            levels.append(level)
        return levels
`,
  },
  {
    title: 'python: minimum size subarray (sliding window)',
    language: 'python',
    time: 'O(n)',
    space: 'O(1)',
    techniques: ['sliding-window'],
    code: `
class Solution:
    def minSubArrayLen(self, target: int, nums: List[int]) -> int:
        left = 0
        total = 0
        best = float('inf')
        for right in range(len(nums)):
            total += nums[right]
            while total >= target:
                best = min(best, right - left + 1)
                total -= nums[left]
                left += 1
        return 0 if best == float('inf') else best
`,
  },
  {
    title: 'python: memoised LCS on two strings',
    language: 'python',
    time: 'O(m * n)',
    space: 'O(m * n)',
    techniques: ['dynamic-programming', 'recursion'],
    code: `
from functools import lru_cache
class Solution:
    def longestCommonSubsequence(self, text1: str, text2: str) -> int:
        @lru_cache(None)
        def dp(i, j):
            if i == len(text1) or j == len(text2):
                return 0
            if text1[i] == text2[j]:
                return 1 + dp(i + 1, j + 1)
            return max(dp(i + 1, j), dp(i, j + 1))
        return dp(0, 0)
`,
  },
  {
    title: 'python: group anagrams by sorted key',
    language: 'python',
    time: 'O(n log L)',
    space: 'O(n)',
    techniques: ['hash-map', 'sorting'],
    code: `
from collections import defaultdict
class Solution:
    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        groups = defaultdict(list)
        for s in strs:
            groups[''.join(sorted(s))].append(s)
        return list(groups.values())
`,
  },
  {
    title: 'python: fast power by halving',
    language: 'python',
    time: 'O(log n)',
    space: 'O(log n)',
    code: `
class Solution:
    def myPow(self, x: float, n: int) -> float:
        if n == 0:
            return 1
        half = self.myPow(x, n // 2)
        return half * half if n % 2 == 0 else half * half * x
`,
  },
  {
    title: 'python: primality by trial division up to sqrt(n)',
    language: 'python',
    time: 'O(sqrt(n))',
    space: 'O(1)',
    code: `
def is_prime(n: int) -> bool:
    i = 2
    while i * i <= n:
        if n % i == 0:
            return False
        i += 1
    return True
`,
  },
  {
    title: 'python: counting set bits with n & (n - 1)',
    language: 'python',
    time: 'O(log n)',
    space: 'O(1)',
    techniques: ['bit-manipulation'],
    code: `
def hamming_weight(n: int) -> int:
    count = 0
    while n:
        n &= n - 1
        count += 1
    return count
`,
  },
  {
    title: 'python: word search backtracking on a grid',
    language: 'python',
    time: 'O(m * n * 4^L)',
    space: 'O(L)',
    techniques: ['backtracking', 'recursion', 'dfs'],
    code: `
class Solution:
    def exist(self, board: List[List[str]], word: str) -> bool:
        rows, cols = len(board), len(board[0])
        def dfs(r, c, i):
            if i == len(word):
                return True
            if r < 0 or c < 0 or r >= rows or c >= cols or board[r][c] != word[i]:
                return False
            saved = board[r][c]
            board[r][c] = '#'
            found = dfs(r + 1, c, i + 1) or dfs(r - 1, c, i + 1) or dfs(r, c + 1, i + 1) or dfs(r, c - 1, i + 1)
            board[r][c] = saved
            return found
        for r in range(rows):
            for c in range(cols):
                if dfs(r, c, 0):
                    return True
        return False
`,
  },
  {
    title: 'python: three sum with sorting and two pointers',
    language: 'python',
    time: 'O(n^2)',
    space: 'O(n^2)',
    techniques: ['sorting', 'two-pointers'],
    code: `
class Solution:
    def threeSum(self, nums: List[int]) -> List[List[int]]:
        nums.sort()
        res = []
        for i in range(len(nums)):
            if i > 0 and nums[i] == nums[i - 1]:
                continue
            l, r = i + 1, len(nums) - 1
            while l < r:
                s = nums[i] + nums[l] + nums[r]
                if s < 0:
                    l += 1
                elif s > 0:
                    r -= 1
                else:
                    res.append([nums[i], nums[l], nums[r]])
                    l += 1
                    while l < r and nums[l] == nums[l - 1]:
                        l += 1
        return res
`,
  },
  {
    title: 'python: a script without functions',
    language: 'python',
    time: 'O(1)',
    space: 'O(1)',
    code: `
total = 0
for i in range(10):
    total += i
print(total)
`,
  },
  {
    title: 'java: tree depth',
    language: 'java',
    time: 'O(n)',
    space: 'O(n)',
    techniques: ['recursion', 'dfs'],
    code: `
class Solution {
    public int maxDepth(TreeNode root) {
        if (root == null) return 0;
        return 1 + Math.max(maxDepth(root.left), maxDepth(root.right));
    }
}
`,
  },
  {
    title: 'java: course schedule with adjacency lists',
    language: 'java',
    time: 'O(V + E)',
    space: 'O(V + E)',
    techniques: ['bfs'],
    code: `
class Solution {
    public boolean canFinish(int numCourses, int[][] prerequisites) {
        List<List<Integer>> graph = new ArrayList<>();
        for (int i = 0; i < numCourses; i++) graph.add(new ArrayList<>());
        int[] indegree = new int[numCourses];
        for (int[] p : prerequisites) {
            graph.get(p[1]).add(p[0]);
            indegree[p[0]]++;
        }
        Queue<Integer> queue = new LinkedList<>();
        for (int i = 0; i < numCourses; i++) if (indegree[i] == 0) queue.offer(i);
        int taken = 0;
        while (!queue.isEmpty()) {
            int course = queue.poll();
            taken++;
            for (int next : graph.get(course)) {
                if (--indegree[next] == 0) queue.offer(next);
            }
        }
        return taken == numCourses;
    }
}
`,
  },
  {
    title: 'java: linked list cycle with fast and slow pointers',
    language: 'java',
    time: 'O(n)',
    space: 'O(1)',
    techniques: ['two-pointers'],
    code: `
public class Solution {
    public boolean hasCycle(ListNode head) {
        ListNode slow = head, fast = head;
        while (fast != null && fast.next != null) {
            slow = slow.next;
            fast = fast.next.next;
            if (slow == fast) return true;
        }
        return false;
    }
}
`,
  },
  {
    title: 'java: StringBuilder keeps building linear',
    language: 'java',
    time: 'O(n)',
    space: 'O(n)',
    code: `
class Solution {
    public String reverse(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = s.length() - 1; i >= 0; i--) {
            sb.append(s.charAt(i));
        }
        return sb.toString();
    }
}
`,
  },
  {
    title: 'java: 2D DP table for unique paths',
    language: 'java',
    time: 'O(m * n)',
    space: 'O(m * n)',
    techniques: ['dynamic-programming'],
    code: `
class Solution {
    public int uniquePaths(int m, int n) {
        int[][] dp = new int[m][n];
        for (int i = 0; i < m; i++) dp[i][0] = 1;
        for (int j = 0; j < n; j++) dp[0][j] = 1;
        for (int i = 1; i < m; i++) {
            for (int j = 1; j < n; j++) {
                dp[i][j] = dp[i - 1][j] + dp[i][j - 1];
            }
        }
        return dp[m - 1][n - 1];
    }
}
`,
  },
  {
    title: 'cpp: merge sort with a temporary vector',
    language: 'cpp',
    time: 'O(n log n)',
    space: 'O(n)',
    techniques: ['recursion', 'two-pointers'],
    code: `
class Solution {
public:
    vector<int> sortArray(vector<int>& nums) {
        mergeSort(nums, 0, nums.size() - 1);
        return nums;
    }
    void mergeSort(vector<int>& a, int lo, int hi) {
        if (lo >= hi) return;
        int mid = lo + (hi - lo) / 2;
        mergeSort(a, lo, mid);
        mergeSort(a, mid + 1, hi);
        vector<int> tmp;
        int i = lo, j = mid + 1;
        while (i <= mid && j <= hi) tmp.push_back(a[i] <= a[j] ? a[i++] : a[j++]);
        while (i <= mid) tmp.push_back(a[i++]);
        while (j <= hi) tmp.push_back(a[j++]);
        for (int k = 0; k < (int)tmp.size(); k++) a[lo + k] = tmp[k];
    }
};
`,
  },
  {
    title: 'cpp: LRU cache operations',
    language: 'cpp',
    time: 'O(1)',
    space: 'O(1)',
    techniques: ['hash-map'],
    code: `
class LRUCache {
    int capacity;
    list<pair<int, int>> items;
    unordered_map<int, list<pair<int, int>>::iterator> index;
public:
    LRUCache(int capacity) : capacity(capacity) {}
    int get(int key) {
        auto it = index.find(key);
        if (it == index.end()) return -1;
        items.splice(items.begin(), items, it->second);
        return it->second->second;
    }
    void put(int key, int value) {
        auto it = index.find(key);
        if (it != index.end()) {
            it->second->second = value;
            items.splice(items.begin(), items, it->second);
            return;
        }
        if ((int)items.size() == capacity) {
            index.erase(items.back().first);
            items.pop_back();
        }
        items.emplace_front(key, value);
        index[key] = items.begin();
    }
};
`,
  },
  {
    title: 'cpp: string concatenation with a copy each step',
    language: 'cpp',
    time: 'O(n^2)',
    space: 'O(n)',
    code: `
class Solution {
public:
    string doubled(string s) {
        string out = "";
        for (char c : s) {
            out = out + c + c;
        }
        return out;
    }
};
`,
  },
  {
    title: 'cpp: string append in place stays linear',
    language: 'cpp',
    time: 'O(n)',
    space: 'O(n)',
    code: `
class Solution {
public:
    string doubled(string s) {
        string out;
        for (char c : s) {
            out += c;
            out += c;
        }
        return out;
    }
};
`,
  },
  {
    title: 'go: Kadane’s maximum subarray',
    language: 'go',
    time: 'O(n)',
    space: 'O(1)',
    code: `
package main

func maxSubArray(nums []int) int {
	best, cur := nums[0], 0
	for _, x := range nums {
		if cur < 0 {
			cur = 0
		}
		cur += x
		if cur > best {
			best = cur
		}
	}
	return best
}
`,
  },
  {
    title: 'go: binary search on the answer range of a value',
    language: 'go',
    time: 'O(log n)',
    space: 'O(1)',
    techniques: ['binary-search'],
    code: `
package main

func mySqrt(x int) int {
	lo, hi := 0, x
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if mid*mid <= x {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}
`,
  },
  {
    title: 'go: tree inorder traversal with an explicit stack',
    language: 'go',
    time: 'O(n)',
    space: 'O(n)',
    code: `
package main

func inorderTraversal(root *TreeNode) []int {
	res := []int{}
	stack := []*TreeNode{}
	cur := root
	for cur != nil || len(stack) > 0 {
		for cur != nil {
			stack = append(stack, cur)
			cur = cur.Left
		}
		cur = stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		res = append(res, cur.Val)
		cur = cur.Right
	}
	return res
}
`,
  },
  {
    title: 'javascript: recursive binary search with default bounds',
    language: 'javascript',
    time: 'O(log n)',
    space: 'O(log n)',
    techniques: ['recursion', 'binary-search'],
    code: `
function search(nums, target, lo = 0, hi = nums.length - 1) {
  if (lo > hi) return -1;
  const mid = Math.floor((lo + hi) / 2);
  if (nums[mid] === target) return mid;
  return nums[mid] < target ? search(nums, target, mid + 1, hi) : search(nums, target, lo, mid - 1);
}
`,
  },
  {
    title: 'javascript: shift() inside a loop',
    language: 'javascript',
    time: 'O(n^2)',
    space: 'O(n)',
    code: `
var process = function (nums) {
  const queue = [...nums];
  let total = 0;
  while (queue.length > 0) {
    total += queue.shift();
  }
  return total;
};
`,
  },
  {
    title: 'javascript: set lookup keeps it linear',
    language: 'javascript',
    time: 'O(n)',
    space: 'O(n)',
    techniques: ['hash-map'],
    code: `
var containsDuplicate = function (nums) {
  const seen = new Set();
  for (const x of nums) {
    if (seen.has(x)) return true;
    seen.add(x);
  }
  return false;
};
`,
  },
  {
    title: 'typescript: valid parentheses with a stack',
    language: 'typescript',
    time: 'O(n)',
    space: 'O(n)',
    techniques: ['hash-map'],
    code: `
function isValid(s: string): boolean {
  const stack: string[] = []
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' }
  for (const ch of s) {
    if (ch in pairs) {
      if (stack.pop() !== pairs[ch]) return false
    } else {
      stack.push(ch)
    }
  }
  return stack.length === 0
}
`,
  },
  {
    title: 'typescript: climbing stairs with a memo map',
    language: 'typescript',
    time: 'O(n)',
    space: 'O(n)',
    techniques: ['recursion', 'dynamic-programming', 'hash-map'],
    code: `
export function climbStairs(n: number): number {
  const memo = new Map<number, number>()
  const ways = (i: number): number => {
    if (i <= 1) return 1
    const known = memo.get(i)
    if (known !== undefined) return known
    const result = ways(i - 1) + ways(i - 2)
    memo.set(i, result)
    return result
  }
  return ways(n)
}
`,
  },
  {
    title: 'python: union-find with recursive path compression',
    language: 'python',
    time: 'O(V + E)',
    space: 'O(V)',
    techniques: ['union-find', 'recursion', 'hash-map'],
    code: `
class UnionFind:
    def __init__(self, n):
        self.parent = list(range(n))

    def find(self, x):
        if self.parent[x] != x:
            self.parent[x] = self.find(self.parent[x])
        return self.parent[x]

    def union(self, a, b):
        self.parent[self.find(a)] = self.find(b)

class Solution:
    def countComponents(self, n: int, edges: List[List[int]]) -> int:
        uf = UnionFind(n)
        for a, b in edges:
            uf.union(a, b)
        return len({uf.find(i) for i in range(n)})
`,
  },
  {
    title: 'python: heapq.nlargest keeps a heap of k',
    language: 'python',
    time: 'O(n log k)',
    space: 'O(n)',
    techniques: ['hash-map', 'heap'],
    code: `
import heapq
from collections import Counter
class Solution:
    def topKFrequent(self, nums: List[int], k: int) -> List[int]:
        count = Counter(nums)
        return heapq.nlargest(k, count.keys(), key=count.get)
`,
  },
  {
    title: 'python: binary search over the answer (Koko)',
    language: 'python',
    time: 'O(n log M)',
    space: 'O(1)',
    techniques: ['binary-search'],
    code: `
import math
class Solution:
    def minEatingSpeed(self, piles: List[int], h: int) -> int:
        lo, hi = 1, max(piles)
        while lo < hi:
            mid = (lo + hi) // 2
            hours = sum(math.ceil(p / mid) for p in piles)
            if hours <= h:
                hi = mid
            else:
                lo = mid + 1
        return lo
`,
  },
  {
    title: 'python: list.insert(0, x) in a loop',
    language: 'python',
    time: 'O(n^2)',
    space: 'O(n)',
    code: `
def reverse_order(nums):
    out = []
    for x in nums:
        out.insert(0, x)
    return out
`,
  },
  {
    title: 'java: ArrayList.contains in a loop',
    language: 'java',
    time: 'O(n^2)',
    space: 'O(n)',
    code: `
class Solution {
    public List<Integer> unique(int[] nums) {
        List<Integer> seen = new ArrayList<>();
        for (int x : nums) {
            if (!seen.contains(x)) seen.add(x);
        }
        return seen;
    }
}
`,
  },
  {
    title: 'cpp: std::set inserts in O(log n)',
    language: 'cpp',
    time: 'O(n log n)',
    space: 'O(n)',
    code: `
class Solution {
public:
    int countDistinct(vector<int>& nums) {
        set<int> seen;
        for (int x : nums) seen.insert(x);
        return seen.size();
    }
};
`,
  },
  {
    title: 'go: strings.Builder joins words in linear time',
    language: 'go',
    time: 'O(n)',
    space: 'O(n)',
    code: `
package main

import "strings"

func join(words []string) string {
	var sb strings.Builder
	for _, w := range words {
		sb.WriteString(w)
	}
	return sb.String()
}
`,
  },
  {
    title: 'typescript: best time to buy and sell stock',
    language: 'typescript',
    time: 'O(n)',
    space: 'O(1)',
    techniques: [],
    code: `
function maxProfit(prices: number[]): number {
  let minPrice = Infinity
  let best = 0
  for (const p of prices) {
    minPrice = Math.min(minPrice, p)
    best = Math.max(best, p - minPrice)
  }
  return best
}
`,
  },
]
