import { describe, expect, it } from 'vitest'
import { users } from '#db/schema'
import { openTwoConnections, writeDuring } from '../../tests/setup/concurrent-writer'
import { createTestDb } from '../../tests/setup/db'
import type { Db } from './db.server'
import { createFeatureRequest, listFeatureRequests, upvoteFeatureRequest } from './feature-requests.server'

/** The two users, u1 and u2, whose votes the tests count. */
function addVoters(db: Db) {
  db.insert(users)
    .values([
      { id: 'u1', name: 'Ada', email: 'ada@example.com' },
      { id: 'u2', name: 'Bob', email: 'bob@example.com' },
    ])
    .run()
}

describe('feature requests', () => {
  it('lists newest first with vote counts, and counts one vote per user', () => {
    const db = createTestDb()
    addVoters(db)
    const first = createFeatureRequest({ title: 'Dark mode', description: 'Please' }, db)
    const second = createFeatureRequest({ title: 'Export', description: 'CSV please', userId: 'u1' }, db)
    expect(upvoteFeatureRequest(first, 'u1', db)).toBe('voted')
    expect(upvoteFeatureRequest(first, 'u1', db)).toBe('already-voted')
    expect(upvoteFeatureRequest(first, 'u2', db)).toBe('voted')
    expect(upvoteFeatureRequest(999, 'u2', db)).toBe('not-found')

    const list = listFeatureRequests('u1', db)
    expect(list.map((r) => r.id)).toEqual([second, first])
    expect(list.find((r) => r.id === first)).toMatchObject({ votes: 2, votedByMe: true })
    expect(list.find((r) => r.id === second)).toMatchObject({ votes: 0, votedByMe: false })
    expect(listFeatureRequests(null, db).every((r) => !r.votedByMe)).toBe(true)
  })

  it('counts a vote cast by another worker meanwhile instead of failing with SQLITE_BUSY', async () => {
    const connections = openTwoConnections()
    try {
      const { db } = connections
      addVoters(db)
      const request = createFeatureRequest({ title: 'Dark mode', description: 'Please' }, db)
      const outcome = await writeDuring(
        connections,
        () => upvoteFeatureRequest(request, 'u1', db),
        (other) => upvoteFeatureRequest(request, 'u2', other),
      )
      expect(outcome).toEqual({ result: 'voted', otherResult: 'voted', otherWaited: true })
      expect(listFeatureRequests(null, db)).toMatchObject([{ id: request, votes: 2 }])
    } finally {
      connections.close()
    }
  })
})
