import { beforeEach, describe, expect, it } from 'vitest'
import { problemListItems, problemLists, problems, users } from '#db/schema'
import { createTestDb } from '../../../tests/setup/db'
import { MAX_LIST_ITEMS, MAX_LISTS_PER_USER } from '~/domain/problem-lists'
import type { Db } from '../db.server'
import {
  addProblem,
  copyList,
  createList,
  deleteList,
  moveProblem,
  pasteProblems,
  removeProblem,
  saveListDetails,
} from './edit.server'
import { storeCuratedList } from './curated.server'
import { findList, findViewableList } from './read.server'

const NOW = new Date('2026-11-21T12:00:00Z')
const PROBLEMS = [
  [1, 'two-sum', 'Two Sum'],
  [2, 'add-two-numbers', 'Add Two Numbers'],
  [3, 'longest-substring-without-repeating-characters', 'Longest Substring Without Repeating Characters'],
  [20, 'valid-parentheses', 'Valid Parentheses'],
  [146, 'lru-cache', 'LRU Cache'],
] as const

let db: Db
let ids: Record<string, number>

function user(id: string) {
  db.insert(users)
    .values({ id, email: `${id}@example.com`, name: id })
    .run()
  return id
}

/** The list's problems by slug, in their order, with the positions checked to run 1…n. */
function order(listId: string): string[] {
  const rows = db.$client
    .prepare(
      `SELECT p.title_slug AS slug, i.position FROM problem_list_items i JOIN problems p ON p.id = i.problem_id
       WHERE i.list_id = ? ORDER BY i.position`,
    )
    .all(listId) as { slug: string; position: number }[]
  expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index + 1))
  return rows.map((row) => row.slug)
}

function newList(ownerId: string, name = 'Graphs', visibility: 'private' | 'public' = 'private'): string {
  const created = createList(ownerId, { name, description: '', visibility }, db, NOW)
  if (created.outcome !== 'created') throw new Error(created.outcome)
  return created.id
}

function version(listId: string): number {
  return findList(listId, db)!.version
}

beforeEach(() => {
  db = createTestDb()
  ids = {}
  for (const [number, slug, title] of PROBLEMS) {
    const row = db
      .insert(problems)
      .values({ titleSlug: slug, frontendId: number, title, difficulty: 1 })
      .returning({ id: problems.id })
      .get()
    ids[slug] = row!.id
  }
})

describe('creating and editing a list', () => {
  it('creates a private list with a random id, which only its owner can see', () => {
    const ada = user('ada')
    user('bob')
    const id = newList(ada, 'Graphs')
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(findList(id, db)).toMatchObject({
      name: 'Graphs',
      ownerId: ada,
      visibility: 'private',
      version: 1,
    })
    expect(findViewableList(id, ada, db)).not.toBeNull()
    expect(findViewableList(id, 'bob', db)).toBeNull()
    expect(findViewableList(id, null, db)).toBeNull()
  })

  it('shows a public list to anyone, signed in or not', () => {
    const id = newList(user('ada'), 'Shared', 'public')
    expect(findViewableList(id, null, db)?.name).toBe('Shared')
    expect(findViewableList(id, 'someone-else', db)?.name).toBe('Shared')
  })

  it('refuses a list past the most one account may keep', () => {
    const ada = user('ada')
    for (let i = 0; i < MAX_LISTS_PER_USER; i++) newList(ada, `List ${i}`)
    expect(createList(ada, { name: 'One more', description: '', visibility: 'private' }, db, NOW)).toEqual({
      outcome: 'too-many-lists',
    })
  })

  it('saves details against the version they were drawn from, and refuses a stale one', () => {
    const ada = user('ada')
    const id = newList(ada)
    const details = { name: 'Trees', description: 'BFS and DFS', visibility: 'public' as const }
    expect(saveListDetails(ada, id, 1, details, db, NOW)).toEqual({ outcome: 'saved', version: 2 })
    expect(saveListDetails(ada, id, 1, { ...details, name: 'Old tab' }, db, NOW)).toEqual({
      outcome: 'stale',
    })
    expect(findList(id, db)).toMatchObject({
      name: 'Trees',
      description: 'BFS and DFS',
      visibility: 'public',
    })
  })

  it('lets nobody but the owner change or delete a list, curated lists included', () => {
    const ada = user('ada')
    const bob = user('bob')
    const id = newList(ada, 'Mine', 'public')
    const details = { name: 'Taken', description: '', visibility: 'public' as const }
    expect(saveListDetails(bob, id, 1, details, db, NOW)).toEqual({ outcome: 'not-found' })
    expect(deleteList(bob, id, 1, db)).toEqual({ outcome: 'not-found' })
    expect(addProblem(bob, id, ids['two-sum']!, db, NOW)).toEqual({ outcome: 'not-found' })
    storeCuratedList(
      db.$client,
      { slug: 'blind-75', name: 'Blind 75', sourceName: 'x', problemIds: [1] },
      NOW,
    )
    const curated = findList('blind-75', db)!
    expect(addProblem(ada, curated.id, ids['two-sum']!, db, NOW)).toEqual({ outcome: 'not-found' })
    expect(findList(id, db)?.name).toBe('Mine')
  })

  it('deletes a list with its items, but not from a stale page', () => {
    const ada = user('ada')
    const id = newList(ada)
    addProblem(ada, id, ids['two-sum']!, db, NOW)
    expect(deleteList(ada, id, 1, db)).toEqual({ outcome: 'stale' })
    expect(deleteList(ada, id, 2, db)).toEqual({ outcome: 'deleted', name: 'Graphs' })
    expect(findList(id, db)).toBeNull()
    expect(db.select().from(problemListItems).all()).toEqual([])
  })

  it('deletes a user’s lists with the account', () => {
    const ada = user('ada')
    const id = newList(ada)
    addProblem(ada, id, ids['two-sum']!, db, NOW)
    db.delete(users).run()
    expect(db.select().from(problemLists).all()).toEqual([])
    expect(db.select().from(problemListItems).all()).toEqual([])
  })
})

describe('adding problems', () => {
  it('appends, keeps a problem once, and raises the version only when something changed', () => {
    const ada = user('ada')
    const id = newList(ada)
    expect(addProblem(ada, id, ids['lru-cache']!, db, NOW)).toMatchObject({
      outcome: 'added',
      list: { version: 2 },
      problem: { title: 'LRU Cache' },
    })
    addProblem(ada, id, ids['two-sum']!, db, NOW)
    expect(addProblem(ada, id, ids['lru-cache']!, db, NOW)).toMatchObject({ outcome: 'already-there' })
    expect(order(id)).toEqual(['lru-cache', 'two-sum'])
    expect(version(id)).toBe(3)
  })

  it('says when the problem does not exist, and changes nothing', () => {
    const ada = user('ada')
    const id = newList(ada)
    expect(addProblem(ada, id, 999_999, db, NOW)).toEqual({ outcome: 'problem-not-found' })
    expect(version(id)).toBe(1)
  })

  it('refuses a problem past the most a list may hold', () => {
    const ada = user('ada')
    const id = newList(ada)
    const many = Array.from({ length: MAX_LIST_ITEMS }, (_, i) => ({
      titleSlug: `filler-${i}`,
      title: `Filler ${i}`,
      difficulty: 1,
    }))
    const fillers = db.insert(problems).values(many).returning({ id: problems.id }).all()
    db.insert(problemListItems)
      .values(fillers.map((row, index) => ({ listId: id, problemId: row.id, position: index + 1 })))
      .run()
    expect(addProblem(ada, id, ids['two-sum']!, db, NOW)).toEqual({ outcome: 'list-full' })
  })

  it('adds a paste line by line: addresses, slugs and numbers, reporting every line it could not use', () => {
    const ada = user('ada')
    const id = newList(ada)
    addProblem(ada, id, ids['lru-cache']!, db, NOW)
    const result = pasteProblems(
      ada,
      id,
      [
        'https://leetcode.com/problems/two-sum/description/',
        '',
        '#2',
        'valid-parentheses',
        'not a problem at all',
        'no-such-problem',
        '9999',
        '146',
        'Two-Sum',
        '3.',
      ].join('\n'),
      db,
      NOW,
    )
    expect(result).toMatchObject({
      outcome: 'pasted',
      added: [
        { title: 'Two Sum' },
        { title: 'Add Two Numbers' },
        { title: 'Valid Parentheses' },
        { id: ids['longest-substring-without-repeating-characters'] },
      ],
      skipped: [
        { line: 5, text: 'not a problem at all', reason: 'unreadable' },
        { line: 6, text: 'no-such-problem', reason: 'unknown' },
        { line: 7, text: '9999', reason: 'unknown' },
        { line: 8, text: '146', reason: 'already-there' },
        { line: 9, text: 'Two-Sum', reason: 'repeated' },
      ],
      version: 3,
    })
    expect(order(id)).toEqual([
      'lru-cache',
      'two-sum',
      'add-two-numbers',
      'valid-parentheses',
      'longest-substring-without-repeating-characters',
    ])
  })

  it('changes nothing when no line of a paste can be used', () => {
    const ada = user('ada')
    const id = newList(ada)
    const result = pasteProblems(ada, id, 'nothing\nno-such-problem', db, NOW)
    expect(result).toMatchObject({ outcome: 'pasted', added: [], version: 1 })
    expect(order(id)).toEqual([])
  })
})

describe('reordering and removing', () => {
  function listOfFive(ada: string): string {
    const id = newList(ada)
    pasteProblems(ada, id, PROBLEMS.map(([, slug]) => slug).join('\n'), db, NOW)
    return id
  }

  it('moves a problem to a place, the others closing up, and never past either end', () => {
    const ada = user('ada')
    const id = listOfFive(ada)
    expect(moveProblem(ada, id, 2, ids['lru-cache']!, 1, db, NOW)).toEqual({
      outcome: 'moved',
      position: 1,
      version: 3,
    })
    expect(order(id)).toEqual([
      'lru-cache',
      'two-sum',
      'add-two-numbers',
      'longest-substring-without-repeating-characters',
      'valid-parentheses',
    ])
    expect(moveProblem(ada, id, 3, ids['two-sum']!, 99, db, NOW)).toMatchObject({ position: 5 })
    expect(moveProblem(ada, id, 4, ids['lru-cache']!, 0, db, NOW)).toMatchObject({ position: 1, version: 4 })
    expect(order(id).at(-1)).toBe('two-sum')
  })

  it('refuses a move or a removal from a stale page, so no tab undoes another’s work', () => {
    const ada = user('ada')
    const id = listOfFive(ada)
    // Another tab adds a problem: version 2 → 3.
    addProblem(ada, id, ids['two-sum']!, db, NOW)
    removeProblem(ada, id, 2, ids['two-sum']!, db, NOW)
    const before = order(id)
    expect(moveProblem(ada, id, 1, ids['lru-cache']!, 1, db, NOW)).toEqual({ outcome: 'stale' })
    expect(removeProblem(ada, id, 1, ids['lru-cache']!, db, NOW)).toEqual({ outcome: 'stale' })
    expect(order(id)).toEqual(before)
  })

  it('keeps every item when two tabs edit one list: one adds, the other moves from the older page', () => {
    const ada = user('ada')
    const id = newList(ada)
    addProblem(ada, id, ids['two-sum']!, db, NOW)
    addProblem(ada, id, ids['lru-cache']!, db, NOW)
    const seen = version(id)
    // Tab A adds; tab B, still showing `seen`, tries to move.
    addProblem(ada, id, ids['valid-parentheses']!, db, NOW)
    expect(moveProblem(ada, id, seen, ids['lru-cache']!, 1, db, NOW)).toEqual({ outcome: 'stale' })
    expect(order(id)).toEqual(['two-sum', 'lru-cache', 'valid-parentheses'])
  })

  it('removes a problem and closes the gap', () => {
    const ada = user('ada')
    const id = listOfFive(ada)
    expect(removeProblem(ada, id, 2, ids['add-two-numbers']!, db, NOW)).toMatchObject({
      outcome: 'removed',
      problem: { title: 'Add Two Numbers' },
      version: 3,
    })
    expect(order(id)).toEqual([
      'two-sum',
      'longest-substring-without-repeating-characters',
      'valid-parentheses',
      'lru-cache',
    ])
    expect(removeProblem(ada, id, 3, ids['add-two-numbers']!, db, NOW)).toEqual({ outcome: 'not-on-list' })
  })
})

describe('copying a list', () => {
  it('copies a public list into a private one of the user’s, in the same order', () => {
    const ada = user('ada')
    const bob = user('bob')
    const shared = newList(ada, 'Shared', 'public')
    pasteProblems(ada, shared, 'lru-cache\ntwo-sum', db, NOW)
    const copy = copyList(bob, shared, db, NOW)
    expect(copy).toMatchObject({ outcome: 'copied', name: 'Shared' })
    if (copy.outcome !== 'copied') return
    expect(findList(copy.id, db)).toMatchObject({ ownerId: bob, visibility: 'private', name: 'Shared' })
    expect(order(copy.id)).toEqual(['lru-cache', 'two-sum'])
    // The copy is the user's own: changing it leaves the original alone.
    addProblem(bob, copy.id, ids['valid-parentheses']!, db, NOW)
    expect(order(shared)).toEqual(['lru-cache', 'two-sum'])
  })

  it('copies a curated list by its address', () => {
    const bob = user('bob')
    storeCuratedList(
      db.$client,
      {
        slug: 'blind-75',
        name: 'Blind 75',
        sourceName: 'x',
        problemIds: [ids['two-sum']!, ids['lru-cache']!],
      },
      NOW,
    )
    const copy = copyList(bob, 'blind-75', db, NOW)
    expect(copy.outcome).toBe('copied')
    if (copy.outcome === 'copied') expect(order(copy.id)).toEqual(['two-sum', 'lru-cache'])
  })

  it('never copies someone else’s private list', () => {
    const ada = user('ada')
    const bob = user('bob')
    const secret = newList(ada, 'Secret')
    expect(copyList(bob, secret, db, NOW)).toEqual({ outcome: 'not-found' })
    expect(db.select().from(problemLists).all()).toHaveLength(1)
  })
})
