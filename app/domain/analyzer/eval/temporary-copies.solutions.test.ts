import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A part of a string copied without a name and compared at once (`s[i:i + w] == t`,
 * `s.slice(i, i + w) === t`, `s.substr(i, w) == t`) is memory while it is compared, as a named window is.
 */
const CASES: Case[] = [
  [
    'python: each window of the haystack sliced inside the comparison',
    'python',
    `class Solution:
    def strStr(self, haystack: str, needle: str) -> int:
        size = len(needle)
        start = 0
        while start + size <= len(haystack):
            if haystack[start:start + size] == needle:
                return start
            start += 1
        return -1
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'javascript: a window copied with slice and compared with ===',
    'javascript',
    `function firstMatch(text, pattern) {
  for (let at = 0; at + pattern.length <= text.length; at++) {
    if (text.slice(at, at + pattern.length) === pattern) return at
  }
  return -1
}
`,
    'O(m * n)',
    'O(m)',
  ],
  [
    'cpp: substr of the needle length compared with ==',
    'cpp',
    `#include <string>
using namespace std;

class Solution {
public:
    int strStr(string haystack, string needle) {
        int width = needle.size();
        for (int i = 0; i + width <= (int)haystack.size(); ++i)
            if (haystack.substr(i, width) == needle) return i;
        return -1;
    }
};
`,
    'O(m * n)',
    'O(m)',
  ],
]

describe('temporary copies compared at once', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
