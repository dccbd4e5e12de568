import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react'
import { data, useNavigate, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router'
import { toast } from '~/components/toast'
import type { Route } from './+types/search-sheet'
import {
  COMPANY_CARDS_HTML_KEY,
  CompanyGridItem,
  type SheetCompany,
} from '~/components/search-sheet/company-card'
import { EmptyState } from '~/components/search-sheet/empty-state'
import { FavoriteForms } from '~/components/search-sheet/favorite-forms'
import { FavoritesPanel } from '~/components/search-sheet/favorites-panel'
import { LoadingState } from '~/components/search-sheet/loading-state'
import { RESULTS_SUMMARY_ID, SearchBox } from '~/components/search-sheet/search-box'
import { LoadingMoreCompanies, ShowAllCompanies } from '~/components/search-sheet/show-all-companies'
import { TrickBlock } from '~/components/search-sheet/trick-block'
import { useAllCompanies } from '~/components/search-sheet/use-all-companies'
import { useDelegatedNavigation } from '~/components/search-sheet/use-delegated-navigation'
import { FAVORITES_ACTION, useFavoriteCompanies } from '~/components/search-sheet/use-favorite-companies'
import { useUrlSync } from '~/components/search-sheet/use-url-sync'
import { Badge } from '~/components/ui/badge'
import { Eyebrow } from '~/components/ui/eyebrow'
import { useHydrated } from '~/components/use-hydrated'
import { useLoaderState } from '~/components/use-loader-state'
import { useMarkupOnly } from '~/components/markup-only'
import { servedCovers, visibleCompanies, type CompanyView } from '~/domain/company-search'
import { companyAnchor, resolveFavoriteCompanies } from '~/domain/favorites'
import { SEARCH_SHEET_PATH, searchSheetHref } from '~/domain/search-sheet-url'
import { pageTitle } from '~/domain/site'
import { companyCardsHtml } from '~/server/company-cards-html.server'
import { listCompanies, type CompanySummary } from '~/server/companies.server'
import { getEnv } from '~/server/env.server'
import { markupOnlyContext } from '~/server/load-context.server'
import { listFavoriteCompanies } from '~/server/favorites.server'
import { parseSearchSheetParams } from '~/server/search-sheet-params.server'
import { getUser } from '~/server/session.server'
import { siteOrigin } from '~/server/site-origin.server'

const LOAD_FAILED_MESSAGE = 'Failed to fetch company names'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Search Sheet') },
  {
    name: 'description',
    content: 'Search every company sheet: the interview questions each company asks, sorted by how often.',
  },
]

function toSheetCompany({ slug, name, website, totalProblems, isDemo }: CompanySummary): SheetCompany {
  return { slug, name, website, totalProblems, isDemo }
}

/**
 * The page renders the cards of its view only: every match of a search, or with no search the first page
 * (every company with ?all=1). The browser fetches the full list when it needs it (use-all-companies).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const parsed = parseSearchSheetParams(url)
  const user = await getUser(request)
  const view: CompanyView = {
    query: parsed.success ? parsed.data.q : '',
    showAll: parsed.success && parsed.data.all === '1',
  }

  let all: readonly CompanySummary[] = []
  let loadFailed = false
  try {
    all = listCompanies()
  } catch (error) {
    // The page still renders (search box, favourites, tip); the list says what went wrong.
    console.error('Listing companies failed', error)
    loadFailed = true
  }
  const shown = visibleCompanies(all, view)
  const accountFavorites = user ? listFavoriteCompanies(user.id) : null
  const bySlug = new Map(all.map((company) => [company.slug, company]))
  // The first company past the first page: without JavaScript, 'Show all' opens the page at its card.
  const firstHidden = !view.query.trim() && !view.showAll ? all[shown.length] : undefined
  const companies = shown.map(toSheetCompany)
  // The account's favourites in full, for the panel: they need not be among the cards.
  const favoriteCompanies = (accountFavorites ?? []).flatMap((favorite) => {
    const company = bySlug.get(favorite.slug)
    return company ? [toSheetCompany(company)] : []
  })
  const demoData = demoDataShare(all)
  const logoToken = getEnv().LOGO_TOKEN || null
  // A document's cards are written as HTML, which the browser hydrates (docs/decisions/0036).
  context.get(markupOnlyContext)?.set(
    COMPANY_CARDS_HTML_KEY,
    companyCardsHtml(companies, {
      // Starred as the page's first render stars them: the account's favourites among the known companies.
      favoriteSlugs: new Set(
        resolveFavoriteCompanies(
          (accountFavorites ?? []).map((favorite) => favorite.name),
          withFavorites(companies, favoriteCompanies),
        ).map((company) => company.slug),
      ),
      logoToken,
      markDemo: demoData === 'some',
    }),
  )

  const status = loadFailed ? 503 : parsed.success ? 200 : 400
  return data(
    {
      companies,
      totalCompanies: all.length,
      demoData,
      firstHiddenSlug: firstHidden?.slug ?? null,
      loadFailed,
      q: view.query,
      showAll: view.showAll,
      searchError: parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Invalid search'),
      editing: parsed.success && parsed.data.edit === '1',
      accountFavorites,
      favoriteCompanies,
      // The logo service's token is publishable; it reaches the browser only through this data.
      logoToken,
      origin: siteOrigin(request),
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
  const { logoToken, origin, loadFailed } = loaderData
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const navigate = useNavigate()

  // A new URL from the server (a link to this page with another ?q=) replaces whatever was typed.
  const [query, setQuery] = useLoaderState(loaderData.q)
  const [showAll, setShowAll] = useLoaderState(loaderData.showAll)
  const [editing, setEditing] = useLoaderState(loaderData.editing)

  useLoadFailedToast(loadFailed)

  // The server sent the cards of its view only; the full list comes when another view needs it.
  const allCompanies = useAllCompanies()
  const requestAll = allCompanies.request
  const pool = allCompanies.companies ?? loaderData.companies
  const total = allCompanies.companies?.length ?? loaderData.totalCompanies
  const view = { query, showAll }
  const complete =
    allCompanies.companies !== null ||
    loadFailed ||
    servedCovers(
      {
        query: loaderData.q,
        showAll: loaderData.showAll,
        complete: loaderData.companies.length >= loaderData.totalCompanies,
      },
      view,
    )
  const visible = useMemo(() => visibleCompanies(pool, { query, showAll }), [pool, query, showAll])
  useEffect(() => {
    if (!complete) requestAll()
  }, [complete, requestAll])

  const known = useMemo(
    () => withFavorites(pool, loaderData.favoriteCompanies),
    [pool, loaderData.favoriteCompanies],
  )
  const { favorites, isFavorite, toggle } = useFavoriteCompanies({
    companies: known,
    account: loaderData.accountFavorites,
    canSync: !loadFailed,
    onUnresolved: requestAll,
  })
  // Removing the last favourite closes the panel, and with it edit mode.
  const hasFavorites = favorites.length > 0
  const [hadFavorites, setHadFavorites] = useState(hasFavorites)
  if (hadFavorites !== hasFavorites) {
    setHadFavorites(hasFavorites)
    if (!hasFavorites) setEditing(false)
  }
  const showEditing = editing && hasFavorites

  // Without the full list (the request failed), the server answers the search or 'Show all' instead.
  const fallBackToServer = !complete && allCompanies.status === 'failed'
  const fallbackHref = searchSheetHref({ q: query, edit: showEditing, all: showAll })
  useEffect(() => {
    if (fallBackToServer) void navigate(fallbackHref, { replace: true, preventScrollReset: true })
  }, [fallBackToServer, fallbackHref, navigate])

  // 'Show all' with JavaScript shows the rest in place and moves focus to the first new card.
  const gridRef = useRef<HTMLUListElement>(null)
  const revealFrom = useRef<number | null>(null)
  const onShowAll = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      revealFrom.current = visible.length
      setShowAll(true)
      requestAll()
    },
    [visible.length, requestAll, setShowAll],
  )
  useEffect(() => {
    const from = revealFrom.current
    if (from === null || !complete) return
    revealFrom.current = null
    if (!showAll || query.trim() || visible.length <= from) return
    gridRef.current?.children[from]?.querySelector('a')?.focus()
  }, [complete, showAll, query, visible.length])

  const refreshing = navigation.state === 'loading' && navigation.location.pathname === SEARCH_SHEET_PATH
  const followLink = useDelegatedNavigation()
  // On a document's server render, the cards come written by the loader (company-cards-html.server.ts).
  const cardsHtml = useMarkupOnly<string>(COMPANY_CARDS_HTML_KEY)
  useUrlSync({ q: query, edit: showEditing, all: showAll }, hydrated)
  const searching = query.trim() !== ''
  const moreToShow = complete && !searching && !showAll && visible.length < total

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <Eyebrow>Company-wise sheets</Eyebrow>
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
          onFocus={requestAll}
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
            editHref={searchSheetHref({ q: query, edit: true, all: showAll })}
            doneHref={searchSheetHref({ q: query, edit: false, all: showAll })}
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
            {loadFailed ? '' : resultsSummary({ shown: visible.length, total, query, complete })}
          </p>
        </div>
        {loaderData.demoData !== 'none' && !loadFailed ? (
          <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <Badge tone="neutral">Demo data</Badge>
            {loaderData.demoData === 'all'
              ? 'Every list here is a sample that shows how a sheet works until real interview data is imported.'
              : 'marks sample lists that show how a sheet works until real interview data is imported.'}
          </p>
        ) : null}
        {loadFailed ? (
          <LoadFailed />
        ) : refreshing || (!complete && visible.length === 0) ? (
          <LoadingState />
        ) : (
          <>
            {visible.length === 0 ? <EmptyState query={query} onClear={() => setQuery('')} /> : null}
            {/* The cards' plain links become client-side navigations here (see useDelegatedNavigation). */}
            <ul
              ref={gridRef}
              hidden={visible.length === 0 || undefined}
              className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
              onClick={followLink}
              dangerouslySetInnerHTML={cardsHtml === undefined ? undefined : { __html: cardsHtml }}
            >
              {cardsHtml === undefined
                ? visible.map((company) => (
                    <CompanyGridItem
                      key={company.slug}
                      company={company}
                      favorite={isFavorite(company)}
                      onToggleFavorite={toggle}
                      logoToken={logoToken}
                      markDemo={loaderData.demoData === 'some'}
                    />
                  ))
                : null}
            </ul>
            {complete ? null : <LoadingMoreCompanies />}
            {moreToShow ? (
              <ShowAllCompanies
                shown={visible.length}
                total={total}
                href={`${searchSheetHref({ q: '', edit: showEditing, all: true })}${
                  loaderData.firstHiddenSlug ? `#${companyAnchor(loaderData.firstHiddenSlug)}` : ''
                }`}
                onShowAll={onShowAll}
              />
            ) : null}
          </>
        )}
      </section>

      <div className="mt-12">
        <TrickBlock origin={origin} interactive={hydrated} />
      </div>

      <FavoriteForms
        redirectTo={searchSheetHref({ q: loaderData.q, edit: false, all: loaderData.showAll })}
        editRedirectTo={`${searchSheetHref({ q: loaderData.q, edit: true, all: loaderData.showAll })}#favorites-heading`}
      />
    </div>
  )
}

/**
 * How much of the data is the demo seed's. The page says so once, above the grid; only when demo and
 * imported lists are mixed do the demo cards carry the label as well, to tell the two apart.
 */
function demoDataShare(companies: readonly CompanySummary[]): 'all' | 'some' | 'none' {
  const demo = companies.filter((company) => company.isDemo).length
  return demo === 0 ? 'none' : demo === companies.length ? 'all' : 'some'
}

/** The cards' companies and the account's favourite companies, each once: what favourites can match. */
function withFavorites(
  companies: readonly SheetCompany[],
  favorites: readonly SheetCompany[],
): SheetCompany[] {
  const slugs = new Set(companies.map((company) => company.slug))
  const missing = favorites.filter((company) => !slugs.has(company.slug))
  return missing.length === 0 ? [...companies] : [...companies, ...missing]
}

function resultsSummary({
  shown,
  total,
  query,
  complete,
}: {
  shown: number
  total: number
  query: string
  complete: boolean
}): string {
  const noun = (count: number) => (count === 1 ? 'company' : 'companies')
  if (!complete) return 'Loading all companies…'
  if (!query.trim())
    return shown < total ? `Showing ${shown} of ${total} ${noun(total)}` : `${total} ${noun(total)}`
  return `${shown} of ${total} ${noun(total)} match`
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
