import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A single character beside a word (`reversePrefix(word, ch)`, `percentageLetter(word, letter)`) is no
 * second text: the word is the lone input, of length n, not the L of a word handed to a trie.
 */
const WORDS_BESIDE_A_CHARACTER: Case[] = [
  [
    'javascript: a word and the character to reverse up to',
    'javascript',
    `/**
 * @param {string} word
 * @param {character} ch
 * @return {string}
 */
var reverseUpTo = function (word, ch) {
  const end = word.indexOf(ch);
  if (end < 0) return word;
  const chars = word.split('');
  for (let i = 0, j = end; i < j; i++, j--) [chars[i], chars[j]] = [chars[j], chars[i]];
  return chars.join('');
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: a word and a char counted in it',
    'java',
    `class Solution {
    public int percentageLetter(String word, char letter) {
        int hits = 0;
        for (int i = 0; i < word.length(); i++) if (word.charAt(i) == letter) hits++;
        return hits * 100 / word.length();
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: a word and the byte it is cut at (a Go substring shares the bytes)',
    'go',
    `package main

func cutAt(word string, ch byte) string {
	for i := 0; i < len(word); i++ {
		if word[i] == ch {
			return word[:i]
		}
	}
	return word
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('a word beside a character', () => {
  it.each(WORDS_BESIDE_A_CHARACTER)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
