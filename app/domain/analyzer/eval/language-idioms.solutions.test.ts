import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Streams, STL algorithms, slices grown with append, array methods with callbacks, private fields,
 * comprehensions and generator expressions: each library call costs what it walks, and a scan hidden in a
 * loop multiplies it. Comments that claim a complexity change nothing.
 */
const LANGUAGE_IDIOMS: Case[] = [
  [
    'python: sum of squares through a generator expression',
    'python',
    `def sum_of_squares(nums):
    # O(n) time, O(1) extra space: the generator never builds a list
    return sum(x * x for x in nums)
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: top k frequent words sorted with a lambda key',
    'python',
    `from collections import Counter

class Solution:
    def topKFrequent(self, words, k):
        counts = Counter(words)
        ordered = sorted(counts.keys(), key=lambda w: (-counts[w], w))
        return ordered[:k]
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: a matrix built with a nested comprehension',
    'python',
    `def transpose(matrix):
    rows, cols = len(matrix), len(matrix[0])
    return [[matrix[r][c] for r in range(rows)] for c in range(cols)]
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: contains duplicate with a stream collected into a set',
    'java',
    `import java.util.*;
import java.util.stream.*;

class Solution {
    public boolean containsDuplicate(int[] nums) {
        Set<Integer> distinct = Arrays.stream(nums).boxed().collect(Collectors.toSet());
        return distinct.size() != nums.length;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: sum of an array with IntStream',
    'java',
    `import java.util.*;

class Solution {
    public int pivotIndex(int[] nums) {
        int total = Arrays.stream(nums).sum();
        int left = 0;
        for (int i = 0; i < nums.length; i++) {
            if (left * 2 + nums[i] == total) return i;
            left += nums[i];
        }
        return -1;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: a stream count inside a loop is a hidden scan',
    'java',
    `import java.util.*;

class Solution {
    // O(n) time
    public int firstUnique(int[] nums) {
        for (int x : nums) {
            long c = Arrays.stream(nums).filter(y -> y == x).count();
            if (c == 1) return x;
        }
        return -1;
    }
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'cpp: sum with std::accumulate and max with max_element',
    'cpp',
    `#include <vector>
#include <numeric>
#include <algorithm>
using namespace std;

class Solution {
public:
    double findMaxAverage(vector<int>& nums, int k) {
        int sum = accumulate(nums.begin(), nums.begin() + k, 0);
        int best = sum;
        for (int i = k; i < (int)nums.size(); i++) {
            sum += nums[i] - nums[i - k];
            best = max(best, sum);
        }
        return (double)best / k;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: sort then lower_bound for every query',
    'cpp',
    `#include <vector>
#include <algorithm>
using namespace std;

class Solution {
public:
    vector<int> countSmaller(vector<int>& nums, vector<int>& queries) {
        sort(nums.begin(), nums.end());
        vector<int> out;
        out.reserve(queries.size());
        for (int q : queries) {
            out.push_back(lower_bound(nums.begin(), nums.end(), q) - nums.begin());
        }
        return out;
    }
};
`,
    'O(m log n + n log n)',
    'O(m)',
  ],
  [
    'cpp: max_element inside a loop over the same vector',
    'cpp',
    `#include <vector>
#include <algorithm>
using namespace std;

class Solution {
public:
    vector<int> replaceElements(vector<int>& arr) {
        int n = arr.size();
        for (int i = 0; i < n - 1; i++) {
            arr[i] = *max_element(arr.begin() + i + 1, arr.end());
        }
        arr[n - 1] = -1;
        return arr;
    }
};
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'go: prepending to a slice with append in a loop',
    'go',
    `package main

func reverseCopy(nums []int) []int {
	out := []int{}
	for _, x := range nums {
		out = append([]int{x}, out...)
	}
	return out
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'go: filtering into a slice with append',
    'go',
    `package main

func evens(nums []int) []int {
	var out []int
	for _, x := range nums {
		if x%2 == 0 {
			out = append(out, x)
		}
	}
	return out
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: map, filter and reduce chained',
    'javascript',
    `function sumOfEvenSquares(nums) {
  return nums
    .map((x) => x * x)
    .filter((x) => x % 2 === 0)
    .reduce((a, b) => a + b, 0);
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: dedupe with filter and indexOf',
    'javascript',
    `// O(n) with filter
const unique = (arr) => arr.filter((x, i) => arr.indexOf(x) === i);
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'typescript: two sum with a private Map field',
    'typescript',
    `class TwoSum {
  private readonly seen = new Map<number, number>()

  find(nums: number[], target: number): number[] {
    this.seen.clear()
    for (let i = 0; i < nums.length; i++) {
      const j = this.seen.get(target - nums[i])
      if (j !== undefined) return [j, i]
      this.seen.set(nums[i], i)
    }
    return []
  }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: a comment claims O(1) but the list is sliced in a loop',
    'python',
    `def max_window(nums, k):
    # O(n) time, O(1) space
    best = float("-inf")
    for i in range(len(nums) - k + 1):
        best = max(best, sum(nums[i:i + k]))
    return best
`,
    'O(n * k)',
    'O(k)',
  ],
  [
    'java: early returns in a binary search for the insert position',
    'java',
    `class Solution {
    public int searchInsert(int[] nums, int target) {
        int lo = 0, hi = nums.length - 1;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] == target) return mid;
            if (nums[mid] < target) lo = mid + 1;
            else hi = mid - 1;
        }
        return lo;
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'java: kth largest in a stream with a heap filled in the constructor',
    'java',
    `import java.util.*;

class KthLargest {
    private final PriorityQueue<Integer> heap = new PriorityQueue<>();
    private final int k;

    public KthLargest(int k, int[] nums) {
        this.k = k;
        for (int x : nums) add(x);
    }

    public int add(int val) {
        heap.offer(val);
        if (heap.size() > k) heap.poll();
        return heap.peek();
    }
}
`,
    'O(n log k)',
    'O(k)',
  ],
  [
    'python: range sum query with itertools.accumulate in __init__',
    'python',
    `from itertools import accumulate

class NumArray:
    def __init__(self, nums):
        self.prefix = [0] + list(accumulate(nums))

    def sumRange(self, left, right):
        return self.prefix[right + 1] - self.prefix[left]
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: k closest points with heapq.nsmallest and a lambda',
    'python',
    `import heapq

class Solution:
    def kClosest(self, points, k):
        return heapq.nsmallest(k, points, key=lambda p: p[0] * p[0] + p[1] * p[1])
`,
    'O(n log k)',
    'O(k)',
  ],
  [
    'typescript: generic stack class with a private array',
    'typescript',
    `class Stack<T> {
  private items: T[] = []

  push(x: T): void {
    this.items.push(x)
  }

  pop(): T | undefined {
    return this.items.pop()
  }

  peek(): T | undefined {
    return this.items[this.items.length - 1]
  }
}

export function isBalanced(s: string): boolean {
  const stack = new Stack<string>()
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' }
  for (const ch of s) {
    if (ch in pairs) {
      if (stack.pop() !== pairs[ch]) return false
    } else stack.push(ch)
  }
  return stack.peek() === undefined
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: string joined from a list comprehension over a range',
    'python',
    `def fizz_buzz(n):
    return ["FizzBuzz" if i % 15 == 0 else "Fizz" if i % 3 == 0 else "Buzz" if i % 5 == 0 else str(i)
            for i in range(1, n + 1)]
`,
    'O(n)',
    'O(n)',
  ],
]

describe('library idioms of each language', () => {
  it.each(LANGUAGE_IDIOMS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
