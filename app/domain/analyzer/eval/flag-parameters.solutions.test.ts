import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A memoised recursion whose second parameter is a flag flipped on some calls (`1 - turn`, `turn ^ 1`,
 * `!holding`, `not first`) and kept on others: the flag takes two values, so the states are the index's
 * n times a constant, each solved once.
 */
const CASES: Case[] = [
  [
    'python: stock trading with a holding flag flipped by `not`',
    'python',
    `from functools import lru_cache

class Solution:
    def profit(self, prices: list[int], fee: int) -> int:
        @lru_cache(maxsize=None)
        def go(day: int, holding: bool) -> int:
            if day >= len(prices):
                return 0
            wait = go(day + 1, holding)
            if holding:
                act = prices[day] - fee + go(day + 1, not holding)
            else:
                act = -prices[day] + go(day + 1, not holding)
            return max(wait, act)
        return go(0, False)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: a two-player pick game with the turn flipped by `1 - turn`',
    'javascript',
    `function firstPlayerScore(cards) {
  const seen = new Map()
  const play = (pos, turn) => {
    if (pos === cards.length) return 0
    const key = pos * 2 + turn
    if (seen.has(key)) return seen.get(key)
    const gain = turn === 0 ? cards[pos] : 0
    const result = Math.max(play(pos + 1, turn), gain + play(pos + 1, 1 - turn))
    seen.set(key, result)
    return result
  }
  return play(0, 0)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: a struct-held memo over an index and a parity flipped by `^ 1`',
    'go',
    `package main

type scorer struct {
	vals  []int
	cache [][2]int
	known [][2]bool
}

func (s *scorer) run(at, parity int) int {
	if at == len(s.vals) {
		return 0
	}
	if s.known[at][parity] {
		return s.cache[at][parity]
	}
	keep := s.run(at+1, parity)
	v := s.vals[at]
	if parity == 1 {
		v = -v
	}
	use := v + s.run(at+1, parity^1)
	if use > keep {
		keep = use
	}
	s.cache[at][parity] = keep
	s.known[at][parity] = true
	return keep
}

func bestParitySum(vals []int) int {
	s := &scorer{vals: vals, cache: make([][2]int, len(vals)), known: make([][2]bool, len(vals))}
	return s.run(0, 0)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: a memo table over an index and a boolean flipped by `!`',
    'java',
    `class Solution {
    private Integer[][] memo;
    private int[] gains;

    private int walk(int i, boolean rested) {
        if (i == gains.length) return 0;
        int r = rested ? 1 : 0;
        if (memo[i][r] != null) return memo[i][r];
        int skip = walk(i + 1, !rested);
        int take = rested ? gains[i] + walk(i + 1, !rested) : skip;
        return memo[i][r] = Math.max(skip, take);
    }

    public int maxGain(int[] gains) {
        this.gains = gains;
        this.memo = new Integer[gains.length][2];
        return walk(0, true);
    }
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('flag parameters of a memoised recursion', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
