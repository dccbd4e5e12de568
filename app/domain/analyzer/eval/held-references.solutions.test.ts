import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A list literal seeded with a name (`[homepage]`, `[start]`) holds a reference to a string or list that
 * already exists: it does not copy it, so the literal is O(1) however long the value is.
 */
const CASES: Case[] = [
  [
    'typescript: an editor history seeded with the typed opening text',
    'typescript',
    `export class Undo {
  private versions: string[]
  constructor(initial: string) {
    this.versions = [initial]
  }
  latest(): string {
    return this.versions[this.versions.length - 1]!
  }
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'javascript: a pair of words kept side by side',
    'javascript',
    `function pairUp(first, second) {
  const both = [first]
  both.push(second)
  return both.length
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python: a trail started from the given path string',
    'python',
    `class Trail:
    def __init__(self, origin: str):
        self.stops = [origin]

    def current(self) -> str:
        return self.stops[-1]
`,
    'O(1)',
    'O(1)',
  ],
  [
    'go: a history slice seeded with the home string',
    'go',
    `package main

type History struct {
	pages []string
}

func Constructor(home string) History {
	return History{pages: []string{home}}
}
`,
    'O(1)',
    'O(1)',
  ],
]

describe('references held in a list literal', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
