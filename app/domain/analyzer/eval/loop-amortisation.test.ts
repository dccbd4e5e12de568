import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/** Inner loops whose pointer only moves forward: their work is shared by every pass of the outer loop. */
const AMORTISED: Case[] = [
  [
    'python: a window that shrinks from the left while a set holds a repeat',
    'python',
    `def longest_unique(s):
    seen = set()
    left = 0
    best = 0
    for right in range(len(s)):
        while s[right] in seen:
            seen.remove(s[left])
            left += 1
        seen.add(s[right])
        best = max(best, right - left + 1)
    return best
`,
    'O(n)',
    'O(n)',
  ],
  [
    'c++: a window that shrinks while its sum reaches the target',
    'cpp',
    `#include <vector>
using namespace std;
class Solution {
public:
    int shortest(int target, vector<int>& nums) {
        int left = 0, sum = 0, best = 1 << 30;
        for (int right = 0; right < (int)nums.size(); right++) {
            sum += nums[right];
            while (sum >= target) {
                best = min(best, right - left + 1);
                sum -= nums[left++];
            }
        }
        return best;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: runs of consecutive values walked only from their first value',
    'python',
    `def longest_run(nums):
    values = set(nums)
    best = 0
    for x in values:
        if x - 1 not in values:
            y = x
            while y + 1 in values:
                y += 1
            best = max(best, y - x + 1)
    return best
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: runs of consecutive values in a map walked from their first value',
    'go',
    `package main

func longestRun(nums []int) int {
	present := map[int]bool{}
	for _, x := range nums {
		present[x] = true
	}
	best := 0
	for x := range present {
		if !present[x-1] {
			y := x
			for present[y+1] {
				y++
			}
			if y-x+1 > best {
				best = y - x + 1
			}
		}
	}
	return best
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: runs of consecutive values in a hash set walked from their first value',
    'java',
    `import java.util.*;
class Solution {
    public int longestRun(int[] nums) {
        Set<Integer> values = new HashSet<>();
        for (int x : nums) values.add(x);
        int best = 0;
        for (int x : values) {
            if (!values.contains(x - 1)) {
                int length = 1;
                while (values.contains(x + length)) length++;
                best = Math.max(best, length);
            }
        }
        return best;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: run-length compression where the outer pointer jumps to the end of each run',
    'python',
    `def compress(chars):
    write = 0
    i = 0
    while i < len(chars):
        j = i
        while j < len(chars) and chars[j] == chars[i]:
            j += 1
        chars[write] = chars[i]
        write += 1
        i = j
    return write
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: run-length encoding into a string builder',
    'java',
    `class Solution {
    public String encode(String s) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            int j = i;
            while (j < s.length() && s.charAt(j) == s.charAt(i)) j++;
            out.append(j - i).append(s.charAt(i));
            i = j;
        }
        return out.toString();
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: counting runs with an inner pointer that the outer loop continues from',
    'javascript',
    `function runs(s) {
  const counts = [];
  let i = 0;
  while (i < s.length) {
    let j = i + 1;
    while (j < s.length && s[j] === s[i]) j++;
    counts.push(j - i);
    i = j;
  }
  return counts;
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'c++: run-length compression with the outer for-loop advanced by the inner one',
    'cpp',
    `#include <vector>
#include <string>
using namespace std;
class Solution {
public:
    int groups(string s) {
        int count = 0;
        for (int i = 0; i < (int)s.size();) {
            int j = i;
            while (j < (int)s.size() && s[j] == s[i]) j++;
            count++;
            i = j;
        }
        return count;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
]

/** Searches that mark what they visit run once per cell, node or edge, whatever starts them. */
const TRAVERSALS: Case[] = [
  [
    'java: breadth-first search over a grid with a visited table',
    'java',
    `import java.util.*;
class Solution {
    public int steps(int[][] grid) {
        int m = grid.length, n = grid[0].length;
        boolean[][] seen = new boolean[m][n];
        Deque<int[]> queue = new ArrayDeque<>();
        queue.offer(new int[]{0, 0});
        seen[0][0] = true;
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        int steps = 0;
        while (!queue.isEmpty()) {
            int size = queue.size();
            for (int s = 0; s < size; s++) {
                int[] cur = queue.poll();
                if (cur[0] == m - 1 && cur[1] == n - 1) return steps;
                for (int[] d : dirs) {
                    int r = cur[0] + d[0], c = cur[1] + d[1];
                    if (r >= 0 && c >= 0 && r < m && c < n && !seen[r][c] && grid[r][c] == 0) {
                        seen[r][c] = true;
                        queue.offer(new int[]{r, c});
                    }
                }
            }
            steps++;
        }
        return -1;
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'c++: depth-first sinking of islands in a private helper called from every cell',
    'cpp',
    `#include <vector>
using namespace std;
class Solution {
    int rows, cols;
    void sink(vector<vector<char>>& grid, int r, int c) {
        if (r < 0 || c < 0 || r >= rows || c >= cols || grid[r][c] != '1') return;
        grid[r][c] = '0';
        sink(grid, r + 1, c);
        sink(grid, r - 1, c);
        sink(grid, r, c + 1);
        sink(grid, r, c - 1);
    }
public:
    int islands(vector<vector<char>>& grid) {
        rows = grid.size();
        cols = grid[0].size();
        int count = 0;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                if (grid[r][c] == '1') { count++; sink(grid, r, c); }
        return count;
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'typescript: depth-first area of islands with a set of visited keys',
    'typescript',
    `export function largestArea(grid: number[][]): number {
  const m = grid.length, n = grid[0].length
  const seen = new Set<string>()
  const area = (r: number, c: number): number => {
    if (r < 0 || c < 0 || r >= m || c >= n || grid[r][c] === 0 || seen.has(\`\${r},\${c}\`)) return 0
    seen.add(\`\${r},\${c}\`)
    return 1 + area(r + 1, c) + area(r - 1, c) + area(r, c + 1) + area(r, c - 1)
  }
  let best = 0
  for (let r = 0; r < m; r++) for (let c = 0; c < n; c++) best = Math.max(best, area(r, c))
  return best
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: depth-first search over an adjacency list built from an edge list',
    'python',
    `from collections import defaultdict
def components(n, edges):
    graph = defaultdict(list)
    for a, b in edges:
        graph[a].append(b)
        graph[b].append(a)
    visited = set()
    def dfs(u):
        visited.add(u)
        for v in graph[u]:
            if v not in visited:
                dfs(v)
    count = 0
    for u in range(n):
        if u not in visited:
            dfs(u)
            count += 1
    return count
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'c++: breadth-first search over adjacency vectors sized by the node count',
    'cpp',
    `#include <vector>
#include <queue>
using namespace std;
class Solution {
public:
    bool reachable(int n, vector<vector<int>>& edges, int source, int destination) {
        vector<vector<int>> adj(n);
        for (auto& e : edges) {
            adj[e[0]].push_back(e[1]);
            adj[e[1]].push_back(e[0]);
        }
        vector<bool> seen(n, false);
        queue<int> q;
        q.push(source);
        seen[source] = true;
        while (!q.empty()) {
            int u = q.front(); q.pop();
            if (u == destination) return true;
            for (int v : adj[u]) {
                if (!seen[v]) { seen[v] = true; q.push(v); }
            }
        }
        return false;
    }
};
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'javascript: three-colour depth-first search for a cycle',
    'javascript',
    `function acyclic(numCourses, prerequisites) {
  const graph = Array.from({ length: numCourses }, () => []);
  for (const [a, b] of prerequisites) graph[b].push(a);
  const state = new Array(numCourses).fill(0);
  function dfs(u) {
    if (state[u] === 1) return false;
    if (state[u] === 2) return true;
    state[u] = 1;
    for (const v of graph[u]) if (!dfs(v)) return false;
    state[u] = 2;
    return true;
  }
  for (let i = 0; i < numCourses; i++) if (!dfs(i)) return false;
  return true;
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'go: three-colour depth-first search over adjacency slices',
    'go',
    `package main

func acyclic(numCourses int, prerequisites [][]int) bool {
	graph := make([][]int, numCourses)
	for _, p := range prerequisites {
		graph[p[1]] = append(graph[p[1]], p[0])
	}
	state := make([]int, numCourses)
	var visit func(u int) bool
	visit = func(u int) bool {
		if state[u] == 1 {
			return false
		}
		if state[u] == 2 {
			return true
		}
		state[u] = 1
		for _, v := range graph[u] {
			if !visit(v) {
				return false
			}
		}
		state[u] = 2
		return true
	}
	for i := 0; i < numCourses; i++ {
		if !visit(i) {
			return false
		}
	}
	return true
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'typescript: a spiral walk that narrows its four edges',
    'typescript',
    `export function spiral(matrix: number[][]): number[] {
  const out: number[] = []
  let top = 0, bottom = matrix.length - 1, left = 0, right = matrix[0].length - 1
  while (top <= bottom && left <= right) {
    for (let j = left; j <= right; j++) out.push(matrix[top][j])
    top++
    for (let i = top; i <= bottom; i++) out.push(matrix[i][right])
    right--
    if (top <= bottom) {
      for (let j = right; j >= left; j--) out.push(matrix[bottom][j])
      bottom--
    }
    if (left <= right) {
      for (let i = bottom; i >= top; i--) out.push(matrix[i][left])
      left++
    }
  }
  return out
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: a spiral walk over ranges between the four edges',
    'python',
    `def spiral(matrix):
    result = []
    top, bottom, left, right = 0, len(matrix) - 1, 0, len(matrix[0]) - 1
    while top <= bottom and left <= right:
        for j in range(left, right + 1):
            result.append(matrix[top][j])
        top += 1
        for i in range(top, bottom + 1):
            result.append(matrix[i][right])
        right -= 1
        if top <= bottom:
            for j in range(right, left - 1, -1):
                result.append(matrix[bottom][j])
            bottom -= 1
        if left <= right:
            for i in range(bottom, top - 1, -1):
                result.append(matrix[i][left])
            left += 1
    return result
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'go: a spiral walk that counts the cells it has taken',
    'go',
    `package main

func spiral(matrix [][]int) []int {
	m, n := len(matrix), len(matrix[0])
	out := make([]int, 0, m*n)
	top, bottom, left, right := 0, m-1, 0, n-1
	for len(out) < m*n {
		for j := left; j <= right && len(out) < m*n; j++ {
			out = append(out, matrix[top][j])
		}
		top++
		for i := top; i <= bottom && len(out) < m*n; i++ {
			out = append(out, matrix[i][right])
		}
		right--
		for j := right; j >= left && len(out) < m*n; j-- {
			out = append(out, matrix[bottom][j])
		}
		bottom--
		for i := bottom; i >= top && len(out) < m*n; i-- {
			out = append(out, matrix[i][left])
		}
		left++
	}
	return out
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

describe('loop amortisation', () => {
  it.each(AMORTISED)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('graph and grid traversals', () => {
  it.each(TRAVERSALS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
