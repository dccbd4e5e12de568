import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { data, Form, redirect, useLocation } from 'react-router'
import type { Route } from './+types/list'
import { ActionForm } from '~/components/admin/moderation-lists'
import { InterviewModeNotice } from '~/components/interview-mode-notice'
import { ListActions } from '~/components/lists/list-actions'
import { ListDetailsForm } from '~/components/lists/list-details-form'
import {
  LIST_ROWS_HTML_KEY,
  ListTable,
  type ListEditActionData,
} from '~/components/lists/list-table'
import {
  LIST_ROWS_KEY,
  useListRows,
  type ListRows,
  type SentListRows,
} from '~/components/lists/list-rows-in-page'
import { dueTextsOf } from '~/components/sheet/sheet-table'
import { PasteForm, type PasteReport } from '~/components/lists/paste-form'
import {
  CHECKBOX_TOPICS_KEY,
  MORE_TOPICS_KEY,
  SHEET_FILTERS_KEY,
  SheetFiltersForm,
  type SheetFiltersView,
} from '~/components/sheet/sheet-filters-form'
import { TOPICS_SHOWN } from '~/components/sheet/sheet-table'
import { ErrorAlert } from '~/components/ui/alert'
import { Badge } from '~/components/ui/badge'
import { ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Eyebrow } from '~/components/ui/eyebrow'
import { Pagination } from '~/components/ui/pagination'
import { isViaFetcher } from '~/domain/fetcher-submission'
import { allForInterviewMode, withoutHiddenFilters } from '~/domain/interview-mode'
import {
  LIST_INTENTS,
  LIST_MESSAGES,
  ListDetailsSchema,
  ListVersionField,
  PasteSchema,
} from '~/domain/list-forms'
import { isBadLine } from '~/domain/list-paste'
import { loginGateHref } from '~/domain/login-gate'
import { dueDaysInTimeZone } from '~/domain/next-due'
import {
  LIST_PAGE_SIZE,
  listHref,
  listPageOf,
  parseListMove,
  problemCount,
  VISIBILITY_LABELS,
} from '~/domain/problem-lists'
import { safeRedirect } from '~/domain/safe-redirect'
import {
  DEFAULT_SHEET_FILTERS,
  isNarrowed,
  parseSheetFilters,
  rowAnchor,
  sheetQueryString,
} from '~/domain/sheet-filters'
import { pageTitle } from '~/domain/site'
import { isAdmin } from '~/server/admin.server'
import {
  copyList,
  deleteList,
  moveProblem,
  pasteProblems,
  removeProblem,
  saveListDetails,
} from '~/server/lists/edit.server'
import {
  findViewableList,
  loadListPage,
  type ListFilters,
  type ProblemList,
} from '~/server/lists/read.server'
import { keptListPage } from '~/server/lists/kept-views.server'
import { listViewer } from '~/server/lists/viewer.server'
import { filtersMarkup } from '~/server/filters-markup.server'
import { listRowsHtml } from '~/server/problem-rows-html.server'
import { markupOnlyContext } from '~/server/load-context.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { nextDueByProblem } from '~/server/revision.server'
import { getUser } from '~/server/session.server'
import { siteOrigin } from '~/server/site-origin.server'
import { redirectWithToast } from '~/server/toast.server'

// /lists/:listId (docs/product.md#lists): one list, curated (by its slug) or a user's (by its id), with the
// sheet's filters, the viewer's progress and, for its owner, the forms that change it. Public and curated
// lists open for visitors; someone else's private list is a 404, the same as no list at all, and so is a
// public list an admin hid (its owner still sees it, told so; an admin hides it from here).

const NO_LIST = LIST_MESSAGES.noList
const TOPIC_CHECKBOXES = 30

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: pageTitle('List') }]
  const { list } = loaderData
  return [
    { title: pageTitle(list.name) },
    {
      name: 'description',
      content: `${list.name}: ${problemCount(list.itemCount)} to practise, with your progress.`,
    },
    ...(list.visibility === 'private' ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}

function listFilters(params: URLSearchParams, interviewMode: boolean): ListFilters {
  const { difficulty, topics, search, status, hidePremium, page } = withoutHiddenFilters(
    parseSheetFilters(params),
    interviewMode,
  )
  return { difficulty, topics, search, status, hidePremium, page }
}

/** The canonical query of a list's filters: the sheet's, with no timeframe or order. */
function listQuery(filters: ListFilters, { includePage = true } = {}): string {
  return sheetQueryString({ ...DEFAULT_SHEET_FILTERS, ...filters }, null, { includePage })
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { user, timeZone, today } = await listViewer(request)
  const list = findViewableList(params.listId, user?.id ?? null)
  if (!list) throw data(NO_LIST, { status: 404 })
  const interviewMode = user?.interviewMode ?? false
  const url = new URL(request.url)
  const requested = listFilters(url.searchParams, interviewMode)
  const isOwner = user !== null && list.ownerId === user.id
  // Kept until the viewer's data, the list or the catalogue changes (kept-views.server.ts): the rows, the
  // viewer's marks and due days on them, and their HTML were most of a view's work.
  const { page, rows, dueDays, shownRows, narrowed, rowsHtml, topics, moreTopics, filtersHtml } = keptListPage(
    list.id,
    user?.id ?? null,
    JSON.stringify([requested, interviewMode, timeZone, today]),
    () => viewOfList(list, user?.id ?? null, requested, { interviewMode, isOwner, timeZone, today }),
  )
  const href = listHref(list)
  const query = listQuery(page.filters)
  // One address per view, as on the sheets: the slug or id as stored and the filters in canonical order.
  if (params.listId !== (list.slug ?? list.id) || query !== url.search.slice(1)) {
    throw redirect(`${href}${query ? `?${query}` : ''}`)
  }
  // A document's topic suggestions are in its markup (docs/decisions/0016-markup-only-loader-data.md),
  // and so is the filter form, drawn once with the kept view (docs/decisions/0049).
  const markupOnly = context.get(markupOnlyContext)
  markupOnly?.set(MORE_TOPICS_KEY, moreTopics)
  markupOnly?.set(CHECKBOX_TOPICS_KEY, topics)
  markupOnly?.set(SHEET_FILTERS_KEY, filtersHtml)
  // A document's rows are written as HTML, which the browser hydrates (docs/decisions/0036) and reads
  // the rows back from (list-rows-in-page.ts): its data does not carry them.
  markupOnly?.set(LIST_ROWS_KEY, shownRows)
  markupOnly?.set(LIST_ROWS_HTML_KEY, rowsHtml)
  return {
    list: listView(list),
    hidden: list.hiddenAt !== null,
    // Only what others see can be hidden, and only by an admin who is not its owner.
    canHide: !isOwner && list.visibility === 'public' && isAdmin(user),
    href,
    shareUrl: list.visibility === 'public' ? `${siteOrigin(request)}${href}` : null,
    signedIn: user !== null,
    isOwner,
    interviewMode,
    filters: page.filters,
    exportQuery: listQuery(page.filters, { includePage: false }),
    narrowed,
    topics: markupOnly ? null : topics,
    moreTopics: markupOnly ? null : moreTopics,
    solved: page.counts.solved,
    // Null on a document: its table carries them.
    sentRows: markupOnly ? null : ({ rows, dueDays } satisfies SentListRows),
    total: page.total,
    pageCount: page.pageCount,
    today,
  }
}

/** What a list's page shows the viewer with these filters: read and drawn once, then kept. */
function viewOfList(
  list: ProblemList,
  userId: string | null,
  requested: ListFilters,
  viewer: { interviewMode: boolean; isOwner: boolean; timeZone: string; today: string },
) {
  const { interviewMode, isOwner, timeZone, today } = viewer
  const page = loadListPage(list.id, userId, requested)
  const rows = allForInterviewMode(
    page.rows.map(({ topics, ...row }) => ({
      ...row,
      topics: topics.slice(0, TOPICS_SHOWN),
      moreTopics: Math.max(0, topics.length - TOPICS_SHOWN),
    })),
    interviewMode,
  )
  const problemIds = page.rows.map((row) => row.problemId)
  const dueDays = userId ? dueDaysInTimeZone(nextDueByProblem(userId, problemIds), timeZone) : {}
  const narrowed = isNarrowed({ ...DEFAULT_SHEET_FILTERS, ...page.filters })
  const rowsHtml = listRowsHtml(rows, {
    signedIn: userId !== null,
    owner: isOwner,
    reorderable: isOwner && !narrowed,
    itemCount: list.itemCount,
    hideFacts: interviewMode,
    dueDays,
    today,
  })
  const allTopics = interviewMode ? [] : page.topics
  const topics = allTopics.slice(0, TOPIC_CHECKBOXES)
  const moreTopics = allTopics.slice(TOPIC_CHECKBOXES).map(({ topic }) => topic)
  const filtersHtml = filtersMarkup(
    listFiltersView(listHref(list), page.filters, { topics, moreTopics, interviewMode }),
  )
  return {
    page,
    rows,
    dueDays,
    /** The rows as a document's table draws them, due days told as text. */
    shownRows: { rows, dueTexts: dueTextsOf(dueDays, today) } satisfies ListRows,
    narrowed,
    rowsHtml,
    topics,
    moreTopics,
    filtersHtml,
  }
}

/** The filter form of a list's page: the sheet's, without timeframes or order. */
function listFiltersView(
  path: string,
  filters: ListFilters,
  data: Pick<SheetFiltersView, 'topics' | 'moreTopics'> & { interviewMode: boolean },
): SheetFiltersView {
  return {
    path,
    filters: { ...DEFAULT_SHEET_FILTERS, ...filters },
    defaultTimeframe: 'all',
    timeframeCounts: null,
    ...data,
    premiumFilter: true,
    label: 'Filter the list',
  }
}

function listView(list: ProblemList) {
  const { id, slug, name, description, visibility, sourceName, version, itemCount } = list
  return { id, slug, name, description, visibility, sourceName, version, itemCount }
}

/** What the page's action answers, besides redirects: the form it came from can show it. */
type ListActionData = ListEditActionData & {
  intent: string
  result?: SubmissionResult<string[]>
  paste?: PasteReport
}

function refusal(intent: string, status: number, error: string, extra: Partial<ListActionData> = {}) {
  return data<ListActionData>({ intent, ok: false, error, ...extra }, { status })
}

export async function action({ request, params }: Route.ActionArgs) {
  const formData = await request.formData()
  const user = await getUser(request)
  const here = `/lists/${encodeURIComponent(params.listId)}`
  if (!user) {
    // As with the progress marks: without JavaScript, off to sign in and back; a fetcher is told.
    if (!isViaFetcher(formData)) throw redirect(loginGateHref('encoded', here))
    return refusal('', 401, 'Log in to keep your lists.')
  }
  const list = findViewableList(params.listId, user.id)
  if (!list) return refusal('', 404, NO_LIST)
  const intent = formData.has('move')
    ? 'move'
    : formData.has('remove')
      ? 'remove'
      : String(formData.get('intent') ?? '')

  if (intent === LIST_INTENTS.copy) {
    const limit = consumeLimit('list-create', { user: user.id })
    if (!limit.allowed)
      return tooManyRequests<ListActionData>({ intent, ok: false, error: limit.message }, limit)
    const copied = copyList(user.id, list.id)
    if (copied.outcome === 'too-many-lists') return refusal(intent, 422, LIST_MESSAGES.tooManyLists)
    if (copied.outcome !== 'copied') return refusal(intent, 404, NO_LIST)
    return redirectWithToast(listHref({ id: copied.id, slug: null }), {
      type: 'success',
      title: 'Copied to your lists',
      description: 'This copy is yours and private: change it as you like.',
    })
  }

  if (list.ownerId !== user.id) return refusal(intent, 404, LIST_MESSAGES.notFound)
  const limit = consumeLimit('list-edit', { user: user.id })
  // A refused form keeps what was typed, with the reason as its message.
  const refuseLimit = (submission?: {
    reply: (options: { formErrors: string[] }) => SubmissionResult<string[]>
  }) =>
    limit.allowed
      ? null
      : tooManyRequests<ListActionData>(
          {
            intent,
            ok: false,
            error: limit.message,
            ...(submission ? { result: submission.reply({ formErrors: [limit.message] }) } : {}),
          },
          limit,
        )

  if (intent === LIST_INTENTS.paste) {
    const submission = parseWithZod(formData, { schema: PasteSchema })
    if (submission.status !== 'success')
      return refusal(intent, 400, 'Nothing to add.', { result: submission.reply() })
    const refused = refuseLimit(submission)
    if (refused) return refused
    const pasted = pasteProblems(user.id, list.id, submission.value.problems)
    if (pasted.outcome !== 'pasted') return refusal(intent, 404, LIST_MESSAGES.notFound)
    const added = problemCount(pasted.added.length)
    if (pasted.skipped.length === 0) {
      return redirectWithToast(here, { type: 'success', title: `Added ${added} to ${list.name}` })
    }
    // Some lines were left out: the page says which and why, and puts the mistakes back in the box.
    const nothingUsable = pasted.added.length === 0 && pasted.skipped.some((line) => isBadLine(line.reason))
    return data<ListActionData>(
      {
        intent,
        ok: pasted.added.length > 0,
        error: null,
        result: submission.reply({ resetForm: true }),
        paste: { added: pasted.added.length, skipped: pasted.skipped },
      },
      { status: nothingUsable ? 422 : 200 },
    )
  }

  const version = ListVersionField.safeParse(formData.get('version'))
  // A form without a version is as old as can be: it is refused as stale, never applied blind.
  const seen = version.success ? version.data : 0

  if (intent === LIST_INTENTS.save) {
    const submission = parseWithZod(formData, { schema: ListDetailsSchema })
    if (submission.status !== 'success')
      return refusal(intent, 400, 'Check the form.', { result: submission.reply() })
    const refused = refuseLimit(submission)
    if (refused) return refused
    const saved = saveListDetails(user.id, list.id, seen, submission.value)
    if (saved.outcome === 'stale') {
      return refusal(intent, 409, LIST_MESSAGES.stale, {
        stale: true,
        result: submission.reply({ formErrors: [LIST_MESSAGES.stale] }),
      })
    }
    if (saved.outcome !== 'saved') return refusal(intent, 404, LIST_MESSAGES.notFound)
    return redirectWithToast(here, { type: 'success', title: 'List saved' })
  }

  const refused = refuseLimit()
  if (refused) return refused
  const stale = () => refusal(intent, 409, LIST_MESSAGES.stale, { stale: true })
  const back = backTo(formData, list, here)

  if (intent === LIST_INTENTS.delete) {
    const deleted = deleteList(user.id, list.id, seen)
    if (deleted.outcome === 'stale') return stale()
    if (deleted.outcome !== 'deleted') return refusal(intent, 404, LIST_MESSAGES.notFound)
    return redirectWithToast('/lists', { type: 'success', title: `Deleted ${deleted.name}` })
  }

  if (intent === 'move') {
    const move = parseListMove(formData.get('move'))
    if (!move) return refusal(intent, 400, 'Choose a problem and a place to move it to.')
    const moved = moveProblem(user.id, list.id, seen, move.problemId, move.position)
    if (moved.outcome === 'stale') return stale()
    if (moved.outcome === 'not-on-list') return refusal(intent, 404, 'That problem is not on this list.')
    if (moved.outcome !== 'moved') return refusal(intent, 404, LIST_MESSAGES.notFound)
    if (isViaFetcher(formData)) return data<ListActionData>({ intent, ok: true, error: null })
    // Back to the page the problem is on now, at its row.
    const page = listPageOf(moved.position)
    throw redirect(`${here}${page > 1 ? `?page=${page}` : ''}#${rowAnchor(move.problemId)}`)
  }

  if (intent === 'remove') {
    const problemId = Number(formData.get('remove'))
    if (!Number.isSafeInteger(problemId) || problemId <= 0)
      return refusal(intent, 400, 'Choose a problem to remove.')
    const removed = removeProblem(user.id, list.id, seen, problemId)
    if (removed.outcome === 'stale') return stale()
    if (removed.outcome === 'not-on-list') return refusal(intent, 404, 'That problem is not on this list.')
    if (removed.outcome !== 'removed') return refusal(intent, 404, LIST_MESSAGES.notFound)
    if (isViaFetcher(formData)) return data<ListActionData>({ intent, ok: true, error: null })
    return redirectWithToast(back, { type: 'success', title: `Removed ${removed.problem.title}` })
  }

  return refusal(intent, 400, 'Unknown action.')
}

/** Where a post without JavaScript comes back to: the page it came from, if that is this list's. */
function backTo(formData: FormData, list: ProblemList, here: string): string {
  const back = safeRedirect(formData.get('back'), here)
  const path = back.split(/[?#]/, 1)[0]
  return path === here || path === listHref(list) ? back : here
}

export default function ListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, href, filters, total, isOwner, signedIn } = loaderData
  const { rows, dueTexts } = useListRows(loaderData.sentRows, loaderData.today, loaderData.interviewMode)
  const location = useLocation()
  const returnTo = location.pathname + location.search
  const first = total === 0 ? 0 : (filters.page - 1) * LIST_PAGE_SIZE + 1
  const last = Math.min(total, filters.page * LIST_PAGE_SIZE)
  const plainError =
    actionData && !actionData.ok && actionData.error && !actionData.result && !actionData.paste
      ? actionData.error
      : null

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      {loaderData.interviewMode ? <InterviewModeNotice /> : null}
      <header className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
        <Eyebrow>
          {list.visibility === 'curated' ? 'Curated list' : isOwner ? 'Your list' : 'Shared list'}
        </Eyebrow>
        <div className="mt-2 flex flex-wrap items-start gap-3">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">{list.name}</h1>
          {list.visibility !== 'curated' ? (
            <Badge tone={list.visibility === 'public' ? 'brand' : 'neutral'} className="mt-1.5">
              {VISIBILITY_LABELS[list.visibility]}
            </Badge>
          ) : null}
        </div>
        {list.description ? (
          <p className="mt-3 max-w-3xl break-words whitespace-pre-line text-ink-muted">{list.description}</p>
        ) : null}
        <p className="mt-3 text-sm text-ink-muted">
          {problemCount(list.itemCount)}
          {signedIn ? ` · ${loaderData.solved} solved` : ''}
          {list.sourceName ? ` · from ${list.sourceName}` : ''}
        </p>
        <ListActions
          href={href}
          exportQuery={loaderData.exportQuery}
          shareUrl={loaderData.shareUrl}
          signedIn={signedIn}
          canCopy={signedIn && !isOwner}
          loginHref={loginGateHref('encoded', returnTo)}
        />
        {loaderData.canHide ? (
          <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-line pt-4 text-sm text-ink-muted">
            <p>Admin: hide this list from everyone but its owner.</p>
            <ActionForm
              action="/admin"
              intent="hide-list"
              fields={{ listId: list.id }}
              returnTo="/admin#hidden-lists"
              label="Hide from visitors"
              accessibleLabel={`Hide the list ${list.name} from visitors`}
              variant="danger"
            />
          </div>
        ) : null}
      </header>

      {loaderData.hidden ? (
        <p className="rounded-xl border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900">
          <strong>Hidden by an admin.</strong> Only you can see this list: anyone else who opens its link is
          told there is no such page.
        </p>
      ) : null}

      {plainError ? <ErrorAlert>{plainError}</ErrorAlert> : null}

      {isOwner ? (
        <OwnerForms
          version={list.version}
          details={{
            name: list.name,
            description: list.description,
            visibility: list.visibility === 'public' ? 'public' : 'private',
          }}
          actionData={actionData ?? null}
        />
      ) : null}

      <SheetFiltersForm {...listFiltersView(href, filters, loaderData)} />

      <section aria-labelledby="list-results" className="space-y-3">
        <h2 id="list-results" className="text-sm text-ink-muted" aria-live="polite">
          {total === 0 ? 'No problems to show' : `Showing ${first}–${last} of ${total} problems`}
          {isOwner && loaderData.narrowed ? ' · clear the filters to change the order' : ''}
        </h2>
        {rows.length > 0 ? (
          <ListTable
            rows={rows}
            caption={`${list.name}, in the list’s order. Titles open LeetCode in a new tab.`}
            returnTo={returnTo}
            signedIn={signedIn}
            owner={isOwner}
            reorderable={isOwner && !loaderData.narrowed}
            itemCount={list.itemCount}
            version={list.version}
            hideFacts={loaderData.interviewMode}
            dueTexts={dueTexts}
          />
        ) : (
          <Card className="p-10 text-center">
            <p className="text-lg font-semibold">
              {loaderData.narrowed ? 'No problems match these filters' : 'This list has no problems yet'}
            </p>
            <p className="mt-1 text-ink-muted">
              {loaderData.narrowed
                ? 'Try fewer topics, another difficulty or a shorter search.'
                : isOwner
                  ? 'Paste some above, or add them from a company sheet or an insights page.'
                  : 'Come back once its owner has added some.'}
            </p>
            {loaderData.narrowed ? (
              <ButtonLink to={href} variant="secondary" className="mt-5">
                Clear filters
              </ButtonLink>
            ) : null}
          </Card>
        )}
        <Pagination page={filters.page} pageCount={loaderData.pageCount} label="List pages" />
      </section>
    </div>
  )
}

function OwnerForms({
  version,
  details,
  actionData,
}: {
  version: number
  details: { name: string; description: string; visibility: 'private' | 'public' }
  actionData: ListActionData | null
}) {
  const saveResult = actionData?.intent === LIST_INTENTS.save ? actionData.result : null
  const pasteResult = actionData?.intent === LIST_INTENTS.paste ? actionData : null
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Card className="p-5 sm:p-6">
        <PasteForm
          // A new report starts a new form, so the lines to fix replace what was sent.
          key={pasteResult?.paste ? JSON.stringify(pasteResult.paste) : 'paste'}
          lastResult={pasteResult?.result}
          report={pasteResult?.paste ?? null}
        />
      </Card>
      <Card className="p-5 sm:p-6">
        <details open={Boolean(saveResult)} className="group">
          <summary className="cursor-pointer text-lg font-semibold">Edit or delete the list</summary>
          <div className="mt-4 space-y-6">
            <ListDetailsForm
              id="edit-list"
              intent={LIST_INTENTS.save}
              submitLabel="Save changes"
              defaultValue={details}
              lastResult={saveResult}
              version={version}
            />
            <Form method="post" className="border-t border-line pt-4">
              <input type="hidden" name="intent" value={LIST_INTENTS.delete} />
              <input type="hidden" name="version" value={version} />
              <p className="mb-3 text-sm text-ink-muted">
                Deleting the list keeps your progress on its problems.
              </p>
              <button
                type="submit"
                className="text-sm font-semibold text-danger underline-offset-4 hover:underline"
              >
                Delete this list
              </button>
            </Form>
          </div>
        </details>
      </Card>
    </div>
  )
}
