import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/** A window of k elements moved over n keeps both sizes: n · k, never n². */
const WINDOWS: Case[] = [
  [
    'python: the sum of every window recomputed from its start',
    'python',
    `def window_sums(nums, k):
    out = []
    for i in range(len(nums) - k + 1):
        total = 0
        for j in range(i, i + k):
            total += nums[j]
        out.append(total)
    return out
`,
    'O(n * k)',
    'O(n)',
  ],
  [
    'java: the maximum of every window by scanning it',
    'java',
    `class Solution {
    public int[] windowMax(int[] nums, int k) {
        int n = nums.length;
        int[] out = new int[n - k + 1];
        for (int i = 0; i + k <= n; i++) {
            int best = Integer.MIN_VALUE;
            for (int j = i; j < i + k; j++) best = Math.max(best, nums[j]);
            out[i] = best;
        }
        return out;
    }
}
`,
    'O(n * k)',
    'O(n)',
  ],
  [
    'go: the maximum of every window by scanning it',
    'go',
    `package main

func windowMax(nums []int, k int) []int {
	out := []int{}
	for i := 0; i+k <= len(nums); i++ {
		best := nums[i]
		for j := i; j < i+k; j++ {
			if nums[j] > best {
				best = nums[j]
			}
		}
		out = append(out, best)
	}
	return out
}
`,
    'O(n * k)',
    'O(n)',
  ],
  [
    'c++: max_element over each window of iterators',
    'cpp',
    `#include <vector>
#include <algorithm>
using namespace std;
class Solution {
public:
    vector<int> windowMax(vector<int>& nums, int k) {
        vector<int> out;
        for (int i = 0; i + k <= (int)nums.size(); i++) {
            out.push_back(*max_element(nums.begin() + i, nums.begin() + i + k));
        }
        return out;
    }
};
`,
    'O(n * k)',
    'O(n)',
  ],
  [
    'python: a duplicate within k positions, checked against the next k elements',
    'python',
    `def near_duplicate(nums, k):
    for i in range(len(nums)):
        for j in range(i + 1, min(i + k + 1, len(nums))):
            if nums[i] == nums[j]:
                return True
    return False
`,
    'O(n * k)',
    'O(1)',
  ],
  [
    'javascript: averages of every window of k',
    'javascript',
    `function averages(arr, k) {
  const out = [];
  for (let i = 0; i + k <= arr.length; i++) {
    let sum = 0;
    for (let j = i; j < i + k; j++) sum += arr[j];
    out.push(sum / k);
  }
  return out;
}
`,
    'O(n * k)',
    'O(n)',
  ],
]

/** A cost that depends on one size only calls it n, whichever parameter holds it. */
const ONE_SIZE: Case[] = [
  [
    'c++: the exponent is the only size of a modular power',
    'cpp',
    `class Solution {
public:
    long long power(long long a, long long e, long long mod) {
        long long result = 1;
        a %= mod;
        while (e > 0) {
            if (e & 1) result = result * a % mod;
            a = a * a % mod;
            e >>= 1;
        }
        return result;
    }
};
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'python: only the second argument drives the loop',
    'python',
    `def padding(text, width):
    total = 0
    for _ in range(width):
        total += 1
    return total
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: only the count argument drives the loop',
    'java',
    `class Solution {
    public int steps(int start, int count) {
        int x = start;
        for (int i = 0; i < count; i++) x = x * 3 % 7;
        return x;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('two sizes kept apart', () => {
  it.each(WINDOWS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('a single size', () => {
  it.each(ONE_SIZE)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
