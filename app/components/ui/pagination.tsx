import { Link, useLocation } from 'react-router'
import { buttonClasses } from './button'
import { cn } from './cn'

/** The href of the current URL with one search parameter set (page 1 drops it, keeping URLs canonical). */
export function hrefWithParam(
  search: string,
  pathname: string,
  param: string,
  value: number | string | null,
) {
  const params = new URLSearchParams(search)
  if (value === null || value === 1 || value === '') params.delete(param)
  else params.set(param, String(value))
  const query = params.toString()
  return query ? `${pathname}?${query}` : pathname
}

/**
 * Previous/Next links with 'Page X of Y' (docs/product.md#challenge-tables), shown only when there is more
 * than one page. Plain links, so paging works without JavaScript; `param` lets several tables on one page
 * page on their own.
 */
export function Pagination({
  page,
  pageCount,
  param = 'page',
  label,
  className,
}: {
  page: number
  pageCount: number
  param?: string
  label: string
  className?: string
}) {
  const location = useLocation()
  if (pageCount <= 1) return null
  const link = (target: number) => hrefWithParam(location.search, location.pathname, param, target)
  const disabled = 'pointer-events-none opacity-50'
  return (
    <nav aria-label={label} className={cn('flex items-center justify-between gap-3', className)}>
      <Link
        to={link(page - 1)}
        preventScrollReset
        aria-disabled={page <= 1}
        tabIndex={page <= 1 ? -1 : undefined}
        className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), page <= 1 && disabled)}
      >
        Previous
      </Link>
      <p className="text-sm text-ink-muted" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Link
        to={link(page + 1)}
        preventScrollReset
        aria-disabled={page >= pageCount}
        tabIndex={page >= pageCount ? -1 : undefined}
        className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), page >= pageCount && disabled)}
      >
        Next
      </Link>
    </nav>
  )
}
