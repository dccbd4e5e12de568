import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Go's `append(stack, cell{nr, nc})` copies a struct value into the slice, as a tuple is stored in Python:
 * it is one entry, not an allocation of its own kept per pass. A worklist of cells made fresh for every
 * island holds at most the grid's cells. A slice literal appended (`[]int{s, e}`) is still a row of its own.
 */
const CASES: Case[] = [
  [
    'go: max area of island, a stack of cell structs per island',
    'go',
    `package main

type cell struct{ r, c int }

func maxAreaOfIsland(grid [][]int) int {
	m, n := len(grid), len(grid[0])
	dirs := []cell{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	best := 0
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			if grid[i][j] != 1 {
				continue
			}
			grid[i][j] = 0
			stack := []cell{{i, j}}
			area := 0
			for len(stack) > 0 {
				cur := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				area++
				for _, d := range dirs {
					nr, nc := cur.r+d.r, cur.c+d.c
					if nr >= 0 && nr < m && nc >= 0 && nc < n && grid[nr][nc] == 1 {
						grid[nr][nc] = 0
						stack = append(stack, cell{nr, nc})
					}
				}
			}
			if area > best {
				best = area
			}
		}
	}
	return best
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'go: number of islands, a queue of point structs per island',
    'go',
    `package main

type point struct{ row, col int }

func numIslands(grid [][]byte) int {
	rows, cols := len(grid), len(grid[0])
	islands := 0
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if grid[r][c] != '1' {
				continue
			}
			islands++
			grid[r][c] = '0'
			queue := []point{{r, c}}
			for len(queue) > 0 {
				p := queue[0]
				queue = queue[1:]
				for _, d := range []point{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
					nr, nc := p.row+d.row, p.col+d.col
					if nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] == '1' {
						grid[nr][nc] = '0'
						queue = append(queue, point{nr, nc})
					}
				}
			}
		}
	}
	return islands
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'go: merge intervals appends slice literals, one row each',
    'go',
    `package main

import "sort"

func merge(intervals [][]int) [][]int {
	sort.Slice(intervals, func(a, b int) bool { return intervals[a][0] < intervals[b][0] })
	var out [][]int
	for _, iv := range intervals {
		if len(out) > 0 && iv[0] <= out[len(out)-1][1] {
			if iv[1] > out[len(out)-1][1] {
				out[len(out)-1][1] = iv[1]
			}
			continue
		}
		out = append(out, []int{iv[0], iv[1]})
	}
	return out
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: max area of island, a stack of tuples per island',
    'python',
    `class Solution:
    def maxAreaOfIsland(self, grid: list[list[int]]) -> int:
        m, n = len(grid), len(grid[0])
        best = 0
        for i in range(m):
            for j in range(n):
                if grid[i][j] != 1:
                    continue
                grid[i][j] = 0
                stack = [(i, j)]
                area = 0
                while stack:
                    r, c = stack.pop()
                    area += 1
                    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                        nr, nc = r + dr, c + dc
                        if 0 <= nr < m and 0 <= nc < n and grid[nr][nc] == 1:
                            grid[nr][nc] = 0
                            stack.append((nr, nc))
                best = max(best, area)
        return best
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

describe('struct values appended to a slice', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
