import type { ReactNode } from 'react'
import { useMarkupOnly } from '~/components/markup-only'
import type { CompanyMix, MixRow } from '~/domain/company-mix'
import { wholeNumber } from './numbers'
import { PairedBars } from './paired-bars'

const OTHERS = 'Other companies'

function withCount(row: MixRow) {
  return { label: `${row.label} · ${wholeNumber(row.count)}`, a: row.a, b: row.b }
}

/** 'Graph Theory 2.6×'; 'Graph Theory, only here' when no other company asks it. */
function withRatio(row: MixRow) {
  const times = row.ratio == null ? 'only here' : `${row.ratio}×`
  return { label: `${row.label} ${times}`, a: row.a, b: row.b }
}

function Chart({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <figure className="space-y-2">
      <figcaption>
        <h3 className="text-sm font-semibold">{title}</h3>
        <p className="text-xs text-ink-muted">{note}</p>
      </figcaption>
      {children}
    </figure>
  )
}

/**
 * "What {company} asks more than others" (docs/product.md#what-a-company-asks-more): the company's topic
 * and difficulty mix against the other companies, and its last 30 days against its last six months.
 * Closed at first, so the question list stays the first thing on the sheet; it opens without JavaScript.
 */
export function CompanyMixPanel({ name, mix }: { name: string; mix: CompanyMix }) {
  const { recent } = mix
  return (
    <details className="group rounded-card border border-line bg-surface shadow-card">
      <summary className="flex cursor-pointer items-center justify-between gap-2 px-5 py-3 font-semibold">
        {`What ${name} asks more than others`}
        <svg
          viewBox="0 0 24 24"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden="true"
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <div className="grid gap-6 border-t border-line p-5 md:grid-cols-2 xl:grid-cols-3">
        <Chart
          title="Topics asked more than elsewhere"
          note={`Topics on at least 5% of the ${wholeNumber(mix.problems)} problems ${name} asks, and how many times as often it asks them as other companies do.`}
        >
          {mix.overAsked.length > 0 ? (
            <PairedBars names={[name, OTHERS]} rows={mix.overAsked.map(withRatio)} />
          ) : (
            <p className="text-sm">
              No topic stands out: {name} asks its common topics about as often as others do.
            </p>
          )}
        </Chart>
        <Chart title="Difficulty" note={`Share of each difficulty; the count is ${name}'s.`}>
          <PairedBars names={[name, OTHERS]} rows={mix.difficulty.map(withCount)} />
        </Chart>
        <Chart
          title="Last 30 days against the last 6 months"
          note="The 30-day list is part of the 6-month one, so what grew is asked more lately: each difficulty, then the topics that grew most."
        >
          {recent ? (
            <PairedBars
              names={[
                `Last 30 days (${wholeNumber(recent.thirtyDays)})`,
                `Last 6 months (${wholeNumber(recent.sixMonths)})`,
              ]}
              rows={[...recent.difficulty, ...recent.rising].map(withCount)}
            />
          ) : (
            <p className="text-sm">
              Not enough questions from the last 30 days to compare with the last 6 months.
            </p>
          )}
        </Chart>
      </div>
    </details>
  )
}

/**
 * Where a sheet's loader leaves the panel drawn once for the company (app/server/company-mix-html.server.ts)
 * for a document's server render: the same for every viewer until the data changes, so not drawn by React
 * on every view. The browser hydrates that markup with the panel itself (docs/decisions/0036).
 */
export const COMPANY_MIX_HTML_KEY = 'sheet/company-mix-html'

/** The panel in its own block: as markup drawn beforehand on a document's server render, else drawn here. */
export function CompanyMixSection({ name, mix }: { name: string; mix: CompanyMix }) {
  const html = useMarkupOnly<string>(COMPANY_MIX_HTML_KEY)
  return html === undefined ? (
    <div>
      <CompanyMixPanel name={name} mix={mix} />
    </div>
  ) : (
    <div dangerouslySetInnerHTML={{ __html: html }} />
  )
}
