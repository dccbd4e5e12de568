import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Rows cut out of a flat array (`original.slice(r * n, (r + 1) * n)` is one row of n), a row folded to its
 * sum by `reduce` (one number per row, not a copy), and adds guarded by a table of flags that the same code
 * sets (each flag lets one add through, so the adds are no more than the flags).
 */
const ROWS_SUMS_AND_FLAGS: Case[] = [
  [
    'javascript: a flat array reshaped into m rows of n, each row a slice',
    'javascript',
    `function reshape(flat, m, n) {
  if (flat.length !== m * n) return [];
  const rows = [];
  for (let r = 0; r < m; r++) rows.push(flat.slice(r * n, (r + 1) * n));
  return rows;
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'typescript: row and column totals of a grid, rows folded by reduce',
    'typescript',
    `export function balancedCut(grid: number[][]): boolean {
  const cols = grid[0].length
  const rowTotals = grid.map((row) => row.reduce((a, b) => a + b, 0))
  const colTotals: number[] = new Array(cols).fill(0)
  for (const row of grid) for (let j = 0; j < cols; j++) colTotals[j] += row[j]
  const all = rowTotals.reduce((a, b) => a + b, 0)
  let run = 0
  for (let i = 0; i + 1 < rowTotals.length; i++) {
    run += rowTotals[i]
    if (run * 2 === all) return true
  }
  run = 0
  for (let j = 0; j + 1 < cols; j++) {
    run += colTotals[j]
    if (run * 2 === all) return true
  }
  return false
}
`,
    'O(m * n)',
    'O(m + n)',
  ],
  [
    'python: rows met column by column, each taken once through a table of flags',
    'python',
    `class Solution:
    def firstEmptyRows(self, grid):
        rows, cols = len(grid), len(grid[0])
        used = [False] * rows
        order = []
        for c in range(cols):
            for r in range(rows):
                if not used[r] and grid[r][c] == 0:
                    used[r] = True
                    order.append(r)
        return order
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'java: cells collected under a visited flag the loop sets',
    'java',
    `import java.util.*;

class Solution {
    public List<Integer> firstSeen(int[] next) {
        int n = next.length;
        boolean[] seen = new boolean[n];
        List<Integer> order = new ArrayList<>();
        for (int start = 0; start < n; start++) {
            for (int step = 0; step < n; step++) {
                int at = (start + step) % n;
                if (seen[at] == false) {
                    seen[at] = true;
                    order.add(at);
                }
            }
        }
        return order;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('rows of a flat array, folded rows and flag-guarded adds', () => {
  it.each(ROWS_SUMS_AND_FLAGS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
