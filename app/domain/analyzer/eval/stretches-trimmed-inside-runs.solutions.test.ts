import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `start = i; while (start < j - 1 && word[start] === '0') start++` before `i = j`: a walk inside the run
 * the enclosing loop then jumps past covers part of that run only, so over the whole text the walks
 * cover each character once.
 */
const STRETCHES_TRIMMED_INSIDE_RUNS: Case[] = [
  [
    'javascript: distinct integers in a word, leading zeros trimmed inside each run of digits',
    'javascript',
    `const isDigit = (ch) => ch >= '0' && ch <= '9';

const distinctIntegers = (word) => {
  const seen = new Set();
  const n = word.length;
  let i = 0;
  while (i < n) {
    if (!isDigit(word[i])) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && isDigit(word[j])) j++;
    let start = i;
    while (start < j - 1 && word[start] === '0') start++;
    seen.add(word.slice(start, j));
    i = j;
  }
  return seen.size;
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: runs of equal letters, their spaces trimmed at the front',
    'python',
    `def trimmed_runs(s: str) -> int:
    n = len(s)
    i = 0
    count = 0
    while i < n:
        j = i
        while j < n and s[j] == s[i]:
            j += 1
        k = i
        while k < j - 1 and s[k] == ' ':
            k += 1
        count += j - k
        i = j
    return count
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: numbers in a string, zeros skipped at the front of each',
    'java',
    `class Solution {
    public int significantDigits(String s) {
        int n = s.length(), i = 0, total = 0;
        while (i < n) {
            if (!Character.isDigit(s.charAt(i))) { i++; continue; }
            int j = i;
            while (j < n && Character.isDigit(s.charAt(j))) j++;
            int k = i;
            while (k < j - 1 && s.charAt(k) == '0') k++;
            total += j - k;
            i = j;
        }
        return total;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('stretches trimmed inside the runs an enclosing loop jumps past', () => {
  it.each(STRETCHES_TRIMMED_INSIDE_RUNS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
