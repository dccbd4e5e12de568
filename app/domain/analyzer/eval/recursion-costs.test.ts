import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/** Recursion that halves its argument makes a logarithmic number of calls, whatever else it does once. */
const HALVING: Case[] = [
  [
    'python: fast power that flips a negative exponent once before halving',
    'python',
    `def power(x, n):
    if n == 0:
        return 1
    if n < 0:
        return 1 / power(x, -n)
    half = power(x, n // 2)
    if n % 2 == 0:
        return half * half
    return half * half * x
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'go: fast power with the sign handled by a call of its own',
    'go',
    `package main

func power(x float64, n int) float64 {
	if n == 0 {
		return 1
	}
	if n < 0 {
		return 1 / power(x, -n)
	}
	half := power(x, n/2)
	if n%2 == 0 {
		return half * half
	}
	return half * half * x
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'javascript: fast power that recurses on the halved exponent in both branches',
    'javascript',
    `function power(base, exp) {
  if (exp === 0) return 1;
  if (exp % 2 === 1) return base * power(base * base, (exp - 1) / 2);
  return power(base * base, exp / 2);
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'c++: modular fast power on a long exponent',
    'cpp',
    `class Solution {
public:
    long long power(long long a, long long e, long long mod) {
        if (e == 0) return 1 % mod;
        long long half = power(a, e / 2, mod);
        long long sq = half * half % mod;
        return e % 2 ? sq * a % mod : sq;
    }
};
`,
    'O(log n)',
    'O(log n)',
  ],
]

/** A memo table kept on an object is still a memo table: each state is computed once. */
const MEMO_FIELDS: Case[] = [
  [
    'go: memo map on a struct reached through the method receiver',
    'go',
    `package main

type solver struct {
	memo map[int]int
}

func (s *solver) ways(n int) int {
	if n <= 1 {
		return 1
	}
	if v, ok := s.memo[n]; ok {
		return v
	}
	r := s.ways(n-1) + s.ways(n-2)
	s.memo[n] = r
	return r
}

func climb(n int) int {
	s := &solver{memo: map[int]int{}}
	return s.ways(n)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: memo slice on a struct sized by the constructor',
    'go',
    `package main

type counter struct {
	memo []int
}

func (c *counter) tiles(i int) int {
	if i <= 1 {
		return 1
	}
	if c.memo[i] != 0 {
		return c.memo[i]
	}
	c.memo[i] = c.tiles(i-1) + c.tiles(i-2)
	return c.memo[i]
}

func tilings(n int) int {
	c := &counter{memo: make([]int, n+1)}
	return c.tiles(n)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: memo map held by a class instance',
    'typescript',
    `class Stairs {
  private memo = new Map<number, number>()
  count(n: number): number {
    if (n <= 1) return 1
    const hit = this.memo.get(n)
    if (hit !== undefined) return hit
    const r = this.count(n - 1) + this.count(n - 2)
    this.memo.set(n, r)
    return r
  }
}
export function climb(n: number): number {
  return new Stairs().count(n)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: memo dictionary kept on self',
    'python',
    `class Solution:
    def __init__(self):
        self.memo = {}

    def ways(self, n):
        if n <= 1:
            return 1
        if n in self.memo:
            return self.memo[n]
        self.memo[n] = self.ways(n - 1) + self.ways(n - 2)
        return self.memo[n]
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: memo map field of the solution class',
    'java',
    `import java.util.*;
class Solution {
    private final Map<Integer, Long> memo = new HashMap<>();
    public long ways(int n) {
        if (n <= 1) return 1;
        if (memo.containsKey(n)) return memo.get(n);
        long r = ways(n - 1) + ways(n - 2);
        memo.put(n, r);
        return r;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
]

/** Recursing on a copied part of the input pays for the copy at every call, and keeps it while deeper calls run. */
const SLICES: Case[] = [
  [
    'python: binary search on sliced halves copies n/2 + n/4 + ... elements',
    'python',
    `def contains(nums, target):
    if not nums:
        return False
    mid = len(nums) // 2
    if nums[mid] == target:
        return True
    if nums[mid] < target:
        return contains(nums[mid + 1:], target)
    return contains(nums[:mid], target)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: binary search on sliced halves',
    'javascript',
    `function contains(nums, target) {
  if (nums.length === 0) return false;
  const mid = Math.floor(nums.length / 2);
  if (nums[mid] === target) return true;
  if (nums[mid] < target) return contains(nums.slice(mid + 1), target);
  return contains(nums.slice(0, mid), target);
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: binary search on copied ranges',
    'java',
    `import java.util.*;
class Solution {
    public boolean contains(int[] nums, int target) {
        if (nums.length == 0) return false;
        int mid = nums.length / 2;
        if (nums[mid] == target) return true;
        if (nums[mid] < target) return contains(Arrays.copyOfRange(nums, mid + 1, nums.length), target);
        return contains(Arrays.copyOfRange(nums, 0, mid), target);
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: summing a list by recursing on all but its first element',
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
    'javascript: the maximum of a list by recursing on its tail',
    'javascript',
    `function largest(arr) {
  if (arr.length === 1) return arr[0];
  const rest = largest(arr.slice(1));
  return arr[0] > rest ? arr[0] : rest;
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'typescript: merge sort on sliced halves',
    'typescript',
    `export function mergeSort(nums: number[]): number[] {
  if (nums.length <= 1) return nums
  const mid = nums.length >> 1
  const a = mergeSort(nums.slice(0, mid))
  const b = mergeSort(nums.slice(mid))
  const out: number[] = []
  let i = 0, j = 0
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i] <= b[j])) out.push(a[i++])
    else out.push(b[j++])
  }
  return out
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: merge sort on sliced halves',
    'python',
    `def merge_sort(nums):
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
    'O(n log n)',
    'O(n)',
  ],
]

describe('halving recursion', () => {
  it.each(HALVING)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('memo tables held by objects', () => {
  it.each(MEMO_FIELDS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('recursion on slices', () => {
  it.each(SLICES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
