import type { ReactNode } from 'react'
import { Badge } from '~/components/ui/badge'
import { buttonClasses } from '~/components/ui/button'
import { wholeNumber } from './numbers'
import { Eyebrow } from '~/components/ui/eyebrow'

// Made once: building a formatter costs far more than using one.
const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** The company's name and facts about its data, with the download of the filtered sheet. */
export function SheetHeader({
  name,
  logo,
  totalProblems,
  dataAsOf,
  origin = null,
  isDemo,
  exportHref,
}: {
  name: string
  logo: ReactNode
  totalProblems: number
  /** ISO time the data was last imported, or null when unknown. */
  dataAsOf: string | null
  /**
   * The import the list on screen came from: the day its data describes (null when the source does not
   * say) and when it was imported. Null for demo lists and imports from before imports were recorded,
   * which show `dataAsOf`.
   */
  origin?: { asOf: string | null; importedAt: string } | null
  isDemo: boolean
  exportHref: string
}) {
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-4">
        {logo}
        <div className="min-w-0">
          <Eyebrow>Company sheet</Eyebrow>
          <h1 className="text-3xl font-bold tracking-tight break-words">{name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span>
              {wholeNumber(totalProblems)} problem{totalProblems === 1 ? '' : 's'}
            </span>
            {origin?.asOf ? (
              <span>
                Data as of <time dateTime={origin.asOf}>{DAY.format(new Date(origin.asOf))}</time>
              </span>
            ) : origin ? (
              <span>
                Imported <time dateTime={origin.importedAt}>{DAY.format(new Date(origin.importedAt))}</time>{' '}
                (the source gives no date)
              </span>
            ) : dataAsOf ? (
              <span>
                Data as of <time dateTime={dataAsOf}>{DAY.format(new Date(dataAsOf))}</time>
              </span>
            ) : null}
            <a
              href="/data"
              className="inline-flex min-h-6 items-center font-semibold text-brand-700 hover:underline"
            >
              Data sources
            </a>
            {isDemo ? (
              <Badge
                tone="neutral"
                title="Illustrative lists that ship with PrepSharp until real data is imported"
              >
                Demo data
              </Badge>
            ) : null}
          </p>
        </div>
      </div>
      <a href={exportHref} download className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
          <path
            d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Download CSV
      </a>
    </header>
  )
}
