import { data, redirect, useLocation } from 'react-router'
import type { Route } from './+types/sheet'
import { CompanyLogo } from '~/components/company-logo'
import { InterviewModeNotice } from '~/components/interview-mode-notice'
import { AddToListBar } from '~/components/lists/add-to-list'
import { CommunityTable } from '~/components/community/community-table'
import { COMPANY_MIX_HTML_KEY, CompanyMixSection } from '~/components/sheet/company-mix'
import {
  MORE_TOPICS_KEY,
  SHEET_FILTERS_KEY,
  SheetFiltersForm,
  type SheetFiltersView,
} from '~/components/sheet/sheet-filters-form'
import { SheetHeader } from '~/components/sheet/sheet-header'
import { SHEET_ROWS_KEY, useSheetRows, type SheetRows } from '~/components/sheet/sheet-rows-in-page'
import { sheetHref, toggledTopics } from '~/components/sheet/sheet-href'
import { SheetSummary } from '~/components/sheet/sheet-summary'
import { dueTextsOf, SheetTable, TOPICS_SHOWN } from '~/components/sheet/sheet-table'
import { SHEET_ROWS_HTML_KEY } from '~/components/sheet/problem-rows'
import { ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Pagination } from '~/components/ui/pagination'
import { wholeNumber } from '~/components/sheet/numbers'
import { allForInterviewMode, withoutHiddenFilters } from '~/domain/interview-mode'
import { utcDay } from '~/domain/calendar-day'
import { communityWindowStart, type ReportTally } from '~/domain/community-reports'
import { dueDaysInTimeZone } from '~/domain/next-due'
import {
  isNarrowed,
  parseSheetFilters,
  COMMUNITY_VIEW,
  SHEET_PAGE_SIZE,
  type SheetFilters,
  sheetQueryString,
  sheetTimeframeLabel,
} from '~/domain/sheet-filters'
import { pageTitle } from '~/domain/site'
import { signedInUser } from '~/server/signed-in.server'
import { type Company, getCompanyBySlug } from '~/server/companies.server'
import { getCompanyMix } from '~/server/company-mix.server'
import { companyMixHtml } from '~/server/company-mix-html.server'
import { listOrigin, listOriginDates } from '~/server/data-sources.server'
import { getEnv } from '~/server/env.server'
import { keptViewerPage, pageViewer, type PageViewer } from '~/server/kept-viewer-pages.server'
import { markupOnlyContext } from '~/server/load-context.server'
import { ownListChoices } from '~/server/lists/read.server'
import { problemIdsWithNotes } from '~/server/problem-notes.server'
import { nextDueByProblem } from '~/server/revision.server'
import { reportedProblemCount, reportTallies } from '~/server/community-reports.server'
import { loadSheetView } from '~/server/community-sheet.server'
import { sheetRowsHtml } from '~/server/problem-rows-html.server'
import { firstFilters } from '~/server/filters-markup.server'
import { KeptMarkup } from '~/server/kept-markup.server'

/** The one form the rows' "+ List" buttons submit. */
const ADD_TO_LIST_FORM = 'sheet-add'
/** Chips in the summary's "Top topics". */
const TOP_TOPICS = 8
/** Topics with a checkbox in the filters; the rest are offered in the topic search box. */
const TOPIC_CHECKBOXES = 30

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: pageTitle('Company sheet') }]
  const { name } = loaderData.company
  return [
    { title: pageTitle(`Sheet: ${name}`) },
    {
      name: 'description',
      content: `The interview questions ${name} asks, by frequency, with your progress.`,
    },
  ]
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = signedInUser(context)
  const company = getCompanyBySlug(params.companyName)
  if (!company) {
    const asked = params.companyName.slice(0, 80)
    throw data(
      `There is no company sheet for “${asked}”. Search the company sheets to find the one you want.`,
      {
        status: 404,
      },
    )
  }

  const url = new URL(request.url)
  const { interviewMode } = user
  // In interview mode the difficulty and topic filters are not applied, and so leave the address below.
  const requested = withoutHiddenFilters(parseSheetFilters(url.searchParams), interviewMode)
  const markupOnly = context.get(markupOnlyContext)
  const viewer = pageViewer(user, Boolean(markupOnly))
  // Kept until the viewer's data or the catalogue changes (kept-viewer-pages.server.ts): the rows, the
  // viewer's marks, due days and notes on them were most of a view's work. The community view is read
  // from reports, which no cache version follows, so it is read afresh.
  const view =
    requested.timeframe === COMMUNITY_VIEW
      ? viewOfSheet(company, requested, viewer)
      : keptViewerPage('sheet', viewer, [company.id, requested], () =>
          viewOfSheet(company, requested, viewer),
        )
  const { filters, defaultTimeframe } = view.loaderData
  // One address per view: unknown or repeated parameters, default values and out-of-range pages are
  // dropped, so a shared or bookmarked link always reads the same.
  const query = sheetQueryString(filters, defaultTimeframe)
  if (company.slug !== params.companyName || query !== url.search.slice(1)) {
    throw redirect(`/sheet/${encodeURIComponent(company.slug)}${query ? `?${query}` : ''}`)
  }

  // What users reported about this page's rows: read on every view, as reports change without a version.
  const tallies = reportTallies(company.id, view.pageProblemIds)
  if (markupOnly) {
    // The rarer topics fill the topic box's suggestions: a document's markup carries them, so they go to
    // the server render alone (docs/decisions/0016); a client navigation gets them in the data.
    markupOnly.set(MORE_TOPICS_KEY, view.moreTopics)
    if (view.shownRows) markupOnly.set(SHEET_ROWS_KEY, view.shownRows)
    // The panel is the same for everyone: a document gets it drawn once (docs/decisions/0036).
    if (view.companyMixHtml) markupOnly.set(COMPANY_MIX_HTML_KEY, view.companyMixHtml)
    // A document's rows are written as HTML, which the browser hydrates (docs/decisions/0036).
    if (view.shownRows) markupOnly.set(SHEET_ROWS_HTML_KEY, rowsHtmlOf(view, tallies))
  }
  // The community view's size for the timeframe select.
  const communityCount = reportedProblemCount(company.id, communityWindowStart(utcDay(new Date())))
  // The filter form as first drawn, once per kept view and community count (docs/decisions/0049).
  markupOnly?.set(
    SHEET_FILTERS_KEY,
    drawnFilters.get(view, communityCount, () =>
      firstFilters(sheetFiltersView({ ...view.loaderData, moreTopics: view.moreTopics, communityCount })),
    ),
  )
  return {
    ...view.loaderData,
    communityCount,
    reportTallies: tallies,
    logoToken: getEnv().LOGO_TOKEN || null,
  }
}

/** What a sheet shows one viewer with these filters, but what is read from community reports. */
function viewOfSheet(company: Company, requested: SheetFilters, viewer: PageViewer) {
  const { userId, interviewMode, timeZone, today } = viewer
  // An imported list, or the community view (docs/product.md#community-reports): never the two mixed.
  const sheet = loadSheetView(company, userId, requested)
  const { defaultTimeframe } = sheet.overview
  const timeframe = sheet.filters.timeframe ?? defaultTimeframe
  const problemIds = [...sheet.rows, ...(sheet.communityRows ?? [])].map((row) => row.problemId)
  const { counts } = sheet
  // Interview mode leaves out of the data, not only of the markup, whatever it hides
  // (docs/product.md#interview-mode): the figures by difficulty, the topics and the rows' facts.
  const topics = interviewMode ? [] : sheet.overview.topics
  const moreTopics = topics.slice(TOPIC_CHECKBOXES).map(({ topic }) => topic)
  const rows = allForInterviewMode(
    sheet.rows.map(({ isPaidOnly, fromShorterTimeframe, topics, ...row }) => ({
      ...row,
      // Sent only when true: most rows are neither, and the page's HTML has a budget.
      ...(isPaidOnly ? { isPaidOnly } : {}),
      ...(fromShorterTimeframe ? { fromShorterTimeframe } : {}),
      topics: topics.slice(0, TOPICS_SHOWN),
      moreTopics: Math.max(0, topics.length - TOPICS_SHOWN),
    })),
    interviewMode,
  )
  const sentRows = {
    rows,
    // The rows of this page that the user has a note on, which get a link to it.
    notedProblemIds: problemIdsWithNotes(userId, problemIds),
    // Only the rows with a card, as days: the page's HTML has a budget (docs/product.md#next-due).
    dueDays: dueDaysInTimeZone(nextDueByProblem(userId, problemIds), timeZone),
  }
  // A document's table carries all of its rows' data, so the loader data does not (sheet-rows-in-page.ts).
  const rowsInMarkup = viewer.document && !sheet.communityRows
  const shownRows: SheetRows | null = rowsInMarkup
    ? { rows, notedProblemIds: sentRows.notedProblemIds, dueTexts: dueTextsOf(sentRows.dueDays, today) }
    : null
  // The user's lists, for the rows' "+ List" buttons (docs/product.md#lists).
  const listChoices = ownListChoices(userId)
  const companyMix = interviewMode ? null : getCompanyMix(company.id)
  return {
    /** The problems whose community reports the rows show. */
    pageProblemIds: sheet.rows.map((row) => row.problemId),
    moreTopics,
    shownRows,
    companyMixHtml:
      viewer.document && companyMix && companyMix.problems > 0 ? companyMixHtml(company, companyMix) : null,
    /** What the rows' HTML is drawn from, beside the reports read on each view. */
    rowsHtmlInput: {
      rows,
      options: {
        notedProblemIds: sentRows.notedProblemIds,
        dueDays: sentRows.dueDays,
        today,
        addToListForm: listChoices.length > 0 ? ADD_TO_LIST_FORM : undefined,
        companySlug: company.slug,
      },
    },
    loaderData: {
      company: {
        slug: company.slug,
        name: company.name,
        website: company.website,
        totalProblems: company.totalProblems,
        dataAsOf: company.dataAsOf ? company.dataAsOf.toISOString() : null,
        // The import the list on screen came from: its date, for each timeframe its own.
        origin: listOriginDates(listOrigin(company.id, timeframe)),
        isDemo: company.isDemo,
      },
      filters: sheet.filters,
      defaultTimeframe,
      timeframe,
      timeframeCounts: sheet.overview.timeframeCounts,
      interviewMode,
      progress: {
        total: counts.total,
        solved: sheet.progress.solved.total,
        revisit: sheet.progress.revisit.total,
      },
      byDifficulty: interviewMode ? null : { counts, solved: sheet.progress.solved },
      // The topic and difficulty charts tell what interview mode hides.
      companyMix,
      topics: topics.slice(0, TOPIC_CHECKBOXES),
      moreTopics: viewer.document ? null : moreTopics,
      // Null on a document: its table carries them.
      sentRows: rowsInMarkup ? null : sentRows,
      communityRows: sheet.communityRows
        ? allForInterviewMode(
            sheet.communityRows.map(({ isPaidOnly: _paid, topics, ...row }) => ({
              ...row,
              topics: topics.slice(0, TOPICS_SHOWN),
              moreTopics: Math.max(0, topics.length - TOPICS_SHOWN),
            })),
            interviewMode,
          )
        : null,
      today,
      total: sheet.total,
      pageCount: sheet.pageCount,
      listChoices,
    },
  }
}

type SheetViewOfViewer = ReturnType<typeof viewOfSheet>

const drawnFilters = new KeptMarkup<SheetViewOfViewer, number>()

/** The sheet's filter form, from what its loader sends. */
function sheetFiltersView(
  data: Pick<
    SheetViewOfViewer['loaderData'],
    'company' | 'filters' | 'defaultTimeframe' | 'timeframeCounts' | 'topics' | 'interviewMode'
  > & { moreTopics: string[] | null; communityCount: number },
): SheetFiltersView {
  return {
    path: `/sheet/${data.company.slug}`,
    filters: data.filters,
    defaultTimeframe: data.defaultTimeframe,
    timeframeCounts: data.timeframeCounts,
    topics: data.topics,
    moreTopics: data.moreTopics,
    interviewMode: data.interviewMode,
    premiumFilter: true,
    communityCount: data.communityCount,
  }
}

/**
 * The rows' HTML, drawn once per kept view and set of report tallies: the tallies are read on every view,
 * and nearly always the same as the last time.
 */
const drawnRows = new WeakMap<SheetViewOfViewer, { tallies: string; html: string }>()

function rowsHtmlOf(view: SheetViewOfViewer, tallies: Record<number, ReportTally>): string {
  const talliesKey = JSON.stringify(tallies)
  const drawn = drawnRows.get(view)
  if (drawn?.tallies === talliesKey) return drawn.html
  const { rows, options } = view.rowsHtmlInput
  const html = sheetRowsHtml(rows, { ...options, reportTallies: tallies })
  drawnRows.set(view, { tallies: talliesKey, html })
  return html
}

export default function Sheet({ loaderData }: Route.ComponentProps) {
  const { company, filters, defaultTimeframe, timeframe, total } = loaderData
  const { rows, notedProblemIds, dueTexts } = useSheetRows(
    loaderData.sentRows,
    loaderData.today,
    loaderData.interviewMode,
  )
  const location = useLocation()
  const path = `/sheet/${company.slug}`
  const href = (change: Parameters<typeof sheetHref>[3]) => sheetHref(path, filters, defaultTimeframe, change)
  const exportQuery = sheetQueryString(filters, defaultTimeframe, { includePage: false })
  const first = total === 0 ? 0 : (filters.page - 1) * SHEET_PAGE_SIZE + 1
  const last = Math.min(total, filters.page * SHEET_PAGE_SIZE)
  const listLabel = sheetTimeframeLabel(timeframe)

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      {loaderData.interviewMode ? <InterviewModeNotice /> : null}
      <SheetHeader
        name={company.name}
        logo={<CompanyLogo name={company.name} website={company.website} logoToken={loaderData.logoToken} />}
        totalProblems={company.totalProblems}
        dataAsOf={company.dataAsOf}
        origin={company.origin}
        isDemo={company.isDemo}
        exportHref={`${path}/export.csv${exportQuery ? `?${exportQuery}` : ''}`}
      />

      <SheetSummary
        listLabel={listLabel}
        progress={loaderData.progress}
        byDifficulty={loaderData.byDifficulty}
        topTopics={
          loaderData.interviewMode
            ? null
            : loaderData.topics.slice(0, TOP_TOPICS).map(({ topic, problems }) => ({
                topic,
                problems,
                href: href({ topics: toggledTopics(filters.topics, topic) }),
              }))
        }
        hrefs={{ unsolved: href({ status: 'unsolved' }), revisit: href({ status: 'revisit' }) }}
      />

      {loaderData.companyMix && loaderData.companyMix.problems > 0 ? (
        <CompanyMixSection name={company.name} mix={loaderData.companyMix} />
      ) : null}

      <SheetFiltersForm {...sheetFiltersView(loaderData)} />

      <section aria-labelledby="sheet-results" className="space-y-3">
        <h2 id="sheet-results" className="text-sm text-ink-muted" aria-live="polite">
          {total === 0
            ? 'No problems to show'
            : `Showing ${wholeNumber(first)}–${wholeNumber(last)} of ${wholeNumber(total)} problems · ${listLabel}`}
        </h2>
        <AddToListBar
          formId={ADD_TO_LIST_FORM}
          lists={loaderData.listChoices}
          returnTo={location.pathname + location.search}
        />
        {loaderData.communityRows && loaderData.communityRows.length > 0 ? (
          <CommunityTable
            rows={loaderData.communityRows}
            caption={`${company.name} questions users reported, last 90 days. Titles open LeetCode in a new tab.`}
            returnTo={location.pathname + location.search}
            companySlug={company.slug}
            interviewMode={loaderData.interviewMode}
          />
        ) : rows.length > 0 ? (
          <SheetTable
            rows={rows}
            caption={`${company.name} questions, ${listLabel.toLowerCase()}. Titles open LeetCode in a new tab.`}
            returnTo={location.pathname + location.search}
            interviewMode={loaderData.interviewMode}
            notedProblemIds={notedProblemIds}
            dueTexts={dueTexts}
            addToListForm={loaderData.listChoices.length > 0 ? ADD_TO_LIST_FORM : undefined}
            companySlug={company.slug}
            reportTallies={loaderData.reportTallies}
          />
        ) : (
          <Card className="p-10 text-center">
            <p className="text-lg font-semibold">
              {isNarrowed(filters)
                ? 'No problems match these filters'
                : loaderData.communityRows
                  ? `Nobody has reported a ${company.name} question in the last 90 days`
                  : `${company.name} has no questions listed for ${listLabel.toLowerCase()}`}
            </p>
            <p className="mt-1 text-ink-muted">
              {isNarrowed(filters)
                ? 'Try fewer topics, another difficulty or a shorter search.'
                : loaderData.communityRows
                  ? 'Asked one in an interview? Use Report on its row, or on its insights page.'
                  : 'Try another timeframe.'}
            </p>
            <ButtonLink to={path} variant="secondary" className="mt-5">
              Clear filters
            </ButtonLink>
          </Card>
        )}
        <Pagination page={filters.page} pageCount={loaderData.pageCount} label="Sheet pages" />
      </section>
    </div>
  )
}
