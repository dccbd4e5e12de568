import { Button } from '~/components/ui/button'
import { inputClasses } from '~/components/ui/field'
import { cn } from '~/components/ui/cn'
import { MAX_COMPANY_SEARCH_LENGTH } from '~/domain/company-search'

export const SEARCH_INPUT_ID = 'company-search'
export const RESULTS_SUMMARY_ID = 'company-search-summary'

/**
 * The company search (docs/product.md#company-search). It is a real GET form, so without JavaScript pressing
 * Enter or 'Search' reloads the page filtered on the server; with JavaScript every keystroke filters at once
 * and submitting has nothing left to do.
 */
export function SearchBox({
  query,
  onQueryChange,
  onFocus,
  interactive,
  error,
}: {
  query: string
  onQueryChange: (query: string) => void
  /** The box got focus: a keystroke may follow, so whatever filtering needs can be fetched now. */
  onFocus?: () => void
  interactive: boolean
  error: string | null
}) {
  return (
    <form
      method="get"
      action="/search/sheet"
      role="search"
      aria-label="Companies"
      className="flex gap-2"
      onSubmit={(event) => {
        if (interactive) event.preventDefault()
      }}
    >
      <div className="relative flex-1">
        <label htmlFor={SEARCH_INPUT_ID} className="sr-only">
          Search company
        </label>
        <svg
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-subtle"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id={SEARCH_INPUT_ID}
          type="search"
          name="q"
          value={query}
          onChange={(event) => onQueryChange(event.currentTarget.value)}
          onFocus={onFocus}
          placeholder="Search company..."
          autoComplete="off"
          spellCheck={false}
          maxLength={MAX_COMPANY_SEARCH_LENGTH}
          aria-describedby={error ? `${SEARCH_INPUT_ID}-error` : RESULTS_SUMMARY_ID}
          aria-invalid={error ? true : undefined}
          className={cn(inputClasses, 'h-12 pl-11 text-base')}
        />
        {error ? (
          <p id={`${SEARCH_INPUT_ID}-error`} className="mt-1.5 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="shrink-0">
        Search
      </Button>
    </form>
  )
}
