import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Longest consecutive sequence written with `forEach`: a bare `return` in the callback moves on to the next
 * key, as `continue` does in a loop, so `if (set.has(x - 1)) return` still starts the walk only at the first
 * key of a run and the walks together cover each key once.
 */
const CASES: Case[] = [
  [
    'typescript: values.forEach with return before the walk',
    'typescript',
    `export function longestConsecutive(nums: number[]): number {
  const values = new Set<number>()
  nums.forEach((x) => values.add(x))

  let best = 0
  values.forEach((x) => {
    if (values.has(x - 1)) return // not the start of a run
    let length = 1
    while (values.has(x + length)) length++
    if (length > best) best = length
  })
  return best
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: present.forEach with return before the walk',
    'javascript',
    `/**
 * @param {number[]} nums
 * @return {number}
 */
var longestConsecutive = function (nums) {
  const present = new Set(nums)
  let longest = 0
  present.forEach((start) => {
    if (present.has(start - 1)) return
    let end = start
    while (present.has(end + 1)) end++
    longest = Math.max(longest, end - start + 1)
  })
  return longest
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: values.forEach lambda with return before the walk',
    'java',
    `import java.util.*;

class Solution {
    private int best;

    public int longestConsecutive(int[] nums) {
        Set<Integer> values = new HashSet<>();
        for (int x : nums) values.add(x);
        best = 0;
        values.forEach(x -> {
            if (values.contains(x - 1)) return;
            int length = 1;
            while (values.contains(x + length)) length++;
            best = Math.max(best, length);
        });
        return best;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('early returns in forEach callbacks', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
