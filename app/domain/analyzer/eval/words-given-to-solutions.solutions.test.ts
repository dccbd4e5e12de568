import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A lone string called `word` handed to a solution is the input, of length n, as the problem states
 * it; L stays the length of a word a trie (or another design class) is handed.
 */
const CASES: Case[] = [
  [
    'python: a Solution method over its word',
    'python',
    `class Solution:
    def countVowelRuns(self, word: str) -> int:
        best = run = 0
        for ch in word:
            run = run + 1 if ch in "aeiou" else 0
            best = max(best, run)
        return best
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: pairs of equal letters of a word',
    'typescript',
    `export function mirrored(word: string): number {
  let pairs = 0
  for (let i = 0; i < word.length; i++) {
    for (let j = i + 1; j < word.length; j++) {
      if (word[i] === word[j]) pairs++
    }
  }
  return pairs
}
`,
    'O(n^2)',
    'O(1)',
  ],
  [
    'cpp: a word beside a count k',
    'cpp',
    `#include <string>
using namespace std;

class Solution {
public:
    int longestRepeat(string word, int k) {
        int best = 0, run = 0;
        for (int i = 0; i < (int)word.size(); i++) {
            run = (i > 0 && word[i] == word[i - 1]) ? run + 1 : 1;
            if (run <= k && run > best) best = run;
        }
        return best;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: a trie inserting a word',
    'java',
    `class Trie {
    private final Trie[] next = new Trie[26];
    private boolean end;

    public void insert(String word) {
        Trie node = this;
        for (char c : word.toCharArray()) {
            if (node.next[c - 'a'] == null) node.next[c - 'a'] = new Trie();
            node = node.next[c - 'a'];
        }
        node.end = true;
    }
}
`,
    'O(L)',
    'O(L)',
  ],
]

describe('a word given to a solution', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
