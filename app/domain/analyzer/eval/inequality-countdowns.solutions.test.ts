import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A for-loop that tests its counter for inequality (`e != 0`, `i !== 0`) while its header shrinks it
 * (`e >>= 1`, `n /= 10`, `i--`) runs until the counter is used up: log n steps for a division, n for a
 * decrement.
 */
const CASES: Case[] = [
  [
    'cpp: fast power with the exponent halved in the header, tested with !=',
    'cpp',
    `class Solution {
public:
    double myPow(double x, long long e) {
        double acc = 1.0;
        for (; e != 0; e >>= 1) {
            if (e & 1) acc *= x;
            x *= x;
        }
        return acc;
    }
};
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'java: the bits of a number counted with an unsigned shift until it is zero',
    'java',
    `class Solution {
    public int countBits(int num) {
        int bits = 0;
        for (int v = num; v != 0; v >>>= 1) bits += v & 1;
        return bits;
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'go: digits summed by dividing in the header until zero',
    'go',
    `package main

func digitSum(n int) int {
	total := 0
	for ; n != 0; n /= 10 {
		total += n % 10
	}
	return total
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'javascript: a counter taken down to zero with !==',
    'javascript',
    `function countdown(n) {
  const out = []
  for (let i = n; i !== 0; i--) out.push(i)
  return out
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('inequality tests on a counter the header shrinks', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
