import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REVIEW_RATINGS, type ReviewRating } from './review-rating'
import { newCard, replayReviews, scheduleReview, SCHEDULER_PARAMETERS } from './revision-schedule'
import { dayInTimeZone } from './time-zones'

const DAY_MS = 86_400_000

describe('scheduleReview', () => {
  it('schedules in whole days: no review minutes later, whatever the rating', () => {
    expect(SCHEDULER_PARAMETERS.enable_short_term).toBe(false)
    const solvedAt = new Date('2026-05-04T10:00:00Z')
    for (const rating of REVIEW_RATINGS) {
      const card = scheduleReview(newCard(solvedAt), rating, solvedAt, 'UTC')
      expect(card.scheduledDays).toBeGreaterThanOrEqual(1)
      expect(card.state).toBe('review')
      expect(card.due.toISOString()).toBe(
        new Date(Date.parse('2026-05-04') + card.scheduledDays * DAY_MS).toISOString(),
      )
    }
  })

  it('puts a first Good three days on, with the default weights', () => {
    const solvedAt = new Date('2026-05-04T10:00:00Z')
    const card = scheduleReview(newCard(solvedAt), 3, solvedAt, 'UTC')
    expect(card).toMatchObject({ scheduledDays: 3, reps: 1, lapses: 0, lastReview: solvedAt })
    expect(card.stability).toBe(SCHEDULER_PARAMETERS.w[2])
    expect(card.due).toEqual(new Date('2026-05-07T00:00:00Z'))
  })

  it('makes a card due from the start of its day in the user time zone, across a daylight-saving change', () => {
    // 23:30 in New York on 5 March, three days before the clocks go forward: 72 hours later is 00:30
    // on 9 March, but the problem is due on the 8th, three calendar days on.
    const solvedAt = new Date('2026-03-06T04:30:00Z')
    expect(dayInTimeZone('America/New_York', solvedAt)).toBe('2026-03-05')
    const card = scheduleReview(newCard(solvedAt), 3, solvedAt, 'America/New_York')
    expect(card.scheduledDays).toBe(3)
    expect(card.due).toEqual(new Date('2026-03-08T05:00:00Z'))
    expect(dayInTimeZone('America/New_York', card.due)).toBe('2026-03-08')
  })

  it('gives the same schedule for the same reviews (no fuzz), so a schedule can be recomputed', () => {
    const start = new Date('2026-01-01T09:00:00Z')
    const reviews = [3, 3, 1, 2, 4].map((rating, i) => ({
      rating: rating as ReviewRating,
      reviewedAt: new Date(start.getTime() + i * 5 * DAY_MS),
    }))
    expect(replayReviews(reviews, start, 'Europe/Berlin')).toEqual(
      replayReviews(reviews, start, 'Europe/Berlin'),
    )
    expect(replayReviews(reviews, start, 'Europe/Berlin')).toMatchObject({ reps: 5, lapses: 1 })
  })

  it('keeps any sequence of reviews due after each review, counting reviews and lapses', () => {
    const review = fc.record({
      rating: fc.constantFrom(...REVIEW_RATINGS),
      gapMs: fc.integer({ min: 0, max: 400 * DAY_MS }),
    })
    fc.assert(
      fc.property(
        fc.array(review, { maxLength: 25 }),
        fc.constantFrom('UTC', 'America/New_York', 'Asia/Kolkata'),
        (reviews, zone) => {
          let at = Date.parse('2026-01-01T12:00:00Z')
          let card = newCard(new Date(at))
          let lapses = 0
          for (const { rating, gapMs } of reviews) {
            at += gapMs
            const wasReviewed = card.state !== 'new'
            card = scheduleReview(card, rating, new Date(at), zone)
            if (wasReviewed && rating === 1) lapses++
            expect(card.due.getTime()).toBeGreaterThan(at)
            expect(card.lastReview).toEqual(new Date(at))
          }
          expect(card.reps).toBe(reviews.length)
          expect(card.lapses).toBe(lapses)
        },
      ),
    )
  })
})
