import { useId, type ReactNode } from 'react'
import { Form, Link, useSubmit } from 'react-router'
import { Button, buttonClasses } from '~/components/ui/button'
import { Select } from '~/components/ui/field'
import { useHydrated } from '~/components/use-hydrated'
import { BUDDY_LANGUAGES, OVERLAP_FILTER_HOURS, type BuddyFilters } from '~/domain/buddy-forms'
import { LEVELS } from '~/domain/difficulty'

/**
 * The filters of /find-buddy: a GET form, so every filtered list is a URL and the Apply button works
 * without JavaScript. With JavaScript a change applies at once. A new filter starts again at page 1.
 */
export function BuddyFiltersForm({
  filters,
  companies,
}: {
  filters: BuddyFilters
  companies: { slug: string; name: string }[]
}) {
  const id = useId()
  const submit = useSubmit()
  const hydrated = useHydrated()
  const active = Object.values(filters).some((value) => value !== undefined)
  return (
    <Form
      method="get"
      action="/find-buddy"
      role="search"
      aria-label="Filter buddies"
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
      className="rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect id={`${id}-level`} label="Level" name="level" value={filters.level}>
          <option value="">Any level</option>
          {LEVELS.map((level) => (
            <option key={level.rank} value={level.rank}>
              {level.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id={`${id}-language`} label="Language" name="language" value={filters.language}>
          <option value="">Any language</option>
          {BUDDY_LANGUAGES.filter((language) => language !== 'Other').map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id={`${id}-company`} label="Target company" name="company" value={filters.company}>
          <option value="">Any company</option>
          {companies.map((company) => (
            <option key={company.slug} value={company.slug}>
              {company.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id={`${id}-overlap`} label="Evening overlap" name="overlap" value={filters.overlap}>
          <option value="">Any time zone</option>
          {OVERLAP_FILTER_HOURS.map((hours) => (
            <option key={hours} value={hours}>
              {hours === 5 ? 'The same evening (5 h)' : `At least ${hours} h`}
            </option>
          ))}
        </FilterSelect>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {/* With JavaScript every change applies at once; the button stays for keyboard users who expect one. */}
        <Button type="submit" size="sm" variant={hydrated ? 'secondary' : 'primary'}>
          Apply filters
        </Button>
        {active ? (
          <Link
            to="/find-buddy"
            preventScrollReset
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  )
}

function FilterSelect({
  id,
  label,
  name,
  value,
  children,
}: {
  id: string
  label: string
  name: string
  value: string | number | undefined
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-ink-muted">
        {label}
      </label>
      {/* Keyed by the value, so a new URL (Back, Clear filters) resets what the select shows. */}
      <Select key={String(value ?? '')} id={id} name={name} defaultValue={value ?? ''} className="py-2">
        {children}
      </Select>
    </div>
  )
}
