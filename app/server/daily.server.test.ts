import { beforeEach, describe, expect, it } from 'vitest'
import { dailyChallenges, dataMeta, problems } from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import type { Db } from './db.server'
import {
  dailySlugFor,
  lastUpdated,
  previousChallenges,
  problemSlugByNumber,
  upcomingChallenges,
} from './daily.server'

const TODAY = '2024-04-15'

/** `count` consecutive days starting `first`, one challenge each, titled by their date. */
function days(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`)
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10))
}

function addChallenge(
  db: Db,
  date: string | null,
  slug = `problem-${date ?? 'undated'}`,
  type: 'DAILY' | 'WEEKLY' = 'DAILY',
) {
  db.insert(dailyChallenges)
    .values({
      type,
      date,
      title: `Problem ${date ?? 'undated'}`,
      titleSlug: slug,
      questionId: 1,
      difficulty: 2,
    })
    .run()
}

let db: Db

beforeEach(() => {
  db = createTestDb()
})

describe('upcomingChallenges', () => {
  it('lists today and later days in date order, then the undated ones, ten per page', () => {
    addChallenge(db, null, 'undated-one')
    for (const date of days('2024-04-01', 27).reverse()) addChallenge(db, date)
    addChallenge(db, null, 'undated-two')

    const first = upcomingChallenges(TODAY, null, db)
    // 15 April to 27 April is 13 days, plus two undated questions.
    expect(first).toMatchObject({ total: 15, page: 1, pageCount: 2 })
    expect(first.rows.map((row) => row.date)).toEqual(days(TODAY, 10))

    const second = upcomingChallenges(TODAY, '2', db)
    expect(second.rows.map((row) => row.date)).toEqual(['2024-04-25', '2024-04-26', '2024-04-27', null, null])
    expect(second.rows.slice(3).map((row) => row.titleSlug)).toEqual(['undated-one', 'undated-two'])
  })

  it('pages through the undated questions after the dated ones run out', () => {
    for (const date of days(TODAY, 10)) addChallenge(db, date)
    for (let i = 1; i <= 13; i++) addChallenge(db, null, `undated-${i}`)
    expect(upcomingChallenges(TODAY, 1, db).rows.every((row) => row.date !== null)).toBe(true)
    expect(upcomingChallenges(TODAY, 2, db).rows.map((row) => row.titleSlug)).toEqual(
      Array.from({ length: 10 }, (_, i) => `undated-${i + 1}`),
    )
    expect(upcomingChallenges(TODAY, 3, db)).toMatchObject({ total: 23, page: 3, pageCount: 3 })
    expect(upcomingChallenges(TODAY, 3, db).rows.map((row) => row.titleSlug)).toEqual([
      'undated-11',
      'undated-12',
      'undated-13',
    ])
  })

  it('returns the row fields the table shows', () => {
    addChallenge(db, TODAY, 'two-sum')
    expect(upcomingChallenges(TODAY, 1, db).rows).toEqual([
      {
        id: expect.any(Number),
        date: TODAY,
        title: `Problem ${TODAY}`,
        titleSlug: 'two-sum',
        questionNumber: 1,
        difficulty: 2,
      },
    ])
  })

  it('leaves weekly challenges out', () => {
    addChallenge(db, TODAY, 'weekly-one', 'WEEKLY')
    expect(upcomingChallenges(TODAY, 1, db)).toMatchObject({ total: 0, rows: [] })
  })
})

describe('previousChallenges', () => {
  it('lists the days before today, latest first', () => {
    for (const date of days('2024-03-20', 30)) addChallenge(db, date)
    addChallenge(db, null)
    const first = previousChallenges(TODAY, undefined, db)
    // 20 March to 14 April: 26 days before today.
    expect(first).toMatchObject({ total: 26, page: 1, pageCount: 3 })
    expect(first.rows[0]?.date).toBe('2024-04-14')
    expect(first.rows[9]?.date).toBe('2024-04-05')
    expect(previousChallenges(TODAY, '3', db).rows.map((row) => row.date)).toEqual(
      days('2024-03-20', 6).reverse(),
    )
  })

  it('clamps pages that do not exist to ones that do', () => {
    for (const date of days('2024-03-01', 25)) addChallenge(db, date)
    for (const raw of ['-3', '0', 'abc', '', null, '1.9', ' 1 ', '0x2']) {
      expect(previousChallenges(TODAY, raw, db).page, String(raw)).toBe(1)
    }
    for (const raw of ['3', '4', '99999999999999999999', '1e999', 'Infinity']) {
      expect(previousChallenges(TODAY, raw, db).page, raw).toBe(3)
    }
    expect(previousChallenges(TODAY, '2.5', db).page).toBe(2)
  })

  it('has one empty page when there is nothing', () => {
    expect(previousChallenges(TODAY, '7', db)).toEqual({ rows: [], total: 0, page: 1, pageCount: 1 })
  })
})

describe('dailySlugFor', () => {
  it("finds the day's daily challenge and nothing else", () => {
    addChallenge(db, TODAY, 'word-search')
    addChallenge(db, '2024-04-16', 'tomorrow-problem')
    addChallenge(db, '2024-04-14', 'weekly-problem', 'WEEKLY')
    expect(dailySlugFor(TODAY, db)).toBe('word-search')
    expect(dailySlugFor('2024-04-14', db)).toBeNull()
    expect(dailySlugFor('2024-04-13', db)).toBeNull()
  })
})

describe('problemSlugByNumber', () => {
  it('looks problems up by their LeetCode number', () => {
    db.insert(problems).values({ titleSlug: 'two-sum', frontendId: 1, title: 'Two Sum', difficulty: 1 }).run()
    db.insert(problems)
      .values({ titleSlug: 'no-number', frontendId: null, title: 'No Number', difficulty: 2 })
      .run()
    expect(problemSlugByNumber(1, db)).toBe('two-sum')
    expect(problemSlugByNumber(2, db)).toBeNull()
  })
})

describe('lastUpdated', () => {
  it('reads the lastUpdated fact', () => {
    expect(lastUpdated(db)).toBeNull()
    db.insert(dataMeta).values({ key: 'lastUpdated', value: '2024-04-15T00:10:00.000Z' }).run()
    expect(lastUpdated(db)).toBe('2024-04-15T00:10:00.000Z')
  })
})
