import { beforeEach, describe, expect, it } from 'vitest'
import { problemLists, users } from '#db/schema'
import { eq } from 'drizzle-orm'
import { createTestDb } from '../../../tests/setup/db'
import type { Db } from '../db.server'
import { copyList, createList } from './edit.server'
import { listHiddenLists, setListHidden } from './moderation.server'
import { curatedListSummaries, findList, findViewableList, ownListSummaries } from './read.server'

const NOW = new Date('2026-11-21T12:00:00Z')
const LATER = new Date('2026-11-22T12:00:00Z')

let db: Db

function user(id: string) {
  db.insert(users)
    .values({ id, email: `${id}@example.com`, name: id })
    .run()
  return id
}

function list(ownerId: string, visibility: 'public' | 'private', name = 'Graphs') {
  const created = createList(ownerId, { name, description: '', visibility }, db, NOW)
  if (created.outcome !== 'created') throw new Error('not created')
  return created.id
}

beforeEach(() => {
  db = createTestDb()
  user('ada')
  user('bob')
  user('mod')
})

describe('hiding a public list', () => {
  it('makes it a 404 for everyone but its owner, who still sees it, and cannot be copied', () => {
    const id = list('ada', 'public')
    expect(setListHidden(id, true, 'mod', db, NOW)).toBe('done')
    expect(findViewableList(id, null, db)).toBeNull()
    expect(findViewableList(id, 'bob', db)).toBeNull()
    expect(findViewableList(id, 'mod', db)).toBeNull()
    expect(findViewableList(id, 'ada', db)?.hiddenAt).toEqual(NOW)
    expect(copyList('bob', id, db, NOW)).toEqual({ outcome: 'not-found' })
    expect(ownListSummaries('ada', LATER, db)).toEqual([expect.objectContaining({ id, hidden: true })])
  })

  it('keeps the first time and admin when hidden twice, and shows it to everyone again', () => {
    const id = list('ada', 'public')
    setListHidden(id, true, 'mod', db, NOW)
    expect(setListHidden(id, true, 'bob', db, LATER)).toBe('done')
    expect(db.select().from(problemLists).where(eq(problemLists.id, id)).get()).toMatchObject({
      hiddenAt: NOW,
      hiddenBy: 'mod',
    })
    expect(setListHidden(id, false, 'mod', db, LATER)).toBe('done')
    expect(findViewableList(id, null, db)?.hiddenAt).toBeNull()
    expect(db.select().from(problemLists).where(eq(problemLists.id, id)).get()?.hiddenBy).toBeNull()
  })

  it('refuses lists that are not there, curated or private, and changes nothing', () => {
    const mine = list('ada', 'private')
    expect(setListHidden('no-such-list', true, 'mod', db, NOW)).toBe('not-found')
    expect(setListHidden(mine, true, 'mod', db, NOW)).toBe('not-found')
    expect(findList(mine, db)?.hiddenAt).toBeNull()
    db.insert(problemLists)
      .values({ id: 'curated-1', slug: 'starter', name: 'Starter', visibility: 'curated' })
      .run()
    expect(setListHidden('curated-1', true, 'mod', db, NOW)).toBe('not-found')
    expect(curatedListSummaries(null, LATER, db)).toEqual([expect.objectContaining({ hidden: false })])
  })

  it('lists the hidden lists for /admin, the one hidden last first, with owner and admin', () => {
    const first = list('ada', 'public', 'First')
    const second = list('bob', 'public', 'Second')
    list('bob', 'public', 'Not hidden')
    setListHidden(first, true, 'mod', db, NOW)
    setListHidden(second, true, 'mod', db, LATER)
    // The admin's account is gone: the list stays hidden, without their address.
    db.delete(users).where(eq(users.id, 'mod')).run()
    expect(listHiddenLists(db)).toEqual([
      {
        id: second,
        name: 'Second',
        ownerName: 'bob',
        ownerEmail: 'bob@example.com',
        hiddenAt: LATER,
        hiddenBy: null,
      },
      expect.objectContaining({ id: first, name: 'First', hiddenAt: NOW }),
    ])
  })
})
