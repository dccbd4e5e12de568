import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { problems, progress, revisionCards, revisionReviews, users } from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import { setTimeZone, userTimeZone } from './account.server'
import type { Db } from './db.server'
import { getProgressStatus, setProgress } from './progress.server'
import { RETIRED_DUE } from './revision-cards.server'
import {
  dueReviews,
  dueReviewsPage,
  nextDueByProblem,
  recordReview,
  reviewHeatmap,
  revisionCounts,
  streak,
  yearAndStreak,
} from './revision.server'

const NEW_YORK = 'America/New_York'

function setup(timeZone = 'UTC') {
  const db = createTestDb()
  db.insert(users)
    .values([
      { id: 'ada', name: 'Ada', email: 'ada@example.com', timeZone },
      { id: 'bob', name: 'Bob', email: 'bob@example.com' },
    ])
    .run()
  const [twoSum, addTwo, parens] = db
    .insert(problems)
    .values([
      { titleSlug: 'two-sum', frontendId: 1, title: 'Two Sum', difficulty: 1 },
      { titleSlug: 'add-two-numbers', frontendId: 2, title: 'Add Two Numbers', difficulty: 2 },
      { titleSlug: 'valid-parentheses', frontendId: 20, title: 'Valid Parentheses', difficulty: 1 },
    ])
    .returning({ id: problems.id })
    .all()
  return { db, twoSum: twoSum!.id, addTwo: addTwo!.id, parens: parens!.id }
}

function reviewsOf(db: Db, userId = 'ada') {
  return db.select().from(revisionReviews).where(eq(revisionReviews.userId, userId)).all()
}

function cardOf(db: Db, problemId: number, userId = 'ada') {
  return db
    .select()
    .from(revisionCards)
    .where(eq(revisionCards.problemId, problemId))
    .all()
    .find((card) => card.userId === userId)
}

let keys = 0
const key = () => `form-${++keys}`

describe('recordReview', () => {
  it('stores the review, schedules the next and marks the problem solved', () => {
    const { db, twoSum } = setup()
    const now = new Date('2026-05-04T10:00:00Z')
    expect(
      recordReview({ userId: 'ada', problemId: twoSum, rating: 3, submissionKey: 'k1' }, db, now),
    ).toEqual({
      outcome: 'saved',
      due: new Date('2026-05-07T00:00:00Z'),
    })
    expect(getProgressStatus('ada', twoSum, db)).toBe('solved')
    expect(reviewsOf(db)).toMatchObject([
      {
        problemId: twoSum,
        rating: 3,
        reviewedAt: now,
        source: 'rating',
        stateBefore: 'new',
        scheduledDays: 3,
        dueAfter: new Date('2026-05-07T00:00:00Z'),
      },
    ])
    expect(cardOf(db, twoSum)).toMatchObject({ reps: 1, state: 'review', lastReview: now })
  })

  it('stores one review for a form posted twice', () => {
    const { db, twoSum } = setup()
    const now = new Date('2026-05-04T10:00:00Z')
    const request = { userId: 'ada', problemId: twoSum, rating: '4', submissionKey: 'same-form' }
    const first = recordReview(request, db, now)
    const second = recordReview(request, db, new Date(now.getTime() + 1_000))
    expect(first.outcome).toBe('saved')
    expect(second).toEqual({ outcome: 'duplicate', due: (first as { due: Date }).due })
    expect(reviewsOf(db)).toHaveLength(1)
    expect(cardOf(db, twoSum)!.reps).toBe(1)
  })

  it('keeps submission keys per user', () => {
    const { db, twoSum } = setup()
    const now = new Date('2026-05-04T10:00:00Z')
    recordReview({ userId: 'ada', problemId: twoSum, rating: 3, submissionKey: 'shared' }, db, now)
    expect(
      recordReview({ userId: 'bob', problemId: twoSum, rating: 3, submissionKey: 'shared' }, db, now).outcome,
    ).toBe('saved')
  })

  it('refuses a rating outside the four, changing nothing', () => {
    const { db, twoSum } = setup()
    for (const rating of [0, 5, 2.5, '', 'Good', null, undefined]) {
      expect(recordReview({ userId: 'ada', problemId: twoSum, rating, submissionKey: key() }, db)).toEqual({
        outcome: 'invalid-rating',
      })
    }
    expect(reviewsOf(db)).toEqual([])
    expect(getProgressStatus('ada', twoSum, db)).toBeNull()
  })

  it('refuses a review dated in the future, changing nothing', () => {
    const { db, twoSum } = setup()
    const now = new Date('2026-05-04T10:00:00Z')
    const request = { userId: 'ada', problemId: twoSum, rating: 3, submissionKey: key() }
    expect(recordReview({ ...request, reviewedAt: new Date(now.getTime() + 1) }, db, now)).toEqual({
      outcome: 'future-date',
    })
    expect(recordReview({ ...request, reviewedAt: new Date('not a date') }, db, now)).toEqual({
      outcome: 'invalid-date',
    })
    expect(reviewsOf(db)).toEqual([])
    // A solve done earlier elsewhere is fine.
    expect(recordReview({ ...request, reviewedAt: new Date('2026-05-01T08:00:00Z') }, db, now).outcome).toBe(
      'saved',
    )
  })

  it('refuses a review earlier than the last one, a missing problem and a blank or long key', () => {
    const { db, twoSum } = setup()
    const now = new Date('2026-05-04T10:00:00Z')
    recordReview({ userId: 'ada', problemId: twoSum, rating: 3, submissionKey: key() }, db, now)
    const base = { userId: 'ada', problemId: twoSum, rating: 3 }
    expect(
      recordReview({ ...base, submissionKey: key(), reviewedAt: new Date('2026-05-03T10:00:00Z') }, db, now),
    ).toEqual({ outcome: 'before-last-review' })
    expect(recordReview({ ...base, problemId: 999_999, submissionKey: key() }, db, now)).toEqual({
      outcome: 'problem-not-found',
    })
    expect(recordReview({ ...base, submissionKey: ' ' }, db, now)).toEqual({
      outcome: 'invalid-submission-key',
    })
    expect(recordReview({ ...base, submissionKey: 'k'.repeat(101) }, db, now)).toEqual({
      outcome: 'invalid-submission-key',
    })
    expect(reviewsOf(db)).toHaveLength(1)
  })

  it('reschedules a problem reviewed again, and again-rated problems come back sooner', () => {
    const { db, twoSum, addTwo } = setup()
    const solved = new Date('2026-05-04T10:00:00Z')
    for (const problemId of [twoSum, addTwo])
      recordReview({ userId: 'ada', problemId, rating: 3, submissionKey: key() }, db, solved)
    const later = new Date('2026-05-07T09:00:00Z')
    const good = recordReview(
      { userId: 'ada', problemId: twoSum, rating: 3, submissionKey: key() },
      db,
      later,
    )
    const again = recordReview(
      { userId: 'ada', problemId: addTwo, rating: 1, submissionKey: key() },
      db,
      later,
    )
    expect(good.outcome === 'saved' && again.outcome === 'saved').toBe(true)
    const goodDue = (good as { due: Date }).due
    const againDue = (again as { due: Date }).due
    expect(againDue).toEqual(new Date('2026-05-08T00:00:00Z'))
    expect(goodDue.getTime()).toBeGreaterThan(againDue.getTime())
    expect(cardOf(db, addTwo)).toMatchObject({ reps: 2, lapses: 1 })
  })

  it('keeps the log to one review per distinct submission, every due after its review (any sequence)', () => {
    const post = fc.record({
      problem: fc.integer({ min: 0, max: 2 }),
      rating: fc.integer({ min: 0, max: 5 }),
      form: fc.integer({ min: 0, max: 8 }),
      gapHours: fc.integer({ min: 0, max: 24 * 40 }),
    })
    fc.assert(
      fc.property(fc.array(post, { maxLength: 20 }), (posts) => {
        const { db, twoSum, addTwo, parens } = setup(NEW_YORK)
        const ids = [twoSum, addTwo, parens]
        let at = Date.parse('2026-02-20T12:00:00Z')
        const saved = new Set<string>()
        for (const { problem, rating, form, gapHours } of posts) {
          at += gapHours * 3_600_000
          const submissionKey = `form-${form}`
          const result = recordReview(
            { userId: 'ada', problemId: ids[problem]!, rating, submissionKey },
            db,
            new Date(at),
          )
          if (result.outcome === 'saved') saved.add(submissionKey)
          // Bad input is refused before the key is looked at; good input with a stored key is a duplicate.
          if (rating < 1 || rating > 4) expect(result.outcome).toBe('invalid-rating')
          else if (saved.has(submissionKey)) expect(['saved', 'duplicate']).toContain(result.outcome)
        }
        const log = reviewsOf(db)
        expect(log).toHaveLength(saved.size)
        for (const review of log)
          expect(review.dueAfter.getTime()).toBeGreaterThan(review.reviewedAt.getTime())
        for (const card of db.select().from(revisionCards).all())
          expect(card.due.getTime()).toBeGreaterThan(card.lastReview!.getTime())
      }),
      { numRuns: 40 },
    )
  })
})

describe('marks and the revision card', () => {
  it('makes newly solved a Good review, and solved again no second one', () => {
    const { db, twoSum } = setup()
    const now = new Date('2026-05-04T10:00:00Z')
    setProgress('ada', twoSum, 'solved', db, now)
    setProgress('ada', twoSum, 'solved', db, new Date(now.getTime() + 1_000))
    expect(reviewsOf(db)).toMatchObject([{ rating: 3, source: 'mark', reviewedAt: now }])
    expect(cardOf(db, twoSum)!.due).toEqual(new Date('2026-05-07T00:00:00Z'))
  })

  it('makes "revisit" due now, keeping what is known of the problem', () => {
    const { db, twoSum, addTwo } = setup()
    setProgress('ada', twoSum, 'solved', db, new Date('2026-05-04T10:00:00Z'))
    const now = new Date('2026-05-05T08:00:00Z')
    setProgress('ada', twoSum, 'revisit', db, now)
    setProgress('ada', addTwo, 'revisit', db, now)
    expect(cardOf(db, twoSum)).toMatchObject({ due: now, reps: 1, state: 'review' })
    expect(cardOf(db, addTwo)).toMatchObject({ due: now, reps: 0, state: 'new' })
    // Practising it marks it solved again.
    recordReview({ userId: 'ada', problemId: addTwo, rating: 2, submissionKey: key() }, db, now)
    expect(getProgressStatus('ada', addTwo, db)).toBe('solved')
  })

  it('retires the card and keeps its reviews when the mark is cleared', () => {
    const { db, twoSum } = setup()
    setProgress('ada', twoSum, 'solved', db, new Date('2026-05-04T10:00:00Z'))
    setProgress('bob', twoSum, 'solved', db, new Date('2026-05-04T10:00:00Z'))
    setProgress('ada', twoSum, null, db)
    expect(cardOf(db, twoSum)?.due).toEqual(RETIRED_DUE)
    expect(reviewsOf(db)).toHaveLength(1)
    expect(nextDueByProblem('ada', [twoSum], db)).toEqual(new Map())
    expect(cardOf(db, twoSum, 'bob')?.due).not.toEqual(RETIRED_DUE)
  })
})

describe('what is due today, in the user time zone', () => {
  /** Cards due at given instants, written as they are stored. */
  function withDue(timeZone: string, dues: Record<'twoSum' | 'addTwo' | 'parens', string>) {
    const fixture = setup(timeZone)
    for (const [name, due] of Object.entries(dues)) {
      const problemId = fixture[name as keyof typeof dues]
      const solvedAt = new Date('2026-02-01T12:00:00Z')
      setProgress('ada', problemId, 'solved', fixture.db, solvedAt)
      fixture.db
        .update(revisionCards)
        .set({ due: new Date(due) })
        .where(eq(revisionCards.problemId, problemId))
        .run()
    }
    return fixture
  }

  it('ends today at local midnight on the day the clocks go forward (23 hours)', () => {
    // 8 March 2026 in New York runs from 05:00 UTC to 04:00 UTC on the 9th.
    const { db, twoSum, addTwo, parens } = withDue(NEW_YORK, {
      twoSum: '2026-03-08T04:30:00Z', // 23:30 on the 7th: overdue
      addTwo: '2026-03-09T03:30:00Z', // 23:30 on the 8th: due today, though the 9th in UTC
      parens: '2026-03-09T04:30:00Z', // 00:30 on the 9th: tomorrow, though within 24 hours of midnight
    })
    const now = new Date('2026-03-08T15:00:00Z')
    const due = dueReviews('ada', NEW_YORK, db, now)
    expect(due.map((review) => [review.problemId, review.dueDay, review.overdue])).toEqual([
      [twoSum, '2026-03-07', true],
      [addTwo, '2026-03-08', false],
    ])
    expect(due.map((review) => review.problemId)).not.toContain(parens)
    expect(revisionCounts('ada', NEW_YORK, db, now)).toEqual({ solved: 3, dueToday: 1, overdue: 1 })
  })

  it('ends today at local midnight on the day the clocks go back (25 hours)', () => {
    // 1 November 2026 in New York runs from 04:00 UTC to 05:00 UTC on the 2nd.
    const { db, addTwo } = withDue(NEW_YORK, {
      twoSum: '2026-11-01T03:30:00Z', // 23:30 on 31 October: overdue
      addTwo: '2026-11-02T04:30:00Z', // 23:30 on the 1st: due today
      parens: '2026-11-02T05:00:00Z', // midnight: tomorrow
    })
    const now = new Date('2026-11-01T13:00:00Z')
    expect(dueReviews('ada', NEW_YORK, db, now).map((review) => review.problemId)).toContain(addTwo)
    expect(revisionCounts('ada', NEW_YORK, db, now)).toEqual({ solved: 3, dueToday: 1, overdue: 1 })
    // Seen from UTC the same cards fall differently: the user's zone decides.
    expect(revisionCounts('ada', 'UTC', db, now)).toEqual({ solved: 3, dueToday: 1, overdue: 0 })
  })

  it('lists each due problem with its last rating and when it was last seen', () => {
    const { db, twoSum, addTwo } = setup(NEW_YORK)
    const solvedAt = new Date('2026-03-05T04:30:00Z') // 23:30 on 4 March in New York
    recordReview({ userId: 'ada', problemId: twoSum, rating: 2, submissionKey: key() }, db, solvedAt)
    setProgress('ada', addTwo, 'revisit', db, solvedAt)
    // Hard puts the first review two days on: due from the start of 6 March, local time.
    expect(dueReviews('ada', NEW_YORK, db, new Date('2026-03-06T04:59:00Z'))).toHaveLength(1)
    const due = dueReviews('ada', NEW_YORK, db, new Date('2026-03-06T05:00:00Z'))
    expect(due).toEqual([
      expect.objectContaining({ problemId: addTwo, lastRating: null, lastReviewedAt: null, overdue: true }),
      expect.objectContaining({
        problemId: twoSum,
        titleSlug: 'two-sum',
        title: 'Two Sum',
        difficulty: 1,
        dueDay: '2026-03-06',
        overdue: false,
        lastRating: 2,
        lastReviewedAt: solvedAt,
      }),
    ])
    expect(dueReviews('bob', 'UTC', db, new Date('2026-03-06T05:00:00Z'))).toEqual([])
  })

  it('lists one stretch of the due reviews, with the last rating of each', () => {
    const { db, twoSum, addTwo, parens } = setup()
    const at = (day: string) => new Date(`${day}T10:00:00Z`)
    // Solved and rated Hard a day apart, each then due two days on; Two Sum reviewed again first.
    recordReview({ userId: 'ada', problemId: twoSum, rating: 3, submissionKey: key() }, db, at('2026-05-01'))
    recordReview({ userId: 'ada', problemId: addTwo, rating: 2, submissionKey: key() }, db, at('2026-05-02'))
    recordReview({ userId: 'ada', problemId: parens, rating: 2, submissionKey: key() }, db, at('2026-05-03'))
    recordReview({ userId: 'ada', problemId: twoSum, rating: 1, submissionKey: key() }, db, at('2026-05-04'))
    const now = at('2026-05-20')
    const all = dueReviews('ada', 'UTC', db, now)
    expect(all.map((review) => [review.problemId, review.lastRating])).toEqual([
      [addTwo, 2],
      [twoSum, 1],
      [parens, 2],
    ])
    const second = dueReviewsPage('ada', 'UTC', { offset: 1, limit: 1 }, db, now)
    expect(second).toEqual([all[1]])
    expect(dueReviewsPage('ada', 'UTC', { offset: 2, limit: 5 }, db, now)).toEqual([all[2]])
    expect(dueReviewsPage('ada', 'UTC', { offset: 3, limit: 5 }, db, now)).toEqual([])
  })

  it('tells sheets when each problem is next due', () => {
    const { db, twoSum, addTwo, parens } = setup()
    recordReview(
      { userId: 'ada', problemId: twoSum, rating: 3, submissionKey: key() },
      db,
      new Date('2026-05-04T10:00:00Z'),
    )
    const due = nextDueByProblem('ada', [twoSum, addTwo, parens, twoSum], db)
    expect([...due]).toEqual([[twoSum, new Date('2026-05-07T00:00:00Z')]])
    expect(nextDueByProblem('ada', [], db).size).toBe(0)
    expect(nextDueByProblem('bob', [twoSum], db).size).toBe(0)
  })
})

describe('streak and heatmap', () => {
  it('count local days with a solve or a review', () => {
    const { db, twoSum, addTwo, parens } = setup(NEW_YORK)
    // 21:00 on 6, 7 and 8 March in New York: three local days, the last one already the 9th in UTC.
    const evenings = ['2026-03-07T02:00:00Z', '2026-03-08T02:00:00Z', '2026-03-09T01:00:00Z']
    recordReview(
      { userId: 'ada', problemId: twoSum, rating: 3, submissionKey: key() },
      db,
      new Date(evenings[0]!),
    )
    recordReview(
      { userId: 'ada', problemId: addTwo, rating: 3, submissionKey: key() },
      db,
      new Date(evenings[1]!),
    )
    recordReview(
      { userId: 'ada', problemId: parens, rating: 3, submissionKey: key() },
      db,
      new Date(evenings[2]!),
    )
    recordReview(
      { userId: 'ada', problemId: twoSum, rating: 4, submissionKey: key() },
      db,
      new Date(evenings[2]!),
    )

    expect(streak('ada', NEW_YORK, db, new Date('2026-03-09T02:00:00Z'))).toEqual({
      days: 3,
      includesToday: true,
    })
    // The next local day, with nothing done yet: the streak is still alive.
    expect(streak('ada', NEW_YORK, db, new Date('2026-03-09T15:00:00Z'))).toEqual({
      days: 3,
      includesToday: false,
    })
    // A day later it is gone.
    expect(streak('ada', NEW_YORK, db, new Date('2026-03-10T15:00:00Z'))).toEqual({
      days: 0,
      includesToday: false,
    })
    // Counted in UTC the days are 7, 8 and 9 March, and the 9th is "today" at 02:00 UTC.
    expect(streak('ada', 'UTC', db, new Date('2026-03-09T02:00:00Z')).days).toBe(3)

    expect(reviewHeatmap('ada', NEW_YORK, 2026, db)).toEqual([
      { day: '2026-03-06', solves: 1, reviews: 0 },
      { day: '2026-03-07', solves: 1, reviews: 0 },
      { day: '2026-03-08', solves: 1, reviews: 1 },
    ])
    expect(reviewHeatmap('ada', NEW_YORK, 2025, db)).toEqual([])
    expect(reviewHeatmap('bob', NEW_YORK, 2026, db)).toEqual([])
  })

  it('takes the streak from the year read for the heatmap, and reads further back when it reaches 1 January', () => {
    const { db, twoSum, addTwo, parens } = setup(NEW_YORK)
    // 20:00 in New York on 30 and 31 December 2025 and on 1 and 2 January 2026.
    const evenings = [
      '2025-12-31T01:00:00Z',
      '2026-01-01T01:00:00Z',
      '2026-01-02T01:00:00Z',
      '2026-01-03T01:00:00Z',
    ]
    evenings.forEach((evening, i) =>
      recordReview(
        { userId: 'ada', problemId: [twoSum, addTwo, parens, twoSum][i]!, rating: 3, submissionKey: key() },
        db,
        new Date(evening),
      ),
    )
    const onThe2nd = new Date('2026-01-03T02:00:00Z')
    expect(yearAndStreak('ada', NEW_YORK, db, onThe2nd)).toEqual({
      year: 2026,
      activity: [
        { day: '2026-01-01', solves: 1, reviews: 0 },
        { day: '2026-01-02', solves: 0, reviews: 1 },
      ],
      streak: { days: 4, includesToday: true },
    })
    expect(yearAndStreak('ada', NEW_YORK, db, onThe2nd).streak).toEqual(streak('ada', NEW_YORK, db, onThe2nd))
    // Later in January, with nothing since the 2nd: the streak is over, from this year's days alone.
    expect(yearAndStreak('ada', NEW_YORK, db, new Date('2026-01-10T15:00:00Z')).streak).toEqual({
      days: 0,
      includesToday: false,
    })
    // On 1 January before anything is done, yesterday's streak lives on in last year's days.
    recordReview(
      { userId: 'bob', problemId: addTwo, rating: 3, submissionKey: key() },
      db,
      new Date('2025-12-31T10:00:00Z'),
    )
    expect(yearAndStreak('bob', 'UTC', db, new Date('2026-01-01T08:00:00Z'))).toEqual({
      year: 2026,
      activity: [],
      streak: { days: 1, includesToday: false },
    })
  })

  it('counts the same days in the database as one review at a time would, clock changes included', () => {
    const { db, twoSum } = setup('Europe/London')
    // Every 7 h 13 min through 2026 in London, across both clock changes: copies of one stored review.
    recordReview(
      { userId: 'ada', problemId: twoSum, rating: 3, submissionKey: key() },
      db,
      new Date('2026-01-01T00:30:00Z'),
    )
    const { id: _id, ...stored } = reviewsOf(db)[0]!
    const expected = new Map<string, number>([['2026-01-01', 1]])
    const copies = []
    for (let at = Date.parse('2026-01-01T07:43:00Z'); at < Date.parse('2027-01-01'); at += 26_980_000) {
      copies.push({
        ...stored,
        reviewedAt: new Date(at),
        submissionKey: key(),
        stateBefore: 'review' as const,
      })
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(at))
      expected.set(day, (expected.get(day) ?? 0) + 1)
    }
    db.insert(revisionReviews).values(copies).run()
    const heatmap = reviewHeatmap('ada', 'Europe/London', 2026, db)
    expect(new Map(heatmap.map((entry) => [entry.day, entry.solves + entry.reviews]))).toEqual(expected)
    expect(heatmap[0]).toMatchObject({ day: '2026-01-01', solves: 1 })
  })

  it('puts the first hours of a local new year in that year', () => {
    const { db, twoSum } = setup('Asia/Tokyo')
    // 02:00 on 1 January 2026 in Tokyo is still 2025 in UTC.
    recordReview(
      { userId: 'ada', problemId: twoSum, rating: 3, submissionKey: key() },
      db,
      new Date('2025-12-31T17:00:00Z'),
    )
    expect(reviewHeatmap('ada', 'Asia/Tokyo', 2026, db)).toEqual([
      { day: '2026-01-01', solves: 1, reviews: 0 },
    ])
    expect(reviewHeatmap('ada', 'Asia/Tokyo', 2025, db)).toEqual([])
    expect(() => reviewHeatmap('ada', 'UTC', 2026.5, db)).toThrow(RangeError)
  })
})

describe('the time zone setting', () => {
  it('is UTC until set, and takes IANA zones only', () => {
    const { db } = setup()
    expect(userTimeZone('bob', db)).toBe('UTC')
    expect(setTimeZone('bob', 'europe/berlin', db)).toBe('saved')
    expect(userTimeZone('bob', db)).toBe('Europe/Berlin')
    expect(setTimeZone('bob', '+05:30', db)).toBe('invalid-time-zone')
    expect(userTimeZone('bob', db)).toBe('Europe/Berlin')
    expect(userTimeZone('nobody', db)).toBe('UTC')
  })

  it("schedules in the user's zone: the due day is counted on their calendar", () => {
    const { db, twoSum } = setup()
    setTimeZone('ada', 'Asia/Tokyo', db)
    // 23:00 UTC on 4 May is 08:00 on 5 May in Tokyo: due three Tokyo days later, from Tokyo's midnight.
    recordReview(
      { userId: 'ada', problemId: twoSum, rating: 3, submissionKey: key() },
      db,
      new Date('2026-05-04T23:00:00Z'),
    )
    expect(cardOf(db, twoSum)!.due).toEqual(new Date('2026-05-07T15:00:00Z'))
    expect(db.select().from(progress).all()).toHaveLength(1)
  })
})
