import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Strings read only as the fields of a fixed format (`"HH:MM"`): split into as many names as there are fields
 * and turned into numbers, cut at fixed places (`t[:2]`, `t[3:]`), read at fixed positions, or handed to a
 * helper that reads them so. Their length is not a size of the problem, so parsing them is O(1); a list of
 * them is as long as it has items. Fields that are parsed further stay sized.
 */
const CASES: Case[] = [
  [
    'python: two times split into hours and minutes by a nested helper',
    'python',
    `class Solution:
    def convertTime(self, current: str, correct: str) -> int:
        def minutes(t: str) -> int:
            h, m = t.split(":")
            return int(h) * 60 + int(m)

        diff = minutes(correct) - minutes(current)
        ops = 0
        for step in (60, 15, 5, 1):
            ops += diff // step
            diff %= step
        return ops
`,
    'O(1)',
    'O(1)',
  ],
  [
    'java: two times split into arrays read at positions 0 and 1 with Integer.parseInt',
    'java',
    `class Solution {
    public int countTime(String start, String end) {
        String[] s = start.split(":");
        String[] e = end.split(":");
        int from = Integer.parseInt(s[0]) * 60 + Integer.parseInt(s[1]);
        int to = Integer.parseInt(e[0]) * 60 + Integer.parseInt(e[1]);
        if (to < from) to += 24 * 60;
        return to - from;
    }
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'go: a closure splitting "HH:MM" with strings.Split and strconv.Atoi',
    'go',
    `package main

import (
	"strconv"
	"strings"
)

func minutesBetween(start string, end string) int {
	toMinutes := func(t string) int {
		parts := strings.Split(t, ":")
		h, _ := strconv.Atoi(parts[0])
		m, _ := strconv.Atoi(parts[1])
		return h*60 + m
	}
	d := toMinutes(end) - toMinutes(start)
	if d < 0 {
		d += 24 * 60
	}
	return d
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python: a list of times sorted as minutes, each cut at fixed places by a method',
    'python',
    `class Solution:
    def findMinDifference(self, timePoints: list[str]) -> int:
        minutes = sorted(self._to_minutes(t) for t in timePoints)
        best = 24 * 60 - minutes[-1] + minutes[0]
        for a, b in zip(minutes, minutes[1:]):
            best = min(best, b - a)
        return best

    def _to_minutes(self, t: str) -> int:
        return int(t[:2]) * 60 + int(t[3:])
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    "javascript: sides split on '=' and then parsed term by term stay the input's length",
    'javascript',
    `/**
 * Sum of the numbers on both sides of "a+b=c+d" style input, each side parsed term by term.
 * @param {string} expr
 * @return {number}
 */
var sumBothSides = function (expr) {
  const [left, right] = expr.split("=");
  const total = (side) => side.split("+").reduce((acc, t) => acc + Number(t), 0);
  return total(left) + total(right);
};
`,
    'O(n)',
    'O(n)',
  ],
]

describe('strings of a fixed format', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
