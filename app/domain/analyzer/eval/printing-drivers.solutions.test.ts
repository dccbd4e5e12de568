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
]

describe('printing drivers that main calls', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
