import { cn } from '~/components/ui/cn'
import { DEFAULT_RATING, RATING_HINTS, RATING_LABELS, REVIEW_RATINGS } from '~/domain/review-rating'

/** The ids of the hidden words that name each rating ahead of a problem's title (see RatingLabelParts). */
function ratingPartId(rating: number): string {
  return `rr${rating}`
}

/**
 * "Again (forgot it):" and the other three, hidden, once on a page where many problems are rated: the
 * buttons join them to the problem's title with aria-labelledby, so ten review forms do not repeat every
 * title in four labels (docs/decisions/0030-row-controls-named-by-reference.md).
 */
export function RatingLabelParts() {
  return (
    <div hidden>
      {REVIEW_RATINGS.map((rating) => (
        <span key={rating} id={ratingPartId(rating)}>
          {`${RATING_LABELS[rating]} (${RATING_HINTS[rating]}):`}
        </span>
      ))}
    </div>
  )
}

/**
 * The four ratings as the submit buttons of the form around them (`rating` = 1 to 4), each with what it
 * means under its label, wherever a solve or a review is rated (docs/product.md#rating-a-solve).
 */
export function RatingButtons({
  pendingRating,
  titleId,
  compact = false,
  highlightDefault = false,
}: {
  /** The rating being posted, whose button says it is saving; null when none is. */
  pendingRating: number | null
  /**
   * Where several problems are rated on one page: the id of the element holding this one's title, which
   * ends each button's name ("Good (solved it): Two Sum"), with RatingLabelParts once on the page.
   */
  titleId?: string
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
            aria-label={titleId === undefined ? name : undefined}
            aria-labelledby={titleId === undefined ? undefined : `${ratingPartId(rating)} ${titleId}`}
            className={cn(
              'rating-button',
              primary ? 'rating-button-primary' : 'rating-button-secondary',
              compact && 'px-1',
            )}
          >
            <span>{pendingRating === rating ? 'Saving…' : RATING_LABELS[rating]}</span>{' '}
            {/* The space keeps the visible text "Good solved it", which the name "Good (solved it)" holds
                word for word (a flex column draws no space between its items). */}
            <span className={cn('text-xs font-normal', primary ? 'text-brand-100' : 'text-ink-muted')}>
              {RATING_HINTS[rating]}
            </span>
          </button>
        )
      })}
    </div>
  )
}
