import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Numbers read from a fixed-width piece of text (a month from "MM-DD", an hour from "HH:MM") are bounded by
 * the digits they have, so loops up to them run a fixed number of times; a number parsed from text of
 * unknown length stays unknown.
 */
const FIXED_WIDTH_NUMBERS: Case[] = [
  [
    'typescript: day of the year from "MM-DD", summing the months before it',
    'typescript',
    `const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function ordinal(date: string): number {
  const month = Number(date.slice(0, 2))
  let days = Number(date.slice(3, 5))
  for (let m = 1; m < month; m++) days += MONTH_DAYS[m - 1] ?? 0
  return days
}

export function daysBetween(a: string, b: string): number {
  return Math.abs(ordinal(a) - ordinal(b))
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python: minutes past midnight from "HH:MM", counting the hours one by one',
    'python',
    `class Solution:
    def minutes(self, t: str) -> int:
        hours = int(t[:2])
        total = int(t[3:5])
        for _ in range(hours):
            total += 60
        return total
`,
    'O(1)',
    'O(1)',
  ],
  [
    'java: the year of a "YYYY-MM-DD" date walked from 1971',
    'java',
    `class Solution {
    private boolean leap(int y) {
        return y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    }

    public int daysSince1971(String date) {
        int year = Integer.parseInt(date.substring(0, 4));
        int days = 0;
        for (int y = 1971; y < year; y++) days += leap(y) ? 366 : 365;
        return days;
    }
}
`,
    'O(1)',
    'O(1)',
  ],
]

/** An index stepped every pass and compared with the front of a queue of indices stays among them. */
const INDEX_QUEUES: Case[] = [
  [
    'go: stretches whose largest value is at most twice the smallest, deques of indices per side',
    'go',
    `package main

func balancedStretches(vals []int) int {
	count := 0
	start := 0
	hiQ := make([]int, 0, len(vals))
	loQ := make([]int, 0, len(vals))
	for end := 0; end < len(vals); end++ {
		for len(hiQ) > 0 && vals[hiQ[len(hiQ)-1]] < vals[end] {
			hiQ = hiQ[:len(hiQ)-1]
		}
		for len(loQ) > 0 && vals[loQ[len(loQ)-1]] > vals[end] {
			loQ = loQ[:len(loQ)-1]
		}
		hiQ = append(hiQ, end)
		loQ = append(loQ, end)
		for vals[hiQ[0]] > 2*vals[loQ[0]] {
			start++
			if hiQ[0] < start {
				hiQ = hiQ[1:]
			}
			if loQ[0] < start {
				loQ = loQ[1:]
			}
		}
		count += end - start + 1
	}
	return count
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: longest window with max - min <= limit, deques shifted as the left edge passes them',
    'javascript',
    `function longestSubarray(nums, limit) {
  const hiQ = [], loQ = [];
  let left = 0, best = 0;
  for (let right = 0; right < nums.length; right++) {
    while (hiQ.length && nums[hiQ[hiQ.length - 1]] < nums[right]) hiQ.pop();
    while (loQ.length && nums[loQ[loQ.length - 1]] > nums[right]) loQ.pop();
    hiQ.push(right);
    loQ.push(right);
    while (nums[hiQ[0]] - nums[loQ[0]] > limit) {
      left++;
      if (hiQ[0] < left) hiQ.shift();
      if (loQ[0] < left) loQ.shift();
    }
    best = Math.max(best, right - left + 1);
  }
  return best;
}
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('numbers read from fixed-width text', () => {
  it.each(FIXED_WIDTH_NUMBERS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('indices compared with a queue of indices', () => {
  it.each(INDEX_QUEUES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
