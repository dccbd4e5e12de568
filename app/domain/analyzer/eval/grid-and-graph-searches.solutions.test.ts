import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Grid searches are O(m * n), searches over adjacency lists (built from n nodes and an edge list, or
 * given as input) are O(V + E), and spiral walks visit every cell once.
 */
const SEARCHES: Case[] = [
  [
    'python: number of islands with an iterative BFS per land cell',
    'python',
    `from collections import deque
from typing import List

class Solution:
    def numIslands(self, grid: List[List[str]]) -> int:
        rows, cols = len(grid), len(grid[0])
        visited = set()
        islands = 0
        for r in range(rows):
            for c in range(cols):
                if grid[r][c] == "1" and (r, c) not in visited:
                    islands += 1
                    queue = deque([(r, c)])
                    visited.add((r, c))
                    while queue:
                        x, y = queue.popleft()
                        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                            nx, ny = x + dx, y + dy
                            if 0 <= nx < rows and 0 <= ny < cols and grid[nx][ny] == "1" and (nx, ny) not in visited:
                                visited.add((nx, ny))
                                queue.append((nx, ny))
        return islands
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: max area of island with a recursive DFS that sinks cells',
    'java',
    `class Solution {
    private int rows, cols;

    public int maxAreaOfIsland(int[][] grid) {
        rows = grid.length;
        cols = grid[0].length;
        int best = 0;
        for (int i = 0; i < rows; i++) {
            for (int j = 0; j < cols; j++) {
                if (grid[i][j] == 1) {
                    best = Math.max(best, area(grid, i, j));
                }
            }
        }
        return best;
    }

    private int area(int[][] grid, int i, int j) {
        if (i < 0 || j < 0 || i >= rows || j >= cols || grid[i][j] != 1) return 0;
        grid[i][j] = 0; // sink it so it is counted once
        return 1 + area(grid, i + 1, j) + area(grid, i - 1, j) + area(grid, i, j + 1) + area(grid, i, j - 1);
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'go: rotting oranges, multi-source BFS over a grid',
    'go',
    `package main

func orangesRotting(grid [][]int) int {
	m, n := len(grid), len(grid[0])
	queue := [][2]int{}
	fresh := 0
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			if grid[i][j] == 2 {
				queue = append(queue, [2]int{i, j})
			} else if grid[i][j] == 1 {
				fresh++
			}
		}
	}
	dirs := [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	minutes := 0
	for len(queue) > 0 && fresh > 0 {
		next := [][2]int{}
		for _, cell := range queue {
			for _, d := range dirs {
				x, y := cell[0]+d[0], cell[1]+d[1]
				if x >= 0 && x < m && y >= 0 && y < n && grid[x][y] == 1 {
					grid[x][y] = 2
					fresh--
					next = append(next, [2]int{x, y})
				}
			}
		}
		queue = next
		minutes++
	}
	if fresh > 0 {
		return -1
	}
	return minutes
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'typescript: flood fill with an explicit stack',
    'typescript',
    `export function floodFill(image: number[][], sr: number, sc: number, color: number): number[][] {
  const original = image[sr][sc]
  if (original === color) return image
  const rows = image.length
  const cols = image[0].length
  const stack: [number, number][] = [[sr, sc]]
  while (stack.length > 0) {
    const [r, c] = stack.pop()!
    if (r < 0 || r >= rows || c < 0 || c >= cols) continue
    if (image[r][c] !== original) continue
    image[r][c] = color
    stack.push([r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1])
  }
  return image
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'cpp: shortest path in a binary matrix, BFS with distances in the grid',
    'cpp',
    `#include <vector>
#include <queue>
using namespace std;

class Solution {
public:
    int shortestPathBinaryMatrix(vector<vector<int>>& grid) {
        int n = grid.size();
        if (grid[0][0] != 0 || grid[n - 1][n - 1] != 0) return -1;
        queue<pair<int, int>> q;
        q.push({0, 0});
        grid[0][0] = 1;
        while (!q.empty()) {
            auto [r, c] = q.front();
            q.pop();
            int d = grid[r][c];
            if (r == n - 1 && c == n - 1) return d;
            for (int dr = -1; dr <= 1; dr++) {
                for (int dc = -1; dc <= 1; dc++) {
                    int nr = r + dr, nc = c + dc;
                    if (nr >= 0 && nr < n && nc >= 0 && nc < n && grid[nr][nc] == 0) {
                        grid[nr][nc] = d + 1;
                        q.push({nr, nc});
                    }
                }
            }
        }
        return -1;
    }
};
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'javascript: surrounded regions, DFS from the border',
    'javascript',
    `function solve(board) {
  const m = board.length;
  const n = board[0].length;
  const mark = (i, j) => {
    if (i < 0 || j < 0 || i >= m || j >= n || board[i][j] !== 'O') return;
    board[i][j] = '#';
    mark(i + 1, j);
    mark(i - 1, j);
    mark(i, j + 1);
    mark(i, j - 1);
  };
  for (let i = 0; i < m; i++) {
    mark(i, 0);
    mark(i, n - 1);
  }
  for (let j = 0; j < n; j++) {
    mark(0, j);
    mark(m - 1, j);
  }
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      if (board[i][j] === 'O') board[i][j] = 'X';
      else if (board[i][j] === '#') board[i][j] = 'O';
    }
  }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: number of connected components, DFS over adjacency lists',
    'python',
    `from collections import defaultdict

class Solution:
    def countComponents(self, n: int, edges: list[list[int]]) -> int:
        graph = defaultdict(list)
        for a, b in edges:
            graph[a].append(b)
            graph[b].append(a)
        seen = set()

        def dfs(node):
            seen.add(node)
            for nxt in graph[node]:
                if nxt not in seen:
                    dfs(nxt)

        count = 0
        for node in range(n):
            if node not in seen:
                dfs(node)
                count += 1
        return count
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'java: course schedule with the Kahn algorithm',
    'java',
    `import java.util.*;

class Solution {
    public boolean canFinish(int numCourses, int[][] prerequisites) {
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < numCourses; i++) adj.add(new ArrayList<>());
        int[] indegree = new int[numCourses];
        for (int[] p : prerequisites) {
            adj.get(p[1]).add(p[0]);
            indegree[p[0]]++;
        }
        Deque<Integer> queue = new ArrayDeque<>();
        for (int i = 0; i < numCourses; i++) if (indegree[i] == 0) queue.offer(i);
        int taken = 0;
        while (!queue.isEmpty()) {
            int course = queue.poll();
            taken++;
            for (int next : adj.get(course)) {
                if (--indegree[next] == 0) queue.offer(next);
            }
        }
        return taken == numCourses;
    }
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'go: valid path with BFS over an adjacency list built from edges',
    'go',
    `package main

func validPath(n int, edges [][]int, source int, destination int) bool {
	adj := make([][]int, n)
	for _, e := range edges {
		adj[e[0]] = append(adj[e[0]], e[1])
		adj[e[1]] = append(adj[e[1]], e[0])
	}
	visited := make([]bool, n)
	queue := []int{source}
	visited[source] = true
	for len(queue) > 0 {
		node := queue[0]
		queue = queue[1:]
		if node == destination {
			return true
		}
		for _, next := range adj[node] {
			if !visited[next] {
				visited[next] = true
				queue = append(queue, next)
			}
		}
	}
	return false
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'javascript: spiral order with four shrinking bounds',
    'javascript',
    `var spiralOrder = function (matrix) {
  const result = [];
  let top = 0, bottom = matrix.length - 1;
  let left = 0, right = matrix[0].length - 1;
  while (top <= bottom && left <= right) {
    for (let j = left; j <= right; j++) result.push(matrix[top][j]);
    top++;
    for (let i = top; i <= bottom; i++) result.push(matrix[i][right]);
    right--;
    if (top <= bottom) {
      for (let j = right; j >= left; j--) result.push(matrix[bottom][j]);
      bottom--;
    }
    if (left <= right) {
      for (let i = bottom; i >= top; i--) result.push(matrix[i][left]);
      left++;
    }
  }
  return result;
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: spiral order walking with a direction vector and a seen grid',
    'python',
    `def spiralOrder(matrix):
    rows, cols = len(matrix), len(matrix[0])
    seen = [[False] * cols for _ in range(rows)]
    dr = [0, 1, 0, -1]
    dc = [1, 0, -1, 0]
    r = c = d = 0
    out = []
    for _ in range(rows * cols):
        out.append(matrix[r][c])
        seen[r][c] = True
        nr, nc = r + dr[d], c + dc[d]
        if not (0 <= nr < rows and 0 <= nc < cols and not seen[nr][nc]):
            d = (d + 1) % 4
            nr, nc = r + dr[d], c + dc[d]
        r, c = nr, nc
    return out
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'go: spiral matrix II fills an n by n matrix layer by layer',
    'go',
    `package main

func generateMatrix(n int) [][]int {
	res := make([][]int, n)
	for i := range res {
		res[i] = make([]int, n)
	}
	top, bottom, left, right := 0, n-1, 0, n-1
	val := 1
	for top <= bottom && left <= right {
		for j := left; j <= right; j++ {
			res[top][j] = val
			val++
		}
		top++
		for i := top; i <= bottom; i++ {
			res[i][right] = val
			val++
		}
		right--
		for j := right; j >= left && top <= bottom; j-- {
			res[bottom][j] = val
			val++
		}
		bottom--
		for i := bottom; i >= top && left <= right; i-- {
			res[i][left] = val
			val++
		}
		left++
	}
	return res
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'java: spiral order with a layer index up to half the smaller side',
    'java',
    `import java.util.*;

class Solution {
    public List<Integer> spiralOrder(int[][] matrix) {
        List<Integer> out = new ArrayList<>();
        int m = matrix.length, n = matrix[0].length;
        int layers = (Math.min(m, n) + 1) / 2;
        for (int layer = 0; layer < layers; layer++) {
            int lastRow = m - 1 - layer, lastCol = n - 1 - layer;
            for (int j = layer; j <= lastCol; j++) out.add(matrix[layer][j]);
            for (int i = layer + 1; i <= lastRow; i++) out.add(matrix[i][lastCol]);
            if (layer < lastRow) {
                for (int j = lastCol - 1; j >= layer; j--) out.add(matrix[lastRow][j]);
            }
            if (layer < lastCol) {
                for (int i = lastRow - 1; i > layer; i--) out.add(matrix[i][layer]);
            }
        }
        return out;
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: spiral order peeling layers while min(rows, cols) allows',
    'python',
    `def spiral(matrix):
    rows, cols = len(matrix), len(matrix[0])
    out = []
    for layer in range((min(rows, cols) + 1) // 2):
        last_r, last_c = rows - 1 - layer, cols - 1 - layer
        for c in range(layer, last_c + 1):
            out.append(matrix[layer][c])
        for r in range(layer + 1, last_r + 1):
            out.append(matrix[r][last_c])
        if layer < last_r:
            for c in range(last_c - 1, layer - 1, -1):
                out.append(matrix[last_r][c])
        if layer < last_c:
            for r in range(last_r - 1, layer, -1):
                out.append(matrix[r][layer])
    return out
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

const GIVEN_ADJACENCY: Case[] = [
  [
    'python: is graph bipartite over a given adjacency list',
    'python',
    `from collections import deque

class Solution:
    def isBipartite(self, graph):
        color = [0] * len(graph)
        for start in range(len(graph)):
            if color[start]:
                continue
            color[start] = 1
            queue = deque([start])
            while queue:
                u = queue.popleft()
                for v in graph[u]:
                    if color[v] == color[u]:
                        return False
                    if not color[v]:
                        color[v] = -color[u]
                        queue.append(v)
        return True
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'java: find eventual safe states with three-colour DFS on the given graph',
    'java',
    `import java.util.*;

class Solution {
    public List<Integer> eventualSafeNodes(int[][] graph) {
        int n = graph.length;
        int[] state = new int[n];
        List<Integer> safe = new ArrayList<>();
        for (int i = 0; i < n; i++) if (isSafe(graph, state, i)) safe.add(i);
        return safe;
    }

    private boolean isSafe(int[][] graph, int[] state, int u) {
        if (state[u] != 0) return state[u] == 2;
        state[u] = 1;
        for (int v : graph[u]) {
            if (!isSafe(graph, state, v)) return false;
        }
        state[u] = 2;
        return true;
    }
}
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'go: keys and rooms style reachability over an adjacency list',
    'go',
    `package main

func reachableCount(graph [][]int) int {
	seen := make([]bool, len(graph))
	seen[0] = true
	stack := []int{0}
	count := 1
	for len(stack) > 0 {
		u := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, v := range graph[u] {
			if !seen[v] {
				seen[v] = true
				count++
				stack = append(stack, v)
			}
		}
	}
	return count
}
`,
    'O(V + E)',
    'O(V)',
  ],
]

describe('grid and graph searches and spiral walks', () => {
  it.each(SEARCHES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('adjacency lists given as input', () => {
  it.each(GIVEN_ADJACENCY)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
