import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Euclid's algorithm written as the larger of two values taken modulo the smaller in turn (`if (a >= b)
 * a %= b; else b %= a;`, or `a = a % b`): each pair of steps at least halves the larger, so O(log n). Before,
 * the two values were read as two sizes walked down, O(m + n). The control subtracts instead of taking
 * the remainder, which takes as many steps as the quotients add up to.
 */
const CASES: Case[] = [
  [
    'python: num1 %= num2 or num2 %= num1, whichever is larger',
    'python',
    `class Solution:
    def countOperations(self, num1: int, num2: int) -> int:
        ops = 0
        while num1 and num2:
            if num1 >= num2:
                ops += num1 // num2
                num1 %= num2
            else:
                ops += num2 // num1
                num2 %= num1
        return ops
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'java: num1 = num1 % num2 in one branch, num2 = num2 % num1 in the other',
    'java',
    `class Solution {
    public int countOperations(int num1, int num2) {
        int ops = 0;
        while (num1 != 0 && num2 != 0) {
            if (num1 >= num2) {
                ops += num1 / num2;
                num1 = num1 % num2;
            } else {
                ops += num2 / num1;
                num2 = num2 % num1;
            }
        }
        return ops;
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'typescript: the quotients counted, the remainders kept',
    'typescript',
    `export function countOperations(num1: number, num2: number): number {
  let ops = 0;
  // subtracting the smaller from the larger until it drops below is just a
  // division, so batch those steps like Euclid's algorithm does
  while (num1 !== 0 && num2 !== 0) {
    if (num1 >= num2) {
      ops += Math.floor(num1 / num2);
      num1 %= num2;
    } else {
      ops += Math.floor(num2 / num1);
      num2 %= num1;
    }
  }
  return ops;
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'go control: the smaller subtracted from the larger',
    'go',
    `package main

func countOperations(num1 int, num2 int) int {
	ops := 0
	for num1 != 0 && num2 != 0 {
		if num1 >= num2 {
			ops++
			num1 -= num2
		} else {
			ops++
			num2 -= num1
		}
	}
	return ops
}
`,
    'O(n / m + m / n)',
    'O(1)',
  ],
]

describe('remainders taken in turn', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
