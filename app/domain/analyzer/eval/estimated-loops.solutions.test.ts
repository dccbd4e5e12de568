import { describe, expect, it } from 'vitest'
import { analysed } from '../test-support'

type Case = [title: string, language: string, code: string, time: string]

/**
 * A while loop the analyser does not otherwise understand, whose condition compares one of the loop's own
 * variables with a size (`while (k < result.size())` with `result[k++] = ...` in the body), is estimated
 * as one pass over that size: an answer of low confidence, said to be an estimate, rather than none. An
 * opaque condition (`while (x.ok())`) stays undetermined.
 */
const CASES: Case[] = [
  [
    'cpp: a diagonal walk that writes result[k++] until the output is full',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    vector<int> findDiagonalOrder(vector<vector<int>>& mat) {
        const int rows = mat.size();
        const int cols = mat[0].size();
        vector<int> result(rows * cols);
        int r = 0, c = 0, dr = -1, dc = 1;
        size_t k = 0;
        while (k < result.size()) {
            result[k++] = mat[r][c];
            int nr = r + dr, nc = c + dc;
            if (nr >= 0 && nr < rows && nc >= 0 && nc < cols) {
                r = nr;
                c = nc;
                continue;
            }
            if (dr < 0) {
                if (c + 1 < cols) c++; else r++;
            } else {
                if (r + 1 < rows) r++; else c++;
            }
            dr = -dr;
            dc = -dc;
        }
        return result;
    }
};
`,
    'O(m * n)',
  ],
  [
    'javascript: the same walk with a direction flag',
    'javascript',
    `function findDiagonalOrder(mat) {
  const rows = mat.length
  const cols = mat[0].length
  const result = new Array(rows * cols)
  let r = 0
  let c = 0
  let up = true
  let k = 0
  while (k < result.length) {
    result[k++] = mat[r][c]
    if (up) {
      if (c === cols - 1) { r++; up = false }
      else if (r === 0) { c++; up = false }
      else { r--; c++ }
    } else {
      if (r === rows - 1) { c++; up = true }
      else if (c === 0) { r++; up = true }
      else { r++; c-- }
    }
  }
  return result
}
`,
    'O(m * n)',
  ],
  [
    'java: the same walk over an int[][]',
    'java',
    `class Solution {
    public int[] findDiagonalOrder(int[][] mat) {
        int rows = mat.length, cols = mat[0].length;
        int[] result = new int[rows * cols];
        int r = 0, c = 0, k = 0;
        boolean up = true;
        while (k < result.length) {
            result[k++] = mat[r][c];
            if (up) {
                if (c == cols - 1) { r++; up = false; }
                else if (r == 0) { c++; up = false; }
                else { r--; c++; }
            } else {
                if (r == rows - 1) { c++; up = true; }
                else if (c == 0) { r++; up = true; }
                else { r++; c--; }
            }
        }
        return result;
    }
}
`,
    'O(m * n)',
  ],
]

describe('loops estimated from the size they test', () => {
  it.each(CASES)('%s', async (_title, language, code, time) => {
    const report = await analysed(language, code)
    expect(report.time.bigO).toBe(time)
    expect(report.time.confidence).toBe('low')
    expect(report.time.explanation).toContain('estimated as one pass over the size it tests')
  })

  it('leaves a loop with an opaque condition undetermined', async () => {
    const report = await analysed(
      'typescript',
      `export function drift(x: any): any {
  while (x.ok()) x = x.advance()
  return x
}
`,
    )
    expect(report.time.bigO).toBe('could not determine')
  })
})
