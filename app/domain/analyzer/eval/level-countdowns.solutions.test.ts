import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A breadth-first search that takes one level per round with a while loop counting down the level's size
 * (`int sz = q.size(); while (sz--)`, `while (width > 0) { ...; width-- }`) handles each item once over
 * all the rounds, as its for-loop form does.
 */
const CASES: Case[] = [
  [
    "cpp: rotting oranges, each minute's cells taken with while (sz--)",
    'cpp',
    `#include <vector>
#include <queue>
using namespace std;
class Solution {
public:
    int orangesRotting(vector<vector<int>>& grid) {
        int m = grid.size(), n = grid[0].size(), fresh = 0, minutes = 0;
        queue<pair<int,int>> q;
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++) {
                if (grid[i][j] == 2) q.push({i, j});
                else if (grid[i][j] == 1) fresh++;
            }
        int dirs[4][2] = {{1,0},{-1,0},{0,1},{0,-1}};
        while (!q.empty() && fresh > 0) {
            int sz = q.size();
            while (sz--) {
                auto [r, c] = q.front(); q.pop();
                for (auto& d : dirs) {
                    int nr = r + d[0], nc = c + d[1];
                    if (nr < 0 || nc < 0 || nr >= m || nc >= n || grid[nr][nc] != 1) continue;
                    grid[nr][nc] = 2; fresh--; q.push({nr, nc});
                }
            }
            minutes++;
        }
        return fresh == 0 ? minutes : -1;
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: a multi-source BFS whose rounds count down with while (size-- > 0)',
    'java',
    `import java.util.*;

class Solution {
    public int minutesToSpread(int[][] grid) {
        int rows = grid.length, cols = grid[0].length;
        Deque<int[]> queue = new ArrayDeque<>();
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                if (grid[r][c] == 2) queue.offer(new int[] {r, c});
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        int minutes = 0;
        while (!queue.isEmpty()) {
            int size = queue.size();
            boolean spread = false;
            while (size-- > 0) {
                int[] cell = queue.poll();
                for (int[] d : dirs) {
                    int nr = cell[0] + d[0], nc = cell[1] + d[1];
                    if (nr < 0 || nc < 0 || nr >= rows || nc >= cols || grid[nr][nc] != 1) continue;
                    grid[nr][nc] = 2;
                    spread = true;
                    queue.offer(new int[] {nr, nc});
                }
            }
            if (spread) minutes++;
        }
        return minutes;
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    "javascript: level sums with a width counted down in the body, shift costing the queue's length",
    'javascript',
    `function levelSums(root) {
  const sums = []
  const queue = root ? [root] : []
  while (queue.length) {
    let width = queue.length
    let total = 0
    while (width > 0) {
      const node = queue.shift()
      total += node.val
      if (node.left) queue.push(node.left)
      if (node.right) queue.push(node.right)
      width--
    }
    sums.push(total)
  }
  return sums
}
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('levels taken with a countdown', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
