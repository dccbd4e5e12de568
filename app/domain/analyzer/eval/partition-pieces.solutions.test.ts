import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, space: string]

/**
 * Pieces cut from where the last one ended (`parts.append(s[start:i + 1]); start = i + 1`): they never
 * overlap, so the list of them holds the string once, O(n), not n pieces of n characters. (The time of
 * cutting them is still charged per piece at the string's length, so only space is checked here.)
 */
const CASES: Case[] = [
  [
    'python: a string split into balanced pieces',
    'python',
    `class Solution:
    def pieces(self, s: str) -> list[str]:
        out = []
        depth = 0
        start = 0
        for i, ch in enumerate(s):
            depth += 1 if ch == "L" else -1
            if depth == 0:
                out.append(s[start:i + 1])
                start = i + 1
        return out
`,
    'O(n)',
  ],
  [
    'javascript: words cut at the spaces of a sentence',
    'javascript',
    `function words(text) {
  const found = []
  let from = 0
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || text[i] === ' ') {
      if (i > from) found.push(text.slice(from, i))
      from = i + 1
    }
  }
  return found
}
`,
    'O(n)',
  ],
  [
    'java: runs of equal characters collected as substrings',
    'java',
    `import java.util.*;

class Solution {
    public List<String> runs(String s) {
        List<String> out = new ArrayList<>();
        int begin = 0;
        for (int i = 1; i <= s.length(); i++) {
            if (i == s.length() || s.charAt(i) != s.charAt(begin)) {
                out.add(s.substring(begin, i));
                begin = i;
            }
        }
        return out;
    }
}
`,
    'O(n)',
  ],
]

describe('partition pieces in solutions written for these tests', () => {
  it.each(CASES)('%s', async (_title, language, code, space) => {
    expect((await costs(language, code)).space).toBe(space)
  })
})
