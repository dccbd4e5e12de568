import { parseReviewRating, type ReviewRating } from './review-rating'
import { REVIEW_REFUSALS } from './review-refusals'

export type MarkedStatus = 'solved' | 'revisit' | 'none'

/**
 * How a list's Solved / Revisit buttons name their problem and the status they set in one form field,
 * "{problemId}:{status}": a sheet's rows share one form, so each button carries its own problem.
 */
export function progressMark(problemId: number, status: MarkedStatus): string {
  return `${problemId}:${status}`
}

/** The two parts of a mark, for POST /progress's schema to check; null unless there are exactly two. */
export function splitProgressMark(mark: string): { problemId: string; status: string } | null {
  const parts = mark.split(':')
  return parts.length === 2 ? { problemId: parts[0]!, status: parts[1]! } : null
}

export const RATING_NEEDS_SOLVED = 'Only marking a problem solved takes a rating.'

export type MarkRating =
  /** No rating posted: marking solved is a Good review, as one click should be. */
  { kind: 'none' } | { kind: 'rated'; rating: ReviewRating } | { kind: 'refused'; error: string }

/**
 * The optional rating posted with a mark: it rates the solve, so it goes with 'solved' alone, and must be
 * one of the four ratings. A field sent empty is a rating that is not one, not a missing rating.
 */
export function readMarkRating(status: MarkedStatus, rating: unknown): MarkRating {
  if (rating === null || rating === undefined) return { kind: 'none' }
  if (status !== 'solved') return { kind: 'refused', error: RATING_NEEDS_SOLVED }
  const parsed = parseReviewRating(rating)
  return parsed === null
    ? { kind: 'refused', error: REVIEW_REFUSALS['invalid-rating'].error }
    : { kind: 'rated', rating: parsed }
}
