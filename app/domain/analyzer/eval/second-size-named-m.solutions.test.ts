import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Three inputs of which the second is only read beside the first (`a[i]` with `b[i]`) and never costs
 * anything of its own: the answer's sizes are n and m, as a problem names two sizes, not n and p.
 */
const CASES: Case[] = [
  [
    'python: a character mapping read from two strings at one index, applied to a text',
    'python',
    `class Solution:
    def translate(self, source: str, target: str, text: str) -> str:
        mapping = {}
        for i in range(len(source)):
            mapping[source[i]] = target[i]
        return "".join(mapping.get(c, c) for c in text)
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'java: letters made equal pairwise, then a text rewritten with the smallest of each group',
    'java',
    `class Solution {
    private final int[] parent = new int[26];

    private int find(int x) {
        while (parent[x] != x) x = parent[x];
        return x;
    }

    public String rewrite(String a, String b, String text) {
        for (int c = 0; c < 26; c++) parent[c] = c;
        for (int i = 0; i < a.length(); i++) {
            int x = find(a.charAt(i) - 'a'), y = find(b.charAt(i) - 'a');
            if (x < y) parent[y] = x;
            else parent[x] = y;
        }
        StringBuilder out = new StringBuilder();
        for (char ch : text.toCharArray()) out.append((char) ('a' + find(ch - 'a')));
        return out.toString();
    }
}
`,
    'O(m + n)',
    'O(m)',
  ],
  [
    'go: key pairs read at one index, then the message decoded through them',
    'go',
    `package main

func decode(plain string, cipher string, message string) string {
	table := map[byte]byte{}
	for i := 0; i < len(plain); i++ {
		table[cipher[i]] = plain[i]
	}
	out := make([]byte, 0, len(message))
	for j := 0; j < len(message); j++ {
		out = append(out, table[message[j]])
	}
	return string(out)
}
`,
    'O(m + n)',
    'O(m + n)',
  ],
]

describe('the second size of an answer is m', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
