import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Euclid's algorithm as people write it: a recursion that passes the remainder by a parameter's own value
 * (`gcd(b, a % b)`, `gcd(b % a, a)`), which halves the pair at least every two calls, and the loop form in
 * untyped JavaScript, whose `a` and `b` are numbers because the body only does arithmetic on them.
 */
const CASES: Case[] = [
  [
    'gcd(b, a % b) in Java',
    'java',
    `class Solution {
    private int gcd(int a, int b) { if (b == 0) return a; return gcd(b, a % b); }
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'a ternary gcd member in C++',
    'cpp',
    `class Solution {
public:
    int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
};
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'gcd(b % a, a) in Go',
    'go',
    `package main

func gcd(a, b int) int {
	if a == 0 {
		return b
	}
	return gcd(b%a, a)
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'self.gcd(b, a % b) in Python',
    'python',
    `class Solution:
    def gcd(self, a: int, b: int) -> int:
        if b == 0:
            return a
        return self.gcd(b, a % b)
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'an arrow gcd in JavaScript',
    'javascript',
    `const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b))
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'the loop with a temporary, untyped',
    'javascript',
    `function gcd(a, b) { while (b !== 0) { const t = a % b; a = b; b = t } return a }
`,
    'O(log n)',
    'O(1)',
  ],
]

describe("Euclid's algorithm", () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
