import { describe, expect, it } from 'vitest'
import { problems, progress, users } from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import { getProgressStatus, setProgress } from './progress.server'

function setup() {
  const db = createTestDb()
  db.insert(users)
    .values([
      { id: 'ada', name: 'Ada', email: 'ada@example.com' },
      { id: 'bob', name: 'Bob', email: 'bob@example.com' },
    ])
    .run()
  const [twoSum, addTwo] = db
    .insert(problems)
    .values([
      { titleSlug: 'two-sum', frontendId: 1, title: 'Two Sum', difficulty: 1 },
      { titleSlug: 'add-two-numbers', frontendId: 2, title: 'Add Two Numbers', difficulty: 2 },
    ])
    .returning({ id: problems.id })
    .all()
  return { db, twoSum: twoSum!.id, addTwo: addTwo!.id }
}

describe('progress', () => {
  it('keeps one status per user and problem, replacing the previous one', () => {
    const { db, twoSum } = setup()
    expect(getProgressStatus('ada', twoSum, db)).toBeNull()
    expect(setProgress('ada', twoSum, 'revisit', db)).toBe('saved')
    expect(getProgressStatus('ada', twoSum, db)).toBe('revisit')
    expect(setProgress('ada', twoSum, 'solved', db)).toBe('saved')
    expect(getProgressStatus('ada', twoSum, db)).toBe('solved')
    expect(db.select().from(progress).all()).toHaveLength(1)
  })

  it('clears a status, and clearing nothing is harmless', () => {
    const { db, twoSum } = setup()
    setProgress('ada', twoSum, 'solved', db)
    expect(setProgress('ada', twoSum, null, db)).toBe('cleared')
    expect(getProgressStatus('ada', twoSum, db)).toBeNull()
    expect(setProgress('ada', twoSum, null, db)).toBe('cleared')
  })

  it("keeps each user's progress apart", () => {
    const { db, twoSum, addTwo } = setup()
    setProgress('ada', twoSum, 'solved', db)
    setProgress('bob', twoSum, 'revisit', db)
    setProgress('bob', addTwo, 'solved', db)
    setProgress('bob', twoSum, null, db)
    expect(getProgressStatus('ada', twoSum, db)).toBe('solved')
    expect(getProgressStatus('bob', twoSum, db)).toBeNull()
    expect(getProgressStatus('bob', addTwo, db)).toBe('solved')
    expect(getProgressStatus('ada', addTwo, db)).toBeNull()
  })

  it('refuses a problem that does not exist, writing nothing', () => {
    const { db } = setup()
    expect(setProgress('ada', 999_999, 'solved', db)).toBe('problem-not-found')
    expect(db.select().from(progress).all()).toEqual([])
  })

  it('stamps the time of the change', () => {
    const { db, twoSum } = setup()
    const before = Date.now()
    setProgress('ada', twoSum, 'solved', db)
    const [row] = db.select().from(progress).all()
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(before)
  })
})
