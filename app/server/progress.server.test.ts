import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { problems, progress, revisionCards, revisionReviews, users } from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import { replayReviews } from '~/domain/revision-schedule'
import type { ReviewRating } from '~/domain/review-rating'
import type { Db } from './db.server'
import { getProgressStatus, setProgress } from './progress.server'
import { RETIRED_DUE } from './revision-cards.server'
import { dueReviews, recordReview, reviewHeatmap, revisionCounts, streak } from './revision.server'

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

describe('clearing a mark', () => {
  const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 4, day, hour))
  const cardOf = (db: Db, problemId: number) =>
    db
      .select()
      .from(revisionCards)
      .where(eq(revisionCards.problemId, problemId))
      .all()
      .find((card) => card.userId === 'ada')
  const reviewsOf = (db: Db) =>
    db
      .select()
      .from(revisionReviews)
      .where(eq(revisionReviews.userId, 'ada'))
      .orderBy(revisionReviews.reviewedAt)
      .all()

  /** Ada solves Two Sum on 1 May, reviews it Hard on 4 May, then clears the mark on 5 May. */
  function solvedThenCleared() {
    const fixture = setup()
    const { db, twoSum } = fixture
    setProgress('ada', twoSum, 'solved', db, at(1))
    recordReview({ userId: 'ada', problemId: twoSum, rating: 2, submissionKey: 'hard' }, db, at(4))
    expect(setProgress('ada', twoSum, null, db, at(5))).toBe('cleared')
    return fixture
  }

  it('keeps the review log and retires the card: nothing is due, nothing counted solved', () => {
    const { db, twoSum } = solvedThenCleared()
    expect(reviewsOf(db).map((review) => review.rating)).toEqual([3, 2])
    expect(cardOf(db, twoSum)).toMatchObject({ due: RETIRED_DUE, reps: 2 })
    expect(dueReviews('ada', 'UTC', db, new Date(Date.UTC(2030, 0, 1)))).toEqual([])
    expect(revisionCounts('ada', 'UTC', db, new Date(Date.UTC(2030, 0, 1)))).toMatchObject({
      solved: 0,
      overdue: 0,
      dueToday: 0,
    })
  })

  it('keeps the past activity on the heatmap and in the streak', () => {
    const { db } = solvedThenCleared()
    expect(reviewHeatmap('ada', 'UTC', 2026, db)).toEqual([
      { day: '2026-05-01', solves: 1, reviews: 0 },
      { day: '2026-05-04', solves: 0, reviews: 1 },
    ])
    expect(streak('ada', 'UTC', db, at(5))).toEqual({ days: 1, includesToday: false })
  })

  it('lets a later solve continue the history, scheduled from every review', () => {
    const { db, twoSum } = solvedThenCleared()
    setProgress('ada', twoSum, 'solved', db, at(20))
    const reviews = reviewsOf(db)
    expect(reviews.map((review) => [review.rating, review.source])).toEqual([
      [3, 'mark'],
      [2, 'rating'],
      [3, 'mark'],
    ])
    const expected = replayReviews(
      reviews.map((review) => ({ rating: review.rating as ReviewRating, reviewedAt: review.reviewedAt })),
      at(1),
      'UTC',
    )
    expect(cardOf(db, twoSum)).toMatchObject({ due: expected.due, reps: 3, stability: expected.stability })
    expect(getProgressStatus('ada', twoSum, db)).toBe('solved')
  })

  it('makes a cleared problem marked to revisit due at once, its history kept', () => {
    const { db, twoSum } = solvedThenCleared()
    setProgress('ada', twoSum, 'revisit', db, at(8))
    expect(cardOf(db, twoSum)).toMatchObject({ due: at(8), reps: 2 })
    expect(reviewsOf(db)).toHaveLength(2)
  })

  it('drops a card that was only ever marked to revisit: it has no history', () => {
    const { db, addTwo } = setup()
    setProgress('ada', addTwo, 'revisit', db, at(1))
    setProgress('ada', addTwo, null, db, at(2))
    expect(cardOf(db, addTwo)).toBeUndefined()
  })
})
