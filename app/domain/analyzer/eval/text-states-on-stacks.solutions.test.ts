import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A search over an explicit stack whose states are the strings it builds (`s = stack.pop()` ...
 * `stack.push(s + c)`, stopped when `s.length === n`): one state per string of every length up to n, each
 * as long as its depth, so O(n · 2^n) for two or more choices per character.
 */
const CASES: Case[] = [
  [
    'happy strings in a stack of strings (JavaScript)',
    'javascript',
    `/**
 * @param {number} n
 * @param {number} k
 * @return {string}
 */
var getHappyString = function (n, k) {
  const all = [];
  const stack = [''];
  while (stack.length > 0) {
    const s = stack.pop();
    if (s.length === n) {
      all.push(s);
      continue;
    }
    // pushed in reverse so that 'a' is popped first and leaves come out sorted
    for (const c of ['c', 'b', 'a']) {
      if (s[s.length - 1] !== c) stack.push(s + c);
    }
  }
  return k <= all.length ? all[k - 1] : '';
};
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'binary strings with len(s) == n (Python)',
    'python',
    `class Solution:
    def binaryStrings(self, n: int) -> list[str]:
        out = []
        stack = ['']
        while stack:
            s = stack.pop()
            if len(s) == n:
                out.append(s)
                continue
            for c in '01':
                stack.append(s + c)
        return out
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'strings without adjacent zeros on a Deque (Java)',
    'java',
    `class Solution {
    public List<String> validStrings(int n) {
        List<String> out = new ArrayList<>();
        Deque<String> stack = new ArrayDeque<>();
        stack.push("");
        while (!stack.isEmpty()) {
            String s = stack.pop();
            if (s.length() == n) {
                out.add(s);
                continue;
            }
            stack.push(s + "1");
            if (s.isEmpty() || s.charAt(s.length() - 1) == '1') stack.push(s + "0");
        }
        return out;
    }
}
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'the top read at len(stack)-1, then cut (Go)',
    'go',
    `package main

func binaryStrings(n int) []string {
	var out []string
	stack := []string{""}
	for len(stack) > 0 {
		s := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if len(s) == n {
			out = append(out, s)
			continue
		}
		stack = append(stack, s+"0", s+"1")
	}
	return out
}
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
]

describe('text states on explicit stacks', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
