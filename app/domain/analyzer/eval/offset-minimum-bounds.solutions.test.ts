import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A loop from `cur + 1` up to `min(cur + 6, n - 1) + 1` runs at most six times: a constant added to the
 * smaller of two bounds changes no span, so the loop is bounded by the nearer one.
 */
const CASES: Case[] = [
  [
    'python: dice steps, range(cur + 1, min(cur + 6, n - 1) + 1)',
    'python',
    `from typing import List


class Solution:
    def minJumps(self, cost: List[int]) -> int:
        # best[i]: cheapest way to reach square i with dice rolls of one to six
        n = len(cost)
        best = [float("inf")] * n
        best[0] = 0
        for cur in range(n):
            for nxt in range(cur + 1, min(cur + 6, n - 1) + 1):
                best[nxt] = min(best[nxt], best[cur] + cost[nxt])
        return best[-1]
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: dice steps, next < Math.min(cur + 6, n - 1) + 1',
    'java',
    `class Solution {
    public int minJumps(int[] cost) {
        int n = cost.length;
        int[] best = new int[n];
        java.util.Arrays.fill(best, Integer.MAX_VALUE);
        best[0] = 0;
        for (int cur = 0; cur < n; cur++) {
            for (int next = cur + 1; next < Math.min(cur + 6, n - 1) + 1; next++) {
                best[next] = Math.min(best[next], best[cur] + cost[next]);
            }
        }
        return best[n - 1];
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: dice steps, next < min(cur + 6, n - 1) + 1',
    'cpp',
    `#include <algorithm>
#include <climits>
#include <vector>

using namespace std;

class Solution {
public:
    int minJumps(vector<int>& cost) {
        int n = cost.size();
        vector<long long> best(n, LLONG_MAX);
        best[0] = 0;
        for (int cur = 0; cur < n; ++cur) {
            for (int next = cur + 1; next < min(cur + 6, n - 1) + 1; ++next) {
                best[next] = min(best[next], best[cur] + cost[next]);
            }
        }
        return (int)best[n - 1];
    }
};
`,
    'O(n)',
    'O(n)',
  ],
]

describe('loops bounded by a minimum plus a constant', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
