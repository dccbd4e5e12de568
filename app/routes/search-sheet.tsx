import { useEffect, useMemo, useState } from 'react'
import { data, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router'
import { toast } from 'sonner'
import { z } from 'zod'
import type { Route } from './+types/search-sheet'
import { CompanyGridItem, type SheetCompany } from '~/components/search-sheet/company-card'
import { EmptyState } from '~/components/search-sheet/empty-state'
import { FavoriteForms } from '~/components/search-sheet/favorite-forms'
import { FavoritesPanel } from '~/components/search-sheet/favorites-panel'
import { LoadingState } from '~/components/search-sheet/loading-state'
import { RESULTS_SUMMARY_ID, SearchBox } from '~/components/search-sheet/search-box'
import { TrickBlock } from '~/components/search-sheet/trick-block'
import { useDelegatedNavigation } from '~/components/search-sheet/use-delegated-navigation'
import { FAVORITES_ACTION, useFavoriteCompanies } from '~/components/search-sheet/use-favorite-companies'
import { Badge } from '~/components/ui/badge'
import { useHydrated } from '~/components/use-hydrated'
import { filterCompanies, MAX_COMPANY_SEARCH_LENGTH } from '~/domain/company-search'
import { pageTitle } from '~/domain/site'
import { listCompanies } from '~/server/companies.server'
import { getEnv } from '~/server/env.server'
import { listFavoriteCompanies } from '~/server/favorites.server'
import { getUser } from '~/server/session.server'

const PATH = '/search/sheet'
const LOAD_FAILED_MESSAGE = 'Failed to fetch company names'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Search Sheet') },
  {
    name: 'description',
    content: 'Search every company sheet: the interview questions each company asks, sorted by how often.',
  },
]

const SearchParamsSchema = z.object({
  q: z
    .string()
    .max(MAX_COMPANY_SEARCH_LENGTH, `Search text can be at most ${MAX_COMPANY_SEARCH_LENGTH} characters`)
    .default(''),
  edit: z.string().optional(),
})

function searchHref({ q, edit }: { q: string; edit: boolean }): string {
  const params = new URLSearchParams()
  if (q.trim()) params.set('q', q)
  if (edit) params.set('edit', '1')
  const query = params.toString()
  return query ? `${PATH}?${query}` : PATH
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const parsed = SearchParamsSchema.safeParse({
    q: url.searchParams.get('q') ?? undefined,
    edit: url.searchParams.get('edit') ?? undefined,
  })
  const user = await getUser(request)

  let companies: SheetCompany[] = []
  let loadFailed = false
  try {
    companies = listCompanies().map(({ slug, name, website, totalProblems, isDemo }) => ({
      slug,
      name,
      website,
      totalProblems,
      isDemo,
    }))
  } catch (error) {
    // The page still renders (search box, favourites, tip); the list says what went wrong.
    console.error('Listing companies failed', error)
    loadFailed = true
  }

  const status = loadFailed ? 503 : parsed.success ? 200 : 400
  return data(
    {
      companies,
      loadFailed,
      q: parsed.success ? parsed.data.q : '',
      searchError: parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid search'),
      editing: parsed.success && parsed.data.edit === '1',
      accountFavorites: user ? listFavoriteCompanies(user.id) : null,
      // The logo service's token is publishable; it reaches the browser only through this data.
      logoToken: getEnv().LOGO_TOKEN || null,
      origin: url.origin,
    },
    { status },
  )
}

/**
 * The favourites fetcher already changed everything this page shows, so its answer needs no reload of
 * the company list; neither does anything else that keeps to this URL.
 */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === FAVORITES_ACTION) return false
  return defaultShouldRevalidate
}

export default function SearchSheet({ loaderData }: Route.ComponentProps) {
  const { companies, logoToken, origin, loadFailed } = loaderData
  const hydrated = useHydrated()
  const navigation = useNavigation()

  // A new URL from the server (a link to this page with another ?q=) replaces whatever was typed.
  const [query, setQuery] = useState(loaderData.q)
  const [loadedQuery, setLoadedQuery] = useState(loaderData.q)
  if (loadedQuery !== loaderData.q) {
    setLoadedQuery(loaderData.q)
    setQuery(loaderData.q)
  }
  const [editing, setEditing] = useState(loaderData.editing)
  const [loadedEditing, setLoadedEditing] = useState(loaderData.editing)
  if (loadedEditing !== loaderData.editing) {
    setLoadedEditing(loaderData.editing)
    setEditing(loaderData.editing)
  }

  useLoadFailedToast(loadFailed)

  const matching = useMemo(
    () => new Set(filterCompanies(companies, query).map((company) => company.slug)),
    [companies, query],
  )
  const { favorites, isFavorite, toggle } = useFavoriteCompanies({
    companies,
    account: loaderData.accountFavorites,
    canSync: !loadFailed,
  })
  // Removing the last favourite closes the panel, and with it edit mode.
  const hasFavorites = favorites.length > 0
  const [hadFavorites, setHadFavorites] = useState(hasFavorites)
  if (hadFavorites !== hasFavorites) {
    setHadFavorites(hasFavorites)
    if (!hasFavorites) setEditing(false)
  }
  const showEditing = editing && hasFavorites
  const refreshing = navigation.state === 'loading' && navigation.location.pathname === PATH
  const hasDemoData = companies.some((company) => company.isDemo)
  const followLink = useDelegatedNavigation()
  useUrlSync({ q: query, edit: showEditing }, hydrated)

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Company-wise sheets</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Search Any Company Sheets</h1>
        <p className="mt-3 text-ink-muted">
          Find the interview questions each company asks, sorted by how often they come up. Star the companies
          you are preparing for to keep them one click away.
        </p>
      </header>

      <div className="mt-8 max-w-3xl">
        <SearchBox
          query={query}
          onQueryChange={setQuery}
          interactive={hydrated}
          error={loaderData.searchError}
        />
      </div>

      {hasFavorites ? (
        <div className="mt-6">
          <FavoritesPanel
            favorites={favorites}
            editing={showEditing}
            interactive={hydrated}
            editHref={searchHref({ q: query, edit: true })}
            doneHref={searchHref({ q: query, edit: false })}
            onEditingChange={setEditing}
            onRemove={toggle}
            logoToken={logoToken}
          />
        </div>
      ) : null}

      <section aria-labelledby="companies-heading" className="mt-10">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="companies-heading" className="text-xl font-semibold">
            Companies
          </h2>
          <p id={RESULTS_SUMMARY_ID} aria-live="polite" className="text-sm text-ink-muted">
            {loadFailed ? '' : resultsSummary(matching.size, companies.length, query)}
          </p>
        </div>
        {hasDemoData && !loadFailed ? (
          <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <Badge tone="neutral">Demo data</Badge>
            marks sample lists that show how a sheet works until real interview data is imported.
          </p>
        ) : null}
        {loadFailed ? (
          <LoadFailed />
        ) : refreshing ? (
          <LoadingState />
        ) : (
          <>
            {matching.size === 0 ? <EmptyState query={query} onClear={() => setQuery('')} /> : null}
            {/* The cards' plain links become client-side navigations here (see useDelegatedNavigation). */}
            <ul
              hidden={matching.size === 0 || undefined}
              className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
              onClick={followLink}
            >
              {companies.map((company) => (
                <CompanyGridItem
                  key={company.slug}
                  hidden={!matching.has(company.slug)}
                  company={company}
                  favorite={isFavorite(company)}
                  onToggleFavorite={toggle}
                  logoToken={logoToken}
                />
              ))}
            </ul>
          </>
        )}
      </section>

      <div className="mt-12">
        <TrickBlock origin={origin} interactive={hydrated} />
      </div>

      <FavoriteForms
        redirectTo={searchHref({ q: loaderData.q, edit: false })}
        editRedirectTo={`${searchHref({ q: loaderData.q, edit: true })}#favorites-heading`}
      />
    </div>
  )
}

function resultsSummary(shown: number, total: number, query: string): string {
  const noun = (count: number) => (count === 1 ? 'company' : 'companies')
  if (!query.trim()) return `${total} ${noun(total)}`
  return `${shown} of ${total} ${noun(total)} match`
}

/**
 * Keeps ?q= (and ?edit=) in the address bar in step with the page, so a reload or a shared link shows the
 * same results. The entry is replaced (typing adds no history), and through the History API directly
 * rather than a router navigation, because a navigation would ask the server for data the page already
 * has. Browsers limit how often the URL may change, hence the short pause after the last keystroke.
 */
function useUrlSync({ q, edit }: { q: string; edit: boolean }, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const timer = window.setTimeout(() => {
      const url = new URL(window.location.href)
      if (q.trim()) url.searchParams.set('q', q)
      else url.searchParams.delete('q')
      if (edit) url.searchParams.set('edit', '1')
      else url.searchParams.delete('edit')
      if (url.href === window.location.href) return
      try {
        window.history.replaceState(window.history.state, '', url)
      } catch {
        // Too many URL changes in a short time: the next change will try again.
      }
    }, 250)
    return () => window.clearTimeout(timer)
  }, [q, edit, enabled])
}

function useLoadFailedToast(loadFailed: boolean) {
  useEffect(() => {
    if (loadFailed) toast.error(LOAD_FAILED_MESSAGE, { id: 'companies-load-failed' })
  }, [loadFailed])
}

function LoadFailed() {
  return (
    <div role="alert" className="rounded-card border border-hard/30 bg-danger-bg px-6 py-12 text-center">
      <p className="text-lg font-semibold text-danger">{LOAD_FAILED_MESSAGE}</p>
      <p className="mt-2 text-ink-muted">
        The company list could not be read just now. Reload the page in a moment to try again.
      </p>
    </div>
  )
}
