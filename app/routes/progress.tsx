import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/progress'
import type { ProgressActionData } from '~/components/progress-control'
import { ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { formatDay } from '~/domain/calendar-day'
import { isViaFetcher } from '~/domain/fetcher-submission'
import { loginGateHref } from '~/domain/login-gate'
import { ProblemIdField } from '~/domain/problem-id'
import { readMarkRating, splitProgressMark } from '~/domain/progress-mark'
import { REVIEW_REFUSALS } from '~/domain/review-refusals'
import { rowAnchor } from '~/domain/sheet-filters'
import { safeRedirect } from '~/domain/safe-redirect'
import { pageTitle } from '~/domain/site'
import { dayInTimeZone } from '~/domain/time-zones'
import { setProgress } from '~/server/progress.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { recordReview } from '~/server/revision.server'
import { getUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

/**
 * POST /progress: marks a problem solved or to revisit, or clears its status ('none'). The progress control
 * posts here from every sheet and insights page. A fetcher (it sends VIA_FETCHER) gets data back; a plain
 * form post, without JavaScript, is sent back to the page it came from, or shown what went wrong.
 *
 * Marking solved may carry a `rating` (1–4) and the form's `submissionKey`: the practice is then stored as
 * a review with that rating, as /today stores one (docs/product.md#rating-a-solve); without one it is Good.
 */

const ProgressSchema = z.object({
  problemId: ProblemIdField,
  status: z.enum(['solved', 'revisit', 'none']),
})

/**
 * The problem and status of a post: from a list's button, one `mark` field (see progressMark), else the
 * separate fields of a one-problem form or a fetcher.
 */
function readProgress(formData: FormData) {
  const mark = formData.get('mark')
  if (typeof mark !== 'string') {
    return ProgressSchema.safeParse({ problemId: formData.get('problemId'), status: formData.get('status') })
  }
  return ProgressSchema.safeParse(splitProgressMark(mark) ?? {})
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Progress') }]

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const viaFetcher = isViaFetcher(formData)
  const back = safeRedirect(formData.get('redirectTo'), '/search/sheet')
  const refusal = (error: string, problemId: number | null): ProgressActionData => ({
    ok: false,
    problemId,
    status: null,
    error,
    back,
    nextDue: null,
  })
  const failure = (error: string, status: number, problemId: number | null = null) =>
    data(refusal(error, problemId), { status })

  // Group B: signed-in users only. Without JavaScript the visitor goes to the login page and then back
  // to where they were, as the gate's Login button would send them.
  const user = await getUser(request)
  if (!user) {
    if (!viaFetcher) throw redirect(loginGateHref('encoded', back))
    return failure('Log in to keep your progress.', 401)
  }

  const parsed = readProgress(formData)
  if (!parsed.success) return failure('Choose a problem and a status: solved, revisit or none.', 400)
  const { problemId } = parsed.data
  // A list's post goes back to the row of the problem marked, not the top of the page.
  const backTo = formData.has('mark') ? `${back.split('#')[0]}#${rowAnchor(problemId)}` : back

  const rating = readMarkRating(parsed.data.status, formData.get('rating'))
  if (rating.kind === 'refused') return failure(rating.error, 400, problemId)
  if (rating.kind === 'rated') {
    const limit = consumeLimit('review', { user: user.id })
    if (!limit.allowed) return tooManyRequests(refusal(limit.message, problemId), limit)
    const submissionKey = formData.get('submissionKey')
    const result = recordReview({
      userId: user.id,
      problemId,
      rating: rating.rating,
      submissionKey: typeof submissionKey === 'string' ? submissionKey : '',
    })
    if (result.outcome !== 'saved' && result.outcome !== 'duplicate') {
      const { error, status } = REVIEW_REFUSALS[result.outcome]
      return failure(error, status, problemId)
    }
    const nextDue = formatDay(dayInTimeZone(user.timeZone, result.due))
    if (!viaFetcher) {
      throw await redirectWithToast(backTo, {
        type: 'success',
        title: 'Review saved',
        description: `Next due ${nextDue}.`,
      })
    }
    return data<ProgressActionData>({ ok: true, problemId, status: 'solved', error: null, back, nextDue })
  }

  const status = parsed.data.status === 'none' ? null : parsed.data.status
  if (setProgress(user.id, problemId, status) === 'problem-not-found') {
    return failure('That problem does not exist.', 404, problemId)
  }
  if (!viaFetcher) throw redirect(backTo)
  return data<ProgressActionData>({ ok: true, problemId, status, error: null, back, nextDue: null })
}

/** Seen only without JavaScript: after a refused post, or by someone who opens /progress itself. */
export default function Progress({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-lg px-4 py-20">
      <Card className="p-8 text-center">
        <h1 className="text-2xl font-bold">{actionData?.error ? 'Progress not saved' : 'Your progress'}</h1>
        <p className="mt-3 text-ink-muted" role={actionData?.error ? 'alert' : undefined}>
          {actionData?.error ??
            'Mark problems solved or to revisit with the buttons on any company sheet; your progress follows you to every sheet and device.'}
        </p>
        <ButtonLink to={actionData?.back ?? '/search/sheet'} className="mt-6">
          {actionData ? 'Back to the sheet' : 'Browse company sheets'}
        </ButtonLink>
      </Card>
    </section>
  )
}
