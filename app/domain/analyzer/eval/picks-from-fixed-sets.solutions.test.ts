import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Backtracking that picks increasing values from a fixed set (`for d in range(start, 10)`, the digits 1
 * to 9) makes at most 2^9 calls whatever k and n are: O(1). Picking increasing positions of the input
 * (`range(start, len(nums))`) makes one call per subset: O(n · 2^n).
 */
const CASES: Case[] = [
  [
    'python: digits from start to 9 with a break',
    'python',
    `class Solution:
    def combinationSum3(self, k: int, n: int):
        out = []

        def build(start, left, path):
            if len(path) == k:
                if left == 0:
                    out.append(path[:])
                return
            for d in range(start, 10):
                if d > left:
                    break
                path.append(d)
                build(d + 1, left - d, path)
                path.pop()

        build(1, n, [])
        return out
`,
    'O(1)',
    'O(1)',
  ],
  [
    'java: for (d = start; d <= 9 && d <= left; d++)',
    'java',
    `import java.util.*;

class Solution {
    public List<List<Integer>> combinationSum3(int k, int n) {
        List<List<Integer>> out = new ArrayList<>();
        dfs(1, k, n, new ArrayList<>(), out);
        return out;
    }

    private void dfs(int start, int k, int left, List<Integer> path, List<List<Integer>> out) {
        if (path.size() == k) {
            if (left == 0) out.add(new ArrayList<>(path));
            return;
        }
        for (int d = start; d <= 9 && d <= left; d++) {
            path.add(d);
            dfs(d + 1, k, left - d, path, out);
            path.remove(path.size() - 1);
        }
    }
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'typescript: an arrow function over the digits',
    'typescript',
    `export function digitCombos(k: number, target: number): number[][] {
  const found: number[][] = []
  const path: number[] = []
  const walk = (next: number, left: number): void => {
    if (path.length === k) {
      if (left === 0) found.push([...path])
      return
    }
    for (let d = next; d <= 9; d++) {
      if (d > left) break
      path.push(d)
      walk(d + 1, left - d)
      path.pop()
    }
  }
  walk(1, target)
  return found
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python: increasing positions of the input',
    'python',
    `def subsets_summing(nums, target):
    out = []

    def build(start, left, path):
        if left == 0:
            out.append(path[:])
        for i in range(start, len(nums)):
            path.append(nums[i])
            build(i + 1, left - nums[i], path)
            path.pop()

    build(0, target, [])
    return out
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
]

describe('increasing picks from a fixed set', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
