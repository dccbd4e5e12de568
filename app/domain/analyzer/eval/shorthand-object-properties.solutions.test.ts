import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `Array.from({ length }, ...)`: a shorthand property is the pair `length: length`, so the array is as long as
 * the name says. Before, the shorthand was read as a key without a value and the array had no length. A
 * literal length (the control) stays a fixed size.
 */
const CASES: Case[] = [
  [
    "typescript: a snapshot array's history per index, made from the constructor's length",
    'typescript',
    `export class SnapshotArray {
  private versions: Array<Array<[number, number]>>;
  private current = 0;

  constructor(length: number) {
    this.versions = Array.from({ length }, () => [[0, 0]] as Array<[number, number]>);
  }

  set(index: number, val: number): void {
    this.versions[index]!.push([this.current, val]);
  }

  snap(): number {
    return this.current++;
  }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: a square DP table made from a local named length',
    'javascript',
    `var longestPalindromeSubseq = function (s) {
  const length = s.length;
  const dp = Array.from({ length }, () => new Array(length).fill(0));
  for (let i = length - 1; i >= 0; i--) {
    dp[i][i] = 1;
    for (let j = i + 1; j < length; j++) {
      dp[i][j] = s[i] === s[j] ? dp[i + 1][j - 1] + 2 : Math.max(dp[i + 1][j], dp[i][j - 1]);
    }
  }
  return dp[0][length - 1];
};
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'typescript (control): twenty-six counters',
    'typescript',
    `export function letterCounts(s: string): number[] {
  const counts: number[] = Array.from({ length: 26 }, () => 0);
  for (const ch of s) counts[ch.charCodeAt(0) - 97]!++;
  return counts;
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('shorthand object properties', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
