import { cn } from '~/components/ui/cn'
import { DEFAULT_RATING, RATING_HINTS, RATING_LABELS, REVIEW_RATINGS } from '~/domain/review-rating'

/**
 * The four ratings as the submit buttons of the form around them (`rating` = 1 to 4), each with what it
 * means under its label, wherever a solve or a review is rated (docs/product.md#rating-a-solve).
 */
export function RatingButtons({
  pendingRating,
  problemTitle,
  compact = false,
  highlightDefault = false,
}: {
  /** The rating being posted, whose button says it is saving; null when none is. */
  pendingRating: number | null
  /** Added to each button's name where several problems are rated on one page. */
  problemTitle?: string
  /** Four in a row at every width, for a narrow place such as a menu. */
  compact?: boolean
  /** Draws the rating a plain "solved" counts as like a primary button. */
  highlightDefault?: boolean
}) {
  return (
    <div className={cn('mt-2 grid', compact ? 'grid-cols-4 gap-1.5' : 'grid-cols-2 gap-2 sm:grid-cols-4')}>
      {REVIEW_RATINGS.map((rating) => {
        const primary = highlightDefault && rating === DEFAULT_RATING
        const name = `${RATING_LABELS[rating]} (${RATING_HINTS[rating]})`
        return (
          <button
            key={rating}
            type="submit"
            name="rating"
            value={rating}
            aria-label={problemTitle === undefined ? name : `${name}: ${problemTitle}`}
            className={cn(
              'rating-button',
              primary ? 'rating-button-primary' : 'rating-button-secondary',
              compact && 'px-1',
            )}
          >
            <span>{pendingRating === rating ? 'Saving…' : RATING_LABELS[rating]}</span>
            <span className={cn('text-xs font-normal', primary ? 'text-brand-100' : 'text-ink-muted')}>
              {RATING_HINTS[rating]}
            </span>
          </button>
        )
      })}
    </div>
  )
}
