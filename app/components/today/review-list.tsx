import { useEffect, type FormEvent } from 'react'
import { useFetcher } from 'react-router'
import { KeptMarkup } from '~/components/kept-markup'
import { toast } from '~/components/toast'
import { DifficultyBadge } from '~/components/difficulty-badge'
import { RatingButtons, RatingLabelParts } from '~/components/rating-buttons'
import { ErrorAlert } from '~/components/ui/alert'
import { cn } from '~/components/ui/cn'
import { VIA_FETCHER } from '~/domain/fetcher-submission'
import type { InterviewSafe } from '~/domain/interview-mode'
import { leetcodeProblemUrl } from '~/domain/leetcode-links'
import { RATING_LABELS, type ReviewRating } from '~/domain/review-rating'

export const REVIEW_INTENT = 'review'

/** What POST /today answers a fetcher, and a refused post without JavaScript. */
export interface TodayActionData {
  ok: boolean
  problemId: number | null
  error: string | null
  /** When saved: the day (in the user's time zone) the problem is next due. */
  nextDue: string | null
}

export interface ReviewItem {
  problemId: number
  titleSlug: string
  title: string
  frontendId: number | null
  difficulty: number
  overdue: boolean
  /** "due 3 Dec 2026", for an overdue one; null when it is due today. */
  dueLabel: string | null
  lastRating: ReviewRating | null
  /** "3 days ago"; null for a problem marked to revisit and never reviewed. */
  lastSeen: string | null
  /** One per form and state of the user's data, so the same form posted twice stores one review (decision 0047). */
  submissionKey: string
}

/** Each review without its difficulty in interview mode (docs/product.md#interview-mode). */
type ShownReview = InterviewSafe<ReviewItem>

/** The id of the list of reviews, whose rows a document's server render writes as kept markup. */
export const REVIEW_LIST_ID = 'review-list'
/** Where the loader hands a document's render the rows' markup (app/routes/today.tsx). */
export const REVIEW_ROWS_MARKUP_KEY = 'today-review-rows'

/**
 * The reviews due, each a form of four ratings. A document's server render writes the rows from the
 * markup the loader kept for the user's day (drawn by ReviewRows, every form idle, as a first render
 * draws them); the browser draws them with their fetchers and hydrates that markup.
 */
export function ReviewList({ reviews }: { reviews: readonly ShownReview[] }) {
  return (
    <>
      <RatingLabelParts />
      <KeptMarkup as="ul" id={REVIEW_LIST_ID} markupKey={REVIEW_ROWS_MARKUP_KEY} className="space-y-3">
        {() =>
          reviews.map((review) => (
            <li key={review.problemId}>
              <ReviewRow review={review} />
            </li>
          ))
        }
      </KeptMarkup>
    </>
  )
}

/** The rows as a first render draws them, no form posting: the kept markup's source (no hooks). */
export function ReviewRows({ reviews }: { reviews: readonly ShownReview[] }) {
  return reviews.map((review) => (
    <li key={review.problemId}>
      <ReviewCard review={review} state={IDLE} />
    </li>
  ))
}

/** Where one row's form stands: posting (with the rating), saved, or refused. */
interface RowState {
  pendingRating: number | null
  busy: boolean
  saved: boolean
  error: string | null
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
}

const IDLE: RowState = { pendingRating: null, busy: false, saved: false, error: null }

/**
 * One problem due, with the four ratings as the submit buttons of one form. Without JavaScript the form
 * posts and the page comes back with a toast; with it a fetcher posts, and the page's data, reloaded
 * after it, no longer lists the problem.
 */
function ReviewRow({ review }: { review: ShownReview }) {
  const fetcher = useFetcher<TodayActionData>({ key: `review-${review.problemId}` })
  const pendingRating = fetcher.state === 'submitting' ? Number(fetcher.formData?.get('rating')) : null
  const saved = fetcher.data?.ok === true
  const error = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null

  // The row leaves the list once the page's data is reloaded, so the outcome is announced from here,
  // while the answer is in and the row still stands.
  useEffect(() => {
    if (fetcher.data?.ok)
      toast.success('Review saved', {
        description: fetcher.data.nextDue
          ? `${review.title} is next due ${fetcher.data.nextDue}.`
          : undefined,
      })
  }, [fetcher.data, review.title])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const formData = new FormData(event.currentTarget, submitter)
    formData.set(VIA_FETCHER.name, VIA_FETCHER.value)
    void fetcher.submit(formData, { method: 'post', action: '/today' })
  }

  return (
    <ReviewCard
      review={review}
      state={{ pendingRating, busy: fetcher.state !== 'idle', saved, error, onSubmit }}
    />
  )
}

function ReviewCard({ review, state }: { review: ShownReview; state: RowState }) {
  const headingId = `review-${review.problemId}`
  const titleId = `${headingId}-title`
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'rounded-card border bg-surface p-4 shadow-card sm:p-5',
        review.overdue ? 'border-accent-400/60' : 'border-line',
        state.saved && 'opacity-60',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold break-words">
            <a
              href={`/problems/${review.titleSlug}`}
              className="text-ink underline-offset-4 hover:text-brand-700 hover:underline"
            >
              {review.frontendId !== null ? (
                <span className="mr-1.5 text-ink-muted tabular-nums">{review.frontendId}.</span>
              ) : null}
              <span id={titleId}>{review.title}</span>
            </a>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            {review.difficulty === undefined ? null : <DifficultyBadge difficulty={review.difficulty} />}
            <span>
              {review.lastRating !== null && review.lastSeen !== null
                ? `Last: ${RATING_LABELS[review.lastRating]}, ${review.lastSeen}`
                : 'Marked to revisit'}
            </span>
            {review.dueLabel ? (
              <span className="font-medium text-accent-700">Overdue, {review.dueLabel}</span>
            ) : null}
          </p>
        </div>
        <a
          href={leetcodeProblemUrl(review.titleSlug)}
          target="_blank"
          rel="noopener noreferrer"
          className="shrink-0 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Solve on LeetCode<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>

      <form method="post" action="/today" onSubmit={state.onSubmit} className="mt-4">
        <input type="hidden" name="intent" value={REVIEW_INTENT} />
        <input type="hidden" name="problemId" value={review.problemId} />
        <input type="hidden" name="submissionKey" value={review.submissionKey} />
        <fieldset disabled={state.busy || state.saved}>
          <legend className="text-sm font-medium text-ink">How did it go?</legend>
          <RatingButtons pendingRating={state.pendingRating} titleId={titleId} highlightDefault />
        </fieldset>
      </form>
      {state.error ? <ErrorAlert className="mt-3">{state.error}</ErrorAlert> : null}
    </article>
  )
}
