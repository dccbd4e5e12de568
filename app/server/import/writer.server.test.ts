import { describe, expect, it } from 'vitest'
import { createTestDb } from '../../../tests/setup/db'
import type { Db } from '~/server/db.server'
import type { Located, ProblemFacts } from './types.server'
import { ImportWriter } from './writer.server'

const NOW = new Date('2026-08-22T00:00:00.000Z')

function facts(overrides: Partial<ProblemFacts> & Pick<ProblemFacts, 'titleSlug'>): Located<ProblemFacts> {
  return {
    frontendId: null,
    questionId: null,
    title: 'A Problem',
    difficulty: 2,
    isPaidOnly: false,
    likes: null,
    dislikes: null,
    acceptedSubmissions: null,
    totalSubmissions: null,
    acRate: null,
    topics: null,
    similar: null,
    at: { item: 1 },
    ...overrides,
  }
}

function write(db: Db, rows: Located<ProblemFacts>[]): { changes: number; notes: string[] } {
  return db.$client.transaction(() => {
    const writer = new ImportWriter(db.$client, NOW)
    const notes = writer.writeProblems(rows)
    return { changes: writer.changes, notes }
  })()
}

function problems(db: Db) {
  return db.$client.prepare('SELECT title_slug, frontend_id, title FROM problems ORDER BY id').all()
}

describe('ImportWriter problem metadata', () => {
  it('follows a renamed slug through the problem number instead of making a second problem', () => {
    const db = createTestDb()
    write(db, [facts({ titleSlug: 'swap-salary', frontendId: 627, title: 'Swap Salary' })])
    write(db, [
      facts({ titleSlug: 'swap-sex-of-employees', frontendId: 627, title: 'Swap Sex of Employees' }),
    ])
    expect(problems(db)).toEqual([
      { title_slug: 'swap-sex-of-employees', frontend_id: 627, title: 'Swap Sex of Employees' },
    ])
  })

  it('moves a number to the problem metadata gives it, freeing the one that held it', () => {
    const db = createTestDb()
    write(db, [
      facts({ titleSlug: 'old-name', frontendId: 10 }),
      facts({ titleSlug: 'new-name', frontendId: null }),
    ])
    write(db, [facts({ titleSlug: 'new-name', frontendId: 10 })])
    expect(problems(db)).toEqual([
      { title_slug: 'old-name', frontend_id: null, title: 'A Problem' },
      { title_slug: 'new-name', frontend_id: 10, title: 'A Problem' },
    ])
  })

  it('keeps stored values a source leaves out', () => {
    const db = createTestDb()
    write(db, [facts({ titleSlug: 'a', frontendId: 1, likes: 50, acRate: 40, totalSubmissions: 100 })])
    const result = write(db, [
      facts({ titleSlug: 'a', frontendId: null, likes: null, acRate: null, title: 'Renamed' }),
    ])
    expect(result.changes).toBe(1)
    expect(db.$client.prepare('SELECT frontend_id, likes, ac_rate, title FROM problems').get()).toEqual({
      frontend_id: 1,
      likes: 50,
      ac_rate: 40,
      title: 'Renamed',
    })
  })

  it('takes only similar questions from an older snapshot, and counts no change for an identical record', () => {
    const db = createTestDb()
    const newer = facts({ titleSlug: 'a', likes: 60, totalSubmissions: 200, topics: ['Array'] })
    write(db, [newer])
    const older = facts({
      titleSlug: 'a',
      likes: 50,
      totalSubmissions: 100,
      topics: ['Array', 'Sorting'],
      similar: [{ titleSlug: 'b', title: 'B', difficulty: 1 }],
    })
    expect(write(db, [older]).notes).toEqual([
      '1 record is older than the stored metadata (fewer submissions): kept the stored figures and topics',
    ])
    expect(db.$client.prepare('SELECT likes, total_submissions FROM problems').get()).toEqual({
      likes: 60,
      total_submissions: 200,
    })
    expect(db.$client.prepare('SELECT topic FROM problem_topics').all()).toEqual([{ topic: 'Array' }])
    expect(db.$client.prepare('SELECT similar_slug FROM similar_questions').all()).toEqual([
      { similar_slug: 'b' },
    ])
    expect(write(db, [newer]).changes).toBe(0)
  })
})
