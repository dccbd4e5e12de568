import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A stack drained inside a loop is amortised (every element pushed and popped once) only while what it
 * pops stays out. Reverse the substrings in each pair of parentheses by popping back to the '(' and
 * pushing the chunk back: an element can go round once per pair around it, O(n^2), while the stack
 * never holds more than n. A top read without an emptiness test (`stack[stack.length - 1] !== '('`)
 * drains the stack as `while stack and ...` does.
 */
const CASES: Case[] = [
  [
    'python: popped into a chunk, extended back',
    'python',
    `class Solution:
    def reverseParentheses(self, s: str) -> str:
        # Stack of characters; on ')' pop back to the matching '(' and push the
        # reversed chunk back on.  O(n) time, O(n) space.
        stack = []
        for ch in s:
            if ch == ')':
                chunk = []
                while stack and stack[-1] != '(':
                    chunk.append(stack.pop())
                stack.pop()  # drop the '('
                # chunk is already reversed because we popped from the end
                stack.extend(chunk)
            else:
                stack.append(ch)
        return "".join(stack)
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'javascript: the top read without a length test, push(...chunk)',
    'javascript',
    `var reverseParentheses = function (s) {
  const stack = [];
  for (const ch of s) {
    if (ch === ")") {
      const chunk = [];
      while (stack[stack.length - 1] !== "(") chunk.push(stack.pop());
      stack.pop();
      stack.push(...chunk);
    } else {
      stack.push(ch);
    }
  }
  return stack.join("");
};
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'java: an ArrayList stack, addAll(chunk)',
    'java',
    `import java.util.*;

class Solution {
    public String reverseParentheses(String s) {
        List<Character> stack = new ArrayList<>();
        for (char ch : s.toCharArray()) {
            if (ch == ')') {
                List<Character> chunk = new ArrayList<>();
                while (stack.get(stack.size() - 1) != '(') {
                    chunk.add(stack.remove(stack.size() - 1));
                }
                stack.remove(stack.size() - 1);
                stack.addAll(chunk);
            } else {
                stack.add(ch);
            }
        }
        StringBuilder sb = new StringBuilder();
        for (char c : stack) sb.append(c);
        return sb.toString();
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'go: the top read then sliced off, append(stack, chunk...)',
    'go',
    `package main

func reverseParentheses(s string) string {
	stack := []byte{}
	for i := 0; i < len(s); i++ {
		if s[i] == ')' {
			chunk := []byte{}
			for stack[len(stack)-1] != '(' {
				chunk = append(chunk, stack[len(stack)-1])
				stack = stack[:len(stack)-1]
			}
			stack = stack[:len(stack)-1]
			stack = append(stack, chunk...)
		} else {
			stack = append(stack, s[i])
		}
	}
	return string(stack)
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'javascript: a monotonic stack popped for good stays O(n)',
    'javascript',
    `var dailyTemperatures = function (temps) {
  const res = new Array(temps.length).fill(0);
  const stack = [];
  for (let i = 0; i < temps.length; i++) {
    while (stack.length > 0 && temps[stack[stack.length - 1]] < temps[i]) {
      const j = stack.pop();
      res[j] = i - j;
    }
    stack.push(i);
  }
  return res;
};
`,
    'O(n)',
    'O(n)',
  ],
]

describe('a drained stack whose pops are pushed back', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
