import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A helper that empties a stack living outside it (its enclosing function's, captured by a closure, or
 * the object's own field) pops each entry once over all its calls: together they pop what the loop
 * around them pushed, however often they are called. Pushed n entries per call, they pop n^2 in all.
 */
const FLUSHES: Case[] = [
  [
    'python: a closure flushing the stack of the function around it, which the loop pushes once per step',
    'python',
    `class Solution:
    def smallestNumber(self, pattern: str) -> str:
        out = []
        pending = []

        def flush():
            while pending:
                out.append(pending.pop())

        for i in range(len(pattern) + 1):
            pending.append(str(i + 1))
            if i == len(pattern) or pattern[i] == "I":
                flush()
        return "".join(out)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: an arrow function emptying a stack its enclosing function fills',
    'javascript',
    `function smallestNumber(pattern) {
  const out = [];
  const stack = [];
  const flush = () => {
    while (stack.length > 0) out.push(stack.pop());
  };
  for (let i = 0; i <= pattern.length; i++) {
    stack.push(String(i + 1));
    if (i === pattern.length || pattern[i] === 'I') flush();
  }
  return out.join('');
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: a function literal popping a captured slice down to empty',
    'go',
    `package main

func smallestNumber(pattern string) string {
	out := []byte{}
	stack := []byte{}
	flush := func() {
		for len(stack) > 0 {
			out = append(out, stack[len(stack)-1])
			stack = stack[:len(stack)-1]
		}
	}
	for i := 0; i <= len(pattern); i++ {
		stack = append(stack, byte('1'+i))
		if i == len(pattern) || pattern[i] == 'I' {
			flush()
		}
	}
	return string(out)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: a lambda capturing by reference that pops the vector the loop pushes to',
    'cpp',
    `#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    string smallestNumber(string pattern) {
        string out;
        vector<char> st;
        auto flush = [&]() {
            while (!st.empty()) {
                out.push_back(st.back());
                st.pop_back();
            }
        };
        for (int i = 0; i <= (int)pattern.size(); ++i) {
            st.push_back('1' + i);
            if (i == (int)pattern.size() || pattern[i] == 'I') flush();
        }
        return out;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    "python: a method emptying the object's own stack, called from another method's loop",
    'python',
    `class Solution:
    def smallestNumber(self, pattern: str) -> str:
        self.out = []
        self.pending = []
        for i in range(len(pattern) + 1):
            self.pending.append(str(i + 1))
            if i == len(pattern) or pattern[i] == "I":
                self._flush()
        return "".join(self.out)

    def _flush(self):
        while self.pending:
            self.out.append(self.pending.pop())
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: a closure draining a stack the loop refills with the whole input each time',
    'python',
    `def repeated(nums):
    out = []
    pending = []

    def flush():
        while pending:
            out.append(pending.pop())

    for _ in nums:
        pending.extend(nums)
        flush()
    return len(out)
`,
    'O(n^2)',
    'O(n^2)',
  ],
]

describe('stacks flushed by closures and methods', () => {
  it.each(FLUSHES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
