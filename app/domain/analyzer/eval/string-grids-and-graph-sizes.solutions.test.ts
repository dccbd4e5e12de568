import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Grids given as a list of strings (`grid []string`, `String[] board`) and read `grid[r][c]`: m x n cells.
 * An edge list beside a list with one entry per node (`n = len(values)`) and no count of nodes: V and E.
 * A traversal pushing flattened cells (`r * cols + c`) visits each grid cell once, however often it starts.
 * A graph read `graph[i][j]` at two counters is an n x n adjacency matrix; a list of its nodes beside it
 * (values used as indices into node tables) holds at most n of them. Cells given as pairs and marked on
 * an n x n table (`grid[r][c] = 0`) are at most n^2.
 */
const CASES: Case[] = [
  [
    'go: islands counted on a grid of strings',
    'go',
    `package main

func countIslands(grid []string) int {
	rows, cols := len(grid), len(grid[0])
	seen := make([][]bool, rows)
	for r := range seen {
		seen[r] = make([]bool, cols)
	}
	var sink func(r, c int)
	sink = func(r, c int) {
		if r < 0 || c < 0 || r >= rows || c >= cols || seen[r][c] || grid[r][c] != '1' {
			return
		}
		seen[r][c] = true
		sink(r+1, c)
		sink(r-1, c)
		sink(r, c+1)
		sink(r, c-1)
	}
	islands := 0
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			if grid[r][c] == '1' && !seen[r][c] {
				islands++
				sink(r, c)
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
    'java: a maze of strings searched breadth first',
    'java',
    `import java.util.*;

class Solution {
    public int exitDistance(String[] maze) {
        int rows = maze.length, cols = maze[0].length();
        int[][] dist = new int[rows][cols];
        for (int[] row : dist) Arrays.fill(row, -1);
        Deque<int[]> queue = new ArrayDeque<>();
        queue.add(new int[] {0, 0});
        dist[0][0] = 0;
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!queue.isEmpty()) {
            int[] cur = queue.poll();
            if (cur[0] == rows - 1 && cur[1] == cols - 1) return dist[cur[0]][cur[1]];
            for (int[] d : dirs) {
                int r = cur[0] + d[0], c = cur[1] + d[1];
                if (r < 0 || c < 0 || r >= rows || c >= cols) continue;
                if (maze[r].charAt(c) == '#' || dist[r][c] >= 0) continue;
                dist[r][c] = dist[cur[0]][cur[1]] + 1;
                queue.add(new int[] {r, c});
            }
        }
        return -1;
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: a board of strings scanned for a row of marks',
    'python',
    `class Solution:
    def full_rows(self, board: list[str]) -> int:
        full = 0
        for r in range(len(board)):
            ok = True
            for c in range(len(board[0])):
                if board[r][c] != "X":
                    ok = False
            if ok:
                full += 1
        return full
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'python: an edge list beside the values of its nodes, counted by len(values)',
    'python',
    `from collections import defaultdict


class Solution:
    def heaviest_subtree(self, values: list[int], edges: list[list[int]]) -> int:
        n = len(values)
        adj = defaultdict(list)
        for a, b in edges:
            adj[a].append(b)
            adj[b].append(a)
        best = 0
        seen = [False] * n
        for start in range(n):
            if seen[start]:
                continue
            seen[start] = True
            stack = [start]
            total = 0
            while stack:
                u = stack.pop()
                total += values[u]
                for v in adj[u]:
                    if not seen[v]:
                        seen[v] = True
                        stack.append(v)
            best = max(best, total)
        return best
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'java: in-degrees over an edge list sized by the labels string',
    'java',
    `import java.util.*;

class Solution {
    public int sources(String labels, int[][] edges) {
        int n = labels.length();
        int[] indegree = new int[n];
        for (int[] e : edges) indegree[e[1]]++;
        int count = 0;
        for (int v = 0; v < n; v++) if (indegree[v] == 0) count++;
        return count;
    }
}
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'go: adjacency lists sized by the weights of the nodes',
    'go',
    `package main

func heaviestNeighbour(weight []int, edges [][]int) int {
	n := len(weight)
	adj := make([][]int, n)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
		adj[e[1]] = append(adj[e[1]], e[0])
	}
	best := 0
	for u := 0; u < n; u++ {
		sum := weight[u]
		for _, v := range adj[u] {
			sum += weight[v]
		}
		if sum > best {
			best = sum
		}
	}
	return best
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'python: one shared deque of flattened cells r * cols + c, one search per region',
    'python',
    `from collections import deque


class Solution:
    def regions(self, grid: list[list[int]]) -> int:
        rows, cols = len(grid), len(grid[0])
        seen = [False] * (rows * cols)
        todo = deque()
        count = 0
        for start in range(rows * cols):
            r0, c0 = divmod(start, cols)
            if seen[start] or grid[r0][c0] == 0:
                continue
            count += 1
            seen[start] = True
            todo.append(start)
            while todo:
                r, c = divmod(todo.popleft(), cols)
                for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == 1 and not seen[nr * cols + nc]:
                        seen[nr * cols + nc] = True
                        todo.append(nr * cols + nc)
        return count
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'cpp: a queue of flattened cells reused for every flood fill',
    'cpp',
    `#include <queue>
#include <vector>
using namespace std;

class Solution {
public:
    int largestLake(vector<vector<int>>& grid) {
        int rows = grid.size(), cols = grid[0].size();
        vector<char> done(rows * cols, 0);
        queue<int> q;
        int best = 0;
        int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        for (int r = 0; r < rows; ++r) {
            for (int c = 0; c < cols; ++c) {
                if (grid[r][c] != 0 || done[r * cols + c]) continue;
                done[r * cols + c] = 1;
                q.push(r * cols + c);
                int size = 0;
                while (!q.empty()) {
                    int cell = q.front();
                    q.pop();
                    ++size;
                    for (int d = 0; d < 4; ++d) {
                        int nr = cell / cols + dr[d], nc = cell % cols + dc[d];
                        if (nr < 0 || nc < 0 || nr >= rows || nc >= cols) continue;
                        if (grid[nr][nc] != 0 || done[nr * cols + nc]) continue;
                        done[nr * cols + nc] = 1;
                        q.push(nr * cols + nc);
                    }
                }
                best = max(best, size);
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
    'java: a stack of flattened cells declared before the scan of starts',
    'java',
    `import java.util.*;

class Solution {
    public int shapes(int[][] grid) {
        int rows = grid.length, cols = grid[0].length;
        boolean[] seen = new boolean[rows * cols];
        Deque<Integer> stack = new ArrayDeque<>();
        int found = 0;
        int[][] steps = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (int at = 0; at < rows * cols; at++) {
            if (seen[at] || grid[at / cols][at % cols] == 0) continue;
            found++;
            seen[at] = true;
            stack.push(at);
            while (!stack.isEmpty()) {
                int cell = stack.pop();
                for (int[] s : steps) {
                    int r = cell / cols + s[0], c = cell % cols + s[1];
                    if (r >= 0 && c >= 0 && r < rows && c < cols && grid[r][c] == 1 && !seen[r * cols + c]) {
                        seen[r * cols + c] = true;
                        stack.push(r * cols + c);
                    }
                }
            }
        }
        return found;
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: an adjacency matrix read graph[i][j], with the starting nodes given as a list',
    'python',
    `class Solution:
    def spread(self, graph: list[list[int]], seeds: list[int]) -> int:
        n = len(graph)
        hit = [0] * n
        for s in seeds:
            hit[s] += 1
        total = 0
        for i in range(n):
            for j in range(n):
                if graph[i][j] == 1 and hit[i] > 0:
                    total += 1
        return total
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'java: connected groups found on an adjacency matrix with union-find',
    'java',
    `class Solution {
    private int[] parent;

    private int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }

    public int groups(int[][] graph, int[] marked) {
        int n = graph.length;
        parent = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if (graph[i][j] == 1) parent[find(i)] = find(j);
        int[] seen = new int[n];
        int count = 0;
        for (int m : marked) {
            seen[find(m)]++;
            if (seen[find(m)] == 1) count++;
        }
        return count;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'go: degrees read off an adjacency matrix',
    'go',
    `package main

func maxDegree(graph [][]int) int {
	best := 0
	for i := 0; i < len(graph); i++ {
		d := 0
		for j := 0; j < len(graph); j++ {
			if graph[i][j] == 1 {
				d++
			}
		}
		if d > best {
			best = d
		}
	}
	return best
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'python: blocked cells given as pairs marked on an n x n board',
    'python',
    `class Solution:
    def open_cells(self, n: int, blocked: list[list[int]]) -> int:
        board = [[1] * n for _ in range(n)]
        for r, c in blocked:
            board[r][c] = 0
        return sum(sum(row) for row in board)
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'java: walls given as cell pairs on an n x n table',
    'java',
    `class Solution {
    public int freeRows(int n, int[][] walls) {
        boolean[][] wall = new boolean[n][n];
        for (int[] w : walls) wall[w[0]][w[1]] = true;
        int free = 0;
        for (int r = 0; r < n; r++) {
            boolean clear = true;
            for (int c = 0; c < n; c++) if (wall[r][c]) clear = false;
            if (clear) free++;
        }
        return free;
    }
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'go: lit cells given as pairs on an n x n grid',
    'go',
    `package main

func litCount(n int, lamps [][]int) int {
	lit := make([][]bool, n)
	for i := range lit {
		lit[i] = make([]bool, n)
	}
	for _, p := range lamps {
		r, c := p[0], p[1]
		lit[r][c] = true
	}
	count := 0
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if lit[i][j] {
				count++
			}
		}
	}
	return count
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
]

describe('string grids, per-node lists and flattened cells in solutions written for these tests', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
