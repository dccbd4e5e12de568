import { beforeEach, describe, expect, it } from 'vitest'
import { problems, users } from '#db/schema'
import { createTestDb } from '../../../tests/setup/db'
import type { Db } from '../db.server'
import { setProgress } from '../progress.server'
import { storeCuratedList } from './curated.server'
import { createList, pasteProblems, removeProblem } from './edit.server'
import { keptListPage, listsOverview } from './kept-views.server'
import { findList, loadListPage, type ListFilters } from './read.server'

const NOW = new Date('2026-11-21T12:00:00Z')
const END_OF_TODAY = new Date('2026-11-22T00:00:00Z')
const ALL: ListFilters = {
  difficulty: null,
  topics: [],
  search: '',
  status: 'all',
  hidePremium: false,
  page: 1,
}

let db: Db
let ids: Record<string, number>
let computed: number

beforeEach(() => {
  db = createTestDb()
  ids = {}
  computed = 0
  for (const [index, titleSlug] of ['two-sum', 'lru-cache', 'valid-parentheses'].entries()) {
    const row = db
      .insert(problems)
      .values({ titleSlug, title: titleSlug, difficulty: 1, frontendId: index + 1 })
      .returning({ id: problems.id })
      .get()!
    ids[titleSlug] = row.id
  }
  for (const id of ['ada', 'bob'])
    db.insert(users)
      .values({ id, email: `${id}@example.com`, name: id })
      .run()
  storeCuratedList(
    db.$client,
    {
      slug: 'starter',
      name: 'Starter',
      sourceName: 'demo',
      problemIds: [ids['two-sum']!, ids['lru-cache']!],
    },
    NOW,
  )
})

/** A view of the list's page as the route makes it: read through the kept value. */
function view(listId: string, userId: string | null) {
  return keptListPage(
    listId,
    userId,
    JSON.stringify(ALL),
    () => {
      computed += 1
      return loadListPage(listId, userId, ALL, db)
    },
    db,
  )
}

const statuses = (page: ReturnType<typeof view>) => page.rows.map((row) => [row.titleSlug, row.status])

describe('a list page kept for its viewer', () => {
  it('is computed once and read again while nothing it shows changes, whoever else writes', () => {
    const starter = findList('starter', db)!.id
    view(starter, 'ada')
    view(starter, 'ada')
    setProgress('bob', ids['two-sum']!, 'solved', db, NOW)
    view(starter, 'ada')
    expect(computed).toBe(1)
    // Bob's own view is his, with his mark.
    expect(statuses(view(starter, 'bob'))).toEqual([
      ['two-sum', 'solved'],
      ['lru-cache', null],
    ])
  })

  it('shows the viewer’s mark on the next view', () => {
    const starter = findList('starter', db)!.id
    expect(statuses(view(starter, 'ada'))).toEqual([
      ['two-sum', null],
      ['lru-cache', null],
    ])
    setProgress('ada', ids['lru-cache']!, 'solved', db, NOW)
    expect(statuses(view(starter, 'ada'))).toEqual([
      ['two-sum', null],
      ['lru-cache', 'solved'],
    ])
    expect(view(starter, 'ada').counts.solved).toBe(1)
  })

  it('shows its owner’s edit to a public list to another viewer and to visitors on their next view', () => {
    const made = createList('ada', { name: 'Mine', description: '', visibility: 'public' }, db, NOW)
    if (made.outcome !== 'created') throw new Error('not created')
    pasteProblems('ada', made.id, 'two-sum\nlru-cache', db, NOW)
    expect(view(made.id, 'bob').total).toBe(2)
    expect(view(made.id, null).total).toBe(2)
    const { version } = findList(made.id, db)!
    expect(removeProblem('ada', made.id, version, ids['two-sum']!, db, NOW).outcome).toBe('removed')
    expect(view(made.id, 'bob').rows.map((row) => row.titleSlug)).toEqual(['lru-cache'])
    expect(view(made.id, null).rows.map((row) => row.titleSlug)).toEqual(['lru-cache'])
  })

  it('shows an import’s change to a curated list on the next view', () => {
    const starter = findList('starter', db)!.id
    expect(view(starter, 'ada').total).toBe(2)
    expect(view(starter, null).total).toBe(2)
    storeCuratedList(
      db.$client,
      {
        slug: 'starter',
        name: 'Starter',
        sourceName: 'demo',
        problemIds: [ids['two-sum']!, ids['lru-cache']!, ids['valid-parentheses']!],
      },
      NOW,
    )
    expect(view(starter, 'ada').total).toBe(3)
    expect(view(starter, null).total).toBe(3)
  })
})

describe('/lists kept for its viewer', () => {
  it('shows the viewer’s marks and new lists on the next view, and not another user’s', () => {
    const solved = () => listsOverview('ada', END_OF_TODAY, db).curated.map((list) => list.solved)
    expect(solved()).toEqual([0])
    setProgress('bob', ids['two-sum']!, 'solved', db, NOW)
    expect(solved()).toEqual([0])
    setProgress('ada', ids['two-sum']!, 'solved', db, NOW)
    expect(solved()).toEqual([1])
    expect(listsOverview('ada', END_OF_TODAY, db).own).toEqual([])
    createList('ada', { name: 'Mine', description: '', visibility: 'private' }, db, NOW)
    expect(listsOverview('ada', END_OF_TODAY, db).own.map((list) => list.name)).toEqual(['Mine'])
    expect(listsOverview(null, END_OF_TODAY, db).own).toEqual([])
  })

  it('shows an imported curated list to visitors and users on the next view', () => {
    expect(listsOverview(null, END_OF_TODAY, db).curated).toHaveLength(1)
    expect(listsOverview('ada', END_OF_TODAY, db).curated).toHaveLength(1)
    storeCuratedList(
      db.$client,
      { slug: 'more', name: 'More', sourceName: 'demo', problemIds: [ids['valid-parentheses']!] },
      NOW,
    )
    expect(listsOverview(null, END_OF_TODAY, db).curated.map((list) => list.name)).toEqual([
      'More',
      'Starter',
    ])
    expect(listsOverview('ada', END_OF_TODAY, db).curated).toHaveLength(2)
  })
})
