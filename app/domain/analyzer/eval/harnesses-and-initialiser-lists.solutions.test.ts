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
  [
    'javascript: a require.main block compares the exported solution with a search over all strings',
    'javascript',
    `var countPairs = function (s) {
  let pairs = 0;
  for (let i = 0; i + 1 < s.length; i++) if (s[i] === s[i + 1]) pairs++;
  return pairs;
};

function searchAll(s) {
  let best = 0;
  for (let i = 0; i < s.length; i++)
    for (let j = i + 1; j < s.length; j++) if (j === i + 1 && s[i] === s[j]) best++;
  return best;
}

function allStrings(len) {
  if (len === 0) return [''];
  return allStrings(len - 1).flatMap((t) => [t + 'a', t + 'b']);
}

if (typeof require !== 'undefined' && require.main === module) {
  for (let len = 1; len <= 5; len++)
    for (const t of allStrings(len)) if (countPairs(t) !== searchAll(t)) process.exit(1);
}

module.exports = { countPairs };
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: random test arrays drawn beside the solution are no entry point',
    'javascript',
    `function squaresSorted(nums) {
  const out = new Array(nums.length);
  let lo = 0, hi = nums.length - 1;
  for (let k = nums.length - 1; k >= 0; k--) {
    if (Math.abs(nums[lo]) > Math.abs(nums[hi])) out[k] = nums[lo] * nums[lo++];
    else out[k] = nums[hi] * nums[hi--];
  }
  return out;
}

function randomSorted(len) {
  return Array.from({ length: len }, () => Math.floor(Math.random() * 20) - 10).sort((a, b) => a - b);
}

if (require.main === module) {
  for (let r = 0; r < 100; r++) console.log(squaresSorted(randomSorted(8)));
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: main calls a driver per example, and the driver calls the Solution',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int longestRun(vector<int>& nums) {
        int best = 0, run = 0;
        for (size_t i = 0; i < nums.size(); ++i) {
            run = (i > 0 && nums[i] > nums[i - 1]) ? run + 1 : 1;
            best = max(best, run);
        }
        return best;
    }
};

static void check(vector<int> nums, int expected) {
    Solution s;
    int got = s.longestRun(nums);
    for (int a = 0; a < (int)nums.size(); ++a)
        for (int b = 0; b < (int)nums.size(); ++b) cout << (a + b) % 2;
    cout << got << (got == expected ? "" : " FAIL") << '\\n';
}

int main() {
    check({1, 3, 5, 4, 7}, 3);
    check({2, 2, 2}, 1);
    return 0;
}
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
