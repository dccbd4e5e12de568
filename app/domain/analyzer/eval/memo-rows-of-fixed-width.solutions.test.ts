import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `memo[i][state]` with rows of a fixed width (`make([][4]int, n)`, `new int[n][3]`): the state parameter
 * moves by steps no comparison bounds, but it indexes a row of constant width, so the memo holds n states.
 */
const FIXED_WIDTH_ROWS: Case[] = [
  [
    'go: binary strings without three ones in a row, the run of ones as a row index',
    'go',
    `package main

func countStrings(n int) int {
	const mod = 1_000_000_007
	table := make([][3]int, n+1)
	for i := range table {
		table[i] = [3]int{-1, -1, -1}
	}
	var from func(pos, ones int) int
	from = func(pos, ones int) int {
		if pos == n {
			return 1
		}
		if table[pos][ones] >= 0 {
			return table[pos][ones]
		}
		total := from(pos+1, 0)
		if ones < 2 {
			total = (total + from(pos+1, ones+1)) % mod
		}
		table[pos][ones] = total
		return total
	}
	return from(0, 0)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: a house robber whose state is how many of the last houses were robbed',
    'java',
    `import java.util.Arrays;

class Solution {
    private int[][] memo;
    private int[] vals;

    public int maxLoot(int[] values) {
        vals = values;
        memo = new int[values.length][3];
        for (int[] row : memo) Arrays.fill(row, -1);
        return best(0, 0);
    }

    private int best(int i, int run) {
        if (i == vals.length) return 0;
        if (memo[i][run] != -1) return memo[i][run];
        int skip = best(i + 1, 0);
        int take = run < 2 ? vals[i] + best(i + 1, run + 1) : 0;
        return memo[i][run] = Math.max(skip, take);
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: stock trading with a cooldown, the holding state as a row index',
    'python',
    `from typing import List


class Solution:
    def maxProfit(self, prices: List[int]) -> int:
        n = len(prices)
        memo = [[None] * 2 for _ in range(n)]

        def go(day, holding):
            if day >= n:
                return 0
            if memo[day][holding] is not None:
                return memo[day][holding]
            rest = go(day + 1, holding)
            if holding:
                act = prices[day] + go(day + 2, holding - 1)
            else:
                act = go(day + 1, holding + 1) - prices[day]
            memo[day][holding] = max(rest, act)
            return memo[day][holding]

        return go(0, 0)
`,
    'O(n)',
    'O(n)',
  ],
]

describe('memo rows of a fixed width', () => {
  it.each(FIXED_WIDTH_ROWS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
