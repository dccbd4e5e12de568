import type { FormEvent, ReactNode } from 'react'
import { useFetcher } from 'react-router'
import type { ProgressActionData } from '~/components/progress-control'
import { RatingButtons } from '~/components/rating-buttons'
import { VIA_FETCHER } from '~/domain/fetcher-submission'

/** What a rating does, said under the form: for a problem not solved yet, and for one solved already. */
export const RATE_SOLVE_NOTE = 'Mark solved alone counts as Good.'
export const RATE_AGAIN_NOTE = 'Practised it again? A rating saves a review and sets the next one.'

/**
 * "How did it go?": marks a problem solved with one of the four ratings, or rates one practised again
 * (docs/product.md#rating-a-solve). Its four submit buttons post to /progress with the problem, the
 * rating and a submission key, so the same form posted twice stores one review. Without JavaScript the
 * server sends the browser back to `redirectTo` with a toast; with it a fetcher posts, under the progress
 * control's own key, so the control shows the problem solved at once and announces the next review.
 */
export function RateSolveForm({
  problemId,
  submissionKey,
  redirectTo,
  legendId,
  context,
  note,
  onSubmitted,
  className,
}: {
  problemId: number
  /** Made once per form drawn: on the server for a page, in the browser for the sheet's menu. */
  submissionKey: string
  redirectTo: string
  legendId?: string
  /** Drawn under the question, inside the legend (the sheet's menu names its problem there). */
  context?: ReactNode
  /** A line under the buttons saying what a rating does. */
  note?: string
  /** Called once the rating is posted by the fetcher. */
  onSubmitted?: () => void
  className?: string
}) {
  const fetcher = useFetcher<ProgressActionData>({ key: `progress-${problemId}` })
  const pendingRating = fetcher.state === 'submitting' ? Number(fetcher.formData?.get('rating')) : null

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const formData = new FormData(event.currentTarget, submitter)
    formData.set(VIA_FETCHER.name, VIA_FETCHER.value)
    void fetcher.submit(formData, { method: 'post', action: '/progress' })
    onSubmitted?.()
  }

  return (
    <form method="post" action="/progress" onSubmit={submit} className={className}>
      <input type="hidden" name="problemId" value={problemId} />
      <input type="hidden" name="status" value="solved" />
      <input type="hidden" name="submissionKey" value={submissionKey} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <fieldset disabled={fetcher.state === 'submitting'}>
        <legend id={legendId} className="w-full text-sm font-semibold text-ink">
          How did it go?
          {context}
        </legend>
        <RatingButtons pendingRating={pendingRating} compact />
      </fieldset>
      {note ? <p className="mt-2 text-xs text-ink-muted">{note}</p> : null}
    </form>
  )
}
