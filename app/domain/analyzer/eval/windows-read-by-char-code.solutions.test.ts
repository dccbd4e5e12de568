import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A window shrunk while a count is over its limit, reading the character leaving it with
 * `s.charCodeAt(left)` (or a list with `get(left)`), steps its left edge through the input: over the whole
 * scan the shrinking passes number at most n. A map's `get` reads a key, not a position.
 */
const CASES: Case[] = [
  [
    'typescript: counts in an Int32Array, s.charCodeAt(lo) leaving',
    'typescript',
    `export function f(s: string, k: number): number {
  const n = s.length
  const used = new Int32Array(3)
  let lo = 0
  let widest = 0
  for (let hi = 0; hi < n; hi++) {
    const c = s.charCodeAt(hi) - 97
    used[c]++
    while (used[c] > k) {
      used[s.charCodeAt(lo) - 97]--
      lo++
    }
    widest = Math.max(widest, hi - lo + 1)
  }
  return widest
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: counts in a Map, s.charCodeAt(left) leaving',
    'javascript',
    `/**
 * @param {string} s
 * @return {number}
 */
var lengthOfLongestSubstring = function (s) {
  const count = new Map()
  let left = 0
  let best = 0
  for (let right = 0; right < s.length; right++) {
    const c = s.charCodeAt(right)
    count.set(c, (count.get(c) || 0) + 1)
    while (count.get(c) > 1) {
      const out = s.charCodeAt(left)
      count.set(out, count.get(out) - 1)
      left++
    }
    best = Math.max(best, right - left + 1)
  }
  return best
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: a sum over a List, nums.get(left) leaving',
    'java',
    `import java.util.*;

class Solution {
    public int longestSubarray(List<Integer> nums, int limit) {
        int left = 0;
        int sum = 0;
        int best = 0;
        for (int right = 0; right < nums.size(); right++) {
            sum += nums.get(right);
            while (sum > limit) {
                sum -= nums.get(left);
                left++;
            }
            best = Math.max(best, right - left + 1);
        }
        return best;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('windows whose left edge reads by position through a call', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
