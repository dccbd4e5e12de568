/**
 * Why a review was not stored, and what the user is told: one text for each reason, whichever form the
 * rating came from (a review on /today, a problem marked solved with a rating).
 */

export type ReviewRefusal =
  | 'invalid-rating'
  | 'invalid-submission-key'
  | 'invalid-date'
  | 'future-date'
  | 'problem-not-found'
  | 'before-last-review'

export const REVIEW_REFUSALS: Readonly<Record<ReviewRefusal, { status: number; error: string }>> = {
  'invalid-rating': { status: 400, error: 'Choose a rating: Again, Hard, Good or Easy.' },
  'invalid-submission-key': {
    status: 400,
    error: 'This review form is incomplete. Reload the page and rate the problem again.',
  },
  'invalid-date': { status: 400, error: 'That review date is not a date.' },
  'problem-not-found': { status: 404, error: 'That problem does not exist.' },
  'future-date': { status: 422, error: 'A review cannot be dated in the future.' },
  'before-last-review': {
    status: 422,
    error: 'This problem has a later review already. Reload the page to see it.',
  },
}
