import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `main` calling `check(nums, expected)`, which runs the solution (and a slower version beside it) and prints
 * whether they agree: the printing driver is no solution; the file's functions it calls are, and of a
 * solution and its brute-force or simulated version, the solution is the answer.
 */
const CASES: Case[] = [
  [
    'typescript: check() runs the formula and a first attempt that tries every start, and logs both',
    'typescript',
    `// Minimum starting energy so that it never drops below 1 while doing the tasks in order.

export function minEnergy(costs: number[]): number {
  let energy = 0;
  let lowest = 0;
  for (const c of costs) {
    energy -= c;
    lowest = Math.min(lowest, energy);
  }
  return 1 - lowest;
}

// first attempt: try every start until one survives
export function minEnergyByTrying(costs: number[]): number {
  for (let start = 1; ; start++) {
    let energy = start;
    let alive = true;
    for (const c of costs) {
      energy -= c;
      if (energy < 1) {
        alive = false;
        break;
      }
    }
    if (alive) return start;
  }
}

function check(costs: number[], expected: number): void {
  const fast = minEnergy(costs);
  const slow = minEnergyByTrying(costs);
  console.log(fast === expected && slow === expected ? "ok" : "FAIL", costs, fast, slow);
}

if (require.main === module) {
  check([3, -2, 4], 6);
  check([-1, -1], 1);
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: check() compares the solution with a brute force and prints',
    'python',
    `def longest_run(nums):
    best = cur = 0
    prev = None
    for x in nums:
        cur = cur + 1 if prev is not None and x > prev else 1
        best = max(best, cur)
        prev = x
    return best


def longest_run_brute(nums):
    best = 0
    for i in range(len(nums)):
        for j in range(i, len(nums)):
            if all(nums[k] < nums[k + 1] for k in range(i, j)):
                best = max(best, j - i + 1)
    return best


def check(nums, expected):
    got = longest_run(nums)
    slow = longest_run_brute(nums)
    print("ok" if got == expected == slow else "FAIL", nums, got, slow)


if __name__ == "__main__":
    check([1, 3, 5, 4, 7], 3)
    check([2, 2, 2], 1)
`,
    'O(n)',
    'O(1)',
  ],
  [
    "go: run() prints one example's answer for main",
    'go',
    `package main

import "fmt"

func countPositive(nums []int) int {
	count := 0
	for _, x := range nums {
		if x > 0 {
			count++
		}
	}
	return count
}

func run(nums []int, want int) {
	got := countPositive(nums)
	fmt.Println(got == want, got)
}

func main() {
	run([]int{1, -2, 3}, 2)
	run([]int{}, 0)
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: _demo() asserts the Solution method against a slow free function',
    'python',
    `class Solution:
    def longestRun(self, nums):
        best = cur = 0
        for i, x in enumerate(nums):
            cur = cur + 1 if i and x > nums[i - 1] else 1
            best = max(best, cur)
        return best


def longest_run_slow(nums):
    best = 0
    for i in range(len(nums)):
        for j in range(i, len(nums)):
            if all(nums[k] < nums[k + 1] for k in range(i, j)):
                best = max(best, j - i + 1)
    return best


def _demo():
    sol = Solution()
    for nums in ([1, 3, 5, 4, 7], [2, 2, 2]):
        got = sol.longestRun(nums)
        print(nums, got)
        assert got == longest_run_slow(nums)


if __name__ == "__main__":
    _demo()
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: Main.demo() prints the Solution method beside a slow static helper of Main',
    'java',
    `import java.util.*;

class Solution {
    public int longestRun(int[] nums) {
        int best = 0, cur = 0;
        for (int i = 0; i < nums.length; i++) {
            cur = (i > 0 && nums[i] > nums[i - 1]) ? cur + 1 : 1;
            best = Math.max(best, cur);
        }
        return best;
    }
}

class Main {
    static int slow(int[] nums) {
        int best = 0, n = nums.length;
        for (int i = 0; i < n; i++)
            for (int j = i; j < n; j++) {
                boolean ok = true;
                for (int k = i; k < j; k++) if (nums[k] >= nums[k + 1]) ok = false;
                if (ok) best = Math.max(best, j - i + 1);
            }
        return best;
    }

    static void demo() {
        int[][] cases = {{1, 3, 5, 4, 7}, {2, 2, 2}};
        Solution s = new Solution();
        for (int[] c : cases) {
            int got = s.longestRun(c);
            System.out.println(got + " " + (got == slow(c)));
        }
    }

    public static void main(String[] args) {
        demo();
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: demo() asserts the Solution method against a free brute force',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int longestRun(vector<int>& nums) {
        int best = 0, cur = 0;
        for (size_t i = 0; i < nums.size(); i++) {
            cur = (i > 0 && nums[i] > nums[i - 1]) ? cur + 1 : 1;
            best = max(best, cur);
        }
        return best;
    }
};

int longestRunSlow(vector<int>& nums) {
    int best = 0, n = nums.size();
    for (int i = 0; i < n; i++)
        for (int j = i; j < n; j++) {
            bool ok = true;
            for (int k = i; k < j; k++) if (nums[k] >= nums[k + 1]) ok = false;
            if (ok) best = max(best, j - i + 1);
        }
    return best;
}

void demo() {
    vector<vector<int>> cases = {{1, 3, 5, 4, 7}, {2, 2, 2}};
    Solution s;
    for (auto& c : cases) {
        int got = s.longestRun(c);
        assert(got == longestRunSlow(c));
        printf("%d\\n", got);
    }
}

int main() {
    demo();
    return 0;
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: demo() logs the Solution method beside a slow free function',
    'typescript',
    `class Solution {
  longestRun(nums: number[]): number {
    let best = 0;
    let cur = 0;
    for (let i = 0; i < nums.length; i++) {
      cur = i > 0 && nums[i]! > nums[i - 1]! ? cur + 1 : 1;
      best = Math.max(best, cur);
    }
    return best;
  }
}

function longestRunSlow(nums: number[]): number {
  let best = 0;
  for (let i = 0; i < nums.length; i++)
    for (let j = i; j < nums.length; j++) {
      let ok = true;
      for (let k = i; k < j; k++) if (nums[k]! >= nums[k + 1]!) ok = false;
      if (ok) best = Math.max(best, j - i + 1);
    }
  return best;
}

function demo(): void {
  const s = new Solution();
  for (const nums of [[1, 3, 5, 4, 7], [2, 2, 2]]) {
    const got = s.longestRun(nums);
    console.log(nums, got, got === longestRunSlow(nums));
  }
}

demo();
export { Solution };
`,
    'O(n)',
    'O(1)',
  ],
]

describe('printing drivers that main calls', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
