import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A search written with an explicit stack instead of recursion pops a state and pushes its choices one step
 * deeper (`(i + 1, built + c)`) until the depth reaches a size. With no visited set it walks the tree of
 * states the recursion would: one state per subset when a state has two or more choices, each carrying the
 * text or list built so far. With the indices it has seen remembered, it visits each index once.
 */
const CASES: Case[] = [
  [
    'python: letter case permutations from a stack of (index, text) states',
    'python',
    `from typing import List

class Solution:
    def letterCasePermutation(self, s: str) -> List[str]:
        result = []
        stack = [(0, "")]
        while stack:
            i, built = stack.pop()
            if i == len(s):
                result.append(built)
                continue
            ch = s[i]
            if ch.isalpha():
                stack.append((i + 1, built + ch.lower()))
                stack.append((i + 1, built + ch.upper()))
            else:
                stack.append((i + 1, built + ch))
        return result
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'javascript: letter case permutations from a stack of [index, text] pairs',
    'javascript',
    `var letterCasePermutation = function (s) {
  const out = [];
  const stack = [[0, '']];
  while (stack.length > 0) {
    const [i, built] = stack.pop();
    if (i === s.length) {
      out.push(built);
      continue;
    }
    const ch = s[i];
    if (/[a-z]/i.test(ch)) {
      stack.push([i + 1, built + ch.toLowerCase()]);
      stack.push([i + 1, built + ch.toUpperCase()]);
    } else {
      stack.push([i + 1, built + ch]);
    }
  }
  return out;
};
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'typescript: subsets, each state pushing one copy per later element',
    'typescript',
    `export function subsets(nums: number[]): number[][] {
  const result: number[][] = []
  const stack: Array<[number, number[]]> = [[0, []]]
  while (stack.length > 0) {
    const [start, picked] = stack.pop()!
    result.push(picked)
    for (let j = start; j < nums.length; j++) {
      stack.push([j + 1, [...picked, nums[j]]])
    }
  }
  return result
}
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'python: jump game III over a stack of indices with a seen set',
    'python',
    `from collections import deque

class Solution:
    def canReach(self, arr: list[int], start: int) -> bool:
        seen = set()
        stack = [start]
        while stack:
            i = stack.pop()
            if arr[i] == 0:
                return True
            seen.add(i)
            for j in (i + arr[i], i - arr[i]):
                if 0 <= j < len(arr) and j not in seen:
                    stack.append(j)
        return False
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: jump game III over a queue of indices with a visited array',
    'java',
    `import java.util.*;

class Solution {
    public boolean canReach(int[] arr, int start) {
        boolean[] visited = new boolean[arr.length];
        Deque<Integer> queue = new ArrayDeque<>();
        queue.offer(start);
        while (!queue.isEmpty()) {
            int i = queue.poll();
            if (arr[i] == 0) return true;
            visited[i] = true;
            int forward = i + arr[i];
            int back = i - arr[i];
            if (forward < arr.length && !visited[forward]) queue.offer(forward);
            if (back >= 0 && !visited[back]) queue.offer(back);
        }
        return false;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: jump game III over a slice stack with a seen map',
    'go',
    `package main

func canReach(arr []int, start int) bool {
	seen := map[int]bool{}
	stack := []int{start}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if arr[i] == 0 {
			return true
		}
		seen[i] = true
		for _, j := range []int{i + arr[i], i - arr[i]} {
			if j >= 0 && j < len(arr) && !seen[j] {
				stack = append(stack, j)
			}
		}
	}
	return false
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('searches over an explicit stack', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
