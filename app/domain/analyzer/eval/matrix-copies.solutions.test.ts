import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A copy of a matrix keeps its rows, however it is made (`vector<vector<int>> c(m.begin(), m.end())`,
 * `[row[:] for row in m]`, `m.map((row) => [...row])`): walking the copy's rows walks every cell, and the
 * copy holds them all.
 */
const CASES: Case[] = [
  [
    'cpp: a square matrix copied through its iterators, then walked row by row',
    'cpp',
    `#include <vector>
using namespace std;
class Solution {
public:
    void rotate(vector<vector<int>>& matrix) {
        const vector<vector<int>> snapshot(matrix.begin(), matrix.end());
        int row = 0;
        for (const vector<int>& line : snapshot) {
            int col = 0;
            for (int value : line) {
                matrix[col][matrix.size() - 1 - row] = value;
                ++col;
            }
            ++row;
        }
    }
};
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'cpp: a grid copied through its iterators keeps its m rows of n',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    int countEqualRows(vector<vector<int>>& grid) {
        vector<vector<int>> rows(grid.begin(), grid.end());
        int same = 0;
        for (const vector<int>& row : rows) {
            bool all = true;
            for (int v : row) all = all && v == row[0];
            if (all) same++;
        }
        return same;
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: each row copied by a slice in a comprehension',
    'python',
    `from typing import List

class Solution:
    def rotate(self, matrix: List[List[int]]) -> None:
        snapshot = [row[:] for row in matrix]
        n = len(matrix)
        for i, line in enumerate(snapshot):
            for j, value in enumerate(line):
                matrix[j][n - 1 - i] = value
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'javascript: each row spread into a new array',
    'javascript',
    `function rotate(matrix) {
  const snapshot = matrix.map((row) => [...row])
  const n = matrix.length
  snapshot.forEach((line, i) => {
    line.forEach((value, j) => {
      matrix[j][n - 1 - i] = value
    })
  })
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
]

describe('copies of a matrix', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
