import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A count named n beside arrays whose positions mean something ("n people", "n nodes", "n tasks", entry i
 * the i-th one's): as the problems state them, the arrays hold one entry per thing counted, so they are
 * n long and the report has one size. An array only walked for its values (`for s of steps`, the m
 * product types beside n stores) or walked as records (`for (const [from, to, inc] of updates)`) keeps
 * a count of its own.
 */
const CASES: Case[] = [
  [
    'python: n people, each naming a favourite, votes counted by position',
    'python',
    `from typing import List

class Solution:
    def mostNamed(self, n: int, favorite: List[int]) -> int:
        votes = [0] * n
        for person, fav in enumerate(favorite):
            if fav != person:
                votes[fav] += 1
        return max(range(n), key=lambda p: votes[p])
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: n nodes given as a parent array, children counted per node',
    'java',
    `class Solution {
    public int countLeaves(int n, int[] parent) {
        int[] children = new int[n];
        for (int node = 0; node < parent.length; node++) {
            if (parent[node] >= 0) children[parent[node]]++;
        }
        int leaves = 0;
        for (int c : children) {
            if (c == 0) leaves++;
        }
        return leaves;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: n tasks and their durations, finish times as a running sum',
    'go',
    `package main

func finishTimes(n int, durations []int) []int {
	done := make([]int, n)
	clock := 0
	for i, d := range durations {
		clock += d
		done[i] = clock
	}
	return done
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: range updates walked as records keep their own count',
    'javascript',
    `function getModifiedArray(n, updates) {
  const diff = new Array(n + 1).fill(0)
  for (const [from, to, inc] of updates) {
    diff[from] += inc
    diff[to + 1] -= inc
  }
  const out = []
  let running = 0
  for (let i = 0; i < n; i++) {
    running += diff[i]
    out.push(running)
  }
  return out
}
`,
    'O(m + n)',
    'O(n)',
  ],
]

describe('arrays beside a count named n', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
