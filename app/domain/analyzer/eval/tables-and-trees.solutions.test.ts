import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Matrix and string DP tables are O(m * n), backtracking pays for every subset or arrangement it
 * copies out, trees are walked once with a stack as deep as the tree (n when skewed), and design classes
 * are measured per operation, a constructor that precomputes included.
 */
const TABLES_AND_TREES: Case[] = [
  [
    'java: maximal square with a full DP table',
    'java',
    `class Solution {
    public int maximalSquare(char[][] matrix) {
        int rows = matrix.length, cols = matrix[0].length;
        int[][] dp = new int[rows + 1][cols + 1];
        int best = 0;
        for (int i = 1; i <= rows; i++) {
            for (int j = 1; j <= cols; j++) {
                if (matrix[i - 1][j - 1] == '1') {
                    dp[i][j] = Math.min(Math.min(dp[i - 1][j], dp[i][j - 1]), dp[i - 1][j - 1]) + 1;
                    best = Math.max(best, dp[i][j]);
                }
            }
        }
        return best * best;
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: edit distance memoised with lru_cache',
    'python',
    `from functools import lru_cache

class Solution:
    def minDistance(self, word1: str, word2: str) -> int:
        @lru_cache(maxsize=None)
        def dp(i, j):
            if i == len(word1):
                return len(word2) - j
            if j == len(word2):
                return len(word1) - i
            if word1[i] == word2[j]:
                return dp(i + 1, j + 1)
            return 1 + min(dp(i + 1, j), dp(i, j + 1), dp(i + 1, j + 1))

        return dp(0, 0)
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'go: longest common subsequence with a 2D slice',
    'go',
    `package main

func longestCommonSubsequence(text1 string, text2 string) int {
	m, n := len(text1), len(text2)
	dp := make([][]int, m+1)
	for i := range dp {
		dp[i] = make([]int, n+1)
	}
	for i := 1; i <= m; i++ {
		for j := 1; j <= n; j++ {
			if text1[i-1] == text2[j-1] {
				dp[i][j] = dp[i-1][j-1] + 1
			} else if dp[i-1][j] > dp[i][j-1] {
				dp[i][j] = dp[i-1][j]
			} else {
				dp[i][j] = dp[i][j-1]
			}
		}
	}
	return dp[m][n]
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'javascript: edit distance with two rolling rows',
    'javascript',
    `function minDistance(word1, word2) {
  const m = word1.length, n = word2.length;
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++) {
      if (word1[i - 1] === word2[j - 1]) cur[j] = prev[j - 1];
      else cur[j] = 1 + Math.min(prev[j], cur[j - 1], prev[j - 1]);
    }
    prev = cur;
  }
  return prev[n];
}
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'java: subsets by backtracking with a path list',
    'java',
    `import java.util.*;

class Solution {
    public List<List<Integer>> subsets(int[] nums) {
        List<List<Integer>> result = new ArrayList<>();
        backtrack(nums, 0, new ArrayList<>(), result);
        return result;
    }

    private void backtrack(int[] nums, int start, List<Integer> path, List<List<Integer>> result) {
        result.add(new ArrayList<>(path));
        for (int i = start; i < nums.length; i++) {
            path.add(nums[i]);
            backtrack(nums, i + 1, path, result);
            path.remove(path.size() - 1);
        }
    }
}
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'cpp: permutations with a used vector',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
    vector<vector<int>> res;
    vector<int> cur;

    void dfs(vector<int>& nums, vector<bool>& used) {
        if (cur.size() == nums.size()) {
            res.push_back(cur);
            return;
        }
        for (int i = 0; i < (int)nums.size(); i++) {
            if (used[i]) continue;
            used[i] = true;
            cur.push_back(nums[i]);
            dfs(nums, used);
            cur.pop_back();
            used[i] = false;
        }
    }

public:
    vector<vector<int>> permute(vector<int>& nums) {
        vector<bool> used(nums.size(), false);
        dfs(nums, used);
        return res;
    }
};
`,
    'O(n * n!)',
    'O(n * n!)',
  ],
  [
    'go: diameter of a binary tree with a closure',
    'go',
    `package main

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func diameterOfBinaryTree(root *TreeNode) int {
	best := 0
	var depth func(node *TreeNode) int
	depth = func(node *TreeNode) int {
		if node == nil {
			return 0
		}
		l := depth(node.Left)
		r := depth(node.Right)
		if l+r > best {
			best = l + r
		}
		if l > r {
			return l + 1
		}
		return r + 1
	}
	depth(root)
	return best
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: serialize and deserialize a binary tree in preorder',
    'python',
    `class Codec:
    def serialize(self, root):
        out = []

        def walk(node):
            if not node:
                out.append("#")
                return
            out.append(str(node.val))
            walk(node.left)
            walk(node.right)

        walk(root)
        return ",".join(out)

    def deserialize(self, data):
        values = iter(data.split(","))

        def build():
            v = next(values)
            if v == "#":
                return None
            node = TreeNode(int(v))
            node.left = build()
            node.right = build()
            return node

        return build()
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: iterative postorder with two stacks',
    'cpp',
    `#include <vector>
#include <stack>
using namespace std;

struct TreeNode {
    int val;
    TreeNode *left, *right;
};

class Solution {
public:
    vector<int> postorderTraversal(TreeNode* root) {
        vector<int> out;
        if (!root) return out;
        stack<TreeNode*> s1, s2;
        s1.push(root);
        while (!s1.empty()) {
            TreeNode* node = s1.top();
            s1.pop();
            s2.push(node);
            if (node->left) s1.push(node->left);
            if (node->right) s1.push(node->right);
        }
        while (!s2.empty()) {
            out.push_back(s2.top()->val);
            s2.pop();
        }
        return out;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: lowest common ancestor of a BST walking down',
    'typescript',
    `class TreeNode {
  val: number
  left: TreeNode | null
  right: TreeNode | null
  constructor(val = 0, left: TreeNode | null = null, right: TreeNode | null = null) {
    this.val = val
    this.left = left
    this.right = right
  }
}

function lowestCommonAncestor(root: TreeNode | null, p: TreeNode, q: TreeNode): TreeNode | null {
  let node = root
  while (node) {
    if (p.val < node.val && q.val < node.val) node = node.left
    else if (p.val > node.val && q.val > node.val) node = node.right
    else return node
  }
  return null
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: insert into a BST recursively',
    'java',
    `class TreeNode {
    int val;
    TreeNode left, right;
    TreeNode(int v) { val = v; }
}

class Solution {
    public TreeNode insertIntoBST(TreeNode root, int val) {
        if (root == null) return new TreeNode(val);
        if (val < root.val) root.left = insertIntoBST(root.left, val);
        else root.right = insertIntoBST(root.right, val);
        return root;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: LRU cache on an OrderedDict',
    'python',
    `from collections import OrderedDict

class LRUCache:
    def __init__(self, capacity: int):
        self.capacity = capacity
        self.cache = OrderedDict()

    def get(self, key: int) -> int:
        if key not in self.cache:
            return -1
        self.cache.move_to_end(key)
        return self.cache[key]

    def put(self, key: int, value: int) -> None:
        if key in self.cache:
            self.cache.move_to_end(key)
        self.cache[key] = value
        if len(self.cache) > self.capacity:
            self.cache.popitem(last=False)
`,
    'O(1)',
    'O(1)',
  ],
  [
    'java: min stack with a second stack of minimums',
    'java',
    `import java.util.*;

class MinStack {
    private final Deque<Integer> stack = new ArrayDeque<>();
    private final Deque<Integer> mins = new ArrayDeque<>();

    public void push(int val) {
        stack.push(val);
        if (mins.isEmpty() || val <= mins.peek()) mins.push(val);
    }

    public void pop() {
        int v = stack.pop();
        if (v == mins.peek()) mins.pop();
    }

    public int top() {
        return stack.peek();
    }

    public int getMin() {
        return mins.peek();
    }
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python: tree depth with a default depth argument',
    'python',
    `def max_depth(node, depth=0):
    if node is None:
        return depth
    return max(max_depth(node.left, depth + 1), max_depth(node.right, depth + 1))
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: minimum falling path sum updating rows in place',
    'cpp',
    `#include <vector>
#include <algorithm>
using namespace std;

class Solution {
public:
    int minFallingPathSum(vector<vector<int>>& matrix) {
        int n = matrix.size();
        for (int r = 1; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int best = matrix[r - 1][c];
                if (c > 0) best = min(best, matrix[r - 1][c - 1]);
                if (c + 1 < n) best = min(best, matrix[r - 1][c + 1]);
                matrix[r][c] += best;
            }
        }
        return *min_element(matrix[n - 1].begin(), matrix[n - 1].end());
    }
};
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'java: longest palindromic subsequence with an n by n table',
    'java',
    `class Solution {
    public int longestPalindromeSubseq(String s) {
        int n = s.length();
        int[][] dp = new int[n][n];
        for (int i = n - 1; i >= 0; i--) {
            dp[i][i] = 1;
            for (int j = i + 1; j < n; j++) {
                if (s.charAt(i) == s.charAt(j)) dp[i][j] = dp[i + 1][j - 1] + 2;
                else dp[i][j] = Math.max(dp[i + 1][j], dp[i][j - 1]);
            }
        }
        return dp[0][n - 1];
    }
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'python: letter case permutation by backtracking',
    'python',
    `class Solution:
    def letterCasePermutation(self, s: str):
        result = []
        chars = list(s)

        def backtrack(i):
            if i == len(chars):
                result.append("".join(chars))
                return
            backtrack(i + 1)
            if chars[i].isalpha():
                chars[i] = chars[i].swapcase()
                backtrack(i + 1)
                chars[i] = chars[i].swapcase()

        backtrack(0)
        return result
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'java: LRU cache with a hand-written doubly linked list',
    'java',
    `import java.util.*;

class LRUCache {
    private static class Node {
        int key, value;
        Node prev, next;
        Node(int k, int v) { key = k; value = v; }
    }

    private final int capacity;
    private final Map<Integer, Node> map = new HashMap<>();
    private final Node head = new Node(0, 0), tail = new Node(0, 0);

    public LRUCache(int capacity) {
        this.capacity = capacity;
        head.next = tail;
        tail.prev = head;
    }

    public int get(int key) {
        Node node = map.get(key);
        if (node == null) return -1;
        remove(node);
        addFront(node);
        return node.value;
    }

    public void put(int key, int value) {
        Node node = map.get(key);
        if (node != null) {
            node.value = value;
            remove(node);
            addFront(node);
            return;
        }
        if (map.size() == capacity) {
            Node lru = tail.prev;
            remove(lru);
            map.remove(lru.key);
        }
        node = new Node(key, value);
        map.put(key, node);
        addFront(node);
    }

    private void remove(Node node) {
        node.prev.next = node.next;
        node.next.prev = node.prev;
    }

    private void addFront(Node node) {
        node.next = head.next;
        node.prev = head;
        head.next.prev = node;
        head.next = node;
    }
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'javascript: sort numbers then map to ranks',
    'javascript',
    `function arrayRankTransform(arr) {
  const sorted = [...new Set(arr)].sort((a, b) => a - b);
  const rank = new Map();
  sorted.forEach((v, i) => rank.set(v, i + 1));
  return arr.map((v) => rank.get(v));
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: top k frequent with Counter.most_common',
    'python',
    `from collections import Counter

class Solution:
    def topKFrequent(self, nums, k):
        return [x for x, _ in Counter(nums).most_common(k)]
`,
    'O(n log k)',
    'O(n)',
  ],
  [
    'python: sorted insertion with bisect.insort in a loop',
    'python',
    `import bisect

def running_medians(nums):
    window = []
    out = []
    for x in nums:
        bisect.insort(window, x)
        out.append(window[len(window) // 2])
    return out
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'cpp: building a string with s = s + c in a loop',
    'cpp',
    `#include <string>
using namespace std;

class Solution {
public:
    string removeStars(string s) {
        string out = "";
        for (char c : s) {
            if (c == '*') out.pop_back();
            else out = out + c;
        }
        return out;
    }
};
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'javascript: reverse words with split, reverse and join',
    'javascript',
    `var reverseWords = function (s) {
  return s.trim().split(/\\s+/).reverse().join(' ');
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: HashMap merge counting words then a sort by count',
    'java',
    `import java.util.*;

class Solution {
    public List<String> topKFrequent(String[] words, int k) {
        Map<String, Integer> count = new HashMap<>();
        for (String w : words) count.merge(w, 1, Integer::sum);
        List<String> keys = new ArrayList<>(count.keySet());
        keys.sort((a, b) -> count.get(a).equals(count.get(b)) ? a.compareTo(b) : count.get(b) - count.get(a));
        return keys.subList(0, k);
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: StringBuilder reverse per word',
    'java',
    `class Solution {
    public String reverseWords(String s) {
        String[] words = s.split(" ");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < words.length; i++) {
            if (i > 0) sb.append(' ');
            sb.append(new StringBuilder(words[i]).reverse());
        }
        return sb.toString();
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: set intersection of two lists',
    'python',
    `class Solution:
    def intersection(self, nums1, nums2):
        return list(set(nums1) & set(nums2))
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'cpp: two sum with unordered_map::count and early return',
    'cpp',
    `#include <vector>
#include <unordered_map>
using namespace std;

class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> seen;
        for (int i = 0; i < (int)nums.size(); ++i) {
            if (seen.count(target - nums[i])) return {seen[target - nums[i]], i};
            seen[nums[i]] = i;
        }
        return {};
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: climbing stairs with a memo object and default parameter',
    'javascript',
    `const climbStairs = (n, memo = {}) => {
  if (n <= 2) return n;
  if (memo[n] !== undefined) return memo[n];
  memo[n] = climbStairs(n - 1, memo) + climbStairs(n - 2, memo);
  return memo[n];
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: binary tree level order with a slice queue',
    'go',
    `package main

type TreeNode struct {
	Val         int
	Left, Right *TreeNode
}

func levelOrder(root *TreeNode) [][]int {
	var res [][]int
	if root == nil {
		return res
	}
	queue := []*TreeNode{root}
	for len(queue) > 0 {
		size := len(queue)
		level := make([]int, 0, size)
		for i := 0; i < size; i++ {
			node := queue[0]
			queue = queue[1:]
			level = append(level, node.Val)
			if node.Left != nil {
				queue = append(queue, node.Left)
			}
			if node.Right != nil {
				queue = append(queue, node.Right)
			}
		}
		res = append(res, level)
	}
	return res
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: iterative inorder with a Deque',
    'java',
    `import java.util.*;

class TreeNode {
    int val;
    TreeNode left, right;
}

class Solution {
    public List<Integer> inorderTraversal(TreeNode root) {
        List<Integer> out = new ArrayList<>();
        Deque<TreeNode> stack = new ArrayDeque<>();
        TreeNode cur = root;
        while (cur != null || !stack.isEmpty()) {
            while (cur != null) {
                stack.push(cur);
                cur = cur.left;
            }
            cur = stack.pop();
            out.add(cur.val);
            cur = cur.right;
        }
        return out;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: reverse an integer digit by digit',
    'python',
    `class Solution:
    def reverse(self, x: int) -> int:
        sign = -1 if x < 0 else 1
        x = abs(x)
        rev = 0
        while x:
            rev = rev * 10 + x % 10
            x //= 10
        rev *= sign
        return rev if -2**31 <= rev <= 2**31 - 1 else 0
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'cpp: rotate image in place by transpose and reverse',
    'cpp',
    `#include <vector>
#include <algorithm>
using namespace std;

class Solution {
public:
    void rotate(vector<vector<int>>& matrix) {
        int n = matrix.size();
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                swap(matrix[i][j], matrix[j][i]);
        for (auto& row : matrix) reverse(row.begin(), row.end());
    }
};
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'javascript: add two numbers as linked lists',
    'javascript',
    `function ListNode(val, next) {
  this.val = val === undefined ? 0 : val;
  this.next = next === undefined ? null : next;
}

var addTwoNumbers = function (l1, l2) {
  const dummy = new ListNode(0);
  let tail = dummy;
  let carry = 0;
  while (l1 || l2 || carry) {
    const sum = (l1 ? l1.val : 0) + (l2 ? l2.val : 0) + carry;
    carry = Math.floor(sum / 10);
    tail.next = new ListNode(sum % 10);
    tail = tail.next;
    if (l1) l1 = l1.next;
    if (l2) l2 = l2.next;
  }
  return dummy.next;
};
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'go: valid anagram with a fixed count array',
    'go',
    `package main

func isAnagram(s string, t string) bool {
	if len(s) != len(t) {
		return false
	}
	var count [26]int
	for i := 0; i < len(s); i++ {
		count[s[i]-'a']++
		count[t[i]-'a']--
	}
	for _, c := range count {
		if c != 0 {
			return false
		}
	}
	return true
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: set matrix zeroes with marker sets',
    'java',
    `import java.util.*;

class Solution {
    public void setZeroes(int[][] matrix) {
        Set<Integer> rows = new HashSet<>(), cols = new HashSet<>();
        for (int i = 0; i < matrix.length; i++)
            for (int j = 0; j < matrix[0].length; j++)
                if (matrix[i][j] == 0) {
                    rows.add(i);
                    cols.add(j);
                }
        for (int i = 0; i < matrix.length; i++)
            for (int j = 0; j < matrix[0].length; j++)
                if (rows.contains(i) || cols.contains(j)) matrix[i][j] = 0;
    }
}
`,
    'O(m * n)',
    'O(m + n)',
  ],
  [
    'python: maximum depth of an n-ary tree with recursion over children',
    'python',
    `class Solution:
    def maxDepth(self, root):
        if root is None:
            return 0
        if not root.children:
            return 1
        return 1 + max(self.maxDepth(child) for child in root.children)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: binary search on a rotated array with early return',
    'javascript',
    `var search = function (nums, target) {
  let lo = 0, hi = nums.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (nums[mid] === target) return mid;
    if (nums[lo] <= nums[mid]) {
      if (nums[lo] <= target && target < nums[mid]) hi = mid - 1;
      else lo = mid + 1;
    } else {
      if (nums[mid] < target && target <= nums[hi]) lo = mid + 1;
      else hi = mid - 1;
    }
  }
  return -1;
};
`,
    'O(log n)',
    'O(1)',
  ],
]

describe('DP tables, backtracking, linked lists, trees and design classes', () => {
  it.each(TABLES_AND_TREES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
