import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Python's `xs[i:j] = patch` replaces a stretch of a list in place: the elements after it move, O(n),
 * and nothing is copied. On a design class's field it also fills the field over the operations, so the
 * list holds n endpoints when an operation runs (a range module's sorted endpoints).
 */
const CASES: Case[] = [
  [
    'python: sorted endpoints patched by slice assignment',
    'python',
    `import bisect


class Intervals:
    def __init__(self):
        self.ends = []

    def cover(self, lo: int, hi: int) -> None:
        i = bisect.bisect_left(self.ends, lo)
        j = bisect.bisect_right(self.ends, hi)
        keep = []
        if i % 2 == 0:
            keep.append(lo)
        if j % 2 == 0:
            keep.append(hi)
        self.ends[i:j] = keep

    def covered(self, x: int) -> bool:
        return bisect.bisect_right(self.ends, x) % 2 == 1
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: equal neighbours cut out with nums[i:i + 2] = [] in a loop',
    'python',
    `def drop_pairs(nums):
    i = 0
    while i + 1 < len(nums):
        if nums[i] == nums[i + 1]:
            nums[i:i + 2] = []
            i = max(i - 1, 0)
        else:
            i += 1
    return len(nums)
`,
    'O(n^2)',
    'O(1)',
  ],
]

describe('stretches of a list replaced in place', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
