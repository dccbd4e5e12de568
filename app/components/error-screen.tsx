import type { ReactNode } from 'react'
import { MAX_COMPANY_SEARCH_LENGTH } from '~/domain/company-search'
import { DISCOVER_ROUTE, useFollowInternalLinks } from './internal-links'
import { Button, buttonClasses } from './ui/button'
import { Card } from './ui/card'
import { inputClasses } from './ui/field'

export function ErrorScreen({
  status,
  title,
  message,
  children,
}: {
  status: number
  title: string
  message: string
  /** What the visitor can do next, under the message. */
  children?: ReactNode
}) {
  // Its links, and the 404's below, are plain anchors (see useFollowInternalLinks): the 404 page is the
  // chrome floor every page pays, and its eight <Link>s were the next cost of it.
  const followInternalLink = useFollowInternalLinks()
  return (
    <section onClick={followInternalLink} className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <title>{`${title} | PrepSharp`}</title>
      <div className="flex flex-col items-center text-center">
        <p className="text-7xl font-black tracking-tight text-brand-600" aria-hidden="true">
          {status}
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-3 max-w-xl text-ink-muted">{message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="/" {...DISCOVER_ROUTE} className={buttonClasses()}>
            Go home
          </a>
          <a href="/search/sheet" {...DISCOVER_ROUTE} className={buttonClasses({ variant: 'secondary' })}>
            Browse company sheets
          </a>
        </div>
      </div>
      {children}
    </section>
  )
}

/** The main screens, each with what it is for: where a lost visitor most likely meant to go. */
const DESTINATIONS = [
  {
    to: '/system-design',
    title: 'System-design notes',
    description: 'Chapter by chapter through a published interview book.',
  },
  {
    to: '/insights',
    title: 'Problem insights',
    description: 'Difficulty, asking companies and similar questions for any LeetCode problem.',
  },
  { to: '/analyze', title: 'Code analyzer', description: 'The time and space complexity of your solution.' },
  {
    to: '/leetcode-challenges',
    title: 'Daily challenges',
    description: 'Upcoming and previous daily problems in one table.',
  },
  {
    to: '/hacks',
    title: 'Shortcuts',
    description: 'Open any problem by its number or its LeetCode address.',
  },
  {
    to: '/feature-requests',
    title: 'Request a missing page',
    description: 'Tell us what you were looking for, and vote for what others asked.',
  },
] as const

/**
 * The 404's way on: a search of the company sheets (a plain GET form, so it works without JavaScript, on
 * a public page) and the main screens. Rendered inside an ErrorScreen, whose click handler follows its
 * links in the app.
 */
export function NotFoundHelp() {
  return (
    <div className="mt-14 space-y-10">
      <Card className="p-5 sm:p-6">
        <form method="get" action="/search/sheet" role="search" aria-labelledby="not-found-search">
          <h2 id="not-found-search" className="text-lg font-semibold">
            Looking for a company&rsquo;s questions?
          </h2>
          <label htmlFor="not-found-search-input" className="mt-1 block text-sm text-ink-muted">
            Search the company sheets by name
          </label>
          <div className="mt-3 flex gap-2">
            <input
              id="not-found-search-input"
              type="search"
              name="q"
              placeholder="Google, Amazon, Uber…"
              autoComplete="off"
              maxLength={MAX_COMPANY_SEARCH_LENGTH}
              className={`${inputClasses} h-11 min-w-0 flex-1`}
            />
            <Button type="submit" className="shrink-0">
              Search
            </Button>
          </div>
        </form>
      </Card>
      <nav aria-labelledby="not-found-destinations">
        <h2 id="not-found-destinations" className="text-lg font-semibold">
          Or go straight to
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {DESTINATIONS.map((destination) => (
            <li key={destination.to}>
              <a
                href={destination.to}
                {...DISCOVER_ROUTE}
                className="block h-full rounded-card border border-line bg-surface p-4 transition-colors hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="block font-semibold text-brand-700">{destination.title}</span>
                <span className="mt-1 block text-sm text-ink-muted">{destination.description}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
