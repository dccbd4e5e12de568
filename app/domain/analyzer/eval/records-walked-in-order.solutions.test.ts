import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `for team, start, end in sorted(meetings, key=...)`: an untyped parameter only ever walked through a
 * sorted or reversed copy is a list all the same, whatever its name; sorting it costs n log n.
 */
const WALKED_IN_ORDER: Case[] = [
  [
    'python: meetings unpacked from a sorted copy',
    'python',
    `def busiest_gap(meetings):
    best, last_end = 0, None
    for room, start, end in sorted(meetings, key=lambda m: m[1]):
        if last_end is not None:
            best = max(best, start - last_end)
        last_end = end
    return best
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: bookings walked newest first',
    'python',
    `def last_free(bookings):
    taken = set()
    for b in reversed(bookings):
        if b in taken:
            return b
        taken.add(b)
    return -1
`,
    'O(n)',
    'O(n)',
  ],
]

describe('records walked through a sorted or reversed copy', () => {
  it.each(WALKED_IN_ORDER)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
