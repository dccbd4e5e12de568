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
    'typescript: check() runs the formula and a simulation and logs both',
    'typescript',
    `// 1413. Minimum Value to Get Positive Step by Step Sum

export function minStartValue(nums: number[]): number {
  let running = 0;
  let lowest = 0; // lowest prefix sum seen, counting the empty prefix
  for (const x of nums) {
    running += x;
    lowest = Math.min(lowest, running);
  }
  // startValue + lowest must be at least 1
  return 1 - lowest;
}

// my first attempt: try start values 1, 2, 3, ... and simulate
export function minStartValueBySimulation(nums: number[]): number {
  for (let start = 1; ; start++) {
    let sum = start;
    let ok = true;
    for (const x of nums) {
      sum += x;
      if (sum < 1) {
        ok = false;
        break;
      }
    }
    if (ok) return start;
  }
}

function check(nums: number[], expected: number): void {
  const a = minStartValue(nums);
  const b = minStartValueBySimulation(nums);
  const verdict = a === expected && b === expected ? "PASS" : "FAIL";
  console.log(\`\${verdict} \${JSON.stringify(nums)} -> \${a} / \${b} (expected \${expected})\`);
}

if (require.main === module) {
  check([-3, 2, -3, 4, 2], 5);
  check([1, 2], 1);
  check([1, -2, -3], 5);
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
]

describe('printing drivers that main calls', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
