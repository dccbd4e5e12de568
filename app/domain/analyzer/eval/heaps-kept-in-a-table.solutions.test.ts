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
    'python: rooms each team needs, meetings in order of start, a heap of end times per team',
    'python',
    `import heapq
from collections import defaultdict


def rooms_per_team(meetings):
    ends = defaultdict(list)
    rooms = 0
    for team, start, finish in meetings:
        if ends[team] and ends[team][0] <= start:
            heapq.heappop(ends[team])
        else:
            rooms += 1
        heapq.heappush(ends[team], finish)
    return rooms
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
