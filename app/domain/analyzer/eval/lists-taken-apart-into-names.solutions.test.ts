import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A list taken apart into as many names as it holds (`a, b, c = sorted(piles)`,
 * `const [a, b, c] = [...sides].sort()`), and read nowhere else, holds a fixed number of items: sorting
 * or copying it is O(1). The TypeScript case, a point unpacked beside a real list, is a control.
 */
const CASES: Case[] = [
  [
    'python: three piles sorted into a, b, c',
    'python',
    `from typing import List

class Solution:
    def maximumScore(self, piles: List[int]) -> int:
        # three piles: take one stone from two different piles per turn
        a, b, c = sorted(piles)
        if c >= a + b:
            return a + b
        return (a + b + c) // 2
`,
    'O(1)',
    'O(1)',
  ],
  [
    "javascript: a triangle's sides copied, sorted and unpacked",
    'javascript',
    `/**
 * @param {number[]} sides
 * @return {string}
 */
var triangleType = function (sides) {
  const [a, b, c] = [...sides].sort((x, y) => x - y);
  if (a + b <= c) return 'none';
  if (a === c) return 'equilateral';
  if (a === b || b === c) return 'isosceles';
  return 'scalene';
};
`,
    'O(1)',
    'O(1)',
  ],
  [
    'typescript: a point unpacked beside a list of speeds',
    'typescript',
    `export function manhattanToOrigin(point: number[], speeds: number[]): number {
    const [x, y] = point;
    let best = Infinity;
    for (const s of speeds) best = Math.min(best, (Math.abs(x!) + Math.abs(y!)) / s);
    return best;
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('lists taken apart into names', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
