import { data, redirect, useLocation } from 'react-router'
import type { Route } from './+types/sheet'
import { CompanyLogo } from '~/components/company-logo'
import { SheetFiltersForm } from '~/components/sheet/sheet-filters-form'
import { SheetHeader } from '~/components/sheet/sheet-header'
import { sheetHref, toggledTopics } from '~/components/sheet/sheet-href'
import { SheetSummary } from '~/components/sheet/sheet-summary'
import { SheetTable, TOPICS_SHOWN } from '~/components/sheet/sheet-table'
import { ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Pagination } from '~/components/ui/pagination'
import { wholeNumber } from '~/components/sheet/numbers'
import { dueDaysInTimeZone } from '~/domain/next-due'
import { isNarrowed, parseSheetFilters, SHEET_PAGE_SIZE, sheetQueryString } from '~/domain/sheet-filters'
import { timeframeLabel } from '~/domain/timeframes'
import { pageTitle } from '~/domain/site'
import { dayInTimeZone } from '~/domain/time-zones'
import { userTimeZone } from '~/server/account.server'
import { signedInUser } from '~/server/signed-in.server'
import { getCompanyBySlug } from '~/server/companies.server'
import { getEnv } from '~/server/env.server'
import { problemIdsWithNotes } from '~/server/problem-notes.server'
import { nextDueByProblem } from '~/server/revision.server'
import { loadSheetPage } from '~/server/sheets.server'

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
  const sheet = loadSheetPage(company, user.id, parseSheetFilters(url.searchParams))
  const { defaultTimeframe } = sheet.overview
  // One address per view: unknown or repeated parameters, default values and out-of-range pages are
  // dropped, so a shared or bookmarked link always reads the same.
  const query = sheetQueryString(sheet.filters, defaultTimeframe)
  if (company.slug !== params.companyName || query !== url.search.slice(1)) {
    throw redirect(`/sheet/${encodeURIComponent(company.slug)}${query ? `?${query}` : ''}`)
  }

  const timeframe = sheet.filters.timeframe ?? defaultTimeframe
  const problemIds = sheet.rows.map((row) => row.problemId)
  const timeZone = userTimeZone(user.id)
  return {
    company: {
      slug: company.slug,
      name: company.name,
      website: company.website,
      totalProblems: company.totalProblems,
      dataAsOf: company.dataAsOf ? company.dataAsOf.toISOString() : null,
      isDemo: company.isDemo,
    },
    filters: sheet.filters,
    defaultTimeframe,
    timeframe,
    timeframeCounts: sheet.overview.timeframeCounts,
    difficultyCounts: sheet.overview.difficultyCounts[timeframe],
    topics: sheet.overview.topics.slice(0, TOPIC_CHECKBOXES),
    moreTopics: sheet.overview.topics.slice(TOPIC_CHECKBOXES).map(({ topic }) => topic),
    progress: sheet.progress,
    rows: sheet.rows.map(({ isPaidOnly: _paid, topics, ...row }) => ({
      ...row,
      topics: topics.slice(0, TOPICS_SHOWN),
      moreTopics: Math.max(0, topics.length - TOPICS_SHOWN),
    })),
    // The rows of this page that the user has a note on, which get a link to it.
    notedProblemIds: problemIdsWithNotes(user.id, problemIds),
    // Only the rows with a card, as days: the page's HTML has a budget (docs/product.md#next-due).
    dueDays: dueDaysInTimeZone(nextDueByProblem(user.id, problemIds), timeZone),
    today: dayInTimeZone(timeZone, new Date()),
    total: sheet.total,
    pageCount: sheet.pageCount,
    logoToken: getEnv().LOGO_TOKEN || null,
  }
}

export default function Sheet({ loaderData }: Route.ComponentProps) {
  const { company, filters, defaultTimeframe, timeframe, rows, total } = loaderData
  const location = useLocation()
  const path = `/sheet/${company.slug}`
  const href = (change: Parameters<typeof sheetHref>[3]) => sheetHref(path, filters, defaultTimeframe, change)
  const exportQuery = sheetQueryString(filters, defaultTimeframe, { includePage: false })
  const first = total === 0 ? 0 : (filters.page - 1) * SHEET_PAGE_SIZE + 1
  const last = Math.min(total, filters.page * SHEET_PAGE_SIZE)
  const listLabel = timeframeLabel(timeframe)

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <SheetHeader
        name={company.name}
        logo={<CompanyLogo name={company.name} website={company.website} logoToken={loaderData.logoToken} />}
        totalProblems={company.totalProblems}
        dataAsOf={company.dataAsOf}
        isDemo={company.isDemo}
        exportHref={`${path}/export.csv${exportQuery ? `?${exportQuery}` : ''}`}
      />

      <SheetSummary
        listLabel={listLabel}
        counts={loaderData.difficultyCounts}
        solved={loaderData.progress.solved}
        revisit={loaderData.progress.revisit.total}
        topTopics={loaderData.topics.slice(0, TOP_TOPICS).map(({ topic, problems }) => ({
          topic,
          problems,
          href: href({ topics: toggledTopics(filters.topics, topic) }),
        }))}
        hrefs={{ unsolved: href({ status: 'unsolved' }), revisit: href({ status: 'revisit' }) }}
      />

      <SheetFiltersForm
        path={path}
        filters={filters}
        defaultTimeframe={defaultTimeframe}
        timeframeCounts={loaderData.timeframeCounts}
        topics={loaderData.topics}
        moreTopics={loaderData.moreTopics}
      />

      <section aria-labelledby="sheet-results" className="space-y-3">
        <h2 id="sheet-results" className="text-sm text-ink-muted" aria-live="polite">
          {total === 0
            ? 'No problems to show'
            : `Showing ${wholeNumber(first)}–${wholeNumber(last)} of ${wholeNumber(total)} problems · ${listLabel}`}
        </h2>
        {rows.length > 0 ? (
          <SheetTable
            rows={rows}
            caption={`${company.name} questions, ${listLabel.toLowerCase()}. Titles open LeetCode in a new tab.`}
            returnTo={location.pathname + location.search}
            notedProblemIds={loaderData.notedProblemIds}
            dueDays={loaderData.dueDays}
            today={loaderData.today}
          />
        ) : (
          <Card className="p-10 text-center">
            <p className="text-lg font-semibold">
              {isNarrowed(filters)
                ? 'No problems match these filters'
                : `${company.name} has no questions listed for ${listLabel.toLowerCase()}`}
            </p>
            <p className="mt-1 text-ink-muted">
              {isNarrowed(filters)
                ? 'Try fewer topics, another difficulty or a shorter search.'
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
