import { useEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react'
import { Link, useNavigation, useSubmit } from 'react-router'
import { KeptMarkup } from '~/components/kept-markup'
import { useMarkupOnly } from '~/components/markup-only'
import { escapeHtml } from '~/domain/html-text'
import { Button, buttonClasses } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { inputClasses } from '~/components/ui/field'
import { wholeNumber } from './numbers'
import { DIFFICULTIES } from '~/domain/difficulty'
import { COMMUNITY_VIEW_LABEL } from '~/domain/community-reports'
import {
  COMMUNITY_VIEW,
  HIDE_PREMIUM,
  MAX_SEARCH_LENGTH,
  MAX_SELECTED_TOPICS,
  parseSheetFilters,
  SHEET_SORTS,
  sheetQueryString,
  SORT_LABELS,
  STATUS_FILTERS,
  STATUS_LABELS,
  type SheetFilters,
  type SheetTimeframe,
} from '~/domain/sheet-filters'
import { HOT_TIMEFRAME, TIMEFRAMES, timeframeLabel, type Timeframe } from '~/domain/timeframes'
import { sheetHref, toggledTopics } from './sheet-href'
import './sheet.css'

const SEARCH_DELAY_MS = 300

/**
 * Where the sheet's loader leaves a document's rarer topics for the server render (markup-only.tsx): the
 * topic box's suggestions are in the markup, so the loader data does not carry them a second time.
 */
export const MORE_TOPICS_KEY = 'sheet/more-topics'

/**
 * The rarer topics in the page being hydrated: the suggestions the server drew (those not chosen), then
 * the chosen ones beyond the checkboxes, which it left out of them.
 */
function moreTopicsInPage(listId: string, chosenBeyondCheckboxes: string[]): string[] {
  if (typeof document === 'undefined') return chosenBeyondCheckboxes
  const options = document.getElementById(listId)?.querySelectorAll('option') ?? []
  return [...Array.from(options, (option) => option.textContent ?? ''), ...chosenBeyondCheckboxes]
}

/**
 * Where a list page's loader leaves a document's topic checkboxes for the server render: the kept filter
 * form draws them, so the loader data does not carry them a second time (read back by topicsInPage).
 */
export const CHECKBOX_TOPICS_KEY = 'sheet/checkbox-topics'

/**
 * The topics drawn as checkboxes with their counts in `page` (the filter form's kept markup), most common
 * first; a chosen topic beyond them is drawn without a count, and is not one of them.
 */
export function topicsInPage(page: ParentNode): { topic: string; problems: number }[] {
  const boxes = page.querySelectorAll<HTMLInputElement>(`#${FORM_ID}-kept input[type="checkbox"][name="topic"]`)
  return Array.from(boxes).flatMap((box) => {
    const count = box.parentElement?.querySelector('span')?.textContent
    return count ? [{ topic: box.value, problems: Number(count) }] : []
  })
}

const selectClasses = cn(inputClasses, 'py-2')

/** The wide layout's columns: the search box, then as many equal columns as there are selects. */
const GRID_COLUMNS: Record<number, string> = {
  1: 'lg:grid-cols-[minmax(12rem,1.4fr)_minmax(0,1fr)]',
  2: 'lg:grid-cols-[minmax(12rem,1.4fr)_repeat(2,minmax(0,1fr))]',
  3: 'lg:grid-cols-[minmax(12rem,1.4fr)_repeat(3,minmax(0,1fr))]',
  4: 'lg:grid-cols-[minmax(12rem,1.4fr)_repeat(4,minmax(0,1fr))]',
}

/** What the filters are drawn from: the page's data. */
export interface SheetFiltersView {
  path: string
  filters: SheetFilters
  defaultTimeframe: Timeframe
  /** Problems per timeframe; null for a list, which has no timeframes and keeps its own order. */
  timeframeCounts: Record<Timeframe, number> | null
  /**
   * The company's most common topics, most common first, each shown as a checkbox; null when the page's
   * markup holds them (a list page's document, CHECKBOX_TOPICS_KEY).
   */
  topics: { topic: string; problems: number }[] | null
  /** The company's other topics, offered in the topic search box; null when the page's markup holds them. */
  moreTopics: string[] | null
  interviewMode?: boolean
  /** Offer "Hide Premium problems" (`premium=hide`), for pages whose loader applies it. */
  premiumFilter?: boolean
  /** Problems in the community view; given, the timeframes offer that view after the imported ones. */
  communityCount?: number
  /** The search landmark's name. */
  label?: string
}

/**
 * Where a page's loader leaves the filters drawn as markup for a document's server render (kept markup,
 * docs/decisions/0049): the browser hydrates it as SheetFiltersForm.
 */
export const SHEET_FILTERS_KEY = 'sheet/filters'

/** The form's id; its fields' ids are made from it (not from useId, which differs outside the page). */
const FORM_ID = 'sheet-filters'

/**
 * The sheet's filters: a GET form, so it works without JavaScript (the Apply button) and every filtered
 * sheet is a URL. With JavaScript a change applies at once; the controls follow the URL being navigated
 * to, so they never lag behind a click. Interview mode leaves out the difficulty filter, and the page
 * sends no topics, so the topic picker is left out too. A problem list uses the same form without the
 * timeframe, the order and the hot switch (`timeframeCounts` null): a list keeps its own order.
 */
export function SheetFiltersForm(view: SheetFiltersView) {
  const { path, filters, defaultTimeframe, moreTopics } = view
  // The checkboxes' topics: from the loader data, else the server render's own, else the page's markup,
  // read once when it hydrates.
  const topicsFromServer = useMarkupOnly<SheetFiltersView['topics']>(CHECKBOX_TOPICS_KEY)
  const [topicsFromPage] = useState(() =>
    view.topics === null && !topicsFromServer && typeof document !== 'undefined' ? topicsInPage(document) : null,
  )
  const topics = view.topics ?? topicsFromServer ?? topicsFromPage ?? []
  const submit = useSubmit()
  const navigation = useNavigation()
  const searchRef = useRef<HTMLInputElement>(null)
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // A change shows at once: first as what was just chosen, then as the URL being loaded, until the new
  // sheet arrives. (The router's own state updates in a transition, a frame after the click.)
  const [chosen, setChosen] = useState<SheetFilters | null>(null)
  const target = navigation.location?.pathname === path ? navigation.location : null
  const shown = chosen ?? (target ? pendingFilters(target.search, defaultTimeframe) : filters)
  useEffect(() => {
    if (navigation.state === 'idle') setChosen(null)
  }, [navigation.state, filters])

  const apply = (next: SheetFilters) => {
    clearTimeout(searchTimer.current)
    setChosen({ ...next, page: 1 })
    const query = sheetQueryString({ ...next, page: 1 }, defaultTimeframe)
    submit(new URLSearchParams(query), {
      method: 'get',
      action: path,
      replace: true,
      preventScrollReset: true,
    })
  }
  const change = (patch: Partial<SheetFilters>) => apply({ ...shown, ...patch })

  // The search box keeps what is typed; it follows the URL only when the filters change elsewhere (a link).
  useEffect(() => {
    const input = searchRef.current
    if (input && document.activeElement !== input) input.value = filters.search
  }, [filters.search])
  useEffect(() => () => clearTimeout(searchTimer.current), [])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const params = new URLSearchParams()
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.append(key, value)
    }
    apply(parseSheetFilters(params))
  }

  // The topic box starts open when topics are chosen, and then stays as the user leaves it.
  const [topicsOpen] = useState(shown.topics.length > 0)
  const beyondCheckboxes = topicsBeyond(topics, shown.topics)
  // From the loader data (a client navigation), else the server render's own, else the page's markup,
  // read once when it hydrates.
  const fromServer = useMarkupOnly<string[]>(MORE_TOPICS_KEY)
  const [fromPage] = useState(() =>
    moreTopics === null && !fromServer ? moreTopicsInPage(`${FORM_ID}-topics-list`, beyondCheckboxes) : null,
  )

  return (
    <KeptMarkup as="div" id={`${FORM_ID}-kept`} markupKey={SHEET_FILTERS_KEY}>
      {() => (
        <SheetFiltersFields
          {...view}
          topics={topics}
          shown={shown}
          suggestions={moreTopics ?? fromServer ?? fromPage ?? []}
          suggestionsAsText={Boolean(fromServer)}
          topicsOpen={topicsOpen}
          searchRef={searchRef}
          onSubmit={onSubmit}
          onChange={change}
          onSearch={(value) => {
            clearTimeout(searchTimer.current)
            searchTimer.current = setTimeout(() => change({ search: value }), SEARCH_DELAY_MS)
          }}
          LinkTo={RouterLink}
        />
      )}
    </KeptMarkup>
  )
}

/** A link of the form: the router's Link in the live form, written as it would be in the kept markup. */
type FilterLink = (props: {
  to: string
  className: string
  'aria-current'?: 'true'
  children: ReactNode
}) => ReactNode

/** React Router's Link for a filter, which replaces the page's entry and keeps the scroll position. */
function RouterLink({ to, ...props }: Parameters<FilterLink>[0]) {
  return <Link to={to} replace preventScrollReset {...props} />
}

/** The markup the router's Link draws, without the router: what the browser hydrates as RouterLink. */
function PlainLink({ to, children, ...props }: Parameters<FilterLink>[0]) {
  return (
    <a {...props} href={to} data-discover="true">
      {children}
    </a>
  )
}

function ignore() {}

/**
 * The filter form as first drawn, with no router hooks: the live form passes the filters being shown and
 * its handlers; drawn for kept markup, it shows the page's own filters and does nothing until the browser
 * hydrates it as SheetFiltersForm. A plain GET form: without JavaScript the browser sends it.
 */
export function SheetFiltersFields({
  path,
  filters,
  shown,
  defaultTimeframe,
  timeframeCounts,
  topics,
  suggestions,
  suggestionsAsText,
  topicsOpen,
  interviewMode = false,
  premiumFilter = false,
  communityCount,
  label = 'Filter the sheet',
  searchRef,
  onSubmit,
  onChange = ignore,
  onSearch = ignore,
  LinkTo = PlainLink,
}: Omit<SheetFiltersView, 'moreTopics' | 'topics'> & {
  topics: { topic: string; problems: number }[]
  /** The filters the controls show: the page's, or those of a navigation on its way. */
  shown: SheetFilters
  /** The rarer topics, offered in the topic box (those chosen are left out). */
  suggestions: string[]
  /** Write the suggestions as text, as a document's server render does (docs/decisions/0036). */
  suggestionsAsText: boolean
  topicsOpen: boolean
  searchRef?: Ref<HTMLInputElement>
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  onChange?: (patch: Partial<SheetFilters>) => void
  onSearch?: (value: string) => void
  LinkTo?: FilterLink
}) {
  const id = FORM_ID
  const hot = shown.timeframe === HOT_TIMEFRAME
  // A company whose only list is the last thirty days is all hot: the switch would have nothing to do.
  const showHot = timeframeCounts !== null && defaultTimeframe !== HOT_TIMEFRAME
  const selects = 1 + (interviewMode ? 0 : 1) + (timeframeCounts ? 2 : 0)
  const hotHref = sheetHref(path, shown, defaultTimeframe, {
    timeframe: hot ? defaultTimeframe : HOT_TIMEFRAME,
  })

  return (
    <form
      method="get"
      action={path}
      onSubmit={onSubmit}
      role="search"
      aria-label={label}
      className="rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <div className={cn('grid gap-3 sm:grid-cols-2', GRID_COLUMNS[selects])}>
        <div>
          <label htmlFor={`${id}-q`} className="mb-1 block text-xs font-semibold text-ink-muted">
            Search titles
          </label>
          <input
            ref={searchRef}
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={filters.search}
            maxLength={MAX_SEARCH_LENGTH}
            placeholder="Two Sum, LRU…"
            autoComplete="off"
            className={selectClasses}
            onChange={(event) => onSearch(event.currentTarget.value)}
          />
        </div>
        {timeframeCounts ? (
          <FilterSelect
            id={`${id}-timeframe`}
            label="Timeframe"
            name="timeframe"
            value={shown.timeframe ?? defaultTimeframe}
            onChange={(value) => onChange({ timeframe: value as SheetTimeframe })}
            options={[
              ...TIMEFRAMES.toReversed().map((t) => ({
                value: t,
                label: `${timeframeLabel(t)} (${wholeNumber(timeframeCounts[t])})`,
              })),
              ...(communityCount === undefined
                ? []
                : [
                    {
                      value: COMMUNITY_VIEW,
                      label: `${COMMUNITY_VIEW_LABEL} (${wholeNumber(communityCount)})`,
                    },
                  ]),
            ]}
          />
        ) : null}
        {interviewMode ? null : (
          <FilterSelect
            id={`${id}-difficulty`}
            label="Difficulty"
            name="difficulty"
            value={shown.difficulty ?? ''}
            onChange={(value) => onChange({ difficulty: value ? (value as SheetFilters['difficulty']) : null })}
            options={[
              { value: '', label: 'Any difficulty' },
              ...DIFFICULTIES.map(({ name, label }) => ({ value: name, label })),
            ]}
          />
        )}
        <FilterSelect
          id={`${id}-status`}
          label="Progress"
          name="status"
          value={shown.status}
          onChange={(value) => onChange({ status: value as SheetFilters['status'] })}
          options={STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
        {timeframeCounts ? (
          <FilterSelect
            id={`${id}-sort`}
            label="Sort by"
            name="sort"
            value={shown.sort}
            onChange={(value) => onChange({ sort: value as SheetFilters['sort'] })}
            options={SHEET_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          />
        ) : null}
      </div>

      <TopicPicker
        id={`${id}-topics`}
        topics={topics}
        suggestions={suggestions}
        suggestionsAsText={suggestionsAsText}
        open={topicsOpen}
        selected={shown.topics}
        onToggle={(t) => onChange({ topics: toggledTopics(shown.topics, t) })}
      />

      <div className="mt-4 flex flex-wrap items-center gap-2">
        {showHot ? (
          <LinkTo
            to={hotHref}
            aria-current={hot ? 'true' : undefined}
            className={cn(
              'inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors',
              hot
                ? 'border-accent-700 bg-accent-700 text-white'
                : 'border-line text-ink hover:border-accent-600',
            )}
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
              <path
                d="M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-5 1-8.5z"
                fill="currentColor"
              />
            </svg>
            Hot: last 30 days
            <span className={hot ? 'text-white' : 'text-ink-muted'}>
              {hot ? '(on)' : `(${wholeNumber(timeframeCounts?.[HOT_TIMEFRAME] ?? 0)})`}
            </span>
          </LinkTo>
        ) : null}
        {premiumFilter ? (
          <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border border-line px-3 text-sm font-semibold text-ink hover:border-accent-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            <input
              type="checkbox"
              name="premium"
              value={HIDE_PREMIUM}
              checked={shown.hidePremium}
              onChange={(event) => onChange({ hidePremium: event.currentTarget.checked })}
              className="size-4 accent-brand-600"
            />
            Hide Premium problems
          </label>
        ) : null}
        <span className="flex-1" />
        <LinkTo to={path} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          Clear filters
        </LinkTo>
        <Button type="submit" size="sm">
          Apply filters
        </Button>
      </div>
    </form>
  )
}

/** The filters of a URL being navigated to, read the way the server will read them. */
function pendingFilters(search: string, defaultTimeframe: Timeframe): SheetFilters {
  const filters = parseSheetFilters(new URLSearchParams(search))
  return { ...filters, timeframe: filters.timeframe ?? defaultTimeframe }
}

function FilterSelect({
  id,
  label,
  name,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  name: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-ink-muted">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className={selectClasses}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The chosen topics that are not among the checkboxes, which are drawn as checkboxes before them. */
function topicsBeyond(topics: { topic: string }[], selected: string[]): string[] {
  return selected.filter((topic) => !topics.some((t) => t.topic === topic))
}

/**
 * Checkboxes for the company's most common topics (and any chosen one beyond them), inside a disclosure
 * that starts open when topics are chosen. Rarer topics are typed into a box that suggests them.
 */
function TopicPicker({
  id,
  topics,
  suggestions,
  suggestionsAsText,
  open,
  selected,
  onToggle,
}: {
  id: string
  topics: { topic: string; problems: number }[]
  suggestions: string[]
  suggestionsAsText: boolean
  open: boolean
  selected: string[]
  onToggle: (topic: string) => void
}) {
  const extra = topicsBeyond(topics, selected)
  const rest = suggestions.filter((topic) => !selected.includes(topic))
  const full = selected.length >= MAX_SELECTED_TOPICS
  if (topics.length === 0) return null

  return (
    <details open={open} className="group mt-4 rounded-xl border border-line">
      <summary className="flex items-center justify-between gap-2 px-3 py-2 text-sm font-semibold">
        <span>
          Topics{' '}
          <span className="font-normal text-ink-muted">
            {selected.length > 0 ? `(${selected.length} chosen: problems with all of them)` : '(any)'}
          </span>
        </span>
        <svg
          viewBox="0 0 24 24"
          className="size-4 transition-transform group-open:rotate-180"
          aria-hidden="true"
        >
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <fieldset className="border-t border-line px-3 pt-2 pb-3">
        <legend className="sr-only">Topics: show problems that have every chosen topic</legend>
        <div className="sheet-topics">
          {[...extra.map((topic) => ({ topic, problems: null })), ...topics].map(({ topic, problems }) => {
            const checked = selected.includes(topic)
            return (
              <label key={topic}>
                <input
                  type="checkbox"
                  name="topic"
                  value={topic}
                  checked={checked}
                  disabled={!checked && full}
                  onChange={() => onToggle(topic)}
                />
                {topic}
                {problems !== null ? <span>{problems}</span> : null}
              </label>
            )
          })}
        </div>
        {rest.length > 0 && !full ? (
          <div className="mt-3 max-w-sm">
            <label htmlFor={`${id}-more`} className="mb-1 block text-xs font-semibold text-ink-muted">
              Another topic ({rest.length} more)
            </label>
            <input
              id={`${id}-more`}
              name="topic"
              list={`${id}-list`}
              autoComplete="off"
              placeholder="Type a topic, then Apply"
              className={selectClasses}
              onChange={(event) => {
                const typed = event.currentTarget.value.trim().toLowerCase()
                const match = rest.find((topic) => topic.toLowerCase() === typed)
                if (match) {
                  event.currentTarget.value = ''
                  onToggle(match)
                }
              }}
            />
          </div>
        ) : null}
        {/* Drawn even while the box is hidden: the page's markup is where the browser reads them back. */}
        {rest.length > 0 ? (
          suggestionsAsText ? (
            // A document's server render writes the hundred options as text, the same markup React
            // would draw, which the browser hydrates as its own (docs/decisions/0036).
            <datalist
              id={`${id}-list`}
              dangerouslySetInnerHTML={{
                __html: rest.map((topic) => `<option>${escapeHtml(topic)}</option>`).join(''),
              }}
            />
          ) : (
            <datalist id={`${id}-list`}>
              {/* An option's text is its value: no value attribute on each of a hundred options. */}
              {rest.map((topic) => (
                <option key={topic}>{topic}</option>
              ))}
            </datalist>
          )
        ) : null}
      </fieldset>
    </details>
  )
}
