import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `while 0 <= r < 8 and 0 <= c < 8: r += dr; c += dc`: a walk in a direction the pass does not change,
 * kept within bounds on both sides, leaves them within as many steps as the range is wide: a constant on
 * a chessboard, the side of the grid in a maze that rolls a ball to the wall.
 */
const WALKS_IN_A_DIRECTION: Case[] = [
  [
    'javascript: the queens that see the king, one walk per direction on the 8 x 8 board',
    'javascript',
    `const queensSeeingKing = (queens, king) => {
  const board = Array.from({ length: 8 }, () => new Array(8).fill(false));
  for (const [r, c] of queens) board[r][c] = true;
  const out = [];
  for (let dr = -1; dr <= 1; dr++) {
    for (let dc = -1; dc <= 1; dc++) {
      if (dr === 0 && dc === 0) continue;
      let r = king[0] + dr, c = king[1] + dc;
      while (r >= 0 && r < 8 && c >= 0 && c < 8) {
        if (board[r][c]) {
          out.push([r, c]);
          break;
        }
        r += dr;
        c += dc;
      }
    }
  }
  return out;
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: the maze, a ball rolled to the wall from every stop',
    'python',
    `from collections import deque
from typing import List

class Solution:
    def hasPath(self, maze: List[List[int]], start: List[int], destination: List[int]) -> bool:
        m, n = len(maze), len(maze[0])
        seen = [[False] * n for _ in range(m)]
        q = deque([(start[0], start[1])])
        seen[start[0]][start[1]] = True
        while q:
            r, c = q.popleft()
            if r == destination[0] and c == destination[1]:
                return True
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                x, y = r, c
                while 0 <= x + dr < m and 0 <= y + dc < n and maze[x + dr][y + dc] == 0:
                    x += dr
                    y += dc
                if not seen[x][y]:
                    seen[x][y] = True
                    q.append((x, y))
        return False
`,
    'O(m^2 * n + m * n^2)',
    'O(m * n)',
  ],
  [
    'go: the cells a rook sees from a square of a fixed board',
    'go',
    `package main

func rookView(board [8][8]byte, r0, c0 int) int {
	seen := 0
	for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		r, c := r0+d[0], c0+d[1]
		dr, dc := d[0], d[1]
		for r >= 0 && r < 8 && c >= 0 && c < 8 && board[r][c] == '.' {
			seen++
			r += dr
			c += dc
		}
	}
	return seen
}
`,
    'O(1)',
    'O(1)',
  ],
]

describe('walks in a fixed direction within bounds', () => {
  it.each(WALKS_IN_A_DIRECTION)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
