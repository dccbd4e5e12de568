import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Writing a number in another base (Excel column titles, run lengths): a loop that divides the number and
 * appends one character or the count per pass. A number appended to a string builder adds its digits or one
 * character, not as many characters as its value, and Python's `col, rem = divmod(col - 1, 26)` divides col.
 */
const CASES: Case[] = [
  [
    'a char cast of a remainder appended to a StringBuilder (Java)',
    'java',
    `class Solution {
    public String convertToTitle(int columnNumber) {
        StringBuilder sb = new StringBuilder();
        while (columnNumber > 0) {
            columnNumber--;
            sb.append((char) ('A' + columnNumber % 26));
            columnNumber /= 26;
        }
        return sb.reverse().toString();
    }
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'a run length appended to a StringBuilder (Java)',
    'java',
    `class Solution {
    public String compress(String s) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            int run = 0;
            while (i < s.length() && s.charAt(i) == c) { i++; run++; }
            sb.append(c);
            if (run > 1) sb.append(run);
        }
        return sb.toString();
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'divmod of the number less one (Python)',
    'python',
    `class Solution:
    def convertToTitle(self, columnNumber: int) -> str:
        out = []
        while columnNumber:
            columnNumber, rem = divmod(columnNumber - 1, 26)
            out.append(chr(ord('A') + rem))
        return ''.join(reversed(out))
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'push_back of a letter, then a reversed copy (C++)',
    'cpp',
    `class Solution {
public:
    string convertToTitle(int columnNumber) {
        string res;
        while (columnNumber > 0) {
            int rem = (columnNumber - 1) % 26;
            res.push_back(char('A' + rem));
            columnNumber = (columnNumber - 1) / 26;
        }
        return string(res.rbegin(), res.rend());
    }
};
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'bytes appended to a slice, then a builder (Go)',
    'go',
    `package main

import "strings"

func convertToTitle(columnNumber int) string {
	var sb strings.Builder
	digits := []byte{}
	for columnNumber > 0 {
		columnNumber--
		digits = append(digits, byte('A'+columnNumber%26))
		columnNumber /= 26
	}
	for i := len(digits) - 1; i >= 0; i-- {
		sb.WriteByte(digits[i])
	}
	return sb.String()
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'strconv.Itoa of a run written to a builder (Go)',
    'go',
    `package main

import (
	"strconv"
	"strings"
)

func compress(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && s[j] == s[i] {
			j++
		}
		sb.WriteByte(s[i])
		if j-i > 1 {
			sb.WriteString(strconv.Itoa(j - i))
		}
		i = j
	}
	return sb.String()
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('numbers written out in another base', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
