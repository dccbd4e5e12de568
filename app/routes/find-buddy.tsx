import { useEffect, type ReactNode } from 'react'
import { data, Link } from 'react-router'
import { toast } from 'sonner'
import type { Route } from './+types/find-buddy'
import { BuddyCard } from '~/components/buddy/buddy-card'
import { BuddyFiltersForm } from '~/components/buddy/buddy-filters'
import { RequestButton } from '~/components/buddy/request-button'
import { Badge } from '~/components/ui/badge'
import { ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Pagination } from '~/components/ui/pagination'
import { buddyCardView } from '~/domain/buddy-display'
import { parseBuddyFilters, RequestActionSchema, type BuddyFilters } from '~/domain/buddy-forms'
import { formatDay } from '~/domain/calendar-day'
import { pageTitle } from '~/domain/site'
import { dayInTimeZone, UTC_ZONE } from '~/domain/time-zones'
import {
  cancelRequest,
  endPairing,
  findBuddies,
  getBuddyProfile,
  listBuddies,
  listIncomingRequests,
  listOutgoingRequests,
  requestBuddy,
  respondToRequest,
  type RequestOutcome,
} from '~/server/buddies.server'
import { listCompanies } from '~/server/companies.server'
import { getDb } from '~/server/db.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { requireUser } from '~/server/session.server'
import { redirectWithToast, type ToastInput } from '~/server/toast.server'

const PATH = '/find-buddy'
const FILTER_PARAMS = ['level', 'language', 'company', 'overlap', 'page'] as const

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Find a Buddy') },
  {
    name: 'description',
    content: 'Study buddies ranked by how well they fit you: time zone, companies, level, language.',
  },
]

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, 'A')
  const url = new URL(request.url)
  const parsed = parseBuddyFilters(url.searchParams)
  const errors = [...parsed.errors]
  const companies = listCompanies().map(({ slug, name }) => ({ slug, name }))
  const names = new Map(companies.map((company) => [company.slug, company.name]))
  let filters: BuddyFilters = parsed.filters
  if (filters.company !== undefined && !names.has(filters.company)) {
    errors.push('Choose a company from the list')
    filters = { ...filters, company: undefined }
  }

  const now = new Date()
  const profile = getBuddyProfile(user.id)
  const zone = profile?.timeZone ?? UTC_ZONE
  const context = {
    viewer: profile,
    companyName: (slug: string) => names.get(slug) ?? slug,
    now,
    today: dayInTimeZone(zone, now),
  }
  const search = profile ? findBuddies(profile, filters, url.searchParams.get('page'), getDb(), now) : null

  return data(
    {
      profile: profile ? { isActive: profile.isActive } : null,
      filters,
      errors,
      companies,
      results: search
        ? {
            total: search.total,
            page: search.page,
            pageCount: search.pageCount,
            buddies: search.buddies.map((buddy) => ({
              relation: buddy.relation,
              card: buddyCardView(
                { ...buddy, displayName: buddy.firstName },
                { ...context, match: buddy.match },
              ),
            })),
          }
        : null,
      incoming: listIncomingRequests(user.id).map((incoming) => ({
        card: buddyCardView({ ...incoming, displayName: incoming.firstName }, context),
        requestedOn: formatDay(dayInTimeZone(zone, incoming.requestedAt)),
      })),
      outgoing: listOutgoingRequests(user.id).map((outgoing) => ({
        userId: outgoing.userId,
        firstName: outgoing.firstName,
        isActive: outgoing.isActive,
        requestedOn: formatDay(dayInTimeZone(zone, outgoing.requestedAt)),
      })),
      buddies: listBuddies(user.id).map((buddy) => ({
        userId: buddy.userId,
        name: buddy.name,
        email: buddy.email,
        pairedOn: buddy.pairedAt ? formatDay(dayInTimeZone(zone, buddy.pairedAt)) : null,
        card: buddy.profile
          ? buddyCardView({ ...buddy.profile, userId: buddy.userId, displayName: buddy.name }, context)
          : null,
      })),
    },
    { status: errors.length > 0 ? 400 : 200 },
  )
}

type ActionResult = { toast: ToastInput } | { error: string; status: number }

function requestResult(outcome: RequestOutcome): ActionResult {
  switch (outcome.status) {
    case 'sent':
      return {
        toast: {
          type: 'success',
          title: 'Request sent',
          description: 'You will both see each other’s email once they accept.',
        },
      }
    case 'accepted':
      return { toast: { type: 'success', title: 'You are now study buddies!' } }
    case 'self':
      return { error: 'You cannot ask yourself to pair', status: 400 }
    case 'no-profile':
      return { error: 'Create your buddy profile first', status: 409 }
    case 'own-profile-paused':
      return { error: 'Resume your profile to ask someone to pair', status: 409 }
    case 'unavailable':
      return { error: 'This person is not looking for a buddy right now', status: 404 }
    case 'already-requested':
      return { error: 'You already asked this person; the request is waiting for an answer', status: 409 }
    case 'already-buddies':
      return { error: 'You are already study buddies', status: 409 }
    case 'cooldown':
      return {
        error: `This person declined recently. You can ask again from ${formatDay(outcome.until.toISOString().slice(0, 10))}.`,
        status: 409,
      }
  }
}

function responseResult(outcome: ReturnType<typeof respondToRequest>): ActionResult {
  switch (outcome) {
    case 'accepted':
      return { toast: { type: 'success', title: 'You are now study buddies!' } }
    case 'declined':
      return { toast: { type: 'info', title: 'Request declined' } }
    case 'unavailable':
      return { error: 'This person has paused their profile', status: 409 }
    case 'not-found':
      return { error: 'This request is no longer waiting for an answer', status: 404 }
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, 'A')
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

  let result: ActionResult
  switch (intent) {
    case 'request': {
      // Only asking is limited: answering, cancelling and unpairing reach no one new.
      const limit = consumeLimit('buddy-request', { user: user.id, ip: context.clientIp })
      if (!limit.allowed) return tooManyRequests({ error: limit.message }, limit)
      result = requestResult(requestBuddy(user.id, userId))
      break
    }
    case 'accept':
    case 'decline':
      result = responseResult(respondToRequest(user.id, userId, intent))
      break
    case 'cancel':
      result =
        cancelRequest(user.id, userId) === 'cancelled'
          ? { toast: { type: 'info', title: 'Request cancelled' } }
          : { error: 'There is no request to cancel', status: 404 }
      break
    case 'unpair':
      result =
        endPairing(user.id, userId) === 'ended'
          ? { toast: { type: 'info', title: 'Pairing ended' } }
          : { error: 'You are not study buddies with this person', status: 404 }
      break
  }
  if ('error' in result) return data({ error: result.error }, { status: result.status })
  return redirectWithToast(backTo(url), result.toast)
}

/** The page the form was on, filters and page included; nothing else from the URL is carried over. */
function backTo(url: URL): string {
  const params = new URLSearchParams()
  for (const name of FILTER_PARAMS) {
    const value = url.searchParams.get(name)
    if (value) params.set(name, value)
  }
  const query = params.toString()
  return query ? `${PATH}?${query}` : PATH
}

export default function FindBuddy({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, results, incoming, outgoing, buddies, errors } = loaderData
  const actionError = actionData?.error ?? null
  useEffect(() => {
    if (actionError) toast.error(actionError)
  }, [actionError, actionData])

  const canAsk = profile?.isActive === true
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">DSA Buddy</p>
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

      {actionError ? <Alert>{actionError}</Alert> : null}
      {errors.length > 0 ? <Alert>{errors.join('. ')}</Alert> : null}

      {!profile ? <CreateProfileInvite /> : null}
      {profile && !profile.isActive ? <PausedNotice /> : null}

      {incoming.length > 0 ? (
        <Section id="incoming-heading" title="Incoming requests" count={incoming.length}>
          <ul className="grid gap-4 md:grid-cols-2">
            {incoming.map(({ card, requestedOn }) => (
              <li key={card.userId}>
                <BuddyCard
                  buddy={card}
                  badge={<Badge tone="accent">Asked you on {requestedOn}</Badge>}
                  actions={
                    <>
                      <RequestButton
                        intent="accept"
                        userId={card.userId}
                        about={`${card.displayName}’s request`}
                        label="Accept"
                        busyLabel="Accepting..."
                      />
                      <RequestButton
                        intent="decline"
                        userId={card.userId}
                        about={`${card.displayName}’s request`}
                        label="Decline"
                        busyLabel="Declining..."
                        variant="secondary"
                      />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {profile || buddies.length > 0 ? (
        <Section id="buddies-heading" title="Your buddies" count={buddies.length}>
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
        </Section>
      ) : null}

      {outgoing.length > 0 ? (
        <Section id="sent-heading" title="Requests you sent" count={outgoing.length}>
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
                <RequestButton
                  intent="cancel"
                  userId={request.userId}
                  about={`to ${request.firstName}`}
                  label="Cancel request"
                  busyLabel="Cancelling..."
                  variant="ghost"
                />
              </div>
            ))}
          </Card>
        </Section>
      ) : null}

      {results ? (
        <Section id="suggested-heading" title="Suggested buddies" count={results.total}>
          <BuddyFiltersForm filters={loaderData.filters} companies={loaderData.companies} />
          <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
            {results.total === 0
              ? 'No one matches yet.'
              : `${results.total} ${results.total === 1 ? 'person' : 'people'}, best match first.`}
          </p>
          {results.total === 0 ? (
            <Card className="mt-4 p-8 text-center">
              <p className="text-lg font-semibold">No buddies found</p>
              <p className="mt-1 text-ink-muted">
                {Object.values(loaderData.filters).some((value) => value !== undefined) ? (
                  <>
                    Try fewer filters, or{' '}
                    <Link to={PATH} className="font-semibold text-brand-700 hover:underline">
                      clear them all
                    </Link>
                    .
                  </>
                ) : (
                  'Nobody else is looking right now. New people join every day: check back soon.'
                )}
              </p>
            </Card>
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
        </Section>
      ) : null}
    </div>
  )
}

function SuggestionActions({
  userId,
  name,
  relation,
  canAsk,
}: {
  userId: string
  name: string
  relation: 'none' | 'sent' | 'received'
  canAsk: boolean
}) {
  if (relation === 'received') {
    return (
      <>
        <RequestButton
          intent="accept"
          userId={userId}
          about={`${name}’s request`}
          label="Accept"
          busyLabel="Accepting..."
        />
        <RequestButton
          intent="decline"
          userId={userId}
          about={`${name}’s request`}
          label="Decline"
          busyLabel="Declining..."
          variant="secondary"
        />
      </>
    )
  }
  if (relation === 'sent') {
    return (
      <>
        <p className="text-sm text-ink-muted">Waiting for {name} to answer.</p>
        <RequestButton
          intent="cancel"
          userId={userId}
          about={`to ${name}`}
          label="Cancel request"
          busyLabel="Cancelling..."
          variant="ghost"
        />
      </>
    )
  }
  if (!canAsk) {
    return (
      <p className="text-sm text-ink-muted">
        <Link to="/register-buddy" className="font-semibold text-brand-700 hover:underline">
          Resume your profile
        </Link>{' '}
        to ask {name} to pair.
      </p>
    )
  }
  return (
    <RequestButton
      intent="request"
      userId={userId}
      about={`with ${name}`}
      label="Ask to pair"
      busyLabel="Sending..."
    />
  )
}

type PairedBuddyData = Route.ComponentProps['loaderData']['buddies'][number]

function PairedBuddy({ buddy }: { buddy: PairedBuddyData }) {
  const contact = (
    <div className="rounded-xl border border-brand-200 bg-brand-50 px-3 py-2 text-sm">
      <p>
        <span className="font-semibold">Email: </span>
        <a
          href={`mailto:${buddy.email}`}
          className="font-medium break-all text-brand-700 underline underline-offset-2"
        >
          {buddy.email}
        </a>
      </p>
      {buddy.pairedOn ? (
        <p className="mt-0.5 text-xs text-ink-muted">Buddies since {buddy.pairedOn}</p>
      ) : null}
    </div>
  )
  const actions = (
    <details>
      <summary className="cursor-pointer text-sm font-semibold text-ink-muted hover:text-danger">
        End pairing…
      </summary>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <p className="text-sm text-ink-muted">You will no longer see each other&apos;s email here.</p>
        <RequestButton
          intent="unpair"
          userId={buddy.userId}
          about={`with ${buddy.name}`}
          label="End pairing"
          busyLabel="Ending..."
          variant="danger"
        />
      </div>
    </details>
  )
  if (buddy.card)
    return (
      <BuddyCard
        buddy={buddy.card}
        badge={<Badge tone="easy">Buddy</Badge>}
        contact={contact}
        actions={actions}
      />
    )
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <article aria-label={buddy.name} className="space-y-3">
        <h3 className="text-lg font-semibold">{buddy.name}</h3>
        <p className="text-sm text-ink-muted">
          Has deleted their buddy profile; you can still write to them.
        </p>
        {contact}
      </article>
      <div className="border-t border-line pt-4">{actions}</div>
    </Card>
  )
}

function Section({
  id,
  title,
  count,
  children,
}: {
  id: string
  title: string
  count: number
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="mb-4 flex items-center gap-2 text-xl font-semibold">
        {title}
        <Badge tone="neutral">{count}</Badge>
      </h2>
      {children}
    </section>
  )
}

function Alert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="mt-6 rounded-xl border border-hard/30 bg-danger-bg px-4 py-3 text-sm font-medium text-danger"
    >
      {children}
    </p>
  )
}

function CreateProfileInvite() {
  return (
    <Card className="mt-10 flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div>
        <h2 className="text-xl font-semibold">Create your buddy profile first</h2>
        <p className="mt-1 max-w-2xl text-ink-muted">
          Matches are worked out from your profile: your time zone, target companies, level and languages. It
          takes a minute, and you can pause or delete it any time.
        </p>
      </div>
      <ButtonLink to="/register-buddy" size="lg" className="shrink-0">
        Create your profile
      </ButtonLink>
    </Card>
  )
}

function PausedNotice() {
  return (
    <div
      role="status"
      className="mt-6 rounded-xl border border-medium/30 bg-medium-bg px-4 py-3 text-sm text-ink"
    >
      <span className="font-semibold">Your profile is paused.</span> Nobody can find you and you cannot send
      requests.{' '}
      <Link to="/register-buddy" className="font-semibold text-brand-700 underline">
        Resume it
      </Link>{' '}
      when you are ready.
    </div>
  )
}
