import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { companies, interviewPlans, problemTopics, problems, users } from '#db/schema'
import { createTestDb } from '../../../tests/setup/db'
import type { Db } from '../db.server'
import { setProgress } from '../progress.server'
import { storeCuratedList } from './curated.server'
import { createList, moveProblem, pasteProblems, removeProblem } from './edit.server'
import {
  curatedListSummaries,
  findList,
  loadListPage,
  ownListChoices,
  ownListSummaries,
  type ListFilters,
} from './read.server'

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

beforeEach(() => {
  db = createTestDb()
  ids = {}
  const rows = [
    ['two-sum', 'Two Sum', 1, ['Array', 'Hash Table']],
    ['lru-cache', 'LRU Cache', 2, ['Design', 'Hash Table']],
    ['median-of-two-sorted-arrays', 'Median of Two Sorted Arrays', 3, ['Array', 'Binary Search']],
    ['valid-parentheses', 'Valid Parentheses', 1, ['Stack']],
  ] as const
  rows.forEach(([titleSlug, title, difficulty, topics], index) => {
    const row = db
      .insert(problems)
      .values({ titleSlug, title, difficulty, frontendId: index + 1 })
      .returning({ id: problems.id })
      .get()!
    ids[titleSlug] = row.id
    for (const topic of topics) db.insert(problemTopics).values({ problemId: row.id, topic }).run()
  })
  db.insert(users).values({ id: 'ada', email: 'ada@example.com', name: 'Ada' }).run()
  storeCuratedList(
    db.$client,
    {
      slug: 'starter',
      name: 'Starter',
      sourceName: 'demo',
      problemIds: [ids['two-sum']!, ids['lru-cache']!, ids['median-of-two-sorted-arrays']!],
    },
    NOW,
  )
})

describe('finding lists', () => {
  it('finds a curated list by its slug and a user’s list by its id', () => {
    expect(findList('starter', db)).toMatchObject({ name: 'Starter', visibility: 'curated', itemCount: 3 })
    const created = createList('ada', { name: 'Mine', description: '', visibility: 'private' }, db, NOW)
    if (created.outcome !== 'created') throw new Error('not created')
    expect(findList(created.id, db)).toMatchObject({ name: 'Mine', itemCount: 0 })
    expect(findList('no-such-list', db)).toBeNull()
  })
})

describe('summaries with the user’s progress', () => {
  it('counts, per list, the problems, those solved and those due by the end of the user’s today', () => {
    setProgress('ada', ids['two-sum']!, 'solved', db, NOW)
    setProgress('ada', ids['lru-cache']!, 'revisit', db, NOW)
    expect(curatedListSummaries('ada', END_OF_TODAY, db)).toEqual([
      expect.objectContaining({ slug: 'starter', itemCount: 3, solved: 1, due: 1 }),
    ])
    // A visitor sees the lists without progress.
    expect(curatedListSummaries(null, END_OF_TODAY, db)).toEqual([
      expect.objectContaining({ slug: 'starter', itemCount: 3, solved: 0, due: 0 }),
    ])
  })

  it('lists the user’s own lists, the one changed last first, and offers them to add to', () => {
    createList('ada', { name: 'Older', description: '', visibility: 'private' }, db, NOW)
    const newer = createList(
      'ada',
      { name: 'Newer', description: '', visibility: 'public' },
      db,
      END_OF_TODAY,
    )
    if (newer.outcome !== 'created') throw new Error('not created')
    pasteProblems('ada', newer.id, 'two-sum', db, END_OF_TODAY)
    expect(ownListSummaries('ada', END_OF_TODAY, db).map((list) => [list.name, list.itemCount])).toEqual([
      ['Newer', 1],
      ['Older', 0],
    ])
    expect(ownListChoices('ada', db).map((choice) => choice.name)).toEqual(['Newer', 'Older'])
    expect(ownListSummaries('someone-else', END_OF_TODAY, db)).toEqual([])
  })

  it('marks the lists of the user’s interview plans, which /lists shows apart', () => {
    const made = createList('ada', { name: 'Mine', description: '', visibility: 'private' }, db, NOW)
    const planned = createList(
      'ada',
      { name: 'Acme interview plan', description: '', visibility: 'private' },
      db,
      NOW,
    )
    if (made.outcome !== 'created' || planned.outcome !== 'created') throw new Error('not created')
    const company = db.insert(companies).values({ slug: 'acme', name: 'Acme' }).returning().get()
    db.insert(interviewPlans)
      .values({
        userId: 'ada',
        companyId: company.id,
        interviewDate: '2026-12-20',
        hoursPerWeek: 5,
        listId: planned.id,
      })
      .run()
    const byName = Object.fromEntries(
      ownListSummaries('ada', END_OF_TODAY, db).map((list) => [list.name, list.fromPlan]),
    )
    expect(byName).toEqual({ Mine: false, 'Acme interview plan': true })
  })
})

describe('a page of a list', () => {
  const list = () => findList('starter', db)!

  it('gives the problems in the list’s order, with topics and the viewer’s marks', () => {
    setProgress('ada', ids['lru-cache']!, 'solved', db, NOW)
    const page = loadListPage(list().id, 'ada', ALL, db)
    expect(page.rows.map((row) => [row.position, row.titleSlug, row.status])).toEqual([
      [1, 'two-sum', null],
      [2, 'lru-cache', 'solved'],
      [3, 'median-of-two-sorted-arrays', null],
    ])
    expect(page.rows[0]?.topics).toEqual(['Array', 'Hash Table'])
    expect(page.counts).toEqual({ 1: 1, 2: 1, 3: 1, total: 3, solved: 1 })
    expect(page.topics).toEqual([
      { topic: 'Array', problems: 2 },
      { topic: 'Hash Table', problems: 2 },
      { topic: 'Binary Search', problems: 1 },
      { topic: 'Design', problems: 1 },
    ])
  })

  it('narrows by difficulty, topics (any case), title and status, keeping each row’s place in the list', () => {
    setProgress('ada', ids['two-sum']!, 'solved', db, NOW)
    const hard = loadListPage(list().id, 'ada', { ...ALL, difficulty: 'hard' }, db)
    expect(hard.rows.map((row) => [row.position, row.titleSlug])).toEqual([
      [3, 'median-of-two-sorted-arrays'],
    ])
    const topic = loadListPage(list().id, 'ada', { ...ALL, topics: ['hash table', 'Nonexistent'] }, db)
    expect(topic.filters.topics).toEqual(['Hash Table'])
    expect(topic.rows.map((row) => row.titleSlug)).toEqual(['two-sum', 'lru-cache'])
    const search = loadListPage(list().id, 'ada', { ...ALL, search: 'lru' }, db)
    expect(search.rows.map((row) => row.titleSlug)).toEqual(['lru-cache'])
    const unsolved = loadListPage(list().id, 'ada', { ...ALL, status: 'unsolved' }, db)
    expect(unsolved.total).toBe(2)
  })

  it('marks paid-only problems and leaves them out when Premium is hidden', () => {
    db.update(problems).set({ isPaidOnly: true }).where(eq(problems.id, ids['lru-cache']!)).run()
    const page = loadListPage(list().id, 'ada', ALL, db)
    expect(page.rows.map((row) => [row.titleSlug, row.isPaidOnly])).toEqual([
      ['two-sum', false],
      ['lru-cache', true],
      ['median-of-two-sorted-arrays', false],
    ])
    const free = loadListPage(list().id, 'ada', { ...ALL, hidePremium: true }, db)
    expect(free.rows.map((row) => [row.position, row.titleSlug])).toEqual([
      [1, 'two-sum'],
      [3, 'median-of-two-sorted-arrays'],
    ])
    expect(free.total).toBe(2)
  })

  it('keeps what every viewer sees until a write, then reads the list, its facts and the marks again', () => {
    const first = loadListPage(list().id, 'ada', ALL, db)
    expect(first.rows.map((row) => row.status)).toEqual([null, null, null])
    setProgress('ada', ids['two-sum']!, 'solved', db, NOW)
    const marked = loadListPage(list().id, 'ada', ALL, db)
    expect(marked.rows.map((row) => row.status)).toEqual(['solved', null, null])
    expect(marked.counts.solved).toBe(1)

    const created = createList('ada', { name: 'Mine', description: '', visibility: 'private' }, db, NOW)
    if (created.outcome !== 'created') throw new Error(created.outcome)
    pasteProblems('ada', created.id, 'two-sum\nlru-cache\nvalid-parentheses', db, NOW)
    const mine = () => findList(created.id, db)!
    expect(loadListPage(created.id, 'ada', ALL, db).rows.map((row) => row.titleSlug)).toEqual([
      'two-sum',
      'lru-cache',
      'valid-parentheses',
    ])
    moveProblem('ada', created.id, mine().version, ids['valid-parentheses']!, 1, db, NOW)
    removeProblem('ada', created.id, mine().version, ids['lru-cache']!, db, NOW)
    const edited = loadListPage(created.id, 'ada', ALL, db)
    expect(edited.rows.map((row) => [row.position, row.titleSlug])).toEqual([
      [1, 'valid-parentheses'],
      [2, 'two-sum'],
    ])
    expect(edited.total).toBe(2)
    expect(edited.counts).toEqual({ 1: 2, 2: 0, 3: 0, total: 2, solved: 1 })
    expect(edited.topics.map(({ topic }) => topic)).toEqual(['Array', 'Hash Table', 'Stack'])
  })

  it('shows a visitor the problems without marks, and clamps the page', () => {
    setProgress('ada', ids['two-sum']!, 'solved', db, NOW)
    const page = loadListPage(list().id, null, { ...ALL, page: 9 }, db)
    expect(page.page).toBe(1)
    expect(page.rows.every((row) => row.status === null)).toBe(true)
    expect(page.counts.solved).toBe(0)
  })
})
