import type { ReactNode } from 'react'
import type { Route } from './+types/data'
import { Badge } from '~/components/ui/badge'
import { Card } from '~/components/ui/card'
import { Eyebrow } from '~/components/ui/eyebrow'
import { formatDay, formatTimestampDay, utcDay } from '~/domain/calendar-day'
import { communityReportsText, syncRunText, syncScheduleText } from '~/domain/data-page'
import { pageTitle, PRODUCT_NAME } from '~/domain/site'
import { demoCompanyCount, listDataSources, recentCommunityReports } from '~/server/data-sources.server'
import { getEnv } from '~/server/env.server'
import { lastSyncRun } from '~/server/sync.server'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Where the data comes from') },
  {
    name: 'description',
    content: `Every source ${PRODUCT_NAME} imported, how old its data is, its licence, the last LeetCode sync and the community's reports.`,
  },
]

export async function loader() {
  const now = new Date()
  return {
    sources: listDataSources().map((source) => ({
      ...source,
      asOf: source.asOf ? utcDay(source.asOf) : null,
      importedAt: source.importedAt.toISOString(),
      checkedAt: source.checkedAt.toISOString(),
    })),
    sync: lastSyncRun(),
    syncDaily: getEnv().LEETCODE_SYNC === 'daily',
    communityReports: recentCommunityReports(now),
    demoCompanies: demoCompanyCount(),
  }
}

const count = (value: number) => value.toLocaleString('en-US')

export default function DataSources({ loaderData }: Route.ComponentProps) {
  const { sources, demoCompanies } = loaderData
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
      <header className="max-w-3xl">
        <Eyebrow>Data sources</Eyebrow>
        <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">Where the data comes from</h1>
        <p className="mt-4 text-lg text-ink-muted">
          The company lists and problem facts on {PRODUCT_NAME} are LeetCode’s, gathered by the public
          projects below. Each source says how old its data is; every sheet shows the date of the list on
          screen.
        </p>
      </header>

      <section aria-labelledby="sources-heading" className="mt-12">
        <h2 id="sources-heading" className="text-2xl font-bold tracking-tight">
          Imported sources
        </h2>
        {demoCompanies > 0 ? (
          <p className="mt-2 max-w-3xl text-ink-muted">
            <Badge tone="neutral">Demo data</Badge> The lists of {count(demoCompanies)}{' '}
            {demoCompanies === 1 ? 'company are' : 'companies are'} {PRODUCT_NAME}’s illustrative demo data,
            shown until real data is imported.
          </p>
        ) : null}
        {sources.length === 0 ? (
          <Card className="mt-6 p-8">
            <p className="text-lg font-semibold">No data has been imported yet</p>
            <p className="mt-1 text-ink-muted">
              Imported sources are listed here with their dates and licences.
            </p>
          </Card>
        ) : (
          <ul className="mt-6 grid gap-6 lg:grid-cols-2">
            {sources.map((source) => (
              <li key={`${source.name} ${source.format}`}>
                <SourceCard source={source} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="sync-heading">
          <Card className="h-full p-6">
            <h2 id="sync-heading" className="text-xl font-bold tracking-tight">
              LeetCode sync
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              Today’s daily problem, the month’s challenges and facts missing from imported problems, fetched
              from LeetCode.
            </p>
            <p className="mt-4">{syncRunText(loaderData.sync)}</p>
            <p className="mt-2 text-sm text-ink-muted">{syncScheduleText(loaderData.syncDaily)}</p>
          </Card>
        </section>
        <section aria-labelledby="community-heading">
          <Card className="h-full p-6">
            <h2 id="community-heading" className="text-xl font-bold tracking-tight">
              Community reports
            </h2>
            <p className="mt-1 text-sm text-ink-muted">
              Problems {PRODUCT_NAME}’s users report they were asked, counted apart from LeetCode’s
              frequencies.
            </p>
            <p className="mt-4 text-lg font-semibold">{communityReportsText(loaderData.communityReports)}</p>
          </Card>
        </section>
      </div>

      <section aria-labelledby="counting-heading" className="mt-12 max-w-3xl">
        <h2 id="counting-heading" className="text-xl font-bold tracking-tight">
          How lists are counted
        </h2>
        <p className="mt-2 text-ink-muted">
          Some sources cut every list at 100 rows, so a problem can be in a company’s last 30 days or last 6
          months and missing from its all-time list. A company’s total and its All time view count every
          problem found in any of its lists; the ones the source’s All list left out are marked{' '}
          <q>Not in the source’s All list</q> and never ranked above the problems it kept.
        </p>
      </section>
    </div>
  )
}

type SourceView = Route.ComponentProps['loaderData']['sources'][number]

function SourceCard({ source }: { source: SourceView }) {
  return (
    <Card className="h-full p-6">
      <h3 className="text-lg font-semibold break-words">
        {source.url ? (
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {source.name}
          </a>
        ) : (
          source.name
        )}
      </h3>
      <p className="mt-1 font-mono text-xs text-ink-muted">{source.format}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <Fact label="As of">
          {source.asOf ? <time dateTime={source.asOf}>{formatDay(source.asOf)}</time> : 'Not stated'}
        </Fact>
        <Fact label="Imported">
          <time dateTime={source.importedAt}>{formatTimestampDay(source.importedAt)}</time>
        </Fact>
        <Fact label="Last checked">
          <time dateTime={source.checkedAt}>{formatTimestampDay(source.checkedAt)}</time>
        </Fact>
        <Fact label="Rows">{count(source.rows)}</Fact>
        <Fact label="Companies">{count(source.companies)}</Fact>
        <Fact label="Problems">{count(source.problems)}</Fact>
      </dl>
      <p className="mt-4 border-t border-line pt-3 text-sm">
        <span className="font-semibold">Licence: </span>
        <span className="text-ink-muted">{source.licence ?? 'Not stated'}</span>
      </p>
    </Card>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold tabular-nums">{children}</dd>
    </div>
  )
}
