import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A window of counts shrunk by `while (window.size() > k)`: a count taken down through a name
 * (`int left = seen.get(out) - 1; seen.put(out, left)`) rewrites a key that is there, so the shrinking
 * loop adds nothing to the window and stays amortised over the outer loop, O(n), not O(n²). The window
 * is O(n) space, as the corpus counts a map of the input's characters.
 */
const CASES: Case[] = [
  [
    'java: remove, or put back a count read through a name',
    'java',
    `import java.util.*;

class Solution {
    public int lengthOfLongestSubstringKDistinct(String s, int k) {
        Map<Character, Integer> seen = new HashMap<>();
        int lo = 0, best = 0;
        for (int hi = 0; hi < s.length(); hi++) {
            seen.put(s.charAt(hi), seen.getOrDefault(s.charAt(hi), 0) + 1);
            while (seen.size() > k) {
                char out = s.charAt(lo++);
                int left = seen.get(out) - 1;
                if (left == 0) seen.remove(out);
                else seen.put(out, left);
            }
            best = Math.max(best, hi - lo + 1);
        }
        return best;
    }
}
`,
    'O(n)',
    'O(k)',
  ],
  [
    'javascript: Map.set of a count taken down through a name',
    'javascript',
    `var totalFruit = function (fruits) {
  const basket = new Map();
  let left = 0;
  let best = 0;
  for (let right = 0; right < fruits.length; right++) {
    basket.set(fruits[right], (basket.get(fruits[right]) || 0) + 1);
    while (basket.size > 2) {
      const f = fruits[left++];
      const c = basket.get(f) - 1;
      if (c === 0) basket.delete(f);
      else basket.set(f, c);
    }
    best = Math.max(best, right - left + 1);
  }
  return best;
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: the same with a non-null assertion',
    'typescript',
    `export function totalFruit(fruits: number[]): number {
  const basket = new Map<number, number>();
  let left = 0;
  let best = 0;
  for (let right = 0; right < fruits.length; right++) {
    basket.set(fruits[right], (basket.get(fruits[right]) || 0) + 1);
    while (basket.size > 2) {
      const f = fruits[left++];
      const c = basket.get(f)! - 1;
      if (c === 0) basket.delete(f);
      else basket.set(f, c);
    }
    best = Math.max(best, right - left + 1);
  }
  return best;
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('a window of counts taken down through a name', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
