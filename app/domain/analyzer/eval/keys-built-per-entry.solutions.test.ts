import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A map whose keys are strings built in the code (a row described as a string) holds each key as well as
 * its value: m keys of n characters are O(m * n). A key taken from the input (a word counted) is a
 * reference to it and adds nothing.
 */
const CASES: Case[] = [
  [
    'javascript: Map.set with a key joined from a row',
    'javascript',
    `/**
 * @param {number[][]} matrix
 * @return {number}
 */
var maxEqualRowsAfterFlips = function (matrix) {
  // Two rows can be made all-equal together iff one equals the other or its complement.
  // Describe each row relative to its first cell so both land on the same key.
  const groups = new Map();
  let best = 0;
  for (const row of matrix) {
    const [first] = row;
    const key = row.map((v) => (v === first ? "s" : "d")).join("");
    const size = (groups.get(key) ?? 0) + 1;
    groups.set(key, size);
    best = Math.max(best, size);
  }
  return best;
};

`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: merge with a key from a StringBuilder',
    'java',
    `import java.util.*;

class Solution {
    public int maxEqualRowsAfterFlips(int[][] matrix) {
        Map<String, Integer> groups = new HashMap<>();
        int best = 0;
        for (int[] row : matrix) {
            StringBuilder sb = new StringBuilder();
            for (int v : row) sb.append(v == row[0] ? 'a' : 'b');
            String key = sb.toString();
            groups.merge(key, 1, Integer::sum);
            best = Math.max(best, groups.get(key));
        }
        return best;
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: Counter cell bumped under a joined key',
    'python',
    `from collections import Counter

class Solution:
    def maxEqualRowsAfterFlips(self, matrix):
        groups = Counter()
        for row in matrix:
            key = "".join("s" if v == row[0] else "d" for v in row)
            groups[key] += 1
        return max(groups.values())
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'cpp: map cell bumped under a string built with +=',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int maxEqualRowsAfterFlips(vector<vector<int>>& matrix) {
        unordered_map<string, int> groups;
        int best = 0;
        for (auto& row : matrix) {
            string key;
            for (int v : row) key += (v == row[0]) ? 's' : 'd';
            best = max(best, ++groups[key]);
        }
        return best;
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'go: words from the input counted by reference',
    'go',
    `package main

func mostCommon(words []string) string {
	counts := map[string]int{}
	best := ""
	for _, w := range words {
		counts[w]++
		if counts[w] > counts[best] {
			best = w
		}
	}
	return best
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('Map keys built per entry', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
