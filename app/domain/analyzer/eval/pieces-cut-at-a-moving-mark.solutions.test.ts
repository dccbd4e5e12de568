import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Pieces cut at a mark that moves past each one: `words.append(s[start:i]); start = i + 1`. The pieces never
 * overlap, so cutting them all costs as much as the input, one element each amortised over the loop, and
 * the list of them (with what is left after the loop) holds the input once. A piece re-cut from the same
 * mark on every pass is not one of them.
 */
const CASES: Case[] = [
  [
    'python: words split by hand on spaces, the rest appended after the loop',
    'python',
    `class Solution:
    def splitWords(self, s: str) -> list[str]:
        words = []
        start = 0
        for i in range(len(s)):
            if s[i] == " ":
                if i > start:
                    words.append(s[start:i])
                start = i + 1
        if start < len(s):
            words.append(s[start:])
        return words
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: fields split on commas with substring(start, i)',
    'java',
    `import java.util.*;

class Solution {
    public List<String> splitWords(String s) {
        List<String> words = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= s.length(); i++) {
            if (i == s.length() || s.charAt(i) == ',') {
                words.add(s.substring(start, i));
                start = i + 1;
            }
        }
        return words;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: runs of digits and letters cut with slice(start, i)',
    'javascript',
    `/**
 * Split a string into runs of digits and runs of letters.
 * @param {string} s
 * @return {string[]}
 */
var splitRuns = function (s) {
  const runs = [];
  let start = 0;
  for (let i = 1; i <= s.length; i++) {
    const boundary = i === s.length || /\\d/.test(s[i]) !== /\\d/.test(s[i - 1]);
    if (boundary) {
      runs.push(s.slice(start, i));
      start = i;
    }
  }
  return runs;
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    "python: the stretch since the last '!' re-cut on every pass stays quadratic",
    'python',
    `class Solution:
    def longestCalmStretch(self, s: str) -> str:
        # the longest stretch without '!', re-cut from its start at every character
        best = ""
        start = 0
        for i in range(len(s)):
            if s[i] == "!":
                start = i + 1
                continue
            cur = s[start:i + 1]
            if len(cur) > len(best):
                best = cur
        return best
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('pieces cut at a moving mark', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
