import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Work bounded by cells used up once: a group flushed from where the last one ended (`for j in
 * range(start, i + 1)` then `start = i + 1`), a loop that marks the cell it stops at on every pass and ends
 * at a marked one, and pushes let through only while a cell still holds its unset mark (`comp[v] == -1`).
 */
const GROUPS_AND_MARKS: Case[] = [
  [
    'python: each closed chunk filled from where the previous one ended',
    'python',
    `class Solution:
    def chunkMaxima(self, arr):
        out = [0] * len(arr)
        start, best = 0, 0
        for i, x in enumerate(arr):
            best = max(best, x)
            if best == i:
                for j in range(start, i + 1):
                    out[j] = best
                start = i + 1
        return out
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: components closed by a suffix minimum, written back cell by cell',
    'go',
    `package main

func closeGroups(nums []int) []int {
	n := len(nums)
	suffix := make([]int, n+1)
	suffix[n] = 1 << 30
	for i := n - 1; i >= 0; i-- {
		suffix[i] = min(suffix[i+1], nums[i])
	}
	ans := make([]int, n)
	start, best := 0, 0
	for i, v := range nums {
		best = max(best, v)
		if best <= suffix[i+1] {
			for j := start; j <= i; j++ {
				ans[j] = best
			}
			start, best = i+1, 0
		}
	}
	return ans
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: a ball passed around a circle until it reaches a friend who had it',
    'java',
    `class Solution {
    public int countReached(int n, int k) {
        boolean[] had = new boolean[n];
        int at = 0, reached = 0;
        for (int turn = 1; !had[at]; turn++) {
            had[at] = true;
            reached++;
            at = (at + turn * k) % n;
        }
        return reached;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: the vertices reached from one source, each added while its distance is unset',
    'java',
    `import java.util.*;

class Solution {
    public List<Integer> reached(int[][] matrix, int source) {
        int n = matrix.length;
        int[] dist = new int[n];
        Arrays.fill(dist, -1);
        dist[source] = 0;
        List<Integer> order = new ArrayList<>();
        order.add(source);
        for (int head = 0; head < n; head++) {
            for (int v = 0; v < n; v++) {
                if (matrix[head][v] == 1 && dist[v] == -1) {
                    dist[v] = dist[head] + 1;
                    order.add(v);
                }
            }
        }
        return order;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'python: a window whose right end is raised to the left end when it falls behind',
    'python',
    `class Solution:
    def widest(self, angles):
        best = 0
        right = 0
        for left in range(len(angles)):
            if right < left:
                right = left
            while right < len(angles) and angles[right] - angles[left] <= 90:
                right += 1
            best = max(best, right - left)
        return best
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: the same window with the raise written as a guarded assignment',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    int widest(vector<int>& a) {
        int best = 0;
        size_t right = 0;
        for (size_t left = 0; left < a.size(); ++left) {
            if (right < left) right = left;
            while (right < a.size() && a[right] - a[left] <= 5) ++right;
            best = max(best, (int)(right - left));
        }
        return best;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
]

describe('groups flushed once and cells marked once', () => {
  it.each(GROUPS_AND_MARKS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
