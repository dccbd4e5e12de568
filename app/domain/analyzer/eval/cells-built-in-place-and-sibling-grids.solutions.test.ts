import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Two kinds met in grid searches. `q.emplace(nr, nc)` builds the cell in place from its arguments, so a
 * flood fill pushing it visits each grid cell once, as with `push({nr, nc})`. And grids given side by side
 * under one stem (`grid1`, `grid2`) have one size, m x n, as the problems state them, even when only one
 * of them is measured.
 */
const CASES: Case[] = [
  [
    'cpp: island BFS pushing q.emplace(nr, nc)',
    'cpp',
    `#include <queue>
#include <utility>
#include <vector>

using namespace std;

class Solution {
public:
    int maxAreaOfIsland(vector<vector<int>>& grid) {
        const int m = grid.size(), n = grid[0].size();
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        int best = 0;
        for (int i = 0; i < m; ++i) {
            for (int j = 0; j < n; ++j) {
                if (grid[i][j] != 1) continue;
                queue<pair<int, int>> q;
                q.emplace(i, j);
                grid[i][j] = 0;
                int area = 0;
                while (!q.empty()) {
                    auto [r, c] = q.front();
                    q.pop();
                    ++area;
                    for (int d = 0; d < 4; ++d) {
                        int nr = r + dr[d], nc = c + dc[d];
                        if (nr < 0 || nc < 0 || nr >= m || nc >= n || grid[nr][nc] != 1) continue;
                        grid[nr][nc] = 0;
                        q.emplace(nr, nc);
                    }
                }
                best = max(best, area);
            }
        }
        return best;
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'cpp: count sub-islands, emplace_back into a lambda work list',
    'cpp',
    `#include <utility>
#include <vector>
using namespace std;

class Solution {
public:
    int countSubIslands(vector<vector<int>>& grid1, vector<vector<int>>& grid2) {
        const int m = grid2.size();
        const int n = grid2[0].size();
        static const int step[5] = {0, 1, 0, -1, 0};
        vector<pair<int, int>> work;

        auto floodIsSub = [&](int row, int col) {
            bool inside = true;
            grid2[row][col] = 0;
            work.emplace_back(row, col);
            while (!work.empty()) {
                auto [r, c] = work.back();
                work.pop_back();
                inside = inside && grid1[r][c] == 1;
                for (int d = 0; d < 4; ++d) {
                    int nr = r + step[d], nc = c + step[d + 1];
                    if (nr < 0 || nr >= m || nc < 0 || nc >= n || grid2[nr][nc] != 1) continue;
                    grid2[nr][nc] = 0;
                    work.emplace_back(nr, nc);
                }
            }
            return inside;
        };

        int total = 0;
        for (int r = 0; r < m; ++r)
            for (int c = 0; c < n; ++c)
                if (grid2[r][c] == 1) total += floodIsSub(r, c) ? 1 : 0;
        return total;
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: count sub-islands by recursion over grid1 and grid2',
    'python',
    `from typing import List


class Solution:
    def countSubIslands(self, grid1: List[List[int]], grid2: List[List[int]]) -> int:
        rows, cols = len(grid2), len(grid2[0])

        def sink(r: int, c: int) -> bool:
            if r < 0 or r >= rows or c < 0 or c >= cols or grid2[r][c] == 0:
                return True
            grid2[r][c] = 0
            ok = grid1[r][c] == 1
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                ok = sink(r + dr, c + dc) and ok
            return ok

        count = 0
        for r in range(rows):
            for c in range(cols):
                if grid2[r][c] == 1 and sink(r, c):
                    count += 1
        return count
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: count sub-islands, grid1 read only where grid2 is measured',
    'java',
    `class Solution {
    public int countSubIslands(int[][] grid1, int[][] grid2) {
        int m = grid2.length, n = grid2[0].length;
        int count = 0;
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                if (grid2[r][c] == 1 && sink(grid1, grid2, r, c)) count++;
            }
        }
        return count;
    }

    private boolean sink(int[][] grid1, int[][] grid2, int r, int c) {
        if (r < 0 || r >= grid2.length || c < 0 || c >= grid2[0].length || grid2[r][c] == 0) return true;
        grid2[r][c] = 0;
        boolean ok = grid1[r][c] == 1;
        ok &= sink(grid1, grid2, r + 1, c);
        ok &= sink(grid1, grid2, r - 1, c);
        ok &= sink(grid1, grid2, r, c + 1);
        ok &= sink(grid1, grid2, r, c - 1);
        return ok;
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

describe('cells built in place and grids side by side', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
