import type { MouseEvent } from 'react'
import { ButtonLink } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { useLoadingMessage } from './loading-state'

/**
 * The end of the first page of cards: how many are shown and a link to all of them. The link is a plain
 * GET URL (?all=1), so it works without JavaScript (the server then renders every card and the page
 * opens at the first new one); with JavaScript the page shows the rest in place.
 */
export function ShowAllCompanies({
  shown,
  total,
  href,
  onShowAll,
}: {
  shown: number
  total: number
  href: string
  onShowAll: (event: MouseEvent<HTMLAnchorElement>) => void
}) {
  return (
    <div className="mt-8 flex flex-col items-center gap-3 border-t border-line pt-8 text-center">
      <p className="max-w-xl text-sm text-balance text-ink-muted">
        The {shown} companies with the most problems come first. Search above for any other, or see them all.
      </p>
      <ButtonLink to={href} variant="secondary" size="lg" preventScrollReset onClick={onShowAll}>
        Show all {total} companies
        <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
          <path
            d="M6 9.5l6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </ButtonLink>
    </div>
  )
}

/**
 * Under the cards already shown while the rest of the list is on its way, with the loading jokes
 * (docs/product.md#company-search); screen readers hear the status once, not every joke.
 */
export function LoadingMoreCompanies() {
  const message = useLoadingMessage()
  return (
    <div className="mt-8 flex flex-col items-center gap-1.5 text-center text-sm text-ink-muted">
      <p className="flex items-center gap-3 font-medium">
        <Spinner label="Loading all companies" />
        <span aria-hidden="true">Loading all companies…</span>
      </p>
      <p aria-hidden="true" data-testid="loading-more-message">
        {message}
      </p>
    </div>
  )
}
