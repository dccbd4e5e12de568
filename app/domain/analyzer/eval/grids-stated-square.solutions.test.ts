import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `n = len(grid)` then `n * n` cells, `grid[i][n - 1 - i]`, or `i + j == n - 1`: code that takes the row
 * count for the columns too treats the grid as the n x n one its problem states, so n^2. A grid whose
 * rows the code measures on their own (`len(grid[0])`) keeps its m * n.
 */
const GRIDS_STATED_SQUARE: Case[] = [
  [
    'python: an X-matrix check, the anti-diagonal tested with i + j == n - 1',
    'python',
    `from typing import List

class Solution:
    def checkXMatrix(self, grid: List[List[int]]) -> bool:
        n = len(grid)
        for i, row in enumerate(grid):
            for j, v in enumerate(row):
                if (i == j or i + j == n - 1) != (v != 0):
                    return False
        return True
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'typescript: the missing and repeated values of the numbers 1 to n * n',
    'typescript',
    `export function missingAndRepeated(grid: number[][]): number[] {
  const n = grid.length
  const seen = new Set<number>()
  let repeated = -1
  let sum = 0
  for (const row of grid)
    for (const v of row) {
      if (seen.has(v)) repeated = v
      else seen.add(v)
      sum += v
    }
  const cells = n * n
  return [repeated, (cells * (cells + 1)) / 2 - (sum - repeated)]
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'java: the two diagonals summed, the second read at n - 1 - i',
    'java',
    `class Solution {
    public int diagonalSum(int[][] mat) {
        int n = mat.length, total = 0;
        for (int i = 0; i < n; i++) {
            total += mat[i][i];
            if (i != n - 1 - i) total += mat[i][n - 1 - i];
        }
        int cells = 0;
        for (int[] row : mat) for (int v : row) if (v > 0) cells++;
        return total + cells;
    }
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'python: a grid whose rows are measured on their own stays m by n',
    'python',
    `from typing import List

def count_border(grid: List[List[int]]) -> int:
    m, n = len(grid), len(grid[0])
    total = 0
    for i in range(m):
        for j in range(n):
            if i == 0 or j == 0 or i + j == m + n - 2:
                total += grid[i][j]
    return total
`,
    'O(m * n)',
    'O(1)',
  ],
]

describe('grids the code takes as square', () => {
  it.each(GRIDS_STATED_SQUARE)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
