import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Recursion as people write it: fast power by halving, memo tables kept in fields (Go receivers
 * included), recursion on slices that pays for every slice, trees and lists.
 */
const RECURSION: Case[] = [
  [
    'python: fast power by halving the exponent recursively',
    'python',
    `class Solution:
    def myPow(self, x: float, n: int) -> float:
        if n < 0:
            return 1 / self.myPow(x, -n)
        if n == 0:
            return 1.0
        half = self.myPow(x, n // 2)
        if n % 2 == 0:
            return half * half
        return half * half * x
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'java: fast power with a helper on a long exponent',
    'java',
    `class Solution {
    public double myPow(double x, int n) {
        long e = n;
        if (e < 0) {
            x = 1 / x;
            e = -e;
        }
        return power(x, e);
    }

    private double power(double base, long exp) {
        if (exp == 0) return 1.0;
        double half = power(base, exp / 2);
        return (exp % 2 == 0) ? half * half : half * half * base;
    }
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'go: fast power iteratively squaring the base',
    'go',
    `package main

func myPow(x float64, n int) float64 {
	if n < 0 {
		x = 1 / x
		n = -n
	}
	result := 1.0
	for n > 0 {
		if n&1 == 1 {
			result *= x
		}
		x *= x
		n >>= 1
	}
	return result
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'javascript: fast modular power with a shift',
    'javascript',
    `function modPow(base, exp, mod) {
  if (exp === 0) return 1;
  const half = modPow(base, exp >> 1, mod);
  let result = (half * half) % mod;
  if (exp & 1) result = (result * base) % mod;
  return result;
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'go: fibonacci memoised on a struct field through a pointer receiver',
    'go',
    `package main

type Fib struct {
	memo map[int]int
}

func (f *Fib) calc(n int) int {
	if n < 2 {
		return n
	}
	if v, ok := f.memo[n]; ok {
		return v
	}
	f.memo[n] = f.calc(n-1) + f.calc(n-2)
	return f.memo[n]
}

func fib(n int) int {
	f := &Fib{memo: make(map[int]int)}
	return f.calc(n)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: climbing stairs with a memo array field',
    'java',
    `class Solution {
    private int[] memo;

    public int climbStairs(int n) {
        memo = new int[n + 1];
        return ways(n);
    }

    private int ways(int i) {
        if (i <= 1) return 1;
        if (memo[i] != 0) return memo[i];
        memo[i] = ways(i - 1) + ways(i - 2);
        return memo[i];
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: house robber memoised on a class field map',
    'typescript',
    `export class HouseRobber {
  private memo = new Map<number, number>()

  rob(nums: number[]): number {
    this.memo.clear()
    return this.best(nums, nums.length - 1)
  }

  private best(nums: number[], i: number): number {
    if (i < 0) return 0
    const cached = this.memo.get(i)
    if (cached !== undefined) return cached
    const value = Math.max(this.best(nums, i - 1), this.best(nums, i - 2) + nums[i])
    this.memo.set(i, value)
    return value
  }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: tribonacci memoised in an instance dict',
    'python',
    `class Solution:
    def __init__(self):
        self.cache = {0: 0, 1: 1, 2: 1}

    def tribonacci(self, n: int) -> int:
        if n in self.cache:
            return self.cache[n]
        self.cache[n] = self.tribonacci(n - 1) + self.tribonacci(n - 2) + self.tribonacci(n - 3)
        return self.cache[n]
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: sum of a list by recursing on the rest of the slice',
    'python',
    `def total(nums):
    if not nums:
        return 0
    return nums[0] + total(nums[1:])
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'go: binary search recursing on halves of the slice',
    'go',
    `package main

func contains(nums []int, target int) bool {
	if len(nums) == 0 {
		return false
	}
	mid := len(nums) / 2
	if nums[mid] == target {
		return true
	}
	if nums[mid] < target {
		return contains(nums[mid+1:], target)
	}
	return contains(nums[:mid], target)
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'javascript: reverse a string by recursing on the rest',
    'javascript',
    `function reverse(s) {
  if (s.length <= 1) return s;
  return reverse(s.slice(1)) + s[0];
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'python: merge sort on slices',
    'python',
    `def merge_sort(arr):
    if len(arr) <= 1:
        return arr
    mid = len(arr) // 2
    left = merge_sort(arr[:mid])
    right = merge_sort(arr[mid:])
    merged = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            j += 1
    merged.extend(left[i:])
    merged.extend(right[j:])
    return merged
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: maximum depth of a binary tree recursively',
    'java',
    `class TreeNode {
    int val;
    TreeNode left, right;
    TreeNode(int v) { val = v; }
}

class Solution {
    public int maxDepth(TreeNode root) {
        if (root == null) return 0;
        return 1 + Math.max(maxDepth(root.left), maxDepth(root.right));
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: reverse a linked list recursively',
    'cpp',
    `struct ListNode {
    int val;
    ListNode* next;
    ListNode(int x) : val(x), next(nullptr) {}
};

class Solution {
public:
    ListNode* reverseList(ListNode* head) {
        if (!head || !head->next) return head;
        ListNode* rest = reverseList(head->next);
        head->next->next = head;
        head->next = nullptr;
        return rest;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
]

describe('recursion in solutions written for these tests', () => {
  it.each(RECURSION)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
