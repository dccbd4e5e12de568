import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/** `s.startswith(p)`, `strings.TrimPrefix(s, p)`: a prefix test compares along the prefix only. */
const PREFIX_TESTS: Case[] = [
  [
    'go: a short URL decoded by trimming a fixed prefix',
    'go',
    `package main

import (
	"strconv"
	"strings"
)

const prefix = "http://tiny.url/"

func decode(shortUrl string, urls []string) string {
	id, err := strconv.Atoi(strings.TrimPrefix(shortUrl, prefix))
	if err != nil || id < 0 || id >= len(urls) {
		return ""
	}
	return urls[id]
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python: a fixed scheme tested at the front of a link',
    'python',
    `def is_secure(link: str) -> bool:
    return link.startswith("https://")
`,
    'O(1)',
    'O(1)',
  ],
  [
    'java: a fixed suffix tested at the end of a name',
    'java',
    `class Solution {
    public boolean isJava(String name) {
        return name.endsWith(".java");
    }
}
`,
    'O(1)',
    'O(1)',
  ],
]

describe('prefix and suffix tests', () => {
  it.each(PREFIX_TESTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
