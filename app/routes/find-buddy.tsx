import { useEffect } from 'react'
import { data } from 'react-router'
import { toast } from '~/components/toast'
import type { Route } from './+types/find-buddy'
import { BuddyCard } from '~/components/buddy/buddy-card'
import { BuddyFiltersForm } from '~/components/buddy/buddy-filters'
import { BuddySection } from '~/components/buddy/buddy-section'
import { CreateProfileInvite, PausedNotice } from '~/components/buddy/find-buddy-notices'
import { NoMatches } from '~/components/buddy/no-matches'
import { PairedBuddy } from '~/components/buddy/paired-buddy'
import {
  AnswerRequestButtons,
  CancelRequestButton,
  SuggestionActions,
} from '~/components/buddy/request-actions'
import { ErrorAlert } from '~/components/ui/alert'
import { Badge } from '~/components/ui/badge'
import { ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Eyebrow } from '~/components/ui/eyebrow'
import { Pagination } from '~/components/ui/pagination'
import { RequestActionSchema } from '~/domain/buddy-forms'
import {
  cancelResult,
  FIND_BUDDY_PATH,
  findBuddyBackHref,
  requestResult,
  responseResult,
  unpairResult,
  type BuddyActionResult,
} from '~/domain/buddy-outcomes'
import { pageTitle } from '~/domain/site'
import { cancelRequest, endPairing, requestBuddy, respondToRequest } from '~/server/buddies.server'
import { findBuddyPageData } from '~/server/find-buddy-page.server'
import { clientIpContext } from '~/server/load-context.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { signedInUser } from '~/server/signed-in.server'
import { siteOrigin } from '~/server/site-origin.server'
import { redirectWithToast } from '~/server/toast.server'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Find a Buddy') },
  {
    name: 'description',
    content: 'Study buddies ranked by how well they fit you: time zone, companies, level, language.',
  },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInUser(context)
  const page = findBuddyPageData(user.id, new URL(request.url).searchParams)
  // The origin goes into the invitation a viewer with no matches can mail to a friend.
  return data({ ...page, origin: siteOrigin(request) }, { status: page.errors.length > 0 ? 400 : 200 })
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context)
  const url = new URL(request.url)
  const formData = await request.formData()
  const parsed = RequestActionSchema.safeParse({
    intent: formData.get('intent'),
    userId: formData.get('userId'),
  })
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? 'Unknown action' }, { status: 400 })
  }
  const { intent, userId } = parsed.data

  let result: BuddyActionResult
  switch (intent) {
    case 'request': {
      // Only asking is limited: answering, cancelling and unpairing reach no one new.
      const limit = consumeLimit('buddy-request', { user: user.id, ip: context.get(clientIpContext) })
      if (!limit.allowed) return tooManyRequests({ error: limit.message }, limit)
      result = requestResult(requestBuddy(user.id, userId))
      break
    }
    case 'accept':
    case 'decline':
      result = responseResult(respondToRequest(user.id, userId, intent))
      break
    case 'cancel':
      result = cancelResult(cancelRequest(user.id, userId))
      break
    case 'unpair':
      result = unpairResult(endPairing(user.id, userId))
      break
  }
  if ('error' in result) return data({ error: result.error }, { status: result.status })
  return redirectWithToast(findBuddyBackHref(url.searchParams), result.toast)
}

export default function FindBuddy({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, results, incoming, outgoing, buddies, errors } = loaderData
  const actionError = actionData?.error ?? null
  useEffect(() => {
    if (actionError) toast.error(actionError)
  }, [actionError, actionData])

  const canAsk = profile?.isActive === true
  const filtered = Object.values(loaderData.filters).some((value) => value !== undefined)
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <Eyebrow>DSA Buddy</Eyebrow>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Find a study buddy</h1>
          <p className="mt-3 text-ink-muted">
            People preparing like you, best fit first. Ask someone to pair; once they accept, you both see
            each other&apos;s email here.
          </p>
        </div>
        {profile ? (
          <ButtonLink to="/register-buddy" variant="secondary" className="shrink-0">
            Edit your profile
          </ButtonLink>
        ) : null}
      </header>

      {actionError ? <ErrorAlert className="mt-6">{actionError}</ErrorAlert> : null}
      {errors.length > 0 ? <ErrorAlert className="mt-6">{errors.join('. ')}</ErrorAlert> : null}

      {!profile ? <CreateProfileInvite /> : null}
      {profile && !profile.isActive ? <PausedNotice /> : null}

      {incoming.length > 0 ? (
        <BuddySection id="incoming-heading" title="Incoming requests" count={incoming.length}>
          <ul className="grid gap-4 md:grid-cols-2">
            {incoming.map(({ card, requestedOn }) => (
              <li key={card.userId}>
                <BuddyCard
                  buddy={card}
                  badge={<Badge tone="accent">Asked you on {requestedOn}</Badge>}
                  actions={<AnswerRequestButtons userId={card.userId} name={card.displayName} />}
                />
              </li>
            ))}
          </ul>
        </BuddySection>
      ) : null}

      {profile || buddies.length > 0 ? (
        <BuddySection id="buddies-heading" title="Your buddies" count={buddies.length}>
          {buddies.length === 0 ? (
            <p className="text-ink-muted">
              No buddies yet. When someone accepts your request, or you accept theirs, they appear here with
              their email.
            </p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {buddies.map((buddy) => (
                <li key={buddy.userId}>
                  <PairedBuddy buddy={buddy} />
                </li>
              ))}
            </ul>
          )}
        </BuddySection>
      ) : null}

      {outgoing.length > 0 ? (
        <BuddySection id="sent-heading" title="Requests you sent" count={outgoing.length}>
          <Card className="divide-y divide-line">
            {outgoing.map((request) => (
              <div
                key={request.userId}
                className="flex flex-wrap items-center justify-between gap-3 px-5 py-3"
              >
                <p className="text-sm">
                  <span className="font-semibold">{request.firstName}</span>
                  <span className="text-ink-muted"> · asked on {request.requestedOn}</span>
                  {request.isActive ? null : (
                    <span className="text-ink-muted"> · profile paused for now</span>
                  )}
                </p>
                <CancelRequestButton userId={request.userId} name={request.firstName} />
              </div>
            ))}
          </Card>
        </BuddySection>
      ) : null}

      {results ? (
        <BuddySection id="suggested-heading" title="Suggested buddies" count={results.total}>
          <BuddyFiltersForm filters={loaderData.filters} companies={loaderData.companies} />
          <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
            {results.total === 0
              ? '0 people.'
              : `${results.total} ${results.total === 1 ? 'person' : 'people'}, best match first.`}
          </p>
          {results.total === 0 ? (
            <NoMatches
              filtered={filtered}
              clearHref={FIND_BUDDY_PATH}
              paused={!canAsk}
              origin={loaderData.origin}
            />
          ) : (
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {results.buddies.map(({ card, relation }) => (
                <li key={card.userId}>
                  <BuddyCard
                    buddy={card}
                    badge={
                      relation === 'sent' ? (
                        <Badge tone="neutral">Request sent</Badge>
                      ) : relation === 'received' ? (
                        <Badge tone="accent">Asked you</Badge>
                      ) : null
                    }
                    actions={
                      <SuggestionActions
                        userId={card.userId}
                        name={card.displayName}
                        relation={relation}
                        canAsk={canAsk}
                      />
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={results.page}
            pageCount={results.pageCount}
            label="Suggested buddies pages"
            className="mt-6"
          />
        </BuddySection>
      ) : null}
    </div>
  )
}
