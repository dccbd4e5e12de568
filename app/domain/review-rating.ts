/**
 * The words of spaced revision that forms, pages and the database share: the four ratings and a card's
 * states. Kept apart from the scheduler (revision-schedule.ts), so a page that shows a rating control
 * does not ship FSRS to the browser.
 */

export const REVIEW_RATINGS = [1, 2, 3, 4] as const
export type ReviewRating = (typeof REVIEW_RATINGS)[number]

export const RATING_LABELS: Readonly<Record<ReviewRating, string>> = {
  1: 'Again',
  2: 'Hard',
  3: 'Good',
  4: 'Easy',
}

/** What each rating means, shown under it wherever a rating is chosen. */
export const RATING_HINTS: Readonly<Record<ReviewRating, string>> = {
  1: 'forgot it',
  2: 'struggled',
  3: 'solved it',
  4: 'effortless',
}

/** What marking a problem solved means when no rating is given, so marking stays one click. */
export const DEFAULT_RATING: ReviewRating = 3

/** A rating from a form or a number: 1 Again, 2 Hard, 3 Good, 4 Easy; anything else is null. */
export function parseReviewRating(value: unknown): ReviewRating | null {
  const number = typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number(value) : value
  return REVIEW_RATINGS.find((rating) => rating === number) ?? null
}

export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const
export type CardState = (typeof CARD_STATES)[number]
