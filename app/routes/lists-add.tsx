import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/lists-add'
import type { AddToListActionData } from '~/components/lists/add-to-list'
import { ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { isViaFetcher } from '~/domain/fetcher-submission'
import { LIST_MESSAGES } from '~/domain/list-forms'
import { loginGateHref } from '~/domain/login-gate'
import { ProblemIdField } from '~/domain/problem-id'
import { rowAnchor } from '~/domain/sheet-filters'
import { safeRedirect } from '~/domain/safe-redirect'
import { pageTitle } from '~/domain/site'
import { addProblem } from '~/server/lists/edit.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { getUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

/**
 * POST /lists/add: adds a problem to one of the user's lists, from a sheet's rows or a problem's insights
 * page. A fetcher gets the outcome as data; a post without JavaScript goes back to the row it came from with
 * a toast, or is shown what was refused. Adding applies whatever version of the list the page knew: it only
 * appends, so it cannot undo anyone's work (docs/decisions/0027).
 */

const AddSchema = z.object({
  listId: z.string().min(1).max(64),
  problemId: ProblemIdField,
})

const REFUSALS = {
  'not-found': { status: 404, message: LIST_MESSAGES.notFound },
  'problem-not-found': { status: 404, message: LIST_MESSAGES.problemNotFound },
  'list-full': { status: 422, message: LIST_MESSAGES.listFull },
} as const

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Add to a list') }]

// No loader: a redirect from one would also replace the 4xx page that a refused plain post renders.

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const viaFetcher = isViaFetcher(formData)
  const back = safeRedirect(formData.get('redirectTo'), '/lists')
  const answer = (status: number, body: AddToListActionData) => data(body, { status })

  const user = await getUser(request)
  if (!user) {
    if (!viaFetcher) throw redirect(loginGateHref('encoded', back))
    return answer(401, { ok: false, outcome: null, message: 'Log in to keep your lists.' })
  }
  const parsed = AddSchema.safeParse({ listId: formData.get('listId'), problemId: formData.get('problemId') })
  if (!parsed.success) {
    return answer(400, {
      ok: false,
      outcome: null,
      message: 'Choose one of your lists and a problem to add.',
    })
  }
  const limit = consumeLimit('list-edit', { user: user.id })
  if (!limit.allowed) {
    return tooManyRequests<AddToListActionData>({ ok: false, outcome: null, message: limit.message }, limit)
  }
  const added = addProblem(user.id, parsed.data.listId, parsed.data.problemId)
  if (added.outcome !== 'added' && added.outcome !== 'already-there') {
    const { status, message } = REFUSALS[added.outcome]
    return answer(status, { ok: false, outcome: null, message })
  }
  const message =
    added.outcome === 'added'
      ? `Added ${added.problem.title} to ${added.list.name}`
      : `${added.problem.title} is already on ${added.list.name}`
  if (viaFetcher) return answer(200, { ok: true, outcome: added.outcome, message })
  // Back to the row of the problem added (a page without such a row ignores the fragment).
  const target = back.includes('#') ? back : `${back}#${rowAnchor(added.problem.id)}`
  return redirectWithToast(target, { type: added.outcome === 'added' ? 'success' : 'info', title: message })
}

/** Seen only without JavaScript: after a refused post, or by someone who opens /lists/add itself. */
export default function AddToList({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-lg px-4 py-20">
      <Card className="p-8 text-center">
        <h1 className="text-2xl font-bold">{actionData ? 'Not added' : 'Add problems to your lists'}</h1>
        <p className="mt-3 text-ink-muted" role={actionData ? 'alert' : undefined}>
          {actionData?.message ??
            'Use the Add to list buttons on the company sheets and the insights pages, or paste problems into a list.'}
        </p>
        <ButtonLink to="/lists" className="mt-6">
          Your lists
        </ButtonLink>
      </Card>
    </section>
  )
}
