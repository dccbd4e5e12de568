import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `while ((1 << log) <= n) log++`: an exponent raised until its power passes the bound takes log n
 * steps and is left at log n, so a table of log n rows of n entries (binary lifting) is n log n.
 */
const EXPONENTS_RAISED_TO_A_BOUND: Case[] = [
  [
    'python: a binary-lifting table, its height found by raising an exponent',
    'python',
    `def lifting_table(parent):
    n = len(parent)
    height = 1
    while (1 << height) <= n:
        height += 1
    up = [parent[:]]
    for j in range(1, height):
        prev = up[j - 1]
        up.append([prev[prev[v]] if prev[v] >= 0 else -1 for v in range(n)])
    return up
`,
    'O(n log n)',
    'O(n log n)',
  ],
  [
    'java: the ancestors table of a tree given by its parent array',
    'java',
    `class Solution {
    public int[][] ancestors(int[] parent) {
        int n = parent.length;
        int levels = 1;
        while ((1 << levels) <= n) levels++;
        int[][] up = new int[levels][n];
        up[0] = parent.clone();
        for (int j = 1; j < levels; j++)
            for (int v = 0; v < n; v++)
                up[j][v] = up[j - 1][v] < 0 ? -1 : up[j - 1][up[j - 1][v]];
        return up;
    }
}
`,
    'O(n log n)',
    'O(n log n)',
  ],
  [
    'javascript: the number of bits of the length, by powers of two',
    'javascript',
    `function bitsNeeded(nums) {
  let k = 0;
  while (2 ** k < nums.length) k++;
  return k;
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'go: a sparse table for range minimums',
    'go',
    `package main

func sparseTable(nums []int) [][]int {
	n := len(nums)
	lg := 1
	for 1<<lg <= n {
		lg++
	}
	table := make([][]int, lg)
	table[0] = append([]int(nil), nums...)
	for j := 1; j < lg; j++ {
		table[j] = make([]int, n)
		for i := 0; i+(1<<j) <= n; i++ {
			a, b := table[j-1][i], table[j-1][i+(1<<(j-1))]
			if a < b {
				table[j][i] = a
			} else {
				table[j][i] = b
			}
		}
	}
	return table
}
`,
    'O(n log n)',
    'O(n log n)',
  ],
]

describe('exponents raised to a bound', () => {
  it.each(EXPONENTS_RAISED_TO_A_BOUND)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
