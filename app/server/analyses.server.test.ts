import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { analyses, users } from '#db/schema'
import { analyzeCode, type AnalysisReport } from '~/domain/analyzer/index'
import { createTestDb } from '../../tests/setup/db'
import {
  countAnalyses,
  deleteAnalysis,
  getAnalysis,
  listAnalyses,
  saveAnalysis,
  type NewAnalysis,
} from './analyses.server'
import type { Db } from './db.server'

const TWO_SUM = `
class Solution:
    def twoSum(self, nums, target):
        seen = {}
        for i, num in enumerate(nums):
            if target - num in seen:
                return [seen[target - num], i]
            seen[num] = i
`

let report: AnalysisReport
let db: Db

beforeAll(async () => {
  const result = await analyzeCode({ language: 'python', code: TWO_SUM })
  if (!result.ok) throw new Error(result.error.message)
  report = result.report
})

beforeEach(() => {
  db = createTestDb()
  db.insert(users)
    .values([
      { id: 'ada', name: 'Ada', email: 'ada@example.com' },
      { id: 'bob', name: 'Bob', email: 'bob@example.com' },
    ])
    .run()
})

function analysis(overrides: Partial<NewAnalysis> = {}): NewAnalysis {
  return { language: 'python', problemSlug: 'two-sum', code: TWO_SUM, report, ...overrides }
}

describe('saveAnalysis and getAnalysis', () => {
  it('keeps the code exactly and the report whole', () => {
    const id = saveAnalysis('ada', analysis(), db)
    const saved = getAnalysis('ada', id, db)
    expect(saved).toMatchObject({ id, language: 'python', problemSlug: 'two-sum', code: TWO_SUM })
    expect(saved?.report).toEqual(report)
    expect(saved?.report.time.bigO).toBe('O(n)')
    expect(saved?.createdAt).toBeInstanceOf(Date)
  })

  it("will not open someone else's analysis, nor one that does not exist", () => {
    const id = saveAnalysis('ada', analysis(), db)
    expect(getAnalysis('bob', id, db)).toBeNull()
    expect(getAnalysis('ada', id + 1, db)).toBeNull()
  })
})

describe('listAnalyses', () => {
  it('lists only the user’s own, newest first, with the complexities and the first line of code', () => {
    const old = saveAnalysis('ada', analysis({ problemSlug: null, code: '\n\n  x = 1  \ny = 2' }), db)
    db.update(analyses)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .run()
    const recent = saveAnalysis('ada', analysis(), db)
    saveAnalysis('bob', analysis(), db)

    expect(listAnalyses('ada', {}, db)).toEqual([
      {
        id: recent,
        language: 'python',
        problemSlug: 'two-sum',
        createdAt: expect.any(Date),
        time: 'O(n)',
        space: 'O(n)',
        preview: 'class Solution:',
      },
      {
        id: old,
        language: 'python',
        problemSlug: null,
        createdAt: new Date('2026-01-01T00:00:00Z'),
        time: 'O(n)',
        space: 'O(n)',
        preview: 'x = 1',
      },
    ])
    expect(countAnalyses('ada', db)).toBe(2)
    expect(countAnalyses('bob', db)).toBe(1)
  })

  it('pages, breaking ties of the same moment by id', () => {
    const ids = Array.from({ length: 5 }, () => saveAnalysis('ada', analysis(), db))
    db.update(analyses)
      .set({ createdAt: new Date('2026-02-02T00:00:00Z') })
      .run()
    const newestFirst = [...ids].reverse()
    expect(listAnalyses('ada', { limit: 2 }, db).map((row) => row.id)).toEqual(newestFirst.slice(0, 2))
    expect(listAnalyses('ada', { limit: 2, offset: 2 }, db).map((row) => row.id)).toEqual(
      newestFirst.slice(2, 4),
    )
    expect(listAnalyses('ada', { limit: 2, offset: 4 }, db).map((row) => row.id)).toEqual(
      newestFirst.slice(4),
    )
  })

  it('shortens a long first line', () => {
    saveAnalysis('ada', analysis({ code: `# ${'very long comment '.repeat(10)}\npass` }), db)
    const [row] = listAnalyses('ada', {}, db)
    expect(row?.preview).toHaveLength(80)
    expect(row?.preview.endsWith('…')).toBe(true)
  })
})

describe('deleteAnalysis', () => {
  it('deletes the owner’s analysis', () => {
    const id = saveAnalysis('ada', analysis(), db)
    expect(deleteAnalysis('ada', id, db)).toBe(true)
    expect(getAnalysis('ada', id, db)).toBeNull()
    expect(deleteAnalysis('ada', id, db)).toBe(false)
  })

  it("changes nothing when it is someone else's", () => {
    const id = saveAnalysis('ada', analysis(), db)
    expect(deleteAnalysis('bob', id, db)).toBe(false)
    expect(getAnalysis('ada', id, db)).not.toBeNull()
    expect(countAnalyses('ada', db)).toBe(1)
  })

  it('goes with the account', () => {
    saveAnalysis('ada', analysis(), db)
    db.delete(users).run()
    expect(db.select().from(analyses).all()).toEqual([])
  })
})
