import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * In Python, JavaScript and TypeScript a method reaches its class's methods only through `self` or
 * `this`: a bare call of its own name inside it is the free function of that name, not a recursion.
 */
const FREE_FUNCTIONS_OF_A_METHOD_NAME: Case[] = [
  [
    'python: Solution.can_reorder calls the free can_reorder',
    'python',
    `from collections import Counter


def can_reorder(arr):
    cnt = Counter(arr)
    for x in sorted(cnt, key=abs):
        if cnt[x] > cnt[2 * x]:
            return False
        cnt[2 * x] -= cnt[x]
    return True


class Solution:
    def can_reorder(self, arr):
        return can_reorder(arr)
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript: a method handing on to the function of its name',
    'javascript',
    `function longestRun(nums) {
  let best = 0;
  let run = 0;
  for (let i = 0; i < nums.length; i++) {
    run = i > 0 && nums[i] === nums[i - 1] ? run + 1 : 1;
    best = Math.max(best, run);
  }
  return best;
}

class Solution {
  longestRun(nums) {
    return longestRun(nums);
  }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: a method handing on to the function of its name',
    'typescript',
    `function maxGap(nums: number[]): number {
  const sorted = [...nums].sort((a, b) => a - b);
  let gap = 0;
  for (let i = 1; i < sorted.length; i++) gap = Math.max(gap, sorted[i]! - sorted[i - 1]!);
  return gap;
}

export class Solution {
  maxGap(nums: number[]): number {
    return maxGap(nums);
  }
}
`,
    'O(n log n)',
    'O(n)',
  ],
]

/**
 * `while n > length * count: ...; count *= 10`: a factor of the tested product multiplied every pass
 * reaches the bound after a logarithmic number of passes.
 */
const GROWING_PRODUCTS: Case[] = [
  [
    'python: nth digit by blocks of 9, 90, 900',
    'python',
    `class Solution:
    def findNthDigit(self, n: int) -> int:
        length, count, first = 1, 9, 1
        while n > length * count:
            n -= length * count
            length += 1
            count *= 10
            first *= 10
        number = first + (n - 1) // length
        return int(str(number)[(n - 1) % length])
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'java: nth digit by blocks of 9, 90, 900',
    'java',
    `class Solution {
    public int findNthDigit(int n) {
        long size = 1, block = 9, start = 1;
        long left = n;
        while (left > size * block) {
            left -= size * block;
            size++;
            block *= 10;
            start *= 10;
        }
        long number = start + (left - 1) / size;
        return String.valueOf(number).charAt((int) ((left - 1) % size)) - '0';
    }
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'go: nth digit by blocks of 9, 90, 900',
    'go',
    `package main

import "strconv"

func findNthDigit(n int) int {
	digits, count, first := 1, 9, 1
	for n > digits*count {
		n -= digits * count
		digits++
		count *= 10
		first *= 10
	}
	num := first + (n-1)/digits
	return int(strconv.Itoa(num)[(n-1)%digits] - '0')
}
`,
    'O(log n)',
    'O(log n)',
  ],
]

/** A recursion that clears one bit of its argument per call (`n ^ (1 << k)`, `n & (n - 1)`) makes log n calls. */
const BITS_CLEARED: Case[] = [
  [
    'cpp: minimum one bit operations, top bit cleared',
    'cpp',
    `class Solution {
public:
    int minimumOneBitOperations(int n) {
        if (n == 0) return 0;
        int k = 31 - __builtin_clz(n);
        return (1 << (k + 1)) - 1 - minimumOneBitOperations(n ^ (1 << k));
    }
};
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'python: n & (n - 1) per call',
    'python',
    `class Solution:
    def count_bits(self, n: int) -> int:
        if n == 0:
            return 0
        return 1 + self.count_bits(n & (n - 1))
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'java: n - (1 << top) per call',
    'java',
    `class Solution {
    public int stripTopBits(int n) {
        if (n == 0) return 0;
        int top = 31 - Integer.numberOfLeadingZeros(n);
        return 1 + stripTopBits(n - (1 << top));
    }
}
`,
    'O(log n)',
    'O(log n)',
  ],
]

/**
 * `nthSuperUglyNumber(n, primes)` with `m = primes.size()`: a list whose length the code measures has a
 * length of its own, even beside an integer n and read by position.
 */
const MEASURED_LISTS: Case[] = [
  [
    'cpp: super ugly numbers, m primes and n numbers',
    'cpp',
    `#include <vector>
#include <climits>
using namespace std;

class Solution {
public:
    int nthSuperUglyNumber(int n, vector<int>& primes) {
        int m = primes.size();
        vector<long long> ugly(n, 1), cand(primes.begin(), primes.end());
        vector<int> ptr(m, 0);
        for (int i = 1; i < n; ++i) {
            long long next = LLONG_MAX;
            for (int j = 0; j < m; ++j) next = min(next, cand[j]);
            ugly[i] = next;
            for (int j = 0; j < m; ++j)
                if (cand[j] == next) cand[j] = ugly[++ptr[j]] * primes[j];
        }
        return (int)ugly[n - 1];
    }
};
`,
    'O(m * n)',
    'O(m + n)',
  ],
  [
    'java: super ugly numbers, m primes and n numbers',
    'java',
    `class Solution {
    public int nthSuperUglyNumber(int n, int[] primes) {
        int m = primes.length;
        long[] ugly = new long[n];
        int[] ptr = new int[m];
        ugly[0] = 1;
        for (int i = 1; i < n; i++) {
            long next = Long.MAX_VALUE;
            for (int j = 0; j < m; j++) next = Math.min(next, ugly[ptr[j]] * primes[j]);
            ugly[i] = next;
            for (int j = 0; j < m; j++) if (ugly[ptr[j]] * primes[j] == next) ptr[j]++;
        }
        return (int) ugly[n - 1];
    }
}
`,
    'O(m * n)',
    'O(m + n)',
  ],
  [
    'python: super ugly numbers, m primes and n numbers',
    'python',
    `class Solution:
    def nthSuperUglyNumber(self, n: int, primes: list[int]) -> int:
        m = len(primes)
        ugly = [1] * n
        ptr = [0] * m
        for i in range(1, n):
            ugly[i] = min(ugly[ptr[j]] * primes[j] for j in range(m))
            for j in range(m):
                if ugly[ptr[j]] * primes[j] == ugly[i]:
                    ptr[j] += 1
        return ugly[-1]
`,
    'O(m * n)',
    'O(m + n)',
  ],
]

/**
 * `if j - i + 1 < k: return 0` bounds the length of the interval between two parameters from below: it
 * is not how far either of them goes, which the call `cost(0, n - 1)` gives.
 */
const INTERVAL_LENGTH_TESTS: Case[] = [
  [
    'python: interval memo cut below k',
    'python',
    `from functools import lru_cache


class Solution:
    def mergeStones(self, stones: list[int], k: int) -> int:
        n = len(stones)
        prefix = [0]
        for s in stones:
            prefix.append(prefix[-1] + s)

        @lru_cache(maxsize=None)
        def cost(i, j):
            if j - i + 1 < k:
                return 0
            best = min(cost(i, mid) + cost(mid + 1, j) for mid in range(i, j))
            return best + prefix[j + 1] - prefix[i]

        return cost(0, n - 1)
`,
    'O(n^3)',
    'O(n^2)',
  ],
  [
    'java: interval memo cut below k',
    'java',
    `class Solution {
    private Integer[][] memo;
    private int[] prefix;
    private int k;

    public int minCost(int[] stones, int k) {
        int n = stones.length;
        this.k = k;
        memo = new Integer[n][n];
        prefix = new int[n + 1];
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + stones[i];
        return cost(0, n - 1);
    }

    private int cost(int i, int j) {
        if (j - i + 1 < k) return 0;
        if (memo[i][j] != null) return memo[i][j];
        int best = Integer.MAX_VALUE;
        for (int mid = i; mid < j; mid++) best = Math.min(best, cost(i, mid) + cost(mid + 1, j));
        return memo[i][j] = best + prefix[j + 1] - prefix[i];
    }
}
`,
    'O(n^3)',
    'O(n^2)',
  ],
  [
    'javascript: interval memo cut below k',
    'javascript',
    `function minCost(stones, k) {
  const n = stones.length;
  const prefix = [0];
  for (const s of stones) prefix.push(prefix[prefix.length - 1] + s);
  const memo = new Map();
  const cost = (i, j) => {
    if (j - i + 1 < k) return 0;
    const key = i * n + j;
    if (memo.has(key)) return memo.get(key);
    let best = Infinity;
    for (let mid = i; mid < j; mid++) best = Math.min(best, cost(i, mid) + cost(mid + 1, j));
    best += prefix[j + 1] - prefix[i];
    memo.set(key, best);
    return best;
  };
  return cost(0, n - 1);
}
`,
    'O(n^3)',
    'O(n^2)',
  ],
]

describe('bare calls inside methods', () => {
  it.each(FREE_FUNCTIONS_OF_A_METHOD_NAME)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('tested products with a growing factor', () => {
  it.each(GROWING_PRODUCTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('recursions clearing a bit per call', () => {
  it.each(BITS_CLEARED)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('lists whose length the code measures', () => {
  it.each(MEASURED_LISTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('interval lengths tested against a bound', () => {
  it.each(INTERVAL_LENGTH_TESTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
