import { describe, expect, it } from 'vitest'
import { dailyChallenges } from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import { insertTwoReadersAndThreeProblems } from '../../tests/setup/two-readers'
import type { Db } from './db.server'
import { recordReview } from './revision.server'
import { todayView } from './today-view.server'

// /today's view is kept per user, day and page until their data changes: what it shows must still be
// what a fresh read would show, and a rating form's submission key must change once it has been used.

const DAY = 86_400_000
const NOW = new Date('2026-11-20T12:00:00Z')
const ADA = { id: 'ada', timeZone: 'UTC', interviewMode: false }

function seed(db: Db) {
  const ids = insertTwoReadersAndThreeProblems(db)
  let key = 0
  const solve = (userId: string, problemId: number, daysAgo: number, at = NOW) =>
    expect(
      recordReview(
        { userId, problemId, rating: 3, submissionKey: `seed-${++key}` },
        db,
        new Date(at.getTime() - daysAgo * DAY),
      ).outcome,
    ).toBe('saved')
  // A first Good is due three days later: both of Ada's are due by today.
  solve('ada', ids[0]!, 3)
  solve('ada', ids[1]!, 5)
  return { ids, solve }
}

describe('todayView', () => {
  it('is the same view, submission keys included, until the user writes', () => {
    const db = createTestDb()
    seed(db)
    const first = todayView(ADA, null, db, NOW)
    expect(first.reviews.map((review) => review.title)).toEqual(['Add Two Numbers', 'Two Sum'])
    expect(todayView(ADA, null, db, NOW)).toBe(first)

    const [reviewed] = first.reviews
    expect(
      recordReview(
        { userId: 'ada', problemId: reviewed!.problemId, rating: 3, submissionKey: reviewed!.submissionKey },
        db,
        NOW,
      ).outcome,
    ).toBe('saved')
    const after = todayView(ADA, null, db, NOW)
    expect(after.reviews.map((review) => review.title)).toEqual(['Two Sum'])
    expect(after.counts.solved).toBe(2)
    // A used key is never drawn again for the form that comes back.
    expect(after.reviews[0]!.submissionKey).not.toBe(first.reviews[1]!.submissionKey)
    expect(new Set(first.reviews.map((review) => review.submissionKey)).size).toBe(2)
  })

  it("is not drawn again for another user's review", () => {
    const db = createTestDb()
    const { ids, solve } = seed(db)
    const first = todayView(ADA, null, db, NOW)
    solve('bob', ids[2]!, 0)
    expect(todayView(ADA, null, db, NOW)).toBe(first)
  })

  it('posting the kept form twice stores one review', () => {
    const db = createTestDb()
    seed(db)
    const [review] = todayView(ADA, null, db, NOW).reviews
    const post = () =>
      recordReview(
        { userId: 'ada', problemId: review!.problemId, rating: 2, submissionKey: review!.submissionKey },
        db,
        NOW,
      ).outcome
    expect(post()).toBe('saved')
    expect(post()).toBe('duplicate')
  })

  it('is kept apart by page, time zone and interview mode', () => {
    const db = createTestDb()
    seed(db)
    const shown = todayView(ADA, null, db, NOW)
    expect(todayView(ADA, '1', db, NOW)).toBe(shown)
    expect(todayView(ADA, '99', db, NOW).page).toBe(1)
    const hidden = todayView({ ...ADA, interviewMode: true }, null, db, NOW)
    expect(hidden).not.toBe(shown)
    expect(hidden.reviews[0]).not.toHaveProperty('difficulty')
    expect(shown.reviews[0]).toHaveProperty('difficulty', 2)
    const tokyo = todayView({ ...ADA, timeZone: 'Asia/Tokyo' }, null, db, NOW)
    expect(tokyo.timeZoneName).toBe('Tokyo')
    expect(shown.timeZoneName).toBe('UTC')
  })

  it("turns to the next problem of the day at midnight UTC, inside the user's own day", () => {
    const db = createTestDb()
    seed(db)
    db.insert(dailyChallenges)
      .values([
        { date: '2026-11-20', title: 'Two Sum', titleSlug: 'two-sum', difficulty: 1 },
        { date: '2026-11-21', title: 'Valid Parentheses', titleSlug: 'valid-parentheses', difficulty: 1 },
      ])
      .run()
    // 23:30 and 00:30 UTC are both the afternoon of 20 November in Los Angeles.
    const angeleno = { ...ADA, timeZone: 'America/Los_Angeles' }
    const before = todayView(angeleno, null, db, new Date('2026-11-20T23:30:00Z'))
    const after = todayView(angeleno, null, db, new Date('2026-11-21T00:30:00Z'))
    expect(before.today).toBe('2026-11-20')
    expect(after.today).toBe('2026-11-20')
    expect(before.problemOfTheDay?.titleSlug).toBe('two-sum')
    expect(after.problemOfTheDay?.titleSlug).toBe('valid-parentheses')
  })
})
