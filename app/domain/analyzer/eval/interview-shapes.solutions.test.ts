import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Common interview shapes in all six languages: two pointers, binary search on the answer (log M for
 * a bound that holds input values), heaps capped at k, sorting then scanning, union-find, tries, DP
 * tables, backtracking, linked lists, and the classic problems around them.
 */
const SHAPES: Case[] = [
  [
    'python: koko eating bananas, binary search on the answer',
    'python',
    `import math

class Solution:
    def minEatingSpeed(self, piles, h):
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
    'O(n log M)',
    'O(1)',
  ],
  [
    'java: capacity to ship packages, binary search on the answer with a helper',
    'java',
    `class Solution {
    public int shipWithinDays(int[] weights, int days) {
        int lo = 0, hi = 0;
        for (int w : weights) {
            lo = Math.max(lo, w);
            hi += w;
        }
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (feasible(weights, days, mid)) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }

    private boolean feasible(int[] weights, int days, int cap) {
        int need = 1, load = 0;
        for (int w : weights) {
            if (load + w > cap) {
                need++;
                load = 0;
            }
            load += w;
        }
        return need <= days;
    }
}
`,
    'O(n log M)',
    'O(1)',
  ],
  [
    'go: k closest points with a max-heap capped at k',
    'go',
    `package main

import "container/heap"

type maxHeap [][]int

func (h maxHeap) Len() int            { return len(h) }
func (h maxHeap) Less(i, j int) bool  { return dist(h[i]) > dist(h[j]) }
func (h maxHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *maxHeap) Push(x interface{}) { *h = append(*h, x.([]int)) }
func (h *maxHeap) Pop() interface{} {
	old := *h
	n := len(old)
	x := old[n-1]
	*h = old[:n-1]
	return x
}

func dist(p []int) int { return p[0]*p[0] + p[1]*p[1] }

func kClosest(points [][]int, k int) [][]int {
	h := &maxHeap{}
	for _, p := range points {
		heap.Push(h, p)
		if h.Len() > k {
			heap.Pop(h)
		}
	}
	return *h
}
`,
    'O(n log k)',
    'O(k)',
  ],
  [
    'python: kth largest element with a min-heap of size k',
    'python',
    `import heapq

def findKthLargest(nums, k):
    heap = []
    for x in nums:
        heapq.heappush(heap, x)
        if len(heap) > k:
            heapq.heappop(heap)
    return heap[0]
`,
    'O(n log k)',
    'O(k)',
  ],
  [
    'java: kth largest with a PriorityQueue',
    'java',
    `import java.util.PriorityQueue;

class Solution {
    public int findKthLargest(int[] nums, int k) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        for (int num : nums) {
            pq.offer(num);
            if (pq.size() > k) pq.poll();
        }
        return pq.peek();
    }
}
`,
    'O(n log k)',
    'O(k)',
  ],
  [
    'cpp: meeting rooms, sort then scan',
    'cpp',
    `#include <vector>
#include <algorithm>
using namespace std;

class Solution {
public:
    bool canAttendMeetings(vector<vector<int>>& intervals) {
        sort(intervals.begin(), intervals.end());
        for (size_t i = 1; i < intervals.size(); i++) {
            if (intervals[i][0] < intervals[i - 1][1]) return false;
        }
        return true;
    }
};
`,
    'O(n log n)',
    'O(1)',
  ],
  [
    'typescript: two sum II with two pointers',
    'typescript',
    `export function twoSum(numbers: number[], target: number): number[] {
  let left = 0
  let right = numbers.length - 1
  while (left < right) {
    const sum = numbers[left] + numbers[right]
    if (sum === target) return [left + 1, right + 1]
    if (sum < target) left++
    else right--
  }
  return [-1, -1]
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: three sum after sorting, two pointers per index',
    'go',
    `package main

import "sort"

func threeSum(nums []int) [][]int {
	sort.Ints(nums)
	res := [][]int{}
	for i := 0; i < len(nums)-2; i++ {
		if i > 0 && nums[i] == nums[i-1] {
			continue
		}
		l, r := i+1, len(nums)-1
		for l < r {
			s := nums[i] + nums[l] + nums[r]
			if s < 0 {
				l++
			} else if s > 0 {
				r--
			} else {
				res = append(res, []int{nums[i], nums[l], nums[r]})
				for l < r && nums[l] == nums[l+1] {
					l++
				}
				l++
				r--
			}
		}
	}
	return res
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'javascript: container with most water',
    'javascript',
    `const maxArea = (height) => {
  let i = 0, j = height.length - 1, best = 0;
  while (i < j) {
    best = Math.max(best, Math.min(height[i], height[j]) * (j - i));
    if (height[i] < height[j]) i++;
    else j--;
  }
  return best;
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: redundant connection with a union-find class',
    'python',
    `class DSU:
    def __init__(self, n):
        self.parent = list(range(n))
        self.rank = [0] * n

    def find(self, x):
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        return True


class Solution:
    def findRedundantConnection(self, edges):
        dsu = DSU(len(edges) + 1)
        for a, b in edges:
            if not dsu.union(a, b):
                return [a, b]
        return []
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: number of components with union-find, path compression by recursion',
    'java',
    `class Solution {
    private int[] parent;

    private int find(int x) {
        if (parent[x] != x) parent[x] = find(parent[x]);
        return parent[x];
    }

    public int countComponents(int n, int[][] edges) {
        parent = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
        int components = n;
        for (int[] e : edges) {
            int a = find(e[0]), b = find(e[1]);
            if (a != b) {
                parent[a] = b;
                components--;
            }
        }
        return components;
    }
}
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'go: trie insert and search on a struct with a children array',
    'go',
    `package main

type Trie struct {
	children [26]*Trie
	end      bool
}

func Constructor() Trie {
	return Trie{}
}

func (t *Trie) Insert(word string) {
	node := t
	for _, ch := range word {
		i := ch - 'a'
		if node.children[i] == nil {
			node.children[i] = &Trie{}
		}
		node = node.children[i]
	}
	node.end = true
}

func (t *Trie) Search(word string) bool {
	node := t
	for _, ch := range word {
		node = node.children[ch-'a']
		if node == nil {
			return false
		}
	}
	return node.end
}
`,
    'O(L)',
    'O(L)',
  ],
  [
    'python: trie with dict children',
    'python',
    `class TrieNode:
    def __init__(self):
        self.children = {}
        self.is_word = False


class Trie:
    def __init__(self):
        self.root = TrieNode()

    def insert(self, word: str) -> None:
        node = self.root
        for ch in word:
            if ch not in node.children:
                node.children[ch] = TrieNode()
            node = node.children[ch]
        node.is_word = True

    def startsWith(self, prefix: str) -> bool:
        node = self.root
        for ch in prefix:
            if ch not in node.children:
                return False
            node = node.children[ch]
        return True
`,
    'O(L)',
    'O(L)',
  ],
  [
    'javascript: longest common subsequence with a 2D table',
    'javascript',
    `function longestCommonSubsequence(text1, text2) {
  const m = text1.length, n = text2.length;
  const dp = Array.from({ length: m + 1 }, () => new Array(n + 1).fill(0));
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      dp[i][j] = text1[i - 1] === text2[j - 1]
        ? dp[i - 1][j - 1] + 1
        : Math.max(dp[i - 1][j], dp[i][j - 1]);
    }
  }
  return dp[m][n];
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'cpp: edit distance with a full table',
    'cpp',
    `#include <string>
#include <vector>
#include <algorithm>
using namespace std;

class Solution {
public:
    int minDistance(string word1, string word2) {
        int m = word1.size(), n = word2.size();
        vector<vector<int>> dp(m + 1, vector<int>(n + 1));
        for (int i = 0; i <= m; i++) dp[i][0] = i;
        for (int j = 0; j <= n; j++) dp[0][j] = j;
        for (int i = 1; i <= m; i++) {
            for (int j = 1; j <= n; j++) {
                if (word1[i - 1] == word2[j - 1]) dp[i][j] = dp[i - 1][j - 1];
                else dp[i][j] = 1 + min({dp[i - 1][j], dp[i][j - 1], dp[i - 1][j - 1]});
            }
        }
        return dp[m][n];
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: coin change with a 1D table over the amount',
    'java',
    `import java.util.Arrays;

class Solution {
    public int coinChange(int[] coins, int amount) {
        int[] dp = new int[amount + 1];
        Arrays.fill(dp, amount + 1);
        dp[0] = 0;
        for (int a = 1; a <= amount; a++) {
            for (int c : coins) {
                if (c <= a) dp[a] = Math.min(dp[a], dp[a - c] + 1);
            }
        }
        return dp[amount] > amount ? -1 : dp[amount];
    }
}
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'python: unique paths with a grid table',
    'python',
    `def uniquePaths(m: int, n: int) -> int:
    dp = [[1] * n for _ in range(m)]
    for i in range(1, m):
        for j in range(1, n):
            dp[i][j] = dp[i - 1][j] + dp[i][j - 1]
    return dp[m - 1][n - 1]
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'go: subsets by backtracking with a copy per leaf',
    'go',
    `package main

func subsets(nums []int) [][]int {
	res := [][]int{}
	cur := []int{}
	var dfs func(i int)
	dfs = func(i int) {
		if i == len(nums) {
			tmp := make([]int, len(cur))
			copy(tmp, cur)
			res = append(res, tmp)
			return
		}
		cur = append(cur, nums[i])
		dfs(i + 1)
		cur = cur[:len(cur)-1]
		dfs(i + 1)
	}
	dfs(0)
	return res
}
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'python: permutations with a used array',
    'python',
    `class Solution:
    def permute(self, nums):
        result = []
        used = [False] * len(nums)

        def backtrack(path):
            if len(path) == len(nums):
                result.append(path[:])
                return
            for i in range(len(nums)):
                if used[i]:
                    continue
                used[i] = True
                path.append(nums[i])
                backtrack(path)
                path.pop()
                used[i] = False

        backtrack([])
        return result
`,
    'O(n * n!)',
    'O(n * n!)',
  ],
  [
    'typescript: generate parentheses by backtracking',
    'typescript',
    `export function combinationSumCount(nums: number[]): number {
  let count = 0
  const go = (i: number, sum: number): void => {
    if (i === nums.length) {
      if (sum === 0) count++
      return
    }
    go(i + 1, sum + nums[i])
    go(i + 1, sum - nums[i])
  }
  go(0, 0)
  return count
}
`,
    'O(2^n)',
    'O(n)',
  ],
  [
    'java: merge two sorted linked lists iteratively',
    'java',
    `class ListNode {
    int val;
    ListNode next;
    ListNode(int val) { this.val = val; }
}

class Solution {
    public ListNode mergeTwoLists(ListNode l1, ListNode l2) {
        ListNode dummy = new ListNode(0);
        ListNode tail = dummy;
        while (l1 != null && l2 != null) {
            if (l1.val <= l2.val) {
                tail.next = l1;
                l1 = l1.next;
            } else {
                tail.next = l2;
                l2 = l2.next;
            }
            tail = tail.next;
        }
        tail.next = l1 != null ? l1 : l2;
        return dummy.next;
    }
}
`,
    'O(m + n)',
    'O(1)',
  ],
  [
    'python: linked list cycle with fast and slow pointers',
    'python',
    `class Solution:
    def hasCycle(self, head) -> bool:
        slow = fast = head
        while fast and fast.next:
            slow = slow.next
            fast = fast.next.next
            if slow is fast:
                return True
        return False
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: middle of the linked list',
    'go',
    `package main

type ListNode struct {
	Val  int
	Next *ListNode
}

func middleNode(head *ListNode) *ListNode {
	slow, fast := head, head
	for fast != nil && fast.Next != nil {
		slow = slow.Next
		fast = fast.Next.Next
	}
	return slow
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: remove nth node from the end with a gap of n',
    'cpp',
    `struct ListNode {
    int val;
    ListNode *next;
    ListNode(int x) : val(x), next(nullptr) {}
};

class Solution {
public:
    ListNode* removeNthFromEnd(ListNode* head, int n) {
        ListNode dummy(0);
        dummy.next = head;
        ListNode* fast = &dummy;
        ListNode* slow = &dummy;
        for (int i = 0; i <= n; i++) fast = fast->next;
        while (fast) {
            fast = fast->next;
            slow = slow->next;
        }
        ListNode* gone = slow->next;
        slow->next = gone->next;
        delete gone;
        return dummy.next;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: koko eating bananas, binary search between 1 and the largest pile',
    'go',
    `package main

func minEatingSpeed(piles []int, h int) int {
	lo, hi := 1, 0
	for _, p := range piles {
		if p > hi {
			hi = p
		}
	}
	for lo < hi {
		mid := lo + (hi-lo)/2
		hours := 0
		for _, p := range piles {
			hours += (p + mid - 1) / mid
		}
		if hours <= h {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}
`,
    'O(n log M)',
    'O(1)',
  ],
  [
    'javascript: split array largest sum, binary search on the answer',
    'javascript',
    `function splitArray(nums, k) {
  let lo = Math.max(...nums);
  let hi = nums.reduce((a, b) => a + b, 0);
  const pieces = (cap) => {
    let count = 1, sum = 0;
    for (const x of nums) {
      if (sum + x > cap) {
        count++;
        sum = 0;
      }
      sum += x;
    }
    return count;
  };
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (pieces(mid) <= k) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
`,
    'O(n log M)',
    'O(1)',
  ],
  [
    'cpp: minimum days to make bouquets, binary search over the days',
    'cpp',
    `#include <vector>
#include <algorithm>
using namespace std;

class Solution {
    bool canMake(vector<int>& bloomDay, int m, int k, int day) {
        int bouquets = 0, run = 0;
        for (int d : bloomDay) {
            if (d <= day) {
                if (++run == k) {
                    bouquets++;
                    run = 0;
                }
            } else {
                run = 0;
            }
        }
        return bouquets >= m;
    }

public:
    int minDays(vector<int>& bloomDay, int m, int k) {
        if ((long long)m * k > (long long)bloomDay.size()) return -1;
        int lo = *min_element(bloomDay.begin(), bloomDay.end());
        int hi = *max_element(bloomDay.begin(), bloomDay.end());
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (canMake(bloomDay, m, k, mid)) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
};
`,
    'O(n log M)',
    'O(1)',
  ],
  [
    'python: subarray sum equals k with prefix sums in a dict',
    'python',
    `from collections import defaultdict

def subarraySum(nums, k):
    seen = defaultdict(int)
    seen[0] = 1
    prefix = 0
    count = 0
    for x in nums:
        prefix += x
        count += seen[prefix - k]
        seen[prefix] += 1
    return count
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: counting bits with the lowest set bit',
    'java',
    `class Solution {
    public int[] countBits(int n) {
        int[] bits = new int[n + 1];
        for (int i = 1; i <= n; i++) {
            bits[i] = bits[i & (i - 1)] + 1;
        }
        return bits;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: top k frequent with a hand-written min-heap of size k',
    'typescript',
    `class MinHeap {
  private items: [number, number][] = []

  size(): number {
    return this.items.length
  }

  push(item: [number, number]): void {
    this.items.push(item)
    let i = this.items.length - 1
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (this.items[parent][1] <= this.items[i][1]) break
      ;[this.items[parent], this.items[i]] = [this.items[i], this.items[parent]]
      i = parent
    }
  }

  pop(): [number, number] {
    const top = this.items[0]
    const last = this.items.pop()!
    if (this.items.length > 0) {
      this.items[0] = last
      let i = 0
      while (true) {
        const l = 2 * i + 1
        const r = l + 1
        let smallest = i
        if (l < this.items.length && this.items[l][1] < this.items[smallest][1]) smallest = l
        if (r < this.items.length && this.items[r][1] < this.items[smallest][1]) smallest = r
        if (smallest === i) break
        ;[this.items[smallest], this.items[i]] = [this.items[i], this.items[smallest]]
        i = smallest
      }
    }
    return top
  }

  values(): number[] {
    return this.items.map((x) => x[0])
  }
}

export function topKFrequent(nums: number[], k: number): number[] {
  const counts = new Map<number, number>()
  for (const x of nums) counts.set(x, (counts.get(x) ?? 0) + 1)
  const heap = new MinHeap()
  for (const [value, count] of counts) {
    heap.push([value, count])
    if (heap.size() > k) heap.pop()
  }
  return heap.values()
}
`,
    'O(n log k)',
    'O(n)',
  ],
  [
    'python: last stone weight with a max-heap of negatives',
    'python',
    `import heapq

class Solution:
    def lastStoneWeight(self, stones):
        heap = [-s for s in stones]
        heapq.heapify(heap)
        while len(heap) > 1:
            a = -heapq.heappop(heap)
            b = -heapq.heappop(heap)
            if a != b:
                heapq.heappush(heap, -(a - b))
        return -heap[0] if heap else 0
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'go: non-overlapping intervals, sort by end then greedy scan',
    'go',
    `package main

import "sort"

func eraseOverlapIntervals(intervals [][]int) int {
	sort.Slice(intervals, func(i, j int) bool { return intervals[i][1] < intervals[j][1] })
	removed := 0
	end := intervals[0][1]
	for i := 1; i < len(intervals); i++ {
		if intervals[i][0] < end {
			removed++
		} else {
			end = intervals[i][1]
		}
	}
	return removed
}
`,
    'O(n log n)',
    'O(1)',
  ],
  [
    'python: meeting rooms II with a heap of end times',
    'python',
    `import heapq

def minMeetingRooms(intervals):
    intervals.sort(key=lambda x: x[0])
    ends = []
    for start, end in intervals:
        if ends and ends[0] <= start:
            heapq.heapreplace(ends, end)
        else:
            heapq.heappush(ends, end)
    return len(ends)
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: two sum on a sorted copy with two pointers',
    'java',
    `import java.util.Arrays;

class Solution {
    public boolean hasPairWithSum(int[] nums, int target) {
        int[] sorted = Arrays.copyOf(nums, nums.length);
        Arrays.sort(sorted);
        int i = 0, j = sorted.length - 1;
        while (i < j) {
            int s = sorted[i] + sorted[j];
            if (s == target) return true;
            if (s < target) i++;
            else j--;
        }
        return false;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'cpp: move zeroes with a write pointer',
    'cpp',
    `#include <vector>
#include <utility>
using namespace std;

class Solution {
public:
    void moveZeroes(vector<int>& nums) {
        int write = 0;
        for (int read = 0; read < (int)nums.size(); read++) {
            if (nums[read] != 0) swap(nums[write++], nums[read]);
        }
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: trapping rain water with two pointers',
    'javascript',
    `var trap = function (height) {
  let l = 0, r = height.length - 1;
  let leftMax = 0, rightMax = 0, water = 0;
  while (l < r) {
    if (height[l] < height[r]) {
      leftMax = Math.max(leftMax, height[l]);
      water += leftMax - height[l];
      l++;
    } else {
      rightMax = Math.max(rightMax, height[r]);
      water += rightMax - height[r];
      r--;
    }
  }
  return water;
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: decode string with two stacks',
    'go',
    `package main

import "strings"

func decodeString(s string) string {
	counts := []int{}
	parts := []string{}
	cur := ""
	num := 0
	for _, ch := range s {
		switch {
		case ch >= '0' && ch <= '9':
			num = num*10 + int(ch-'0')
		case ch == '[':
			counts = append(counts, num)
			parts = append(parts, cur)
			num, cur = 0, ""
		case ch == ']':
			k := counts[len(counts)-1]
			counts = counts[:len(counts)-1]
			prev := parts[len(parts)-1]
			parts = parts[:len(parts)-1]
			cur = prev + strings.Repeat(cur, k)
		default:
			cur += string(ch)
		}
	}
	return cur
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: sqrt by binary search',
    'python',
    `def mySqrt(x: int) -> int:
    lo, hi = 0, x
    while lo <= hi:
        mid = (lo + hi) // 2
        if mid * mid <= x:
            lo = mid + 1
        else:
            hi = mid - 1
    return hi
`,
    'O(log n)',
    'O(1)',
  ],
]

const CLASSICS: Case[] = [
  [
    'java: group anagrams keyed by sorted characters',
    'java',
    `import java.util.*;

class Solution {
    public List<List<String>> groupAnagrams(String[] strs) {
        Map<String, List<String>> groups = new HashMap<>();
        for (String s : strs) {
            char[] chars = s.toCharArray();
            Arrays.sort(chars);
            String key = new String(chars);
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(s);
        }
        return new ArrayList<>(groups.values());
    }
}
`,
    'O(n log L)',
    'O(n)',
  ],
  [
    'python: product of array except self with prefix and suffix passes',
    'python',
    `def productExceptSelf(nums):
    n = len(nums)
    answer = [1] * n
    prefix = 1
    for i in range(n):
        answer[i] = prefix
        prefix *= nums[i]
    suffix = 1
    for i in range(n - 1, -1, -1):
        answer[i] *= suffix
        suffix *= nums[i]
    return answer
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: daily temperatures with a monotonic stack of indices',
    'go',
    `package main

func dailyTemperatures(temperatures []int) []int {
	res := make([]int, len(temperatures))
	stack := []int{}
	for i, t := range temperatures {
		for len(stack) > 0 && temperatures[stack[len(stack)-1]] < t {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			res[j] = i - j
		}
		stack = append(stack, i)
	}
	return res
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: valid parentheses with a stack',
    'typescript',
    `export function isValid(s: string): boolean {
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' }
  const stack: string[] = []
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
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: top k frequent elements with bucket sort',
    'cpp',
    `#include <vector>
#include <unordered_map>
using namespace std;

class Solution {
public:
    vector<int> topKFrequent(vector<int>& nums, int k) {
        unordered_map<int, int> freq;
        for (int x : nums) freq[x]++;
        vector<vector<int>> buckets(nums.size() + 1);
        for (auto& [value, count] : freq) buckets[count].push_back(value);
        vector<int> result;
        for (int c = nums.size(); c >= 0 && (int)result.size() < k; c--) {
            for (int v : buckets[c]) {
                result.push_back(v);
                if ((int)result.size() == k) break;
            }
        }
        return result;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: valid anagram with a count array',
    'javascript',
    `var isAnagram = function (s, t) {
  if (s.length !== t.length) return false;
  const counts = new Array(26).fill(0);
  for (let i = 0; i < s.length; i++) {
    counts[s.charCodeAt(i) - 97]++;
    counts[t.charCodeAt(i) - 97]--;
  }
  return counts.every((c) => c === 0);
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: min stack keeping pairs of value and minimum',
    'python',
    `class MinStack:
    def __init__(self):
        self.stack = []

    def push(self, val: int) -> None:
        current = min(val, self.stack[-1][1]) if self.stack else val
        self.stack.append((val, current))

    def pop(self) -> None:
        self.stack.pop()

    def top(self) -> int:
        return self.stack[-1][0]

    def getMin(self) -> int:
        return self.stack[-1][1]
`,
    'O(1)',
    'O(1)',
  ],
  [
    'java: binary tree level order traversal with a queue',
    'java',
    `import java.util.*;

class TreeNode {
    int val;
    TreeNode left, right;
    TreeNode(int v) { val = v; }
}

class Solution {
    public List<List<Integer>> levelOrder(TreeNode root) {
        List<List<Integer>> levels = new ArrayList<>();
        if (root == null) return levels;
        Queue<TreeNode> queue = new LinkedList<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            int size = queue.size();
            List<Integer> level = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                TreeNode node = queue.poll();
                level.add(node.val);
                if (node.left != null) queue.add(node.left);
                if (node.right != null) queue.add(node.right);
            }
            levels.add(level);
        }
        return levels;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: validate a binary search tree with bounds',
    'go',
    `package main

import "math"

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func isValidBST(root *TreeNode) bool {
	return check(root, math.MinInt64, math.MaxInt64)
}

func check(node *TreeNode, lo, hi int) bool {
	if node == nil {
		return true
	}
	if node.Val <= lo || node.Val >= hi {
		return false
	}
	return check(node.Left, lo, node.Val) && check(node.Right, node.Val, hi)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: kth smallest in a BST with an iterative inorder walk',
    'python',
    `class Solution:
    def kthSmallest(self, root, k: int) -> int:
        stack = []
        node = root
        while stack or node:
            while node:
                stack.append(node)
                node = node.left
            node = stack.pop()
            k -= 1
            if k == 0:
                return node.val
            node = node.right
        return -1
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: lowest common ancestor of a binary tree',
    'typescript',
    `class TreeNode {
  val: number
  left: TreeNode | null = null
  right: TreeNode | null = null
  constructor(val: number) {
    this.val = val
  }
}

export function lowestCommonAncestor(root: TreeNode | null, p: TreeNode, q: TreeNode): TreeNode | null {
  if (root === null || root === p || root === q) return root
  const left = lowestCommonAncestor(root.left, p, q)
  const right = lowestCommonAncestor(root.right, p, q)
  if (left && right) return root
  return left ?? right
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: longest increasing subsequence with the quadratic table',
    'cpp',
    `#include <vector>
#include <algorithm>
using namespace std;

class Solution {
public:
    int lengthOfLIS(vector<int>& nums) {
        int n = nums.size();
        vector<int> dp(n, 1);
        int best = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < i; j++) {
                if (nums[j] < nums[i]) dp[i] = max(dp[i], dp[j] + 1);
            }
            best = max(best, dp[i]);
        }
        return best;
    }
};
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'javascript: palindromic substrings by expanding around centres',
    'javascript',
    `function countSubstrings(s) {
  let count = 0;
  const expand = (l, r) => {
    while (l >= 0 && r < s.length && s[l] === s[r]) {
      count++;
      l--;
      r++;
    }
  };
  for (let i = 0; i < s.length; i++) {
    expand(i, i);
    expand(i, i + 1);
  }
  return count;
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'java: longest palindromic substring by expanding around centres',
    'java',
    `class Solution {
    public String longestPalindrome(String s) {
        int start = 0, end = 0;
        for (int i = 0; i < s.length(); i++) {
            int a = expand(s, i, i);
            int b = expand(s, i, i + 1);
            int len = Math.max(a, b);
            if (len > end - start) {
                start = i - (len - 1) / 2;
                end = i + len / 2;
            }
        }
        return s.substring(start, end + 1);
    }

    private int expand(String s, int left, int right) {
        while (left >= 0 && right < s.length() && s.charAt(left) == s.charAt(right)) {
            left--;
            right++;
        }
        return right - left - 1;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'go: house robber with two rolling variables',
    'go',
    `package main

func rob(nums []int) int {
	prev, cur := 0, 0
	for _, x := range nums {
		prev, cur = cur, max(cur, prev+x)
	}
	return cur
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: climbing stairs with a bottom-up table',
    'typescript',
    `export function climbStairs(n: number): number {
  if (n <= 2) return n
  const dp: number[] = new Array(n + 1).fill(0)
  dp[1] = 1
  dp[2] = 2
  for (let i = 3; i <= n; i++) dp[i] = dp[i - 1] + dp[i - 2]
  return dp[n]
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: evaluate reverse polish notation with a stack',
    'java',
    `import java.util.*;

class Solution {
    public int evalRPN(String[] tokens) {
        Deque<Integer> stack = new ArrayDeque<>();
        for (String t : tokens) {
            switch (t) {
                case "+": stack.push(stack.pop() + stack.pop()); break;
                case "-": { int b = stack.pop(), a = stack.pop(); stack.push(a - b); break; }
                case "*": stack.push(stack.pop() * stack.pop()); break;
                case "/": { int b = stack.pop(), a = stack.pop(); stack.push(a / b); break; }
                default: stack.push(Integer.parseInt(t));
            }
        }
        return stack.pop();
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: best time to buy and sell stock in one pass',
    'python',
    `def maxProfit(prices):
    lowest = float('inf')
    profit = 0
    for p in prices:
        lowest = min(lowest, p)
        profit = max(profit, p - lowest)
    return profit
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: search a 2D matrix as one sorted array',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    bool searchMatrix(vector<vector<int>>& matrix, int target) {
        int m = matrix.size(), n = matrix[0].size();
        int lo = 0, hi = m * n - 1;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            int v = matrix[mid / n][mid % n];
            if (v == target) return true;
            if (v < target) lo = mid + 1;
            else hi = mid - 1;
        }
        return false;
    }
};
`,
    'O(log m + log n)',
    'O(1)',
  ],
  [
    'javascript: merge intervals after sorting',
    'javascript',
    `function merge(intervals) {
  intervals.sort((a, b) => a[0] - b[0]);
  const merged = [intervals[0]];
  for (let i = 1; i < intervals.length; i++) {
    const last = merged[merged.length - 1];
    if (intervals[i][0] <= last[1]) last[1] = Math.max(last[1], intervals[i][1]);
    else merged.push(intervals[i]);
  }
  return merged;
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: group anagrams keyed by the sorted word',
    'python',
    `from collections import defaultdict

class Solution:
    def groupAnagrams(self, strs):
        groups = defaultdict(list)
        for word in strs:
            key = "".join(sorted(word))
            groups[key].append(word)
        return list(groups.values())
`,
    'O(n log L)',
    'O(n)',
  ],
  [
    'go: group anagrams keyed by a sorted byte slice',
    'go',
    `package main

import "sort"

func groupAnagrams(strs []string) [][]string {
	groups := map[string][]string{}
	for _, s := range strs {
		b := []byte(s)
		sort.Slice(b, func(i, j int) bool { return b[i] < b[j] })
		key := string(b)
		groups[key] = append(groups[key], s)
	}
	out := make([][]string, 0, len(groups))
	for _, g := range groups {
		out = append(out, g)
	}
	return out
}
`,
    'O(n log L)',
    'O(n)',
  ],
  [
    'cpp: number of islands with a std::function DFS lambda',
    'cpp',
    `#include <vector>
#include <functional>
using namespace std;

class Solution {
public:
    int numIslands(vector<vector<char>>& grid) {
        int m = grid.size(), n = grid[0].size();
        function<void(int, int)> dfs = [&](int r, int c) {
            if (r < 0 || c < 0 || r >= m || c >= n || grid[r][c] != '1') return;
            grid[r][c] = '0';
            dfs(r + 1, c);
            dfs(r - 1, c);
            dfs(r, c + 1);
            dfs(r, c - 1);
        };
        int count = 0;
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++)
                if (grid[i][j] == '1') {
                    dfs(i, j);
                    count++;
                }
        return count;
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'go: number of islands with a recursive closure',
    'go',
    `package main

func numIslands(grid [][]byte) int {
	rows, cols := len(grid), len(grid[0])
	var sink func(r, c int)
	sink = func(r, c int) {
		if r < 0 || c < 0 || r >= rows || c >= cols || grid[r][c] != '1' {
			return
		}
		grid[r][c] = '0'
		sink(r+1, c)
		sink(r-1, c)
		sink(r, c+1)
		sink(r, c-1)
	}
	islands := 0
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if grid[r][c] == '1' {
				islands++
				sink(r, c)
			}
		}
	}
	return islands
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'typescript: pacific atlantic water flow with two visited grids',
    'typescript',
    `export function pacificAtlantic(heights: number[][]): number[][] {
  const m = heights.length
  const n = heights[0].length
  const pacific = Array.from({ length: m }, () => new Array<boolean>(n).fill(false))
  const atlantic = Array.from({ length: m }, () => new Array<boolean>(n).fill(false))
  const dfs = (r: number, c: number, seen: boolean[][], prev: number): void => {
    if (r < 0 || c < 0 || r >= m || c >= n || seen[r][c] || heights[r][c] < prev) return
    seen[r][c] = true
    dfs(r + 1, c, seen, heights[r][c])
    dfs(r - 1, c, seen, heights[r][c])
    dfs(r, c + 1, seen, heights[r][c])
    dfs(r, c - 1, seen, heights[r][c])
  }
  for (let r = 0; r < m; r++) {
    dfs(r, 0, pacific, -1)
    dfs(r, n - 1, atlantic, -1)
  }
  for (let c = 0; c < n; c++) {
    dfs(0, c, pacific, -1)
    dfs(m - 1, c, atlantic, -1)
  }
  const out: number[][] = []
  for (let r = 0; r < m; r++)
    for (let c = 0; c < n; c++) if (pacific[r][c] && atlantic[r][c]) out.push([r, c])
  return out
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: walls and gates, BFS from every gate at once',
    'python',
    `from collections import deque

def wallsAndGates(rooms):
    if not rooms:
        return
    m, n = len(rooms), len(rooms[0])
    q = deque()
    for i in range(m):
        for j in range(n):
            if rooms[i][j] == 0:
                q.append((i, j))
    while q:
        i, j = q.popleft()
        for di, dj in [(1, 0), (-1, 0), (0, 1), (0, -1)]:
            r, c = i + di, j + dj
            if 0 <= r < m and 0 <= c < n and rooms[r][c] == 2147483647:
                rooms[r][c] = rooms[i][j] + 1
                q.append((r, c))
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: grid DFS with fields for the grid and its sizes',
    'java',
    `class Solution {
    private char[][] g;
    private int m, n;

    public int numIslands(char[][] grid) {
        g = grid;
        m = grid.length;
        n = grid[0].length;
        int count = 0;
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < n; j++) {
                if (g[i][j] == '1') {
                    count++;
                    sink(i, j);
                }
            }
        }
        return count;
    }

    private void sink(int i, int j) {
        if (i < 0 || j < 0 || i >= m || j >= n || g[i][j] != '1') return;
        g[i][j] = '0';
        sink(i + 1, j);
        sink(i - 1, j);
        sink(i, j + 1);
        sink(i, j - 1);
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'javascript: course schedule II with DFS post-order',
    'javascript',
    `var findOrder = function (numCourses, prerequisites) {
  const graph = Array.from({ length: numCourses }, () => []);
  for (const [course, pre] of prerequisites) graph[pre].push(course);
  const state = new Array(numCourses).fill(0);
  const order = [];
  let cycle = false;
  function visit(u) {
    if (state[u] === 1) {
      cycle = true;
      return;
    }
    if (state[u] === 2) return;
    state[u] = 1;
    for (const v of graph[u]) visit(v);
    state[u] = 2;
    order.push(u);
  }
  for (let i = 0; i < numCourses; i++) visit(i);
  return cycle ? [] : order.reverse();
};
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'python: is graph bipartite with BFS colouring over an adjacency list',
    'python',
    `from collections import deque

class Solution:
    def possibleBipartition(self, n, dislikes):
        graph = [[] for _ in range(n + 1)]
        for a, b in dislikes:
            graph[a].append(b)
            graph[b].append(a)
        color = [0] * (n + 1)
        for start in range(1, n + 1):
            if color[start]:
                continue
            color[start] = 1
            queue = deque([start])
            while queue:
                u = queue.popleft()
                for v in graph[u]:
                    if color[v] == color[u]:
                        return False
                    if color[v] == 0:
                        color[v] = -color[u]
                        queue.append(v)
        return True
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'cpp: count components with DFS over adjacency lists',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
    vector<vector<int>> adj;
    vector<bool> seen;

    void dfs(int u) {
        seen[u] = true;
        for (int v : adj[u])
            if (!seen[v]) dfs(v);
    }

public:
    int countComponents(int n, vector<vector<int>>& edges) {
        adj.assign(n, {});
        seen.assign(n, false);
        for (auto& e : edges) {
            adj[e[0]].push_back(e[1]);
            adj[e[1]].push_back(e[0]);
        }
        int parts = 0;
        for (int i = 0; i < n; i++) {
            if (!seen[i]) {
                dfs(i);
                parts++;
            }
        }
        return parts;
    }
};
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'typescript: graph valid tree with union-find by rank',
    'typescript',
    `export function validTree(n: number, edges: number[][]): boolean {
  if (edges.length !== n - 1) return false
  const parent = Array.from({ length: n }, (_, i) => i)
  const rank = new Array<number>(n).fill(0)
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
    if (ra === rb) return false
    if (rank[ra] < rank[rb]) parent[ra] = rb
    else if (rank[ra] > rank[rb]) parent[rb] = ra
    else {
      parent[rb] = ra
      rank[ra]++
    }
  }
  return true
}
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'go: redundant connection with a union-find struct',
    'go',
    `package main

type DSU struct {
	parent []int
	size   []int
}

func newDSU(n int) *DSU {
	d := &DSU{parent: make([]int, n), size: make([]int, n)}
	for i := range d.parent {
		d.parent[i] = i
		d.size[i] = 1
	}
	return d
}

func (d *DSU) find(x int) int {
	for d.parent[x] != x {
		d.parent[x] = d.parent[d.parent[x]]
		x = d.parent[x]
	}
	return x
}

func (d *DSU) union(a, b int) bool {
	ra, rb := d.find(a), d.find(b)
	if ra == rb {
		return false
	}
	if d.size[ra] < d.size[rb] {
		ra, rb = rb, ra
	}
	d.parent[rb] = ra
	d.size[ra] += d.size[rb]
	return true
}

func findRedundantConnection(edges [][]int) []int {
	d := newDSU(len(edges) + 1)
	for _, e := range edges {
		if !d.union(e[0], e[1]) {
			return e
		}
	}
	return nil
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: trie with an array of children',
    'java',
    `class Trie {
    private final Trie[] children = new Trie[26];
    private boolean end;

    public void insert(String word) {
        Trie node = this;
        for (char c : word.toCharArray()) {
            int i = c - 'a';
            if (node.children[i] == null) node.children[i] = new Trie();
            node = node.children[i];
        }
        node.end = true;
    }

    public boolean search(String word) {
        Trie node = find(word);
        return node != null && node.end;
    }

    public boolean startsWith(String prefix) {
        return find(prefix) != null;
    }

    private Trie find(String s) {
        Trie node = this;
        for (int i = 0; i < s.length(); i++) {
            node = node.children[s.charAt(i) - 'a'];
            if (node == null) return null;
        }
        return node;
    }
}
`,
    'O(L)',
    'O(L)',
  ],
  [
    'javascript: trie with object children',
    'javascript',
    `class Trie {
  constructor() {
    this.root = {};
  }

  insert(word) {
    let node = this.root;
    for (const ch of word) {
      if (!node[ch]) node[ch] = {};
      node = node[ch];
    }
    node.isEnd = true;
  }

  search(word) {
    let node = this.root;
    for (const ch of word) {
      node = node[ch];
      if (!node) return false;
    }
    return node.isEnd === true;
  }
}
`,
    'O(L)',
    'O(L)',
  ],
  [
    'cpp: subsets with a bitmask over every mask',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    vector<vector<int>> subsets(vector<int>& nums) {
        int n = nums.size();
        vector<vector<int>> result;
        for (int mask = 0; mask < (1 << n); mask++) {
            vector<int> subset;
            for (int i = 0; i < n; i++) {
                if (mask & (1 << i)) subset.push_back(nums[i]);
            }
            result.push_back(subset);
        }
        return result;
    }
};
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'java: permutations by swapping in place',
    'java',
    `import java.util.*;

class Solution {
    public List<List<Integer>> permute(int[] nums) {
        List<List<Integer>> out = new ArrayList<>();
        go(nums, 0, out);
        return out;
    }

    private void go(int[] nums, int start, List<List<Integer>> out) {
        if (start == nums.length) {
            List<Integer> perm = new ArrayList<>();
            for (int x : nums) perm.add(x);
            out.add(perm);
            return;
        }
        for (int i = start; i < nums.length; i++) {
            swap(nums, start, i);
            go(nums, start + 1, out);
            swap(nums, start, i);
        }
    }

    private void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}
`,
    'O(n * n!)',
    'O(n * n!)',
  ],
  [
    'javascript: n-queens counting with column and diagonal sets',
    'javascript',
    `function totalNQueens(n) {
  const cols = new Set();
  const diag = new Set();
  const anti = new Set();
  let count = 0;
  function place(row) {
    if (row === n) {
      count++;
      return;
    }
    for (let c = 0; c < n; c++) {
      if (cols.has(c) || diag.has(row - c) || anti.has(row + c)) continue;
      cols.add(c);
      diag.add(row - c);
      anti.add(row + c);
      place(row + 1);
      cols.delete(c);
      diag.delete(row - c);
      anti.delete(row + c);
    }
  }
  place(0);
  return count;
}
`,
    'O(n!)',
    'O(n)',
  ],
  [
    'python: subsets by including or skipping each element',
    'python',
    `def subsets(nums):
    out = []

    def build(i, current):
        if i == len(nums):
            out.append(current.copy())
            return
        current.append(nums[i])
        build(i + 1, current)
        current.pop()
        build(i + 1, current)

    build(0, [])
    return out
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'typescript: reverse a linked list iteratively',
    'typescript',
    `class ListNode {
  val: number
  next: ListNode | null
  constructor(val?: number, next?: ListNode | null) {
    this.val = val ?? 0
    this.next = next ?? null
  }
}

export function reverseList(head: ListNode | null): ListNode | null {
  let prev: ListNode | null = null
  let cur = head
  while (cur) {
    const next = cur.next
    cur.next = prev
    prev = cur
    cur = next
  }
  return prev
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: merge two sorted lists with a dummy head',
    'python',
    `class Solution:
    def mergeTwoLists(self, list1, list2):
        dummy = tail = ListNode()
        while list1 and list2:
            if list1.val < list2.val:
                tail.next, list1 = list1, list1.next
            else:
                tail.next, list2 = list2, list2.next
            tail = tail.next
        tail.next = list1 or list2
        return dummy.next
`,
    'O(m + n)',
    'O(1)',
  ],
  [
    'go: palindrome linked list by reversing the second half',
    'go',
    `package main

type ListNode struct {
	Val  int
	Next *ListNode
}

func isPalindrome(head *ListNode) bool {
	slow, fast := head, head
	for fast != nil && fast.Next != nil {
		slow = slow.Next
		fast = fast.Next.Next
	}
	var prev *ListNode
	for slow != nil {
		next := slow.Next
		slow.Next = prev
		prev = slow
		slow = next
	}
	for prev != nil {
		if prev.Val != head.Val {
			return false
		}
		prev = prev.Next
		head = head.Next
	}
	return true
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: sliding window maximum with a deque',
    'java',
    `import java.util.*;

class Solution {
    public int[] maxSlidingWindow(int[] nums, int k) {
        Deque<Integer> dq = new ArrayDeque<>();
        int[] res = new int[nums.length - k + 1];
        for (int i = 0; i < nums.length; i++) {
            while (!dq.isEmpty() && dq.peekFirst() <= i - k) dq.pollFirst();
            while (!dq.isEmpty() && nums[dq.peekLast()] < nums[i]) dq.pollLast();
            dq.offerLast(i);
            if (i >= k - 1) res[i - k + 1] = nums[dq.peekFirst()];
        }
        return res;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: permutation in string with a fixed-size window of counts',
    'python',
    `def checkInclusion(s1: str, s2: str) -> bool:
    if len(s1) > len(s2):
        return False
    need = [0] * 26
    window = [0] * 26
    for ch in s1:
        need[ord(ch) - 97] += 1
    for i, ch in enumerate(s2):
        window[ord(ch) - 97] += 1
        if i >= len(s1):
            window[ord(s2[i - len(s1)]) - 97] -= 1
        if window == need:
            return True
    return False
`,
    'O(m + n)',
    'O(1)',
  ],
  [
    'cpp: longest substring without repeating characters with last positions',
    'cpp',
    `#include <string>
#include <vector>
#include <algorithm>
using namespace std;

class Solution {
public:
    int lengthOfLongestSubstring(string s) {
        vector<int> last(256, -1);
        int best = 0, start = 0;
        for (int i = 0; i < (int)s.size(); i++) {
            start = max(start, last[(unsigned char)s[i]] + 1);
            last[(unsigned char)s[i]] = i;
            best = max(best, i - start + 1);
        }
        return best;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: longest common subsequence memoised with lru_cache',
    'python',
    `from functools import lru_cache

class Solution:
    def longestCommonSubsequence(self, text1: str, text2: str) -> int:
        @lru_cache(maxsize=None)
        def best(i, j):
            if i == len(text1) or j == len(text2):
                return 0
            if text1[i] == text2[j]:
                return 1 + best(i + 1, j + 1)
            return max(best(i + 1, j), best(i, j + 1))

        return best(0, 0)
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: unique paths memoised in a 2D array field',
    'java',
    `class Solution {
    private int[][] memo;

    public int uniquePaths(int m, int n) {
        memo = new int[m][n];
        return paths(m - 1, n - 1);
    }

    private int paths(int r, int c) {
        if (r == 0 || c == 0) return 1;
        if (memo[r][c] != 0) return memo[r][c];
        memo[r][c] = paths(r - 1, c) + paths(r, c - 1);
        return memo[r][c];
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'go: minimum path sum filling the grid in place',
    'go',
    `package main

func minPathSum(grid [][]int) int {
	m, n := len(grid), len(grid[0])
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			switch {
			case i == 0 && j == 0:
				continue
			case i == 0:
				grid[i][j] += grid[i][j-1]
			case j == 0:
				grid[i][j] += grid[i-1][j]
			default:
				grid[i][j] += min(grid[i-1][j], grid[i][j-1])
			}
		}
	}
	return grid[m-1][n-1]
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'typescript: LRU cache on a Map keeping insertion order',
    'typescript',
    `export class LRUCache {
  private readonly map = new Map<number, number>()

  constructor(private readonly capacity: number) {}

  get(key: number): number {
    const value = this.map.get(key)
    if (value === undefined) return -1
    this.map.delete(key)
    this.map.set(key, value)
    return value
  }

  put(key: number, value: number): void {
    this.map.delete(key)
    this.map.set(key, value)
    if (this.map.size > this.capacity) {
      const oldest = this.map.keys().next().value as number
      this.map.delete(oldest)
    }
  }
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'cpp: largest rectangle in a histogram with a monotonic stack',
    'cpp',
    `#include <vector>
#include <stack>
#include <algorithm>
using namespace std;

class Solution {
public:
    int largestRectangleArea(vector<int>& heights) {
        stack<int> st;
        int best = 0;
        int n = heights.size();
        for (int i = 0; i <= n; i++) {
            int h = i == n ? 0 : heights[i];
            while (!st.empty() && heights[st.top()] >= h) {
                int height = heights[st.top()];
                st.pop();
                int width = st.empty() ? i : i - st.top() - 1;
                best = max(best, height * width);
            }
            st.push(i);
        }
        return best;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: next greater element with a stack and a map',
    'javascript',
    `var nextGreaterElement = function (nums1, nums2) {
  const next = new Map();
  const stack = [];
  for (const x of nums2) {
    while (stack.length && stack[stack.length - 1] < x) next.set(stack.pop(), x);
    stack.push(x);
  }
  return nums1.map((x) => (next.has(x) ? next.get(x) : -1));
};
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'python: word search, backtracking over the grid from every cell',
    'python',
    `class Solution:
    def exist(self, board, word):
        rows, cols = len(board), len(board[0])

        def dfs(r, c, i):
            if i == len(word):
                return True
            if r < 0 or c < 0 or r >= rows or c >= cols or board[r][c] != word[i]:
                return False
            saved = board[r][c]
            board[r][c] = "#"
            found = dfs(r + 1, c, i + 1) or dfs(r - 1, c, i + 1) or dfs(r, c + 1, i + 1) or dfs(r, c - 1, i + 1)
            board[r][c] = saved
            return found

        for r in range(rows):
            for c in range(cols):
                if dfs(r, c, 0):
                    return True
        return False
`,
    'O(m * n * 4^L)',
    'O(L)',
  ],
  [
    'go: topological sort with Kahn over prerequisites',
    'go',
    `package main

func findOrder(numCourses int, prerequisites [][]int) []int {
	adj := make([][]int, numCourses)
	indeg := make([]int, numCourses)
	for _, p := range prerequisites {
		adj[p[1]] = append(adj[p[1]], p[0])
		indeg[p[0]]++
	}
	queue := []int{}
	for i := 0; i < numCourses; i++ {
		if indeg[i] == 0 {
			queue = append(queue, i)
		}
	}
	order := []int{}
	for len(queue) > 0 {
		u := queue[0]
		queue = queue[1:]
		order = append(order, u)
		for _, v := range adj[u] {
			indeg[v]--
			if indeg[v] == 0 {
				queue = append(queue, v)
			}
		}
	}
	if len(order) != numCourses {
		return []int{}
	}
	return order
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'java: number of provinces with DFS over the adjacency matrix',
    'java',
    `class Solution {
    public int findCircleNum(int[][] isConnected) {
        int n = isConnected.length;
        boolean[] visited = new boolean[n];
        int provinces = 0;
        for (int i = 0; i < n; i++) {
            if (!visited[i]) {
                provinces++;
                dfs(isConnected, visited, i);
            }
        }
        return provinces;
    }

    private void dfs(int[][] g, boolean[] visited, int i) {
        visited[i] = true;
        for (int j = 0; j < g.length; j++) {
            if (g[i][j] == 1 && !visited[j]) dfs(g, visited, j);
        }
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'python: binary tree right side view with BFS levels',
    'python',
    `from collections import deque

class Solution:
    def rightSideView(self, root):
        if not root:
            return []
        view = []
        queue = deque([root])
        while queue:
            for i in range(len(queue)):
                node = queue.popleft()
                if i == 0:
                    view.append(node.val)
                if node.right:
                    queue.append(node.right)
                if node.left:
                    queue.append(node.left)
        return view
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: diameter of a binary tree with a depth helper',
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

export function diameterOfBinaryTree(root: TreeNode | null): number {
  let best = 0
  const depth = (node: TreeNode | null): number => {
    if (!node) return 0
    const l = depth(node.left)
    const r = depth(node.right)
    best = Math.max(best, l + r)
    return 1 + Math.max(l, r)
  }
  depth(root)
  return best
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: invert a binary tree with a queue',
    'cpp',
    `#include <queue>
#include <utility>
using namespace std;

struct TreeNode {
    int val;
    TreeNode *left, *right;
    TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
};

class Solution {
public:
    TreeNode* invertTree(TreeNode* root) {
        if (!root) return nullptr;
        queue<TreeNode*> q;
        q.push(root);
        while (!q.empty()) {
            TreeNode* node = q.front();
            q.pop();
            swap(node->left, node->right);
            if (node->left) q.push(node->left);
            if (node->right) q.push(node->right);
        }
        return root;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: coin change with a table over the amount',
    'javascript',
    `var coinChange = function (coins, amount) {
  const dp = new Array(amount + 1).fill(Infinity);
  dp[0] = 0;
  for (const coin of coins) {
    for (let a = coin; a <= amount; a++) {
      dp[a] = Math.min(dp[a], dp[a - coin] + 1);
    }
  }
  return dp[amount] === Infinity ? -1 : dp[amount];
};
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'java: decode ways with two rolling values',
    'java',
    `class Solution {
    public int numDecodings(String s) {
        if (s.charAt(0) == '0') return 0;
        int prev2 = 1, prev1 = 1;
        for (int i = 1; i < s.length(); i++) {
            int cur = 0;
            if (s.charAt(i) != '0') cur += prev1;
            int two = Integer.parseInt(s.substring(i - 1, i + 1));
            if (two >= 10 && two <= 26) cur += prev2;
            prev2 = prev1;
            prev1 = cur;
        }
        return prev1;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: letter combinations of a phone number',
    'python',
    `class Solution:
    def letterCombinations(self, digits: str):
        if not digits:
            return []
        phone = {"2": "abc", "3": "def", "4": "ghi", "5": "jkl",
                 "6": "mno", "7": "pqrs", "8": "tuv", "9": "wxyz"}
        out = []

        def build(i, path):
            if i == len(digits):
                out.append("".join(path))
                return
            for ch in phone[digits[i]]:
                path.append(ch)
                build(i + 1, path)
                path.pop()

        build(0, [])
        return out
`,
    'O(n * 4^n)',
    'O(n * 4^n)',
  ],
]

describe('common solution shapes', () => {
  it.each(SHAPES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('classic interview problems', () => {
  it.each(CLASSICS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
