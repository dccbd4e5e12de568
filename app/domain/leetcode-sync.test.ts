import { describe, expect, it } from 'vitest'
import { syncSummary } from './leetcode-sync'

const none = { checked: 0, newlySolved: 0, alreadySolved: 0, keptForRevisit: 0, notInCatalogue: 0 }

describe('syncSummary', () => {
  it('says when LeetCode listed nothing', () => {
    expect(syncSummary(none, 'neal_wu')).toEqual({
      title: 'Nothing to sync yet',
      description: 'LeetCode shows no accepted submissions for neal_wu.',
    })
  })

  it('names every kind of outcome, with singular and plural right', () => {
    expect(
      syncSummary(
        { checked: 7, newlySolved: 3, alreadySolved: 1, keptForRevisit: 2, notInCatalogue: 1 },
        'x',
      ),
    ).toEqual({
      title: 'Synced with LeetCode',
      description:
        'Marked 3 problems solved. 1 problem was already solved. 2 problems marked to revisit keep their status. 1 problem is not in PrepSharp yet.',
    })
    expect(
      syncSummary(
        { ...none, checked: 3, newlySolved: 1, alreadySolved: 2, keptForRevisit: 1, notInCatalogue: 2 },
        'x',
      ).description,
    ).toBe(
      'Marked 1 problem solved. 2 problems were already solved. 1 problem marked to revisit keeps its status. 2 problems are not in PrepSharp yet.',
    )
  })

  it('is "already up to date" when nothing new was marked', () => {
    expect(syncSummary({ ...none, checked: 2, alreadySolved: 2 }, 'x')).toEqual({
      title: 'Already up to date',
      description: '2 problems were already solved.',
    })
  })
})
