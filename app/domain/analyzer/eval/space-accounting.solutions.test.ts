import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * What space counts: copies made by slicing, sorting a copy (not the input in place), builders and output
 * strings, recursion depth (log n when halving indices, n when re-slicing or on a skewed tree), and two
 * inputs proven equally long by an opening guard sharing one size.
 */
const SPACE_ACCOUNTING: Case[] = [
  [
    'python: palindrome check against a reversed copy',
    'python',
    `class Solution:
    def isPalindrome(self, s: str) -> bool:
        cleaned = ''.join(ch.lower() for ch in s if ch.isalnum())
        return cleaned == cleaned[::-1]
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: valid anagram by sorting two char arrays',
    'java',
    `class Solution {
    public boolean isAnagram(String s, String t) {
        if (s.length() != t.length()) return false;
        char[] a = s.toCharArray();
        char[] b = t.toCharArray();
        Arrays.sort(a);
        Arrays.sort(b);
        return Arrays.equals(a, b);
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'go: minimum difference after sort.Ints in place',
    'go',
    `package main

import "sort"

func minimumAbsDifference(arr []int) [][]int {
	sort.Ints(arr)
	best := arr[1] - arr[0]
	for i := 2; i < len(arr); i++ {
		if d := arr[i] - arr[i-1]; d < best {
			best = d
		}
	}
	var res [][]int
	for i := 1; i < len(arr); i++ {
		if arr[i]-arr[i-1] == best {
			res = append(res, []int{arr[i-1], arr[i]})
		}
	}
	return res
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript: median of a sorted copy',
    'javascript',
    `function median(nums) {
  const sorted = nums.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'cpp: reverse words on a copy with std::reverse',
    'cpp',
    `class Solution {
public:
    string reverseWords(string s) {
        string t = s;
        reverse(t.begin(), t.end());
        int n = t.size(), write = 0;
        for (int i = 0; i < n; i++) {
            if (t[i] == ' ') continue;
            if (write) t[write++] = ' ';
            int j = i;
            while (j < n && t[j] != ' ') t[write++] = t[j++];
            reverse(t.begin() + write - (j - i), t.begin() + write);
            i = j;
        }
        t.resize(write);
        return t;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: recursive sum over re-slices that share the array',
    'go',
    `package main

func total(nums []int) int {
	if len(nums) == 0 {
		return 0
	}
	return nums[0] + total(nums[1:])
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: recursive maximum over slice(1) copies',
    'javascript',
    `function maxOf(arr) {
  if (arr.length === 1) return arr[0];
  const rest = maxOf(arr.slice(1));
  return arr[0] > rest ? arr[0] : rest;
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'java: rotate a square matrix in place layer by layer',
    'java',
    `class Solution {
    public void rotate(int[][] matrix) {
        int n = matrix.length;
        for (int layer = 0; layer < n / 2; layer++) {
            int first = layer, last = n - 1 - layer;
            for (int i = first; i < last; i++) {
                int offset = i - first;
                int top = matrix[first][i];
                matrix[first][i] = matrix[last - offset][first];
                matrix[last - offset][first] = matrix[last][last - offset];
                matrix[last][last - offset] = matrix[i][last];
                matrix[i][last] = top;
            }
        }
    }
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'python: recursive binary search on indices',
    'python',
    `class Solution:
    def search(self, nums: List[int], target: int) -> int:
        def go(lo, hi):
            if lo > hi:
                return -1
            mid = (lo + hi) // 2
            if nums[mid] == target:
                return mid
            if nums[mid] < target:
                return go(mid + 1, hi)
            return go(lo, mid - 1)

        return go(0, len(nums) - 1)
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'cpp: merge sort with a temporary vector per merge',
    'cpp',
    `class Solution {
    void mergeSort(vector<int>& a, int lo, int hi) {
        if (hi - lo < 1) return;
        int mid = lo + (hi - lo) / 2;
        mergeSort(a, lo, mid);
        mergeSort(a, mid + 1, hi);
        vector<int> tmp;
        tmp.reserve(hi - lo + 1);
        int i = lo, j = mid + 1;
        while (i <= mid && j <= hi) tmp.push_back(a[i] <= a[j] ? a[i++] : a[j++]);
        while (i <= mid) tmp.push_back(a[i++]);
        while (j <= hi) tmp.push_back(a[j++]);
        for (int k = 0; k < (int)tmp.size(); k++) a[lo + k] = tmp[k];
    }
public:
    vector<int> sortArray(vector<int>& nums) {
        mergeSort(nums, 0, nums.size() - 1);
        return nums;
    }
};
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'typescript: reverse a string with a character array and two pointers',
    'typescript',
    `export function reverseString(s: string[]): void {
  let i = 0
  let j = s.length - 1
  while (i < j) {
    const t = s[i]
    s[i] = s[j]
    s[j] = t
    i++
    j--
  }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: build the answer with a StringBuilder in a loop',
    'java',
    `class Solution {
    public String mergeAlternately(String word1, String word2) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < word1.length() || i < word2.length()) {
            if (i < word1.length()) sb.append(word1.charAt(i));
            if (i < word2.length()) sb.append(word2.charAt(i));
            i++;
        }
        return sb.toString();
    }
}
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'python: reverse the words with split and reversed join',
    'python',
    `class Solution:
    def reverseWords(self, s: str) -> str:
        return " ".join(reversed(s.split()))
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: quickselect for the kth largest, iterative and in place',
    'go',
    `package main

func findKthLargest(nums []int, k int) int {
	target := len(nums) - k
	lo, hi := 0, len(nums)-1
	for lo < hi {
		pivot := nums[hi]
		p := lo
		for i := lo; i < hi; i++ {
			if nums[i] < pivot {
				nums[i], nums[p] = nums[p], nums[i]
				p++
			}
		}
		nums[p], nums[hi] = nums[hi], nums[p]
		if p == target {
			break
		} else if p < target {
			lo = p + 1
		} else {
			hi = p - 1
		}
	}
	return nums[target]
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'python: BFS over a grid with a set of visited tuples',
    'python',
    `from collections import deque

class Solution:
    def nearestExit(self, maze: List[List[str]], entrance: List[int]) -> int:
        rows, cols = len(maze), len(maze[0])
        start = (entrance[0], entrance[1])
        seen = {start}
        q = deque([(start[0], start[1], 0)])
        while q:
            r, c, d = q.popleft()
            if (r, c) != start and (r in (0, rows - 1) or c in (0, cols - 1)):
                return d
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                nr, nc = r + dr, c + dc
                if 0 <= nr < rows and 0 <= nc < cols and maze[nr][nc] == '.' and (nr, nc) not in seen:
                    seen.add((nr, nc))
                    q.append((nr, nc, d + 1))
        return -1
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'javascript: maximum depth with recursion on a balanced or skewed tree',
    'javascript',
    `const maxDepth = (root) => (root ? 1 + Math.max(maxDepth(root.left), maxDepth(root.right)) : 0);
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: copy of the input before sorting it',
    'java',
    `class Solution {
    public int[] sortedSquares(int[] nums) {
        int[] out = new int[nums.length];
        for (int i = 0; i < nums.length; i++) out[i] = nums[i] * nums[i];
        Arrays.sort(out);
        return out;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
]

describe('space: copies, sorting, builders and recursion depth', () => {
  it.each(SPACE_ACCOUNTING)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
