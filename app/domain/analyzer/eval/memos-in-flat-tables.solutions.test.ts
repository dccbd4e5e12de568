import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `memo = new Int32Array(n * 26 * 26)` read at `memo[(i * 26 + a) * 26 + b] ?? -1`: a memo flattened into
 * one array, read with a default. When no comparison bounds the parameters its key is made of, the table
 * it allocated holds no more states than it has cells.
 */
const FLAT_MEMOS: Case[] = [
  [
    'typescript: two cursors over the alphabet, the memo one flat typed array',
    'typescript',
    `export function fewestMoves(word: string): number {
  const n = word.length;
  const letters: number[] = [];
  for (const ch of word) letters.push(ch.charCodeAt(0) - 97);
  const memo = new Int32Array(n * 26 * 26).fill(-1);
  const solve = (i: number, a: number, b: number): number => {
    if (i === n) return 0;
    const key = (i * 26 + a) * 26 + b;
    const seen = memo[key] ?? -1;
    if (seen !== -1) return seen;
    const c = letters[i] ?? 0;
    const moveA = Math.abs(a - c) + solve(i + 1, c, b);
    const moveB = Math.abs(b - c) + solve(i + 1, a, c);
    memo[key] = Math.min(moveA, moveB);
    return memo[key] ?? 0;
  };
  return solve(0, 0, 0);
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: a flat memo of (index, last colour) read with a default',
    'javascript',
    `function paintCost(costs) {
  const n = costs.length;
  const memo = new Array(n * 4).fill(-1);
  function cheapest(i, last) {
    if (i === n) return 0;
    const cached = memo[i * 4 + last] ?? -1;
    if (cached !== -1) return cached;
    let best = Infinity;
    for (let c = 0; c < 3; c++) {
      if (c === last) continue;
      best = Math.min(best, costs[i][c] + cheapest(i + 1, c));
    }
    memo[i * 4 + last] = best;
    return best;
  }
  return cheapest(0, 3);
}

module.exports = { paintCost };
`,
    'O(n)',
    'O(n)',
  ],
]

describe('memos flattened into one table', () => {
  it.each(FLAT_MEMOS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
