import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `for r, c in hits: g[r][c] = 0` beside `grid`: a list of pairs whose entries mark cells of a table
 * holds cells of the grid, m * n of them at most, so it adds no size of its own.
 */
const CELLS_OF_A_GRID_BESIDE_IT: Case[] = [
  [
    'python: bricks knocked out of a copy of the grid, then counted',
    'python',
    `from typing import List

class Solution:
    def remaining(self, grid: List[List[int]], hits: List[List[int]]) -> int:
        g = [row[:] for row in grid]
        for r, c in hits:
            g[r][c] = 0
        return sum(sum(row) for row in g)
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: cells lowered in place, one per hit',
    'java',
    `class Solution {
    public int lowered(int[][] grid, int[][] hits) {
        for (int[] h : hits) grid[h[0]][h[1]]--;
        int zeros = 0;
        for (int[] row : grid) for (int v : row) if (v <= 0) zeros++;
        return zeros;
    }
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'go: hits marked on a copy of the grid',
    'go',
    `package main

func survivors(grid [][]int, hits [][]int) int {
	g := make([][]int, len(grid))
	for i := range grid {
		g[i] = append([]int(nil), grid[i]...)
	}
	for _, h := range hits {
		g[h[0]][h[1]] = 0
	}
	count := 0
	for _, row := range g {
		for _, v := range row {
			count += v
		}
	}
	return count
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

describe('cells of a grid handed beside it', () => {
  it.each(CELLS_OF_A_GRID_BESIDE_IT)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
