import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A segment tree that adds to a node's count where the range covers it and recurses in the `else`
 * branch (`if (l <= lo && hi <= r) cnt[node] += d; else { mark(left); mark(right) }`) stops there as a
 * query's early return does: O(log n) nodes per update. Adding to a cell (`cnt[node] += d`) is a count
 * kept per node, not a mark that the node was visited. Java's `treeSet.lower(x)` is a tree search, not
 * Python's `s.lower()`.
 */
const CASES: Case[] = [
  [
    'python: painted cells after each stroke, a cover count per node',
    'python',
    `from typing import List

class Solution:
    def coveredAfterEach(self, n: int, paints: List[List[int]]) -> List[int]:
        # paints[i] = [l, r]: paint cells l..r; report how many cells are painted after each stroke
        hits = [0] * (4 * n)
        painted = [0] * (4 * n)

        def add(node, lo, hi, l, r):
            if r < lo or hi < l:
                return
            if l <= lo and hi <= r:
                hits[node] += 1
            else:
                mid = (lo + hi) // 2
                add(2 * node, lo, mid, l, r)
                add(2 * node + 1, mid + 1, hi, l, r)
            if hits[node] > 0:
                painted[node] = hi - lo + 1
            elif lo == hi:
                painted[node] = 0
            else:
                painted[node] = painted[2 * node] + painted[2 * node + 1]

        out = []
        for l, r in paints:
            add(1, 0, n - 1, l, r)
            out.append(painted[1])
        return out
`,
    'O(m log n + n)',
    'O(m + n)',
  ],
  [
    'cpp: covered length after each toggle, counts in a vector field',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
    vector<int> cnt, covered;
    int size = 0;
    void mark(int node, int lo, int hi, int l, int r, int d) {
        if (r < lo || hi < l) return;
        if (l <= lo && hi <= r) {
            cnt[node] += d;
        } else {
            int mid = (lo + hi) / 2;
            mark(node * 2, lo, mid, l, r, d);
            mark(node * 2 + 1, mid + 1, hi, l, r, d);
        }
        if (cnt[node] > 0) covered[node] = hi - lo + 1;
        else if (lo == hi) covered[node] = 0;
        else covered[node] = covered[node * 2] + covered[node * 2 + 1];
    }
public:
    vector<int> afterEachToggle(int n, vector<vector<int>>& ops) {
        size = n;
        cnt.assign(4 * n, 0);
        covered.assign(4 * n, 0);
        vector<int> res;
        for (auto& op : ops) {
            mark(1, 0, n - 1, op[0], op[1], op[2]);
            res.push_back(covered[1]);
        }
        return res;
    }
};
`,
    'O(m log n + n)',
    'O(m + n)',
  ],
  [
    'go: a cover tree struct with a method that recurses in its else branch',
    'go',
    `package main

type coverTree struct {
	count []int
	width []int
}

func (t *coverTree) add(node, lo, hi, l, r, d int) {
	if r < lo || hi < l {
		return
	}
	if l <= lo && hi <= r {
		t.count[node] += d
	} else {
		mid := (lo + hi) / 2
		t.add(2*node, lo, mid, l, r, d)
		t.add(2*node+1, mid+1, hi, l, r, d)
	}
	if t.count[node] > 0 {
		t.width[node] = hi - lo + 1
	} else if lo == hi {
		t.width[node] = 0
	} else {
		t.width[node] = t.width[2*node] + t.width[2*node+1]
	}
}

func coveredAfter(n int, strokes [][]int) []int {
	t := &coverTree{count: make([]int, 4*n), width: make([]int, 4*n)}
	out := make([]int, 0, len(strokes))
	for _, s := range strokes {
		t.add(1, 0, n-1, s[0], s[1], 1)
		out = append(out, t.width[1])
	}
	return out
}
`,
    'O(m log n + n)',
    'O(m + n)',
  ],
  [
    'java: the largest earlier value below each, found with TreeSet.lower',
    'java',
    `import java.util.*;

class Solution {
    public int[] closestBelow(int[] nums) {
        // for each value, the largest earlier value below it, or -1
        TreeSet<Integer> seen = new TreeSet<>();
        int[] out = new int[nums.length];
        for (int i = 0; i < nums.length; i++) {
            Integer below = seen.lower(nums[i]);
            out[i] = below == null ? -1 : below;
            seen.add(nums[i]);
        }
        return out;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
]

describe('range updates that stop in a branch, and TreeSet.lower', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
