import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Inner loops whose bound is not a plain counter: a deque kept in an array and trimmed at `tail - 1`,
 * a match length grown in a cell seeded from its mirror (Z-function, Manacher), a Fenwick tree's
 * lowest-set-bit steps, segment-tree range queries, a number's digits, and inner loops that start past
 * a high-water mark they then raise (each index covered once over all passes).
 */
const CASES: Case[] = [
  [
    'javascript: sliding-window maximum with a deque in a typed array trimmed at tail - 1',
    'javascript',
    `function windowMax(values, width) {
  const n = values.length
  const slots = new Int32Array(n)
  const out = []
  let front = 0
  let back = 0
  for (let i = 0; i < n; i++) {
    while (front < back && values[slots[back - 1]] <= values[i]) back--
    slots[back++] = i
    if (slots[front] <= i - width) front++
    if (i >= width - 1) out.push(values[slots[front]])
  }
  return out
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: smallest values to the left kept in an int array stack with a top index',
    'java',
    `class Solution {
    public int[] previousSmaller(int[] a) {
        int n = a.length;
        int[] st = new int[n];
        int[] res = new int[n];
        int top = 0;
        for (int i = 0; i < n; i++) {
            while (top > 0 && a[st[top - 1]] >= a[i]) top--;
            res[i] = top == 0 ? -1 : a[st[top - 1]];
            st[top++] = i;
        }
        return res;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: stack of indices in a vector with a size counter',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    vector<int> nextWarmer(vector<int>& temps) {
        int n = temps.size();
        vector<int> idx(n), wait(n, 0);
        int size = 0;
        for (int i = 0; i < n; ++i) {
            while (size > 0 && temps[idx[size - 1]] < temps[i]) {
                wait[idx[size - 1]] = i - idx[size - 1];
                size--;
            }
            idx[size++] = i;
        }
        return wait;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: Z-function seeded from the mirror cell',
    'python',
    `class Solution:
    def z_values(self, text: str) -> list[int]:
        n = len(text)
        z = [0] * n
        lo = hi = 0
        for i in range(1, n):
            if i < hi:
                z[i] = min(hi - i, z[i - lo])
            while i + z[i] < n and text[z[i]] == text[i + z[i]]:
                z[i] += 1
            if i + z[i] > hi:
                lo, hi = i, i + z[i]
        return z
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: Z-function over a string',
    'go',
    `package main

func zArray(s string) []int {
	n := len(s)
	z := make([]int, n)
	l, r := 0, 0
	for i := 1; i < n; i++ {
		if i < r {
			z[i] = min(r-i, z[i-l])
		}
		for i+z[i] < n && s[z[i]] == s[i+z[i]] {
			z[i]++
		}
		if i+z[i] > r {
			l, r = i, i+z[i]
		}
	}
	return z
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: Manacher radii over a separator-padded string',
    'java',
    `class Solution {
    public int longestPalindromeLength(String s) {
        StringBuilder sb = new StringBuilder("#");
        for (char c : s.toCharArray()) sb.append(c).append('#');
        char[] t = sb.toString().toCharArray();
        int n = t.length;
        int[] p = new int[n];
        int center = 0, right = 0, best = 0;
        for (int i = 0; i < n; i++) {
            if (i < right) p[i] = Math.min(right - i, p[2 * center - i]);
            while (i - p[i] - 1 >= 0 && i + p[i] + 1 < n && t[i - p[i] - 1] == t[i + p[i] + 1]) p[i]++;
            if (i + p[i] > right) {
                center = i;
                right = i + p[i];
            }
            best = Math.max(best, p[i]);
        }
        return best;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: the same extension without the mirror seed rescans from zero',
    'cpp',
    `#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    long long prefixMatches(const string& s) {
        int n = s.size();
        vector<int> len(n, 0);
        long long total = 0;
        for (int i = 1; i < n; ++i) {
            while (i + len[i] < n && s[len[i]] == s[i + len[i]]) ++len[i];
            total += len[i];
        }
        return total;
    }
};
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'python: Fenwick tree counting smaller values to the right',
    'python',
    `class Solution:
    def count_smaller(self, nums: list[int]) -> list[int]:
        ranks = {v: i + 1 for i, v in enumerate(sorted(set(nums)))}
        tree = [0] * (len(ranks) + 1)
        out = []
        for v in reversed(nums):
            i = ranks[v] - 1
            seen = 0
            while i > 0:
                seen += tree[i]
                i -= i & -i
            out.append(seen)
            j = ranks[v]
            while j < len(tree):
                tree[j] += 1
                j += j & -j
        return out[::-1]
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'go: Fenwick tree of prefix sums with point updates',
    'go',
    `package main

type bit struct{ sums []int }

func (b *bit) add(i, delta int) {
	for j := i + 1; j < len(b.sums); j += j & -j {
		b.sums[j] += delta
	}
}

func (b *bit) sum(i int) int {
	total := 0
	for j := i + 1; j > 0; j -= j & -j {
		total += b.sums[j]
	}
	return total
}

func countInversions(nums []int) int {
	b := &bit{sums: make([]int, len(nums)+1)}
	inv := 0
	for i := len(nums) - 1; i >= 0; i-- {
		inv += b.sum(nums[i] - 1)
		b.add(nums[i], 1)
	}
	return inv
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'typescript: Fenwick tree class answering range sums',
    'typescript',
    `export class RangeSums {
  private readonly tree: number[]

  constructor(values: number[]) {
    this.tree = new Array(values.length + 1).fill(0)
    values.forEach((v, i) => this.bump(i + 1, v))
  }

  private bump(i: number, delta: number): void {
    for (; i < this.tree.length; i += i & -i) this.tree[i] += delta
  }

  prefix(i: number): number {
    let acc = 0
    for (; i > 0; i -= i & -i) acc += this.tree[i]
    return acc
  }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: segment tree range-sum query that stops outside and inside the query range',
    'python',
    `def range_sum(tree: list[int], node: int, lo: int, hi: int, ql: int, qr: int) -> int:
    if qr < lo or hi < ql:
        return 0
    if ql <= lo and hi <= qr:
        return tree[node]
    mid = (lo + hi) // 2
    return range_sum(tree, 2 * node, lo, mid, ql, qr) + range_sum(tree, 2 * node + 1, mid + 1, hi, ql, qr)


def query(tree: list[int], n: int, ql: int, qr: int) -> int:
    return range_sum(tree, 1, 0, n - 1, ql, qr)
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'java: segment tree minimum over a range, queried once per request',
    'java',
    `class Solution {
    private int[] seg;

    private int min(int node, int lo, int hi, int from, int to) {
        if (to < lo || hi < from) return Integer.MAX_VALUE;
        if (from <= lo && hi <= to) return seg[node];
        int mid = lo + (hi - lo) / 2;
        return Math.min(min(2 * node, lo, mid, from, to), min(2 * node + 1, mid + 1, hi, from, to));
    }

    public int[] answer(int[] nums, int[][] requests) {
        int n = nums.length;
        seg = new int[4 * n];
        java.util.Arrays.fill(seg, Integer.MAX_VALUE);
        int[] out = new int[requests.length];
        for (int i = 0; i < requests.length; i++) out[i] = min(1, 0, n - 1, requests[i][0], requests[i][1]);
        return out;
    }
}
`,
    'O(m log n + n)',
    'O(m + n)',
  ],
  [
    'go: a recursion on both halves without the range exits walks every node',
    'go',
    `package main

func total(tree []int, node, lo, hi int) int {
	if lo == hi {
		return tree[node]
	}
	mid := (lo + hi) / 2
	return total(tree, 2*node, lo, mid) + total(tree, 2*node+1, mid+1, hi)
}

func sumAll(tree []int, n int) int {
	return total(tree, 1, 0, n-1)
}
`,
    'O(n)',
    'O(log n)',
  ],
  [
    'cpp: next permutation of the digits of a number',
    'cpp',
    `#include <algorithm>
#include <string>
using namespace std;

class Solution {
public:
    long long nextArrangement(int value) {
        string s = to_string(value);
        if (!next_permutation(s.begin(), s.end())) return -1;
        return stoll(s);
    }
};
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'python: digits of a number checked from both ends',
    'python',
    `class Solution:
    def is_mirror(self, x: int) -> bool:
        text = str(x)
        i, j = 0, len(text) - 1
        while i < j:
            if text[i] != text[j]:
                return False
            i += 1
            j -= 1
        return True
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'go: digits of a number counted by value',
    'go',
    `package main

import "strconv"

func evenDigits(num int) int {
	s := strconv.Itoa(num)
	even := 0
	for i := 0; i < len(s); i++ {
		if (s[i]-'0')%2 == 0 {
			even++
		}
	}
	return even
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'python: BFS over jump windows that start past the furthest index scanned',
    'python',
    `from collections import deque


class Solution:
    def fewest_hops(self, road: str, near: int, far: int) -> int:
        n = len(road)
        hops = [-1] * n
        hops[0] = 0
        todo = deque([0])
        done_to = 0
        while todo:
            at = todo.popleft()
            hi = min(at + far, n - 1)
            for nxt in range(max(at + near, done_to + 1), hi + 1):
                if road[nxt] == "." and hops[nxt] < 0:
                    hops[nxt] = hops[at] + 1
                    todo.append(nxt)
            done_to = max(done_to, hi)
        return hops[n - 1]
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: reachable positions marked window by window past a high-water mark',
    'java',
    `class Solution {
    public boolean reachEnd(int[] stones, int lo, int hi) {
        int n = stones.length;
        boolean[] ok = new boolean[n];
        ok[0] = true;
        int covered = 0;
        for (int i = 0; i < n; i++) {
            if (!ok[i]) continue;
            int end = Math.min(i + hi, n - 1);
            for (int j = Math.max(i + lo, covered + 1); j <= end; j++) {
                if (stones[j] == 0) ok[j] = true;
            }
            covered = Math.max(covered, end);
        }
        return ok[n - 1];
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: painting cells of a strip once each past the mark the last window reached',
    'go',
    `package main

func paintedCells(starts []int, width int, n int) int {
	painted := make([]bool, n)
	reached := -1
	count := 0
	for _, s := range starts {
		last := min(s+width-1, n-1)
		for c := max(s, reached+1); c <= last; c++ {
			painted[c] = true
			count++
		}
		reached = max(reached, last)
	}
	return count
}
`,
    'O(m + n)',
    'O(n)',
  ],
]

describe('cells, bit steps and array deques in solutions written for these tests', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

/**
 * A helper that clears a value's bits (`x &= x - 1`, Kernighan's count) or shifts them out (`x >>= 1`)
 * called with an element of the input, or a mix of two (`nums[i] ^ nums[j]`): the value is a machine
 * word, so the helper runs at most as many steps as it has bits, as the same loop does on a local.
 */
const WORD_BITS: Case[] = [
  [
    'cpp: sort by the number of set bits, counted by a static helper',
    'cpp',
    `#include <vector>
#include <algorithm>
using namespace std;

class Solution {
    static int ones(int x) {
        int c = 0;
        while (x) {
            x &= x - 1;
            ++c;
        }
        return c;
    }

public:
    vector<int> sortByBits(vector<int>& arr) {
        vector<pair<int, int>> keyed;
        for (int x : arr) keyed.push_back({ones(x), x});
        sort(keyed.begin(), keyed.end());
        vector<int> out;
        for (auto& [c, x] : keyed) out.push_back(x);
        return out;
    }
};
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript: Hamming distance of every pair with a closure counting bits',
    'javascript',
    `var totalHammingDistance = function (nums) {
  const ones = (x) => {
    let c = 0
    while (x !== 0) {
      x &= x - 1
      c++
    }
    return c
  }
  let total = 0
  for (let i = 0; i < nums.length; i++)
    for (let j = i + 1; j < nums.length; j++) total += ones(nums[i] ^ nums[j])
  return total
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'python: set bits of each element shifted out by a helper',
    'python',
    `class Solution:
    def total_bits(self, nums: list[int]) -> int:
        def ones(x):
            c = 0
            while x > 0:
                c += x & 1
                x >>= 1
            return c

        return sum(ones(v) for v in nums)
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: elements with an even number of set bits',
    'java',
    `class Solution {
    private int ones(int x) {
        int c = 0;
        while (x != 0) {
            x &= x - 1;
            c++;
        }
        return c;
    }

    public int evenBits(int[] nums) {
        int count = 0;
        for (int v : nums) {
            if (ones(v) % 2 == 0) count++;
        }
        return count;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: Hamming distance of neighbours with a helper clearing bits',
    'go',
    `package main

func ones(x int) int {
	c := 0
	for x != 0 {
		x &= x - 1
		c++
	}
	return c
}

func neighbourDistance(nums []int) int {
	total := 0
	for i := 1; i < len(nums); i++ {
		total += ones(nums[i-1] ^ nums[i])
	}
	return total
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('bit loops in helpers called with an element of the input', () => {
  it.each(WORD_BITS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
