import { data, useLocation } from 'react-router'
import type { Route } from './+types/admin'
import {
  BlockedReporterList,
  FeatureRequestModerationList,
  HiddenListList,
  ReportModerationList,
} from '~/components/admin/moderation-lists'
import { RouteErrorContent } from '~/components/route-error'
import { ErrorAlert } from '~/components/ui/alert'
import { Eyebrow } from '~/components/ui/eyebrow'
import { Pagination } from '~/components/ui/pagination'
import {
  ADMIN_MESSAGES,
  AdminActionSchema,
  adminDoneMessage,
  isListModeration,
  MERGE_TARGET_MESSAGE,
  requestNotFoundMessage,
  targetHiddenMessage,
  type AdminAction,
} from '~/domain/moderation'
import { clampPage, pageCount, pageOffset } from '~/domain/pagination'
import { safeRedirect } from '~/domain/safe-redirect'
import { pageTitle } from '~/domain/site'
import { adminUser, requireAdmin } from '~/server/admin.server'
import {
  listFeatureRequestsForModeration,
  mergeFeatureRequest,
  setFeatureRequestHidden,
  unmergeFeatureRequest,
} from '~/server/feature-request-moderation.server'
import { listHiddenLists, setListHidden } from '~/server/lists/moderation.server'
import {
  blockReporter,
  listBlockedReporters,
  listReportsForModeration,
  setReportHidden,
  unblockReporter,
} from '~/server/report-moderation.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { redirectWithToast } from '~/server/toast.server'

/**
 * /admin: moderation of community reports and feature requests (docs/product.md#admin), for the accounts
 * in ADMIN_EMAILS. Anyone else, signed in or not, gets the site's 404 from the middleware, for a GET and a
 * POST alike, before anything is read or written.
 */

export const middleware: Route.MiddlewareFunction[] = [requireAdmin]

/** Reports a page. */
const REPORTS_PAGE_SIZE = 50

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Moderation') },
  { name: 'robots', content: 'noindex' },
]

export function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminUser(context)
  const requested = new URL(request.url).searchParams.get('page')
  // The total is read with the page; a page past the end shows the last one.
  const first = listReportsForModeration({ limit: REPORTS_PAGE_SIZE, offset: 0 })
  const page = clampPage(requested ?? 1, first.total, REPORTS_PAGE_SIZE)
  const { reports, total } =
    page === 1
      ? first
      : listReportsForModeration({ limit: REPORTS_PAGE_SIZE, offset: pageOffset(page, REPORTS_PAGE_SIZE) })
  return {
    email: admin.email,
    page,
    pageCount: pageCount(total, REPORTS_PAGE_SIZE),
    totalReports: total,
    reports: reports.map(({ createdAt, hiddenAt, ...report }) => ({
      ...report,
      createdAt: createdAt.toISOString(),
      hidden: hiddenAt !== null,
    })),
    blocked: listBlockedReporters().map(({ blockedAt, ...reporter }) => ({
      ...reporter,
      blockedAt: blockedAt.toISOString(),
    })),
    hiddenLists: listHiddenLists().map(({ hiddenAt, ...list }) => ({
      ...list,
      hiddenAt: hiddenAt.toISOString(),
    })),
    requests: listFeatureRequestsForModeration().map(
      ({ createdAt, hiddenAt, email: _email, ...request }) => ({
        ...request,
        createdAt: createdAt.toISOString(),
        hidden: hiddenAt !== null,
      }),
    ),
  }
}

type Refusal = { status: number; error: string }

/** Applies one action of the admin's; a refusal says why, a success what changed. */
function apply(action: AdminAction, adminId: string): Refusal | { done: string } {
  const done = (targetId?: number) => ({ done: adminDoneMessage(action, targetId) })
  switch (action.intent) {
    case 'hide-report':
    case 'show-report':
      return setReportHidden(action.reportId, action.intent === 'hide-report') === 'done'
        ? done()
        : { status: 404, error: ADMIN_MESSAGES.reportNotFound }
    case 'block-reporter':
      return blockReporter(action.userId) === 'done'
        ? done()
        : { status: 404, error: ADMIN_MESSAGES.reporterNotFound }
    case 'unblock-reporter':
      return unblockReporter(action.userId) === 'done'
        ? done()
        : { status: 404, error: ADMIN_MESSAGES.reporterNotFound }
    case 'hide-request':
    case 'show-request':
      return setFeatureRequestHidden(action.requestId, action.intent === 'hide-request') === 'done'
        ? done()
        : { status: 404, error: requestNotFoundMessage(action.requestId) }
    case 'hide-list':
    case 'show-list':
      return setListHidden(action.listId, action.intent === 'hide-list', adminId) === 'done'
        ? done()
        : { status: 404, error: ADMIN_MESSAGES.listNotFound }
    case 'unmerge-request':
      return unmergeFeatureRequest(action.requestId) === 'done'
        ? done()
        : { status: 404, error: requestNotFoundMessage(action.requestId) }
    case 'merge-request': {
      const merged = mergeFeatureRequest(action.requestId, action.targetId)
      switch (merged.outcome) {
        case 'merged':
          return done(merged.targetId)
        case 'not-found':
          return { status: 404, error: requestNotFoundMessage(action.requestId) }
        case 'target-not-found':
          return { status: 400, error: requestNotFoundMessage(action.targetId) }
        case 'same-request':
          return { status: 400, error: ADMIN_MESSAGES.sameRequest }
        case 'target-hidden':
          return { status: 400, error: targetHiddenMessage(action.targetId) }
      }
    }
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminUser(context)
  const formData = await request.formData()
  const parsed = AdminActionSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) {
    const mergeTarget = parsed.error.issues.some((issue) => issue.message === MERGE_TARGET_MESSAGE)
    return data({ error: mergeTarget ? MERGE_TARGET_MESSAGE : ADMIN_MESSAGES.unknownAction }, { status: 400 })
  }
  if (isListModeration(parsed.data)) {
    const limit = consumeLimit('list-moderation', { user: admin.id })
    if (!limit.allowed) return tooManyRequests({ error: limit.message }, limit)
  }
  const outcome = apply(parsed.data, admin.id)
  if ('error' in outcome) return data({ error: outcome.error }, { status: outcome.status })
  return redirectWithToast(safeRedirect(formData.get('redirectTo'), '/admin'), {
    type: 'success',
    title: outcome.done,
  })
}

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation()
  const returnTo = location.pathname + location.search
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 sm:px-6 sm:py-10">
      <header>
        <Eyebrow>Admin</Eyebrow>
        <h1 className="text-3xl font-bold tracking-tight">Moderation</h1>
        <p className="mt-1 text-sm break-words text-ink-muted">
          Signed in as {loaderData.email}. Hidden reports and blocked reporters count nowhere; hidden or
          merged feature requests leave the board.
        </p>
      </header>
      {actionData?.error ? <ErrorAlert>{actionData.error}</ErrorAlert> : null}

      <section aria-labelledby="reports-heading" className="space-y-4">
        <h2 id="reports-heading" className="text-xl font-semibold">
          Community reports <span className="font-normal text-ink-muted">({loaderData.totalReports})</span>
        </h2>
        <ReportModerationList reports={loaderData.reports} returnTo={returnTo} />
        <Pagination page={loaderData.page} pageCount={loaderData.pageCount} label="Report pages" />
      </section>

      <section aria-labelledby="blocked-heading" className="space-y-4">
        <h2 id="blocked-heading" className="text-xl font-semibold">
          Blocked reporters
        </h2>
        <BlockedReporterList reporters={loaderData.blocked} returnTo={returnTo} />
      </section>

      <section aria-labelledby="hidden-lists-heading" id="hidden-lists" className="space-y-4">
        <h2 id="hidden-lists-heading" className="text-xl font-semibold">
          Hidden lists
        </h2>
        <p className="text-sm text-ink-muted">
          Public lists hidden from everyone but their owners. Hide one from its own page.
        </p>
        <HiddenListList lists={loaderData.hiddenLists} returnTo={returnTo} />
      </section>

      <section aria-labelledby="requests-heading" className="space-y-4">
        <h2 id="requests-heading" className="text-xl font-semibold">
          Feature requests
        </h2>
        <p className="text-sm text-ink-muted">
          The newest 100. A merged request’s voters count on the request it was merged into, each person once.
        </p>
        <FeatureRequestModerationList requests={loaderData.requests} returnTo={returnTo} />
      </section>
    </div>
  )
}

// The 404 a non-admin gets is drawn like every other.
export function ErrorBoundary() {
  return <RouteErrorContent />
}
