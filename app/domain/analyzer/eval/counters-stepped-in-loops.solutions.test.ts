import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A counter stepped by one inside counted loops (`for x in nums: if even: evens += 1`, the number of
 * distinct days) ends as large as the loops ran: a later loop or binary search bounded by it runs over up
 * to n, not over a constant. A write pointer (`t[write++]`) and a run's length set back when the run
 * ends keep the magnitude their own loops give them.
 */
const CASES: Case[] = [
  [
    'python: pairs of the evens counted first',
    'python',
    `def even_pairs(nums):
    evens = 0
    for x in nums:
        if x % 2 == 0:
            evens += 1
    pairs = 0
    for i in range(evens):
        for j in range(i + 1, evens):
            pairs += 1
    return pairs
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'java: a binary search over the distinct days counted first',
    'java',
    `import java.util.*;

class Solution {
    public int minDays(int[] bloomDay, int m, int k) {
        int[] days = bloomDay.clone();
        Arrays.sort(days);
        int distinct = 0;
        for (int i = 0; i < days.length; i++) {
            if (i == 0 || days[i] != days[i - 1]) distinct++;
        }
        int[] kept = new int[distinct];
        for (int i = 0, j = 0; i < days.length; i++) {
            if (i == 0 || days[i] != days[i - 1]) kept[j++] = days[i];
        }
        days = kept;
        int lo = 0, hi = distinct - 1;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (enough(bloomDay, days[mid], m, k)) hi = mid;
            else lo = mid + 1;
        }
        return enough(bloomDay, days[lo], m, k) ? days[lo] : -1;
    }

    private boolean enough(int[] bloomDay, int day, int m, int k) {
        int made = 0, run = 0;
        for (int d : bloomDay) {
            run = d <= day ? run + 1 : 0;
            if (run == k) {
                made++;
                run = 0;
            }
        }
        return made >= m;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript: evens++ bounds two nested loops',
    'javascript',
    `function evenPairs(nums) {
  let evens = 0;
  for (const x of nums) {
    if (x % 2 === 0) evens++;
  }
  let pairs = 0;
  for (let i = 0; i < evens; i++) {
    for (let j = i + 1; j < evens; j++) pairs++;
  }
  return pairs;
}
`,
    'O(n^2)',
    'O(1)',
  ],
]

describe('counters stepped in counted loops', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
