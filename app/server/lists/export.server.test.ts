import { describe, expect, it } from 'vitest'
import { problems, users } from '#db/schema'
import { createTestDb } from '../../../tests/setup/db'
import { listCsv, listJson } from '~/domain/list-export'
import { setProgress } from '../progress.server'
import { createList, pasteProblems } from './edit.server'
import { exportOwnLists, listExportRows } from './export.server'
import type { ListFilters } from './read.server'

const NOW = new Date('2026-11-21T12:00:00Z')
const ALL: Omit<ListFilters, 'page'> = {
  difficulty: null,
  topics: [],
  search: '',
  status: 'all',
  hidePremium: false,
}

function setup() {
  const db = createTestDb()
  db.insert(users).values({ id: 'ada', email: 'ada@example.com', name: 'Ada' }).run()
  db.insert(problems)
    .values([
      { titleSlug: 'two-sum', frontendId: 1, title: 'Two Sum', difficulty: 1, acRate: 57.81 },
      { titleSlug: 'equal-sum', frontendId: 2, title: '=SUM(A1)', difficulty: 3 },
    ])
    .run()
  const created = createList(
    'ada',
    { name: 'Mine', description: 'Two, then one', visibility: 'public' },
    db,
    NOW,
  )
  if (created.outcome !== 'created') throw new Error('not created')
  pasteProblems('ada', created.id, 'equal-sum\ntwo-sum', db, NOW)
  return { db, listId: created.id }
}

describe('a list’s downloads', () => {
  it('writes the rows in the list’s order with the reader’s marks and next review, formulas defused', () => {
    const { db, listId } = setup()
    setProgress('ada', 1, 'solved', db, NOW)
    const rows = listExportRows(listId, { user: { id: 'ada' } as never, timeZone: 'UTC' }, ALL, db)
    const lines = listCsv(rows).split('\r\n')
    expect(lines[0]).toBe('Place,Number,Title,URL,Difficulty,Acceptance %,Topics,Status,Next review')
    expect(lines[1]).toBe("1,2,'=SUM(A1),https://leetcode.com/problems/equal-sum/,Hard,,,,")
    expect(lines[2]).toMatch(
      /^2,1,Two Sum,https:\/\/leetcode\.com\/problems\/two-sum\/,Easy,57\.8,,Solved,2026-11-\d\d$/,
    )
  })

  it('gives a visitor the same rows without anyone’s marks', () => {
    const { db, listId } = setup()
    setProgress('ada', 1, 'solved', db, NOW)
    const rows = listExportRows(listId, { user: null, timeZone: 'UTC' }, ALL, db)
    expect(rows.map((row) => [row.titleSlug, row.status, row.nextReview])).toEqual([
      ['equal-sum', null, null],
      ['two-sum', null, null],
    ])
    const json = JSON.parse(
      listJson(
        { name: 'Mine', description: '', visibility: 'public', address: 'http://x/lists/a' },
        rows,
        NOW,
      ),
    )
    expect(json).toMatchObject({
      product: 'PrepSharp',
      exportedAt: NOW.toISOString(),
      name: 'Mine',
      problems: [
        { place: 1, number: 2, slug: 'equal-sum', difficulty: 'Hard', status: null },
        { place: 2, number: 1, slug: 'two-sum', url: 'https://leetcode.com/problems/two-sum/', status: null },
      ],
    })
  })

  it('puts the user’s own lists in the data download, problems in order', () => {
    const { db, listId } = setup()
    expect(exportOwnLists('ada', db)).toEqual([
      {
        name: 'Mine',
        description: 'Two, then one',
        visibility: 'public',
        address: `/lists/${listId}`,
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
        problems: [
          { titleSlug: 'equal-sum', title: '=SUM(A1)', addedAt: NOW.toISOString() },
          { titleSlug: 'two-sum', title: 'Two Sum', addedAt: NOW.toISOString() },
        ],
      },
    ])
    expect(exportOwnLists('nobody', db)).toEqual([])
  })
})
