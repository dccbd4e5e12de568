import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { data, useFetcher } from 'react-router'
import { toast } from '~/components/toast'
import { z } from 'zod'
import type { Route } from './+types/feature-requests'
import { FeatureRequestForm } from '~/components/feature-request-form'
import { Card } from '~/components/ui/card'
import { cn } from '~/components/ui/cn'
import { FeatureRequestSchema } from '~/domain/feature-request'
import { isViaFetcher } from '~/domain/fetcher-submission'
import { safeRedirect } from '~/domain/safe-redirect'
import { pageTitle } from '~/domain/site'
import {
  createFeatureRequest,
  listFeatureRequests,
  upvoteFeatureRequest,
} from '~/server/feature-requests.server'
import { isBot } from '~/server/honeypot.server'
import { clientIpContext } from '~/server/load-context.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { getUser } from '~/server/session.server'
import { redirectWithToast, toastHeader } from '~/server/toast.server'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Feature Requests') },
  { name: 'description', content: 'Tell us what to build next, and vote for the ideas you want most.' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request)
  return { requests: listFeatureRequests(user?.id ?? null), signedIn: user !== null, email: user?.email }
}

const UpvoteSchema = z.object({ requestId: z.coerce.number().int().positive() })

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const intent = formData.get('intent')
  const user = await getUser(request)

  if (intent === 'upvote') {
    if (!user) {
      return redirectWithToast('/login?redirect_uri=%2Ffeature-requests', {
        type: 'info',
        title: 'Log in to vote for requests',
      })
    }
    const parsed = UpvoteSchema.safeParse(Object.fromEntries(formData))
    if (!parsed.success) return data({ intent: 'upvote' as const, error: 'Unknown request' }, { status: 400 })
    const limit = consumeLimit('vote', { user: user.id, ip: context.get(clientIpContext) })
    if (!limit.allowed) return tooManyRequests({ intent: 'upvote' as const, error: limit.message }, limit)
    const outcome = upvoteFeatureRequest(parsed.data.requestId, user.id)
    if (outcome === 'not-found')
      return data({ intent: 'upvote' as const, error: 'Unknown request' }, { status: 404 })
    return { intent: 'upvote' as const, error: null }
  }

  const submission = parseWithZod(formData, { schema: FeatureRequestSchema })
  if (submission.status !== 'success') {
    return data({ intent: 'create' as const, result: submission.reply(), created: false }, { status: 400 })
  }
  if (!isBot(formData)) {
    const limit = consumeLimit('feature-request', { ip: context.get(clientIpContext) })
    if (!limit.allowed) {
      return tooManyRequests(
        {
          intent: 'create' as const,
          result: submission.reply({ formErrors: [limit.message] }),
          created: false,
        },
        limit,
      )
    }
    createFeatureRequest({ ...submission.value, userId: user?.id })
  }
  const toast = { type: 'success', title: 'Feature Request submitted successfully!' } as const
  // A plain form post is answered with a redirect (so a reload does not post twice); the widget's
  // fetcher stays on its page and gets data back.
  if (!isViaFetcher(formData))
    return redirectWithToast(safeRedirect(formData.get('redirectTo'), '/feature-requests'), toast)
  const headers = { 'Set-Cookie': await toastHeader(toast) }
  return data(
    { intent: 'create' as const, result: submission.reply({ resetForm: true }), created: true },
    { headers },
  )
}

export default function FeatureRequests({ loaderData, actionData }: Route.ComponentProps) {
  const createResult = actionData?.intent === 'create' ? actionData.result : undefined
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="board-heading">
        <h1 id="board-heading" className="text-3xl font-bold tracking-tight">
          Feature requests
        </h1>
        <p className="mt-2 text-ink-muted">
          What PrepSharp users have asked for, newest first. Vote for what you want most.
        </p>
        {actionData?.intent === 'upvote' && actionData.error ? (
          <p role="alert" className="mt-4 text-sm font-medium text-danger">
            {actionData.error}
          </p>
        ) : null}
        {loaderData.requests.length === 0 ? (
          <Card className="mt-8 p-10 text-center">
            <p className="text-lg font-semibold">No requests yet</p>
            <p className="mt-1 text-ink-muted">Be the first to tell us what would make your prep easier.</p>
          </Card>
        ) : (
          <ol className="mt-8 space-y-3">
            {loaderData.requests.map((request) => (
              <li key={request.id}>
                <Card className="flex gap-4 p-5">
                  <UpvoteButton
                    requestId={request.id}
                    votes={request.votes}
                    votedByMe={request.votedByMe}
                    signedIn={loaderData.signedIn}
                  />
                  <div className="min-w-0 flex-1">
                    <h2 className="font-semibold break-words">{request.title || 'Untitled request'}</h2>
                    <p className="mt-1 text-sm whitespace-pre-line break-words text-ink-muted">
                      {request.description}
                    </p>
                    <p className="mt-2 text-xs text-ink-subtle">
                      <time dateTime={new Date(request.createdAt).toISOString()}>
                        {new Date(request.createdAt).toLocaleDateString('en-GB', {
                          day: 'numeric',
                          month: 'short',
                          year: 'numeric',
                          timeZone: 'UTC',
                        })}
                      </time>
                    </p>
                  </div>
                </Card>
              </li>
            ))}
          </ol>
        )}
      </section>
      <aside aria-label="Suggest a feature">
        <Card className="p-5 lg:sticky lg:top-24">
          <FeatureRequestForm
            id="feature-request-board"
            redirectTo="/feature-requests"
            defaultEmail={loaderData.email}
            lastResult={createResult}
          />
        </Card>
      </aside>
    </div>
  )
}

function UpvoteButton({
  requestId,
  votes,
  votedByMe,
  signedIn,
}: {
  requestId: number
  votes: number
  votedByMe: boolean
  signedIn: boolean
}) {
  const fetcher = useFetcher<{ error: string | null }>()
  // Without JavaScript the board shows the error; with it the vote stays on the page, so a toast does.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.error) toast.error(fetcher.data.error)
  }, [fetcher.state, fetcher.data])
  // Optimistic: count the vote while the request is on its way.
  const pending = fetcher.state !== 'idle' && signedIn && !votedByMe
  const shownVotes = votes + (pending ? 1 : 0)
  const voted = votedByMe || pending
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="upvote" />
      <input type="hidden" name="requestId" value={requestId} />
      <button
        type="submit"
        disabled={voted}
        aria-pressed={voted}
        aria-label={`${voted ? 'You voted for this' : 'Vote for this'} (${shownVotes} vote${shownVotes === 1 ? '' : 's'})`}
        title={signedIn ? undefined : 'Log in to vote'}
        className={cn(
          'flex w-14 flex-col items-center rounded-xl border py-2 text-sm font-semibold transition-colors',
          voted
            ? 'border-brand-300 bg-brand-50 text-brand-700'
            : 'border-line hover:border-brand-300 hover:bg-brand-50',
        )}
      >
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
          <path d="M12 5l7 8H5z" fill="currentColor" />
        </svg>
        {shownVotes}
      </button>
    </fetcher.Form>
  )
}
