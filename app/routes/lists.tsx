import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { renderToString } from 'react-dom/server'
import { data, redirect } from 'react-router'
import type { Route } from './+types/lists'
import { ListCard } from '~/components/lists/list-card'
import { KeptMarkup } from '~/components/kept-markup'
import { ListDetailsFields, ListDetailsForm } from '~/components/lists/list-details-form'
import { ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Eyebrow } from '~/components/ui/eyebrow'
import { LIST_INTENTS, LIST_MESSAGES, ListDetailsSchema } from '~/domain/list-forms'
import { loginGateHref } from '~/domain/login-gate'
import { listHref, MAX_LISTS_PER_USER } from '~/domain/problem-lists'
import { pageTitle } from '~/domain/site'
import { createList } from '~/server/lists/edit.server'
import { listsOverview } from '~/server/lists/kept-views.server'
import { listViewer } from '~/server/lists/viewer.server'
import { markupOnlyContext } from '~/server/load-context.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { getUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

// /lists (docs/product.md#lists): the curated lists for everyone, and a signed-in user's own lists with the
// form that makes one.

/** The create form as every signed-in viewer first sees it: empty, private, posting to /lists. */
const CREATE_FORM = {
  id: 'create-list',
  intent: LIST_INTENTS.create,
  submitLabel: 'Create list',
  defaultValue: { name: '', description: '', visibility: 'private' },
  action: '/lists',
} as const

/**
 * Where the loader leaves a document's create form, drawn once (docs/decisions/0049): the same for every
 * viewer, and Conform's fields were about a seventh of the page's server time when drawn on every view.
 */
const CREATE_FORM_KEY = 'lists/create-form'
let drawnCreateForm: string | null = null

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Lists') },
  {
    name: 'description',
    content: 'Curated interview problem lists, and lists of your own, with your progress.',
  },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, dueBefore } = await listViewer(request)
  const { curated, own } = listsOverview(user?.id ?? null, dueBefore)
  if (user) {
    drawnCreateForm ??= renderToString(<ListDetailsFields {...CREATE_FORM} />)
    context.get(markupOnlyContext)?.set(CREATE_FORM_KEY, drawnCreateForm)
  }
  return { signedIn: user !== null, curated, own }
}

interface CreateActionData {
  result: SubmissionResult<string[]>
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const user = await getUser(request)
  // A visitor's post goes to sign in and comes back here, as the page's own link would take them.
  if (!user) throw redirect(loginGateHref('encoded', '/lists'))
  if (formData.get('intent') !== LIST_INTENTS.create) throw data('Unknown action.', { status: 400 })

  const submission = parseWithZod(formData, { schema: ListDetailsSchema })
  if (submission.status !== 'success') {
    return data<CreateActionData>({ result: submission.reply() }, { status: 400 })
  }
  const limit = consumeLimit('list-create', { user: user.id })
  if (!limit.allowed) {
    return tooManyRequests<CreateActionData>(
      { result: submission.reply({ formErrors: [limit.message] }) },
      limit,
    )
  }
  const created = createList(user.id, submission.value)
  if (created.outcome === 'too-many-lists') {
    return data<CreateActionData>(
      { result: submission.reply({ formErrors: [LIST_MESSAGES.tooManyLists] }) },
      { status: 422 },
    )
  }
  return redirectWithToast(listHref({ id: created.id, slug: null }), {
    type: 'success',
    title: 'List created',
    description: 'Add problems from any sheet or insights page, or paste them below.',
  })
}

export default function Lists({ loaderData, actionData }: Route.ComponentProps) {
  const { signedIn, curated } = loaderData
  // A plan's list is made and kept by its plan: it has a place of its own, not among the lists made here.
  const own = loaderData.own.filter((list) => !list.fromPlan)
  const planned = loaderData.own.filter((list) => list.fromPlan)
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-10 sm:px-6 md:py-12">
      <header>
        <Eyebrow>Lists</Eyebrow>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Problem lists</h1>
        <p className="mt-3 max-w-2xl text-ink-muted">
          Work through a curated list, or make your own from the company sheets, the insights pages or a paste
          of LeetCode links.{' '}
          {signedIn ? 'Your progress shows on every list.' : 'Sign in to see your progress on each.'}
        </p>
      </header>

      <section aria-labelledby="curated-heading">
        <h2 id="curated-heading" className="text-xl font-bold">
          Curated lists
        </h2>
        {curated.length > 0 ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {curated.map((list) => (
              <ListCard key={list.id} list={list} showProgress={signedIn} />
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-ink-muted">No curated lists yet: they come with the imported data.</p>
        )}
      </section>

      <section aria-labelledby="own-heading">
        <h2 id="own-heading" className="text-xl font-bold">
          Your lists
        </h2>
        {signedIn ? (
          <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
            {own.length > 0 ? (
              <ul className="grid gap-4 sm:grid-cols-2">
                {own.map((list) => (
                  <ListCard key={list.id} list={list} showProgress />
                ))}
              </ul>
            ) : (
              <Card className="p-6">
                <p className="font-semibold">No lists yet</p>
                <p className="mt-1 text-sm text-ink-muted">
                  Make one here, or copy a curated list and make it yours.
                </p>
              </Card>
            )}
            <Card className="p-5 sm:p-6">
              <h3 className="text-lg font-semibold">New list</h3>
              <p className="mt-1 mb-4 text-sm text-ink-muted">
                Up to {MAX_LISTS_PER_USER} lists; private until you say otherwise.
              </p>
              {actionData?.result ? (
                // A refused post without JavaScript: the form with its errors and the text as typed.
                <ListDetailsForm {...CREATE_FORM} lastResult={actionData.result} />
              ) : (
                <KeptMarkup as="div" id="create-list-kept" markupKey={CREATE_FORM_KEY}>
                  {() => <ListDetailsForm {...CREATE_FORM} />}
                </KeptMarkup>
              )}
            </Card>
          </div>
        ) : (
          <Card className="mt-4 p-6">
            <p className="font-semibold">Keep lists of your own</p>
            <p className="mt-1 text-sm text-ink-muted">
              Sign in to make lists, share them with a link and copy anyone’s public list.
            </p>
            <ButtonLink to={loginGateHref('encoded', '/lists')} className="mt-4">
              Login
            </ButtonLink>
          </Card>
        )}
      </section>

      {planned.length > 0 ? (
        <section aria-labelledby="plan-lists-heading">
          <h2 id="plan-lists-heading" className="text-xl font-bold">
            Your interview plans’ lists
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-ink-muted">
            Each{' '}
            <a
              href="/plan"
              className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
            >
              interview plan
            </a>{' '}
            keeps its problems in a list of its own; deleting the plan deletes its list.
          </p>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {planned.map((list) => (
              <ListCard key={list.id} list={list} showProgress />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
