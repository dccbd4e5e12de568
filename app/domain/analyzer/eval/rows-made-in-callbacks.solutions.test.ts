import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `xs.map((x, i) => { const row = new Array(n).fill(0); ...; return row })`: a callback with a body that
 * makes a fresh row and returns it builds one row per element, a table, as the one-line
 * `() => new Array(n).fill(0)` does. A row made from the element (`(row) => row.slice()`) is sized from it.
 */
const CASES: Case[] = [
  [
    'javascript: stone game table, piles.map returning a fresh row',
    'javascript',
    `/**
 * @param {number[]} piles
 * @return {boolean}
 */
const stoneGame = (piles) => {
  const n = piles.length
  // lead[lo][hi]: best margin the player to move can secure on piles[lo..hi]
  const lead = piles.map((pile, lo) => {
    const row = new Array(n).fill(0)
    row[lo] = pile
    return row
  })

  for (let lo = n - 2; lo >= 0; lo--) {
    for (let hi = lo + 1; hi < n; hi++) {
      lead[lo][hi] = Math.max(
        piles[lo] - lead[lo + 1][hi],
        piles[hi] - lead[lo][hi - 1],
      )
    }
  }
  return lead[0][n - 1] > 0
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'typescript: LCS table from a spread string mapped to fresh rows',
    'typescript',
    `export function longestCommonSubsequence(text1: string, text2: string): number {
  const m = text1.length
  const n = text2.length
  const dp: number[][] = [...text1, ''].map(() => {
    const row: number[] = new Array(n + 1).fill(0)
    return row
  })
  for (let i = m - 1; i >= 0; i--) {
    for (let j = n - 1; j >= 0; j--) {
      dp[i][j] = text1[i] === text2[j] ? 1 + dp[i + 1][j + 1] : Math.max(dp[i + 1][j], dp[i][j + 1])
    }
  }
  return dp[0][0]
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'javascript: rows copied from the element keep their own length',
    'javascript',
    `/**
 * @param {number[][]} grid
 * @return {number[][]}
 */
var copyRows = function (grid) {
  return grid.map((row) => row.slice())
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

describe('rows made by a callback with a body', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
