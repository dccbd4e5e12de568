import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Python's `text.find(x, start, end)` searches only between the two positions it is given: a fixed
 * window (`i + 1` to `i + 6`) is O(1) a call. JavaScript's `indexOf(x, from)` and Java's `indexOf(ch, from)`
 * search on to the end: the controls stay quadratic. `startswith` with bounds was already right.
 */
const CASES: Case[] = [
  [
    'python: tags closed within five characters, found with bounded find',
    'python',
    `class Solution:
    def countTags(self, text: str) -> int:
        # a tag is '<' followed by '>' within the next five characters
        tags = 0
        for i, ch in enumerate(text):
            if ch == "<" and text.find(">", i + 1, i + 6) != -1:
                tags += 1
        return tags
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: startswith inside a window of three',
    'python',
    `class Solution:
    def shortPalindromes(self, s: str) -> int:
        # positions where the next three characters start with the current one
        return sum(1 for i in range(len(s)) if s.startswith(s[i], i + 1, i + 4))
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: indexOf from a position, a control',
    'javascript',
    `/**
 * @param {string} text
 * @return {number}
 */
var countTags = function (text) {
  // control: indexOf from a position scans to the end of the text
  let tags = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '<' && text.indexOf('>', i + 1) !== -1) tags++;
  }
  return tags;
};
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'java: indexOf(ch, from), a control',
    'java',
    `class Solution {
    public int countTags(String text) {
        // control: indexOf(ch, from) scans to the end of the string
        int tags = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '<' && text.indexOf('>', i + 1) >= 0) tags++;
        }
        return tags;
    }
}
`,
    'O(n^2)',
    'O(1)',
  ],
]

describe('searches between two positions', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
