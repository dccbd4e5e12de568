import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A number tested on its own in a loop condition (`while j and s[i] != s[j]`, `while (j && ...)`) reads
 * as `j > 0`: a prefix function's fallback is amortised over the scan as it is with the comparison
 * written out.
 */
const CASES: Case[] = [
  [
    "python: the prefix function's fallback loop tested with a bare j",
    'python',
    `from typing import List
class Solution:
    def prefix(self, s: str) -> List[int]:
        fail = [0] * len(s)
        j = 0
        for i in range(1, len(s)):
            while j and s[i] != s[j]:
                j = fail[j - 1]
            if s[i] == s[j]:
                j += 1
            fail[i] = j
        return fail
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: while (j && s[i] !== s[j]) falls back through the table',
    'javascript',
    `function prefixTable(s) {
  const fail = new Array(s.length).fill(0)
  let j = 0
  for (let i = 1; i < s.length; i++) {
    while (j && s[i] !== s[j]) j = fail[j - 1]
    if (s[i] === s[j]) j++
    fail[i] = j
  }
  return fail
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: while (j && s[i] != s[j]) falls back through the table',
    'cpp',
    `#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    vector<int> prefixTable(const string& s) {
        vector<int> fail(s.size(), 0);
        int j = 0;
        for (int i = 1; i < (int)s.size(); i++) {
            while (j && s[i] != s[j]) j = fail[j - 1];
            if (s[i] == s[j]) j++;
            fail[i] = j;
        }
        return fail;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
]

describe('a counter tested on its own', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
