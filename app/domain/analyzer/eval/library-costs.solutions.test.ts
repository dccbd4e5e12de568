import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Library costs inside whole solutions: fixed-length substrings cost their length, prepending to a
 * string or a list shifts it every time, and a copy of a whole matrix is space.
 */
const LIBRARY_COSTS: Case[] = [
  [
    'java: repeated DNA sequences with a fixed-length substring per index',
    'java',
    `import java.util.*;

class Solution {
    public List<String> findRepeatedDnaSequences(String s) {
        Set<String> seen = new HashSet<>();
        Set<String> repeated = new HashSet<>();
        for (int i = 0; i + 10 <= s.length(); i++) {
            String part = s.substring(i, i + 10);
            if (!seen.add(part)) repeated.add(part);
        }
        return new ArrayList<>(repeated);
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: count the distinct three-letter windows with a slice per index',
    'python',
    `def count_good(s: str) -> int:
    good = 0
    for i in range(len(s) - 2):
        window = s[i:i + 3]
        if len(set(window)) == 3:
            good += 1
    return good
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: two-letter prefixes counted with a fixed slice',
    'go',
    `package main

func prefixCount(words []string) map[string]int {
	counts := make(map[string]int)
	for _, w := range words {
		if len(w) >= 2 {
			counts[w[:2]]++
		}
	}
	return counts
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: prepending characters to a string in a loop',
    'python',
    `def reverse_string(s):
    out = ""
    for ch in s:
        out = ch + out
    return out
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'java: prepending with insert(0, ...) on a StringBuilder',
    'java',
    `class Solution {
    public String reverseWords(String s) {
        String[] words = s.trim().split("\\\\s+");
        StringBuilder sb = new StringBuilder();
        for (String w : words) {
            if (sb.length() > 0) sb.insert(0, " ");
            sb.insert(0, w);
        }
        return sb.toString();
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'python: game of life on a full copy of the board',
    'python',
    `import copy

class Solution:
    def gameOfLife(self, board):
        rows, cols = len(board), len(board[0])
        old = copy.deepcopy(board)
        for r in range(rows):
            for c in range(cols):
                live = 0
                for dr in (-1, 0, 1):
                    for dc in (-1, 0, 1):
                        if (dr or dc) and 0 <= r + dr < rows and 0 <= c + dc < cols:
                            live += old[r + dr][c + dc]
                if old[r][c] == 1 and (live < 2 or live > 3):
                    board[r][c] = 0
                elif old[r][c] == 0 and live == 3:
                    board[r][c] = 1
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: rotate image into a copied matrix',
    'java',
    `class Solution {
    public void rotate(int[][] matrix) {
        int n = matrix.length;
        int[][] copy = new int[n][];
        for (int i = 0; i < n; i++) copy[i] = matrix[i].clone();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                matrix[j][n - 1 - i] = copy[i][j];
            }
        }
    }
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'go: set matrix zeroes with row and column flags',
    'go',
    `package main

func setZeroes(matrix [][]int) {
	m, n := len(matrix), len(matrix[0])
	rows := make([]bool, m)
	cols := make([]bool, n)
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			if matrix[i][j] == 0 {
				rows[i] = true
				cols[j] = true
			}
		}
	}
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			if rows[i] || cols[j] {
				matrix[i][j] = 0
			}
		}
	}
}
`,
    'O(m * n)',
    'O(m + n)',
  ],
  [
    'cpp: transpose into a new matrix',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    vector<vector<int>> transpose(vector<vector<int>>& matrix) {
        int m = matrix.size(), n = matrix[0].size();
        vector<vector<int>> result(n, vector<int>(m));
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++)
                result[j][i] = matrix[i][j];
        return result;
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: building a list by adding at index 0',
    'java',
    `import java.util.*;

class Solution {
    public List<Integer> reversed(int[] nums) {
        List<Integer> out = new ArrayList<>();
        for (int x : nums) out.add(0, x);
        return out;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
]

const HIDDEN_COSTS: Case[] = [
  [
    'java: building the answer with String += in a loop',
    'java',
    `class Solution {
    public String reverseWords(String s) {
        String[] words = s.split(" ");
        String out = "";
        for (int i = words.length - 1; i >= 0; i--) {
            if (words[i].isEmpty()) continue;
            if (!out.isEmpty()) out += " ";
            out += words[i];
        }
        return out;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'python: a queue kept in a list and popped from the front',
    'python',
    `def bfs_order(graph, start):
    queue = [start]
    seen = {start}
    order = []
    while queue:
        node = queue.pop(0)
        order.append(node)
        for nxt in graph[node]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return order
`,
    'O(V^2 + E)',
    'O(V)',
  ],
  [
    'javascript: a queue shifted from the front of an array',
    'javascript',
    `function levels(root) {
  const out = [];
  const queue = [root];
  while (queue.length) {
    const node = queue.shift();
    if (!node) continue;
    out.push(node.val);
    queue.push(node.left, node.right);
  }
  return out;
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'go: membership tested by scanning a slice in a loop',
    'go',
    `package main

func dedupe(nums []int) []int {
	out := []int{}
	for _, x := range nums {
		found := false
		for _, y := range out {
			if y == x {
				found = true
				break
			}
		}
		if !found {
			out = append(out, x)
		}
	}
	return out
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'typescript: indexOf inside a loop over the same array',
    'typescript',
    `export function firstDuplicate(nums: number[]): number {
  for (let i = 0; i < nums.length; i++) {
    if (nums.indexOf(nums[i]) !== i) return nums[i]
  }
  return -1
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'cpp: std::count inside a loop',
    'cpp',
    `#include <vector>
#include <algorithm>
using namespace std;

int firstUnique(vector<int>& nums) {
    for (int x : nums) {
        if (count(nums.begin(), nums.end(), x) == 1) return x;
    }
    return -1;
}
`,
    'O(n^2)',
    'O(1)',
  ],
]

const TWO_SIZES: Case[] = [
  [
    'python: brute-force window sums, k summed again for every start',
    'python',
    `def max_average(nums, k):
    best = float("-inf")
    for i in range(len(nums) - k + 1):
        total = 0
        for j in range(i, i + k):
            total += nums[j]
        best = max(best, total / k)
    return best
`,
    'O(n * k)',
    'O(1)',
  ],
  [
    'java: brute-force sliding window maximum',
    'java',
    `class Solution {
    public int[] maxSlidingWindow(int[] nums, int k) {
        int n = nums.length;
        int[] out = new int[n - k + 1];
        for (int i = 0; i + k <= n; i++) {
            int max = nums[i];
            for (int j = i + 1; j < i + k; j++) {
                max = Math.max(max, nums[j]);
            }
            out[i] = max;
        }
        return out;
    }
}
`,
    'O(n * k)',
    'O(n)',
  ],
  [
    'go: contains nearby duplicate by checking the next k values',
    'go',
    `package main

func containsNearbyDuplicate(nums []int, k int) bool {
	for i := 0; i < len(nums); i++ {
		for j := i + 1; j <= i+k && j < len(nums); j++ {
			if nums[i] == nums[j] {
				return true
			}
		}
	}
	return false
}
`,
    'O(n * k)',
    'O(1)',
  ],
  [
    'typescript: two arrays merged by index with two sizes',
    'typescript',
    `export function mergeAlternately(word1: string, word2: string): string {
  const parts: string[] = []
  let i = 0
  let j = 0
  while (i < word1.length || j < word2.length) {
    if (i < word1.length) parts.push(word1[i++])
    if (j < word2.length) parts.push(word2[j++])
  }
  return parts.join('')
}
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'cpp: every pair from two vectors',
    'cpp',
    `#include <vector>
using namespace std;

int countPairs(vector<int>& nums1, vector<int>& nums2, int target) {
    int count = 0;
    for (int a : nums1) {
        for (int b : nums2) {
            if (a + b == target) count++;
        }
    }
    return count;
}
`,
    'O(m * n)',
    'O(1)',
  ],
]

describe('library costs in solutions written for these tests', () => {
  it.each(LIBRARY_COSTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('hidden linear costs inside loops', () => {
  it.each(HIDDEN_COSTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('two sizes kept apart', () => {
  it.each(TWO_SIZES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
