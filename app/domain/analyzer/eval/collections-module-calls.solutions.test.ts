import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `collections.deque()` and `collections.Counter(s)` called through the module are the same deque and
 * counter as the imported names: a window over a deque drains it, a counter of a string costs its length.
 */
const CASES: Case[] = [
  [
    'python: sliding window maximum over collections.deque()',
    'python',
    `import collections
from typing import List


class Solution:
    def maxSlidingWindow(self, nums: List[int], k: int) -> List[int]:
        dq = collections.deque()
        maxima = []
        n = len(nums)
        for idx in range(n):
            while dq and nums[dq[-1]] <= nums[idx]:
                dq.pop()
            dq.append(idx)
            if dq[0] == idx - k:
                dq.popleft()
            if idx + 1 >= k:
                maxima.append(nums[dq[0]])
        return maxima
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: ransom note with two collections.Counter',
    'python',
    `import collections


class Solution:
    def canConstruct(self, ransomNote: str, magazine: str) -> bool:
        letters = collections.Counter(magazine)
        wanted = collections.Counter(ransomNote)
        return all(letters[ch] >= cnt for ch, cnt in wanted.items())
`,
    'O(m + n)',
    'O(m + n)',
  ],
  [
    'python: island BFS over collections.deque([(i, j)])',
    'python',
    `import collections
from typing import List


class Solution:
    def numIslands(self, grid: List[List[str]]) -> int:
        m, n = len(grid), len(grid[0])
        islands = 0
        for i in range(m):
            for j in range(n):
                if grid[i][j] != "1":
                    continue
                islands += 1
                grid[i][j] = "0"
                queue = collections.deque([(i, j)])
                while queue:
                    r, c = queue.popleft()
                    for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                        if 0 <= nr < m and 0 <= nc < n and grid[nr][nc] == "1":
                            grid[nr][nc] = "0"
                            queue.append((nr, nc))
        return islands
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

describe('calls through the collections module', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
