import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * One pass with a stack or deque that each index enters and leaves once, prefix sums counted in a map,
 * intervals sorted then merged or walked with two pointers, and bit tricks on single numbers.
 */
const SEQUENCE_PATTERNS: Case[] = [
  [
    'python: remove k digits with a monotonic stack',
    'python',
    `class Solution:
    def removeKdigits(self, num: str, k: int) -> str:
        stack = []
        for d in num:
            while k and stack and stack[-1] > d:
                stack.pop()
                k -= 1
            stack.append(d)
        while k:
            stack.pop()
            k -= 1
        return "".join(stack).lstrip("0") or "0"
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: shortest subarray with sum at least k, monotonic deque of prefix sums',
    'java',
    `import java.util.*;

class Solution {
    public int shortestSubarray(int[] nums, int k) {
        int n = nums.length;
        long[] prefix = new long[n + 1];
        for (int i = 0; i < n; i++) prefix[i + 1] = prefix[i] + nums[i];
        Deque<Integer> dq = new ArrayDeque<>();
        int best = n + 1;
        for (int i = 0; i <= n; i++) {
            while (!dq.isEmpty() && prefix[i] - prefix[dq.peekFirst()] >= k) {
                best = Math.min(best, i - dq.pollFirst());
            }
            while (!dq.isEmpty() && prefix[i] <= prefix[dq.peekLast()]) {
                dq.pollLast();
            }
            dq.offerLast(i);
        }
        return best <= n ? best : -1;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: continuous subarray sum with remainders in a map',
    'go',
    `package main

func checkSubarraySum(nums []int, k int) bool {
	seen := map[int]int{0: -1}
	sum := 0
	for i, x := range nums {
		sum = (sum + x) % k
		if j, ok := seen[sum]; ok {
			if i-j >= 2 {
				return true
			}
		} else {
			seen[sum] = i
		}
	}
	return false
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: subarray sums divisible by k with a counting Map',
    'typescript',
    `function subarraysDivByK(nums: number[], k: number): number {
  const counts = new Map<number, number>([[0, 1]]);
  let prefix = 0;
  let total = 0;
  for (const x of nums) {
    prefix = (((prefix + x) % k) + k) % k;
    const seen = counts.get(prefix) ?? 0;
    total += seen;
    counts.set(prefix, seen + 1);
  }
  return total;
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: insert interval in one pass',
    'python',
    `class Solution:
    def insert(self, intervals, newInterval):
        result = []
        i, n = 0, len(intervals)
        while i < n and intervals[i][1] < newInterval[0]:
            result.append(intervals[i])
            i += 1
        start, end = newInterval
        while i < n and intervals[i][0] <= end:
            start = min(start, intervals[i][0])
            end = max(end, intervals[i][1])
            i += 1
        result.append([start, end])
        while i < n:
            result.append(intervals[i])
            i += 1
        return result
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: minimum arrows to burst balloons, sort by end',
    'cpp',
    `#include <vector>
#include <algorithm>
using namespace std;

class Solution {
public:
    int findMinArrowShots(vector<vector<int>>& points) {
        sort(points.begin(), points.end(), [](const vector<int>& a, const vector<int>& b) {
            return a[1] < b[1];
        });
        int arrows = 0;
        long long last = LLONG_MIN;
        for (const auto& p : points) {
            if (p[0] > last) {
                arrows++;
                last = p[1];
            }
        }
        return arrows;
    }
};
`,
    'O(n log n)',
    'O(1)',
  ],
  [
    'javascript: merge intervals with reduce after sorting',
    'javascript',
    `const merge = (intervals) =>
  intervals
    .sort((a, b) => a[0] - b[0])
    .reduce((acc, cur) => {
      const last = acc[acc.length - 1];
      if (last && cur[0] <= last[1]) last[1] = Math.max(last[1], cur[1]);
      else acc.push([...cur]);
      return acc;
    }, []);
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: hamming distance with xor and bitCount',
    'java',
    `class Solution {
    public int hammingDistance(int x, int y) {
        return Integer.bitCount(x ^ y);
    }
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'cpp: missing number by xor over indices and values',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    int missingNumber(vector<int>& nums) {
        int x = nums.size();
        for (int i = 0; i < (int)nums.size(); i++) {
            x ^= i ^ nums[i];
        }
        return x;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: counting bits with i & (i - 1)',
    'go',
    `package main

func countBits(n int) []int {
	ans := make([]int, n+1)
	for i := 1; i <= n; i++ {
		ans[i] = ans[i&(i-1)] + 1
	}
	return ans
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: daily temperatures with a monotonic stack',
    'typescript',
    `function dailyTemperatures(temperatures: number[]): number[] {
  const answer = new Array<number>(temperatures.length).fill(0)
  const stack: number[] = []
  temperatures.forEach((t, i) => {
    while (stack.length > 0 && temperatures[stack[stack.length - 1]] < t) {
      const j = stack.pop()!
      answer[j] = i - j
    }
    stack.push(i)
  })
  return answer
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: next greater element in a circular array',
    'go',
    `package main

func nextGreaterElements(nums []int) []int {
	n := len(nums)
	res := make([]int, n)
	for i := range res {
		res[i] = -1
	}
	stack := []int{}
	for i := 0; i < 2*n; i++ {
		x := nums[i%n]
		for len(stack) > 0 && nums[stack[len(stack)-1]] < x {
			res[stack[len(stack)-1]] = x
			stack = stack[:len(stack)-1]
		}
		if i < n {
			stack = append(stack, i)
		}
	}
	return res
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: range sum query 2D with a prefix table built in the constructor',
    'java',
    `class NumMatrix {
    private final int[][] prefix;

    public NumMatrix(int[][] matrix) {
        int m = matrix.length, n = matrix[0].length;
        prefix = new int[m + 1][n + 1];
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++)
                prefix[i + 1][j + 1] = prefix[i][j + 1] + prefix[i + 1][j] - prefix[i][j] + matrix[i][j];
    }

    public int sumRegion(int r1, int c1, int r2, int c2) {
        return prefix[r2 + 1][c2 + 1] - prefix[r1][c2 + 1] - prefix[r2 + 1][c1] + prefix[r1][c1];
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'javascript: interval list intersections with two pointers',
    'javascript',
    `var intervalIntersection = function (firstList, secondList) {
  const out = [];
  let i = 0, j = 0;
  while (i < firstList.length && j < secondList.length) {
    const lo = Math.max(firstList[i][0], secondList[j][0]);
    const hi = Math.min(firstList[i][1], secondList[j][1]);
    if (lo <= hi) out.push([lo, hi]);
    if (firstList[i][1] < secondList[j][1]) i++;
    else j++;
  }
  return out;
};
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'java: non-overlapping intervals with a comparator lambda',
    'java',
    `import java.util.*;

class Solution {
    public int eraseOverlapIntervals(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[1], b[1]));
        int removed = 0;
        int end = Integer.MIN_VALUE;
        for (int[] iv : intervals) {
            if (iv[0] >= end) end = iv[1];
            else removed++;
        }
        return removed;
    }
}
`,
    'O(n log n)',
    'O(1)',
  ],
  [
    'python: power of two with n & (n - 1)',
    'python',
    `class Solution:
    def isPowerOfTwo(self, n: int) -> bool:
        return n > 0 and n & (n - 1) == 0
`,
    'O(1)',
    'O(1)',
  ],
  [
    'java: reverse bits over 32 positions',
    'java',
    `public class Solution {
    public int reverseBits(int n) {
        int result = 0;
        for (int i = 0; i < 32; i++) {
            result = (result << 1) | (n & 1);
            n >>>= 1;
        }
        return result;
    }
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'java: range sum query with a prefix array built in the constructor',
    'java',
    `class NumArray {
    private final int[] prefix;

    public NumArray(int[] nums) {
        prefix = new int[nums.length + 1];
        for (int i = 0; i < nums.length; i++) prefix[i + 1] = prefix[i] + nums[i];
    }

    public int sumRange(int left, int right) {
        return prefix[right + 1] - prefix[left];
    }
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('monotonic stacks and queues, prefix sums, intervals and bits', () => {
  it.each(SEQUENCE_PATTERNS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
