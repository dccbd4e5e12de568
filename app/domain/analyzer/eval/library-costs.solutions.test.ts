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

/**
 * Each group of a map of lists sorted in turn, in the walk over the groups or by a helper the walk hands
 * each group to: the groups together hold the n items once, so all the sorts cost at most what sorting
 * the n items costs, O(n log n) (one group of all n in the worst case), not n groups of one item each.
 */
const SORTED_GROUPS: Case[] = [
  [
    'java: each group of a map of lists sorted in a walk over its values',
    'java',
    `import java.util.*;

class Solution {
    public List<List<Integer>> sortedGroups(int[] nums, int[] keys) {
        Map<Integer, List<Integer>> groups = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            groups.computeIfAbsent(keys[i], k -> new ArrayList<>()).add(nums[i]);
        }
        List<List<Integer>> out = new ArrayList<>();
        for (List<Integer> g : groups.values()) {
            Collections.sort(g);
            out.add(g);
        }
        return out;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: a helper sorts each group the walk hands it',
    'java',
    `import java.util.*;

class Solution {
    public List<List<Integer>> sortedGroups(int[] nums, int[] keys) {
        Map<Integer, List<Integer>> groups = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            groups.computeIfAbsent(keys[i], k -> new ArrayList<>()).add(nums[i]);
        }
        List<List<Integer>> out = new ArrayList<>();
        for (List<Integer> g : groups.values()) out.add(arrange(g));
        return out;
    }

    private List<Integer> arrange(List<Integer> group) {
        Collections.sort(group);
        return group;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: each group sorted in place through its key',
    'python',
    `from collections import defaultdict


class Solution:
    def sortedGroups(self, nums: list[int], keys: list[int]) -> dict:
        groups = defaultdict(list)
        for i, x in enumerate(nums):
            groups[keys[i]].append(x)
        for key in groups:
            groups[key].sort()
        return groups
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: a helper method sorts each group of a defaultdict(list)',
    'python',
    `from collections import defaultdict


class Solution:
    def sortedGroups(self, nums: list[int], keys: list[int]) -> list[list[int]]:
        groups = defaultdict(list)
        for i, x in enumerate(nums):
            groups[keys[i]].append(x)
        return [self.arrange(g) for g in groups.values()]

    def arrange(self, group: list[int]) -> list[int]:
        group.sort()
        return group
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript: each group of a Map sorted in a walk over its values',
    'javascript',
    `var sortedGroups = function (nums, keys) {
  const groups = new Map()
  for (let i = 0; i < nums.length; i++) {
    if (!groups.has(keys[i])) groups.set(keys[i], [])
    groups.get(keys[i]).push(nums[i])
  }
  const out = []
  for (const g of groups.values()) {
    g.sort((a, b) => a - b)
    out.push(g)
  }
  return out
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'typescript: a helper sorts each group of a Map',
    'typescript',
    `export function sortedGroups(nums: number[], keys: number[]): number[][] {
  const groups = new Map<number, number[]>()
  nums.forEach((x, i) => {
    const group = groups.get(keys[i]!) ?? []
    group.push(x)
    groups.set(keys[i]!, group)
  })
  const out: number[][] = []
  for (const group of groups.values()) out.push(arrange(group))
  return out
}

function arrange(group: number[]): number[] {
  group.sort((a, b) => a - b)
  return group
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'go: each group of a map of slices sorted in a range over the map',
    'go',
    `package main

import "sort"

func sortedGroups(nums []int, keys []int) [][]int {
	groups := map[int][]int{}
	for i, x := range nums {
		groups[keys[i]] = append(groups[keys[i]], x)
	}
	out := [][]int{}
	for _, g := range groups {
		sort.Ints(g)
		out = append(out, g)
	}
	return out
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'go: a helper sorts each group of a map field',
    'go',
    `package main

import "sort"

type byOwner struct {
	groups map[int][]int
}

func arrange(group []int) []int {
	sort.Ints(group)
	return group
}

func sortedGroups(keys []int, nums []int) [][]int {
	b := byOwner{groups: map[int][]int{}}
	for i, x := range nums {
		b.groups[keys[i]] = append(b.groups[keys[i]], x)
	}
	out := [][]int{}
	for _, g := range b.groups {
		out = append(out, arrange(g))
	}
	return out
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'cpp: each group sorted through a structured binding',
    'cpp',
    `#include <vector>
#include <unordered_map>
#include <algorithm>
using namespace std;

class Solution {
public:
    vector<vector<int>> sortedGroups(vector<int>& nums, vector<int>& keys) {
        unordered_map<int, vector<int>> groups;
        for (size_t i = 0; i < nums.size(); i++) groups[keys[i]].push_back(nums[i]);
        vector<vector<int>> out;
        for (auto& [k, g] : groups) {
            sort(g.begin(), g.end());
            out.push_back(g);
        }
        return out;
    }
};
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: each row of a grid sorted, rows of known length (unchanged)',
    'python',
    `class Solution:
    def sortRows(self, grid: list[list[int]]) -> list[list[int]]:
        for row in grid:
            row.sort()
        return grid
`,
    'O(m * n log n)',
    'O(1)',
  ],
]

describe('groups of a map of lists sorted one by one', () => {
  it.each(SORTED_GROUPS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
