import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Scans that return from inside their loops (the returned copy is made once per call, not per pass),
 * greedy passes after a sort, matrix walks, accumulators carried through recursion, a design class
 * labelled per operation, and each language's own idioms (comprehensions and slicing, streams, STL
 * algorithms, Go ranges, Set and filter).
 */
const SCANS_GREEDY_AND_IDIOMS: Case[] = [
  [
    'java: longest common prefix by vertical scan',
    'java',
    `class Solution {
    public String longestCommonPrefix(String[] strs) {
        if (strs == null || strs.length == 0) return "";
        for (int i = 0; i < strs[0].length(); i++) {
            char c = strs[0].charAt(i);
            for (int j = 1; j < strs.length; j++) {
                if (i == strs[j].length() || strs[j].charAt(i) != c) {
                    return strs[0].substring(0, i);
                }
            }
        }
        return strs[0];
    }
}
`,
    'O(n)',
    'O(L)',
  ],
  [
    'go: longest common prefix by vertical scan over bytes',
    'go',
    `package main

func longestCommonPrefix(strs []string) string {
	if len(strs) == 0 {
		return ""
	}
	first := strs[0]
	for i := 0; i < len(first); i++ {
		for _, s := range strs[1:] {
			if i >= len(s) || s[i] != first[i] {
				return first[:i]
			}
		}
	}
	return first
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: first index of a substring returned from inside the scan',
    'cpp',
    `class Solution {
public:
    string firstRepeatedWindow(string s, int k) {
        unordered_set<string> seen;
        for (int i = 0; i + k <= (int)s.size(); i++) {
            string w = s.substr(i, k);
            if (seen.count(w)) return s.substr(0, i + k);
            seen.insert(w);
        }
        return "";
    }
};
`,
    'O(n * k)',
    'O(n * k)',
  ],
  [
    'python: assign cookies, sort both then greedy',
    'python',
    `class Solution:
    def findContentChildren(self, g, s):
        g.sort()
        s.sort()
        child = 0
        for cookie in s:
            if child < len(g) and cookie >= g[child]:
                child += 1
        return child
`,
    'O(m log m + n log n)',
    'O(1)',
  ],
  [
    'java: boats to save people, sort then two pointers',
    'java',
    `import java.util.Arrays;

class Solution {
    public int numRescueBoats(int[] people, int limit) {
        Arrays.sort(people);
        int i = 0, j = people.length - 1, boats = 0;
        while (i <= j) {
            if (people[i] + people[j] <= limit) i++;
            j--;
            boats++;
        }
        return boats;
    }
}
`,
    'O(n log n)',
    'O(1)',
  ],
  [
    'typescript: jump game greedy reach',
    'typescript',
    `export function canJump(nums: number[]): boolean {
  let reach = 0
  for (let i = 0; i < nums.length; i++) {
    if (i > reach) return false
    reach = Math.max(reach, i + nums[i])
    if (reach >= nums.length - 1) return true
  }
  return true
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: gas station one pass',
    'go',
    `package main

func canCompleteCircuit(gas []int, cost []int) int {
	total, tank, start := 0, 0, 0
	for i := range gas {
		diff := gas[i] - cost[i]
		total += diff
		tank += diff
		if tank < 0 {
			start = i + 1
			tank = 0
		}
	}
	if total < 0 {
		return -1
	}
	return start
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: search a 2D matrix II from the top-right corner',
    'cpp',
    `class Solution {
public:
    bool searchMatrix(vector<vector<int>>& matrix, int target) {
        int rows = matrix.size(), cols = matrix[0].size();
        int r = 0, c = cols - 1;
        while (r < rows && c >= 0) {
            if (matrix[r][c] == target) return true;
            if (matrix[r][c] > target) c--;
            else r++;
        }
        return false;
    }
};
`,
    'O(m + n)',
    'O(1)',
  ],
  [
    'java: transpose a matrix into a new array',
    'java',
    `class Solution {
    public int[][] transpose(int[][] matrix) {
        int m = matrix.length, n = matrix[0].length;
        int[][] result = new int[n][m];
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++)
                result[j][i] = matrix[i][j];
        return result;
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'go: single number with xor over the slice',
    'go',
    `package main

func singleNumber(nums []int) int {
	x := 0
	for _, v := range nums {
		x ^= v
	}
	return x
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: min stack with two lists',
    'python',
    `class MinStack:
    def __init__(self):
        self.stack = []
        self.mins = []

    def push(self, val: int) -> None:
        self.stack.append(val)
        if not self.mins or val <= self.mins[-1]:
            self.mins.append(val)

    def pop(self) -> None:
        if self.stack.pop() == self.mins[-1]:
            self.mins.pop()

    def top(self) -> int:
        return self.stack[-1]

    def getMin(self) -> int:
        return self.mins[-1]
`,
    'O(1)',
    'O(1)',
  ],
  [
    'go: path sum II collecting paths with an accumulator slice',
    'go',
    `package main

func pathSum(root *TreeNode, targetSum int) [][]int {
	var result [][]int
	var path []int
	var dfs func(node *TreeNode, remaining int)
	dfs = func(node *TreeNode, remaining int) {
		if node == nil {
			return
		}
		path = append(path, node.Val)
		remaining -= node.Val
		if node.Left == nil && node.Right == nil && remaining == 0 {
			cp := make([]int, len(path))
			copy(cp, path)
			result = append(result, cp)
		}
		dfs(node.Left, remaining)
		dfs(node.Right, remaining)
		path = path[:len(path)-1]
	}
	dfs(root, targetSum)
	return result
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'java: sum root to leaf numbers with an accumulator argument',
    'java',
    `class Solution {
    public int sumNumbers(TreeNode root) {
        return dfs(root, 0);
    }

    private int dfs(TreeNode node, int current) {
        if (node == null) return 0;
        current = current * 10 + node.val;
        if (node.left == null && node.right == null) return current;
        return dfs(node.left, current) + dfs(node.right, current);
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: squares of a sorted array with a comprehension and sorted',
    'python',
    `class Solution:
    def sortedSquares(self, nums):
        return sorted([x * x for x in nums])
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: rotate array by slicing',
    'python',
    `class Solution:
    def rotate(self, nums, k):
        k %= len(nums)
        nums[:] = nums[-k:] + nums[:-k]
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: first unique character with streams over a frequency map',
    'java',
    `import java.util.*;
import java.util.function.Function;
import java.util.stream.Collectors;

class Solution {
    public int firstUniqChar(String s) {
        Map<Character, Long> freq = s.chars()
            .mapToObj(c -> (char) c)
            .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        for (int i = 0; i < s.length(); i++) {
            if (freq.get(s.charAt(i)) == 1) return i;
        }
        return -1;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: remove duplicates from sorted array with std::unique',
    'cpp',
    `class Solution {
public:
    int removeDuplicates(vector<int>& nums) {
        auto last = unique(nums.begin(), nums.end());
        return distance(nums.begin(), last);
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: intersection of two arrays with a Set and filter',
    'javascript',
    `var intersection = function (nums1, nums2) {
  const set = new Set(nums1)
  return [...new Set(nums2.filter((x) => set.has(x)))]
}
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'go: majority element with Boyer-Moore voting',
    'go',
    `package main

func majorityElement(nums []int) int {
	candidate, count := 0, 0
	for _, num := range nums {
		if count == 0 {
			candidate = num
		}
		if num == candidate {
			count++
		} else {
			count--
		}
	}
	return candidate
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: is subsequence with two pointers and early return',
    'typescript',
    `export function isSubsequence(s: string, t: string): boolean {
  let i = 0
  for (let j = 0; j < t.length; j++) {
    if (i === s.length) return true
    if (s[i] === t[j]) i++
  }
  return i === s.length
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: valid sudoku with fixed 9 by 9 boards',
    'cpp',
    `class Solution {
public:
    bool isValidSudoku(vector<vector<char>>& board) {
        bool rows[9][9] = {false}, cols[9][9] = {false}, boxes[9][9] = {false};
        for (int i = 0; i < 9; i++) {
            for (int j = 0; j < 9; j++) {
                if (board[i][j] == '.') continue;
                int d = board[i][j] - '1';
                int b = (i / 3) * 3 + j / 3;
                if (rows[i][d] || cols[j][d] || boxes[b][d]) return false;
                rows[i][d] = cols[j][d] = boxes[b][d] = true;
            }
        }
        return true;
    }
};
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python: pascal triangle rows built from the previous row',
    'python',
    `class Solution:
    def generate(self, numRows: int):
        triangle = [[1]]
        for i in range(1, numRows):
            prev = triangle[-1]
            row = [1]
            for j in range(1, i):
                row.append(prev[j - 1] + prev[j])
            row.append(1)
            triangle.append(row)
        return triangle
`,
    'O(n^2)',
    'O(n^2)',
  ],
]

describe('scans, greedy passes and idioms', () => {
  it.each(SCANS_GREEDY_AND_IDIOMS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
