import { describe, expect, it } from 'vitest'
import { users } from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import {
  listFeatureRequestsForModeration,
  mergeFeatureRequest,
  setFeatureRequestHidden,
  unmergeFeatureRequest,
} from './feature-request-moderation.server'
import { createFeatureRequest, listFeatureRequests, upvoteFeatureRequest } from './feature-requests.server'

function board() {
  const db = createTestDb()
  db.insert(users)
    .values(['u1', 'u2', 'u3'].map((id) => ({ id, name: id, email: `${id}@example.com` })))
    .run()
  const dark = createFeatureRequest({ title: 'Dark mode', description: 'Please' }, db)
  const night = createFeatureRequest({ title: 'Night theme', description: 'Same thing' }, db)
  const spam = createFeatureRequest({ title: 'Cheap watches', description: 'Buy now' }, db)
  return { db, dark, night, spam }
}

describe('moderating feature requests', () => {
  it('takes a hidden request off the board and takes no votes for it, until it is shown again', () => {
    const { db, dark, spam } = board()
    expect(setFeatureRequestHidden(spam, true, db)).toBe('done')
    expect(listFeatureRequests(null, db).map((r) => r.id)).toEqual([dark + 1, dark])
    expect(upvoteFeatureRequest(spam, 'u1', db)).toBe('not-found')
    expect(listFeatureRequestsForModeration(db).find((r) => r.id === spam)?.hiddenAt).toBeInstanceOf(Date)

    expect(setFeatureRequestHidden(spam, false, db)).toBe('done')
    expect(listFeatureRequests(null, db).map((r) => r.id)).toContain(spam)
    expect(setFeatureRequestHidden(999, true, db)).toBe('not-found')
  })

  it('counts the votes of a merged request on its target, each person once', () => {
    const { db, dark, night } = board()
    upvoteFeatureRequest(dark, 'u1', db)
    upvoteFeatureRequest(night, 'u1', db)
    upvoteFeatureRequest(night, 'u2', db)
    expect(mergeFeatureRequest(night, dark, db)).toEqual({ outcome: 'merged', targetId: dark })

    const listed = listFeatureRequests('u2', db)
    expect(listed.map((r) => r.id)).not.toContain(night)
    expect(listed.find((r) => r.id === dark)).toMatchObject({ votes: 2, votedByMe: true })
    // A vote from a page loaded before the merge goes to the target, once per person.
    expect(upvoteFeatureRequest(night, 'u3', db)).toBe('voted')
    expect(upvoteFeatureRequest(dark, 'u2', db)).toBe('already-voted')
    expect(listFeatureRequests(null, db).find((r) => r.id === dark)?.votes).toBe(3)

    expect(unmergeFeatureRequest(night, db)).toBe('done')
    expect(listFeatureRequests(null, db).find((r) => r.id === night)?.votes).toBe(2)
  })

  it('never chains merges, and refuses a merge into itself, a hidden request or one that does not exist', () => {
    const { db, dark, night, spam } = board()
    mergeFeatureRequest(night, dark, db)
    // Merging into a merged request merges into its target; what was merged into the request follows it.
    expect(mergeFeatureRequest(spam, night, db)).toEqual({ outcome: 'merged', targetId: dark })
    unmergeFeatureRequest(spam, db)
    expect(mergeFeatureRequest(dark, spam, db)).toEqual({ outcome: 'merged', targetId: spam })
    const states = Object.fromEntries(listFeatureRequestsForModeration(db).map((r) => [r.id, r.mergedIntoId]))
    expect(states).toEqual({ [dark]: spam, [night]: spam, [spam]: null })

    expect(mergeFeatureRequest(spam, spam, db)).toEqual({ outcome: 'same-request' })
    expect(mergeFeatureRequest(dark, dark, db)).toEqual({ outcome: 'same-request' })
    expect(mergeFeatureRequest(spam, 999, db)).toEqual({ outcome: 'target-not-found' })
    expect(mergeFeatureRequest(999, spam, db)).toEqual({ outcome: 'not-found' })
    unmergeFeatureRequest(dark, db)
    setFeatureRequestHidden(spam, true, db)
    expect(mergeFeatureRequest(dark, spam, db)).toEqual({ outcome: 'target-hidden' })
  })
})
