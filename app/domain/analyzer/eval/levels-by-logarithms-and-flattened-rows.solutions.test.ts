import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Two readings of sizes. `Math.log2(n + 1)`, `math.log2(n)` and `Math.log(n) / Math.log(2)` are log n, so the
 * levels of a binary-lifting table built from them number log n: n log n cells, not a constant number of
 * rows. JavaScript's `rows.flat()` copies every row's values into one array, n of them for rows of no stated
 * shape: before, it was an unknown call of constant cost.
 */
const CASES: Case[] = [
  [
    'typescript: Math.ceil(Math.log2(n + 1)) levels of ancestors',
    'typescript',
    `export function lift(parent: number[]): number[][] {
  const n = parent.length
  const levels = Math.max(1, Math.ceil(Math.log2(n + 1)))
  const up: number[][] = [parent.slice()]
  for (let j = 1; j < levels; j++) {
    const prev = up[j - 1]!
    const row = new Array<number>(n).fill(-1)
    for (let v = 0; v < n; v++) if (prev[v]! !== -1) row[v] = prev[prev[v]!]!
    up.push(row)
  }
  return up
}
`,
    'O(n log n)',
    'O(n log n)',
  ],
  [
    'python: math.ceil(math.log2(n + 1)) levels of ancestors',
    'python',
    `import math


def lift(parent):
    n = len(parent)
    levels = max(1, math.ceil(math.log2(n + 1)))
    up = [parent[:]]
    for j in range(1, levels):
        prev = up[-1]
        up.append([-1 if prev[v] == -1 else prev[prev[v]] for v in range(n)])
    return up
`,
    'O(n log n)',
    'O(n log n)',
  ],
  [
    'java: Math.log(n + 1) / Math.log(2) levels of ancestors',
    'java',
    `class Solution {
    public int[][] lift(int[] parent) {
        int n = parent.length;
        int levels = (int) Math.ceil(Math.log(n + 1) / Math.log(2)) + 1;
        int[][] up = new int[levels][n];
        up[0] = parent.clone();
        for (int j = 1; j < levels; j++)
            for (int v = 0; v < n; v++) up[j][v] = up[j - 1][v] == -1 ? -1 : up[j - 1][up[j - 1][v]];
        return up;
    }
}
`,
    'O(n log n)',
    'O(n log n)',
  ],
  [
    'javascript: rows.flat() sorted',
    'javascript',
    `/**
 * @param {number[][]} rows
 * @return {number[]}
 */
var sortedValues = function (rows) {
  return rows.flat().sort((a, b) => a - b)
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'typescript: rows.flat() filtered',
    'typescript',
    `export function countAbove(rows: number[][], limit: number): number {
  return rows.flat().filter((x) => x > limit).length
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('levels counted by logarithms and rows flattened', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
