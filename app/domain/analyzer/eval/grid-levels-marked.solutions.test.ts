import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A BFS that swaps in the next level (`level = next`) and pushes four neighbours of every cell does not
 * double its levels when it tests and writes the cells it reaches (`dist[nr][nc] == -1` then set,
 * `!seen[nr][nc]` then marked): each cell enters one level, O(m·n).
 */
const CASES: Case[] = [
  [
    'python: dist cells tested and set',
    'python',
    `class Solution:
    def nearestExit(self, maze, sr, sc):
        rows, cols = len(maze), len(maze[0])
        dist = [[-1] * cols for _ in range(rows)]
        dist[sr][sc] = 0
        level = [(sr, sc)]
        while level:
            nxt = []
            for r, c in level:
                for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    nr, nc = r + dr, c + dc
                    if 0 <= nr < rows and 0 <= nc < cols and maze[nr][nc] == "." and dist[nr][nc] == -1:
                        dist[nr][nc] = dist[r][c] + 1
                        if nr in (0, rows - 1) or nc in (0, cols - 1):
                            return dist[nr][nc]
                        nxt.append((nr, nc))
            level = nxt
        return -1
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'javascript: fresh oranges rotted as they are reached',
    'javascript',
    `function rotTime(grid) {
  const m = grid.length;
  const n = grid[0].length;
  let level = [];
  for (let r = 0; r < m; r++) for (let c = 0; c < n; c++) if (grid[r][c] === 2) level.push([r, c]);
  let minutes = 0;
  while (level.length > 0) {
    const next = [];
    for (const [r, c] of level) {
      for (const [dr, dc] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        const nr = r + dr;
        const nc = c + dc;
        if (nr >= 0 && nc >= 0 && nr < m && nc < n && grid[nr][nc] === 1) {
          grid[nr][nc] = 2;
          next.push([nr, nc]);
        }
      }
    }
    if (next.length > 0) minutes++;
    level = next;
  }
  return minutes;
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'go: a seen grid marked as cells enter the next level',
    'go',
    `package main

func farthestLand(grid [][]int) int {
	n := len(grid)
	seen := make([][]bool, n)
	for i := range seen {
		seen[i] = make([]bool, n)
	}
	level := [][2]int{}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			if grid[r][c] == 1 {
				seen[r][c] = true
				level = append(level, [2]int{r, c})
			}
		}
	}
	steps := -1
	dirs := [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	for len(level) > 0 {
		var next [][2]int
		for _, cell := range level {
			for _, d := range dirs {
				nr, nc := cell[0]+d[0], cell[1]+d[1]
				if nr >= 0 && nc >= 0 && nr < n && nc < n && !seen[nr][nc] {
					seen[nr][nc] = true
					next = append(next, [2]int{nr, nc})
				}
			}
		}
		steps++
		level = next
	}
	return steps
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
]

describe('levels of a grid BFS whose cells are marked', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
