import { describe, expect, it } from 'vitest'
import { analyzeCode } from '../index'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A list of words is sized by its characters, as the corpus README states it: n is the words' total
 * length, so reading every word once is O(n), not O(n * L), and the report names n so. Before, these read
 * `n * L`. A cost in one word's length alone keeps L: the control's trie prefix search is O(L).
 */
const CASES: Case[] = [
  [
    'python: palindromes among the words, each reversed once',
    'python',
    `class Solution:
    def countPalindromes(self, words: list[str]) -> int:
        return sum(1 for w in words if w == w[::-1])
`,
    'O(n)',
    'O(L)',
  ],
  [
    'typescript: letter counts over every word into a table of 26',
    'typescript',
    `export function makeEqual(words: string[]): boolean {
  const counts = new Array<number>(26).fill(0)
  for (const w of words) for (const ch of w) counts[ch.charCodeAt(0) - 97]!++
  return counts.every((c) => c % words.length === 0)
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: the words joined by a strings.Builder',
    'go',
    `package main

import "strings"

func joinWords(words []string) string {
	var sb strings.Builder
	for i, w := range words {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(w)
	}
	return sb.String()
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python control: a trie prefix search walks one word',
    'python',
    `class Trie:
    def __init__(self):
        self.children = {}
        self.end = False

    def startsWith(self, prefix: str) -> bool:
        node = self
        for ch in prefix:
            if ch not in node.children:
                return False
            node = node.children[ch]
        return True
`,
    'O(L)',
    'O(1)',
  ],
]

describe('lists of words sized by their characters', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('the report on a list of words sized by its characters', () => {
  it('names n as the total length of the words, and states the steps in it', async () => {
    const r = await analyzeCode({
      language: 'python',
      code: 'class Solution:\n    def countPalindromes(self, words: list[str]) -> int:\n        return sum(1 for w in words if w == w[::-1])\n',
    })
    if (!r.ok) throw new Error(r.error.message)
    expect(r.report.time.explanation).toContain('n = total length of the words in words')
    expect(r.report.time.explanation).not.toContain('n * L')
  })
})
