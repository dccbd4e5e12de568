import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Inside a while loop that steps its counter up to a bound (`let r = 1; while (r <= n) { ...; r++ }`),
 * the counter holds values up to that bound, as a for-loop's does: an inner loop counting from it
 * (`let j = r; while (j >= 1) j--`) or a slice up to it is as long as the bound, not the counter's first
 * value.
 */
const CASES: Case[] = [
  [
    "javascript: a row rolled in place by two while loops, the inner counting down from the outer's counter",
    'javascript',
    `function getRow(rowIndex) {
  const row = new Array(rowIndex + 1).fill(0)
  row[0] = 1
  let r = 1
  while (r <= rowIndex) {
    let j = r
    while (j >= 1) {
      row[j] = row[j] + row[j - 1]
      j--
    }
    r++
  }
  return row
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'python: the same rolling row with while loops',
    'python',
    `from typing import List

class Solution:
    def getRow(self, rowIndex: int) -> List[int]:
        row = [1] + [0] * rowIndex
        r = 1
        while r <= rowIndex:
            j = r
            while j >= 1:
                row[j] += row[j - 1]
                j -= 1
            r += 1
        return row
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'javascript: every slice between two while counters, summed',
    'javascript',
    `var f = function (arr) {
  let answer = 0
  let from = 0
  while (from < arr.length) {
    let to = from + 1
    while (to <= arr.length) {
      answer += arr.slice(from, to).length
      to += 2
    }
    from++
  }
  return answer
}
`,
    'O(n^3)',
    'O(n)',
  ],
  [
    'java: all pairs with two while loops, the inner starting past the outer',
    'java',
    `class Solution {
    public int countPairs(int[] nums) {
        int pairs = 0;
        int i = 0;
        while (i < nums.length) {
            int j = i + 1;
            while (j < nums.length) {
                if (nums[i] == nums[j]) pairs++;
                j++;
            }
            i++;
        }
        return pairs;
    }
}
`,
    'O(n^2)',
    'O(1)',
  ],
]

describe('counters of while loops', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
