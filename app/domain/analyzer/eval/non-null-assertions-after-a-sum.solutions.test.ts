import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * TypeScript's grammar reads `dp[i - 1]![j]! + dp[i]![j - 1]!` as `(dp[i - 1]![j]! + dp[i])![j - 1]!`: the index
 * after a non-null assertion takes the whole sum before it, which then reads as a row added to a number, a
 * copy of the row. The index and the field belong to the sum's last operand. The control is the same
 * prefix sums in JavaScript, which has no assertions.
 */
const CASES: Case[] = [
  [
    'typescript: grid paths summed from the cells above and to the left',
    'typescript',
    `export function uniquePathsWithObstacles(obstacleGrid: number[][]): number {
  const m = obstacleGrid.length;
  const n = obstacleGrid[0]!.length;
  const dp: number[][] = Array.from({ length: m }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < n; j++) {
      if (obstacleGrid[i]![j] === 1) continue;
      if (i === 0 && j === 0) dp[i]![j] = 1;
      else if (i === 0) dp[i]![j] = dp[i]![j - 1]!;
      else if (j === 0) dp[i]![j] = dp[i - 1]![j]!;
      else dp[i]![j] = dp[i - 1]![j]! + dp[i]![j - 1]!;
    }
  }
  return dp[m - 1]![n - 1]!;
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'typescript: 2-D prefix sums over four neighbouring cells',
    'typescript',
    `export class NumMatrix {
  private pre: number[][];

  constructor(matrix: number[][]) {
    const m = matrix.length;
    const n = matrix[0]!.length;
    this.pre = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(0));
    for (let i = 1; i <= m; i++) {
      for (let j = 1; j <= n; j++) {
        this.pre[i]![j] = matrix[i - 1]![j - 1]! + this.pre[i - 1]![j]! + this.pre[i]![j - 1]! - this.pre[i - 1]![j - 1]!;
      }
    }
  }

  sumRegion(row1: number, col1: number, row2: number, col2: number): number {
    const p = this.pre;
    return p[row2 + 1]![col2 + 1]! - p[row1]![col2 + 1]! - p[row2 + 1]![col1]! + p[row1]![col1]!;
  }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    "typescript: a word's length added to a running width",
    'typescript',
    `// Longest line of words that fit in a width, counting a space between words.
export function wordsThatFit(words: string[], width: number): number {
  let best = 0;
  for (let i = 0; i < words.length; i++) {
    let used = words[i]!.length;
    let j = i + 1;
    while (j < words.length && used + 1 + words[j]!.length <= width) {
      used += 1 + words[j]!.length;
      j++;
    }
    best = Math.max(best, j - i);
  }
  return best;
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'javascript (control): the same prefix sums without assertions',
    'javascript',
    `class NumMatrix {
  

  constructor(matrix) {
    const m = matrix.length;
    const n = matrix[0].length;
    this.pre = Array.from({ length: m + 1 }, () => new Array(n + 1).fill(0));
    for (let i = 1; i <= m; i++) {
      for (let j = 1; j <= n; j++) {
        this.pre[i][j] = matrix[i - 1][j - 1] + this.pre[i - 1][j] + this.pre[i][j - 1] - this.pre[i - 1][j - 1];
      }
    }
  }

  sumRegion(row1, col1, row2, col2) {
    const p = this.pre;
    return p[row2 + 1][col2 + 1] - p[row1][col2 + 1] - p[row2 + 1][col1] + p[row1][col1];
  }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

describe('non-null assertions after a sum', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
