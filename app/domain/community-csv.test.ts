import { describe, expect, it } from 'vitest'
import { communityCsv } from './community-csv'

describe('the community view as CSV', () => {
  it('gives each reported problem its counts, not a frequency, and guards text cells', () => {
    const csv = communityCsv([
      {
        frontendId: 146,
        title: 'LRU Cache',
        titleSlug: 'lru-cache',
        difficulty: 2,
        people: 2,
        latestMonth: '2026-03',
        topics: ['Design', 'Hash Table'],
        status: 'solved',
      },
      {
        frontendId: null,
        title: '=HYPERLINK("x")',
        titleSlug: 'odd',
        difficulty: 1,
        people: 1,
        latestMonth: '2026-01',
        topics: [],
        status: null,
      },
    ])
    expect(csv.split('\r\n')).toEqual([
      'Number,Title,URL,Difficulty,Reported by,Latest month,Confirmed,Topics,Status',
      '146,LRU Cache,https://leetcode.com/problems/lru-cache/,Medium,2,2026-03,Yes,Design; Hash Table,Solved',
      ',"\'=HYPERLINK(""x"")",https://leetcode.com/problems/odd/,Easy,1,2026-01,No,,',
      '',
    ])
  })
})
