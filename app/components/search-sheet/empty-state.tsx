import { Link } from 'react-router'
import { buttonClasses } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'

/** What the grid shows when no company name contains the search text (docs/product.md#company-search). */
export function EmptyState({ query, onClear }: { query: string; onClear: () => void }) {
  const searched = query.trim()
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface px-6 py-16 text-center">
      <svg viewBox="0 0 64 64" className="size-16 text-brand-600" aria-hidden="true">
        <circle cx="28" cy="28" r="17" fill="var(--color-brand-50)" stroke="currentColor" strokeWidth="4" />
        <path d="M41 41l12 12" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
        <path d="M22 24h.01M34 24h.01" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
        <path
          d="M22 35c3.5-3 8.5-3 12 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <h3 className="mt-4 text-xl font-semibold">No results found</h3>
      <p className="mt-2 max-w-md text-ink-muted">
        {searched ? (
          <>
            No company name contains <q className="font-semibold text-ink">{searched}</q>. Check the spelling,
            or try a shorter part of the name.
          </>
        ) : (
          'No company sheets have been added yet. Once interview data is imported, every company appears here.'
        )}
      </p>
      {searched ? (
        <Link
          to="/search/sheet"
          className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'mt-6')}
          onClick={(event) => {
            event.preventDefault()
            onClear()
          }}
        >
          Clear search
        </Link>
      ) : null}
    </div>
  )
}
