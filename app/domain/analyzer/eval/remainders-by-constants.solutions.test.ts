import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A remainder by a constant is below that constant, whatever the number divided: rotating a square matrix
 * `k % 4` times is at most three rotations, O(n²) and not O(n² · k).
 */
const CASES: Case[] = [
  [
    'range(k % 4) rotations (Python)',
    'python',
    `class Solution:
    def rotateTimes(self, matrix: list[list[int]], k: int) -> None:
        n = len(matrix)
        for _ in range(k % 4):
            for i in range(n):
                for j in range(i + 1, n):
                    matrix[i][j], matrix[j][i] = matrix[j][i], matrix[i][j]
            for row in matrix:
                row.reverse()
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'turns = k % 4 counted up (Java)',
    'java',
    `class Solution {
    public void rotateTimes(int[][] matrix, int k) {
        int n = matrix.length;
        int turns = k % 4;
        for (int t = 0; t < turns; t++) {
            for (int i = 0; i < n; i++)
                for (int j = i + 1; j < n; j++) {
                    int tmp = matrix[i][j];
                    matrix[i][j] = matrix[j][i];
                    matrix[j][i] = tmp;
                }
            for (int[] row : matrix)
                for (int l = 0, r = n - 1; l < r; l++, r--) {
                    int tmp = row[l];
                    row[l] = row[r];
                    row[r] = tmp;
                }
        }
    }
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'turns-- > 0 from k % 4 (JavaScript)',
    'javascript',
    `function rotateTimes(matrix, k) {
  const n = matrix.length
  let turns = k % 4
  while (turns-- > 0) {
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) [matrix[i][j], matrix[j][i]] = [matrix[j][i], matrix[i][j]]
    matrix.forEach((row) => row.reverse())
  }
}
`,
    'O(n^2)',
    'O(1)',
  ],
]

describe('remainders by a constant', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
