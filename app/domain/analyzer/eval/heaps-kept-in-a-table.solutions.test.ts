import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `heappush(ends[v], x)` on a `defaultdict(list)`: one heap of a table of heaps. The pushes fill the table
 * as `groups[k].append(x)` does, and each heap is bounded by all that the table holds, so a push or a pop
 * costs the log of that.
 */
const TABLES_OF_HEAPS: Case[] = [
  [
    'python: runs of consecutive values, shortest run extended first',
    'python',
    `import heapq
from collections import defaultdict


def can_split(nums):
    runs_ending = defaultdict(list)
    for x in nums:
        if runs_ending[x - 1]:
            length = heapq.heappop(runs_ending[x - 1])
            heapq.heappush(runs_ending[x], length + 1)
        else:
            heapq.heappush(runs_ending[x], 1)
    return all(not h or h[0] >= 3 for h in runs_ending.values())
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: each buyer takes the cheapest offer left from the seller they ask',
    'python',
    `import heapq
from collections import defaultdict
from typing import List


class Solution:
    def serve(self, offers: List[List[int]], asks: List[int]) -> int:
        by_seller = defaultdict(list)
        for seller, price in offers:
            heapq.heappush(by_seller[seller], price)
        spent = 0
        for seller in asks:
            if by_seller.get(seller):
                spent += heapq.heappop(by_seller[seller])
        return spent
`,
    'O(m log n + n log n)',
    'O(n)',
  ],
]

describe('heaps kept in a table', () => {
  it.each(TABLES_OF_HEAPS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
