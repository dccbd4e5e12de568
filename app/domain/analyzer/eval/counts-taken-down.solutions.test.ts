import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Writing a key's own count back, taken down (`seen.set(g, seen.get(g) - 1)`, `count.put(r, left)` with
 * `left = count.get(r) - 1`), adds no key to the map: it holds the keys counted up, not one more per
 * decrement.
 */
const CASES: Case[] = [
  [
    'java: a count taken down with put(r, left), left = get(r) - 1, adds no key',
    'java',
    `import java.util.*;

class Solution {
    public int distinctAfterRemovals(int[] nums, int[] removals) {
        Map<Integer, Integer> count = new HashMap<>();
        for (int x : nums) count.merge(x, 1, Integer::sum);
        for (int r : removals) {
            if (!count.containsKey(r)) continue;
            int left = count.get(r) - 1;
            if (left == 0) count.remove(r);
            else count.put(r, left);
        }
        return count.size();
    }
}
`,
    'O(m + n)',
    'O(n)',
  ],
  [
    'javascript: counts taken down through a name set from get(k) - 1',
    'javascript',
    `function removeAll(nums, gone) {
  const seen = new Map()
  for (const x of nums) seen.set(x, (seen.get(x) || 0) + 1)
  for (const g of gone) {
    if (!seen.has(g)) continue
    const left = seen.get(g) - 1
    if (left === 0) seen.delete(g)
    else seen.set(g, left)
  }
  return seen.size
}
`,
    'O(m + n)',
    'O(n)',
  ],
  [
    'typescript: seen.set(k, seen.get(k)! - 1) on a key already counted',
    'typescript',
    `export function removeAll(nums: number[], gone: number[]): number {
  const seen = new Map<number, number>()
  for (const x of nums) seen.set(x, (seen.get(x) ?? 0) + 1)
  for (const g of gone) {
    if (!seen.has(g)) continue
    seen.set(g, seen.get(g)! - 1)
    if (seen.get(g) === 0) seen.delete(g)
  }
  return seen.size
}
`,
    'O(m + n)',
    'O(n)',
  ],
]

describe('counts taken down in a map', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
