import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Files practised locally: the solution beside a harness that runs it on examples and checks it against a
 * brute force. The file is the solution's complexity, not the harness's (examples of fixed size) nor the
 * reference answer's. And C++ fields set by a constructor's initialiser list from parameters of the same
 * name, which are the fields, not the parameters.
 */
const HARNESSES: Case[] = [
  [
    'typescript: a self-test with a defaulted round count compares the solution with an enumeration',
    'typescript',
    `export function maxPairSum(nums: number[]): number {
  const sorted = [...nums].sort((a, b) => a - b)
  let best = -Infinity
  for (let i = 0, j = sorted.length - 1; i < j; i++, j--) best = Math.max(best, sorted[i] + sorted[j])
  return best
}

function byEnumeration(nums: number[]): number {
  let best = -Infinity
  const used = new Array(nums.length).fill(false)
  const go = (left: number, acc: number): void => {
    if (left === 0) { best = Math.max(best, acc); return }
    const i = used.indexOf(false)
    used[i] = true
    for (let j = i + 1; j < nums.length; j++) {
      if (used[j]) continue
      used[j] = true
      go(left - 2, Math.max(acc, nums[i] + nums[j]))
      used[j] = false
    }
    used[i] = false
  }
  go(nums.length, -Infinity)
  return best
}

export function selfTest(rounds = 200): boolean {
  for (let r = 0; r < rounds; r++) {
    const nums = Array.from({ length: 6 }, () => Math.floor(Math.random() * 10))
    if (maxPairSum(nums) !== byEnumeration(nums)) return false
  }
  return true
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'typescript: examples checked inside a filter callback',
    'typescript',
    `export function reverseWords(s: string): string {
  return s.trim().split(/\\s+/).reverse().join(' ')
}

export const CASES = [
  { input: 'the sky is blue', want: 'blue is sky the' },
  { input: '  hello world  ', want: 'world hello' },
]

export function failing(): string[] {
  return CASES.filter((c) => reverseWords(c.input) !== c.want).map((c) => c.input)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: main runs the solution and checks it against a brute force over small counts',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int countOdd(vector<int>& nums) {
        int odd = 0;
        for (int x : nums) odd += x & 1;
        return odd;
    }
};

int bruteForce(vector<int> nums, int i) {
    if (i == (int)nums.size()) return 0;
    int best = 0;
    for (int take = 0; take < 2; ++take) best = max(best, (take ? nums[i] & 1 : 0) + bruteForce(nums, i + 1));
    return best;
}

int main() {
    Solution s;
    for (int len = 0; len < 6; ++len) {
        vector<int> v(len, 3);
        if (s.countOdd(v) != bruteForce(v, 0)) return 1;
    }
    cout << "ok\\n";
    return 0;
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: a __main__ block checks the Solution against a brute force',
    'python',
    `from itertools import combinations
from typing import List


class Solution:
    def maxProduct(self, nums: List[int]) -> int:
        a = b = 0
        for x in nums:
            if x > a:
                a, b = x, a
            elif x > b:
                b = x
        return (a - 1) * (b - 1)


def brute_force(nums):
    return max((x - 1) * (y - 1) for x, y in combinations(nums, 2))


if __name__ == "__main__":
    import random
    for _ in range(500):
        nums = [random.randint(1, 20) for _ in range(random.randint(2, 8))]
        assert Solution().maxProduct(nums) == brute_force(nums)
    print("ok")
`,
    'O(n)',
    'O(1)',
  ],
]

const INITIALISER_LISTS: Case[] = [
  [
    'cpp: a bound set by an initialiser list from the parameter of the same name',
    'cpp',
    `#include <vector>
using namespace std;

class Printer {
    int n;
    int turn = 0;
public:
    Printer(int n) : n(n) {}
    int printAll(vector<int>& out) {
        for (int i = 0; i < n; ++i) out.push_back(i);
        return turn;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: the column count of a matrix set from a conditional, walked by a helper object',
    'cpp',
    `#include <vector>
using namespace std;

struct Cursor {
    const vector<vector<int>>& g;
    int rows, cols;
    explicit Cursor(const vector<vector<int>>& g) : g(g), rows(g.size()), cols(g.empty() ? 0 : g[0].size()) {}
    int at(int i) const { return g[i / cols][i % cols]; }
};

class Solution {
public:
    long long total(vector<vector<int>>& grid) {
        if (grid.empty()) return 0;
        Cursor cur(grid);
        long long sum = 0;
        for (int i = 0; i < cur.rows * cur.cols; ++i) sum += cur.at(i);
        return sum;
    }
};
`,
    'O(m * n)',
    'O(1)',
  ],
]

describe('harnesses beside the solution', () => {
  it.each(HARNESSES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('fields set by initialiser lists', () => {
  it.each(INITIALISER_LISTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
