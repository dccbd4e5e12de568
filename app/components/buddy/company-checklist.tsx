import { useId, useState, type InputHTMLAttributes } from 'react'
import { cn } from '~/components/ui/cn'
import { inputClasses } from '~/components/ui/field'
import { useHydrated } from '~/components/use-hydrated'
import { matchesCompanySearch } from '~/domain/company-search'

type CheckboxProps = InputHTMLAttributes<HTMLInputElement> & { key?: string; value: string }

/**
 * The target-company picker: one checkbox per company in a scrolling box, so it works without
 * JavaScript. With JavaScript a filter box narrows the list as you type (hidden boxes keep their state
 * and are still submitted), using the same name match as the company search page.
 */
export function CompanyChecklist({
  companies,
  checkboxes,
  chosen,
  max,
}: {
  companies: { slug: string; name: string }[]
  /** Conform's props for each checkbox, in the order of `companies`. */
  checkboxes: CheckboxProps[]
  /** The slugs chosen right now. */
  chosen: string[]
  max: number
}) {
  const hydrated = useHydrated()
  const filterId = useId()
  const countId = useId()
  const [filter, setFilter] = useState('')
  const names = new Map(companies.map((company) => [company.slug, company.name]))
  const chosenNames = chosen.map((slug) => names.get(slug) ?? slug)
  const visible = checkboxes.filter((box) =>
    matchesCompanySearch(names.get(box.value) ?? box.value, filter),
  ).length

  return (
    <div>
      <p
        id={countId}
        aria-live="polite"
        className={cn('mb-2 text-sm', chosen.length > max ? 'font-semibold text-danger' : 'text-ink-muted')}
      >
        {chosen.length === 0
          ? `None chosen yet (up to ${max}).`
          : `${chosen.length} of ${max} chosen: ${chosenNames.join(', ')}`}
      </p>
      {hydrated ? (
        <div className="mb-2">
          <label htmlFor={filterId} className="sr-only">
            Filter companies
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Filter companies..."
            autoComplete="off"
            className={cn(inputClasses, 'py-2')}
          />
        </div>
      ) : null}
      <ul
        aria-describedby={countId}
        className="grid max-h-64 grid-cols-1 gap-1 overflow-y-auto rounded-xl border border-line p-2 sm:grid-cols-2"
      >
        {checkboxes.map(({ key, ...box }) => {
          const name = names.get(box.value) ?? box.value
          return (
            <li key={key ?? box.value} hidden={!matchesCompanySearch(name, filter)}>
              <label className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-brand-50">
                <input {...box} className="size-4 accent-brand-600" />
                {name}
              </label>
            </li>
          )
        })}
        {visible === 0 ? <li className="px-2 py-1.5 text-sm text-ink-muted">No results found</li> : null}
      </ul>
    </div>
  )
}
