import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { toast } from '~/components/toast'
import {
  FAVORITES_STORAGE_KEY,
  favoriteKey,
  mergeFavorites,
  parseStoredFavorites,
  resolveFavoriteCompanies,
  sameFavorites,
  toggleFavorite,
  type FavoriteCompany,
  type FavoritesActionData,
} from '~/domain/favorites'
import { VIA_FETCHER } from '~/domain/fetcher-submission'

export const FAVORITES_ACTION = '/favorites'

// Storage can be missing or refuse writes (disabled site data, a full quota); favourites then simply last
// for the visit instead of breaking the page.
function readStored(): string[] {
  try {
    return parseStoredFavorites(window.localStorage.getItem(FAVORITES_STORAGE_KEY))
  } catch {
    return []
  }
}

function writeStored(names: readonly string[]): void {
  try {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(names))
  } catch {
    // See readStored.
  }
}

export interface FavoriteCompaniesState<T extends FavoriteCompany> {
  /** The favourite companies in the order they were added, matched against the company list. */
  favorites: T[]
  isFavorite: (company: FavoriteCompany) => boolean
  toggle: (company: FavoriteCompany) => void
}

/**
 * Favourite companies (docs/product.md#favourites): names in localStorage `favoriteCompanies` and, for a
 * signed-in user, in the account as well, so they follow the user to other devices.
 *
 * - The first render uses only the account's favourites, exactly what the server rendered; this
 *   browser's own list is read once React runs.
 * - On load the two lists are merged (a union) and both stores are brought up to date.
 * - After that this browser's list is the truth: each change is written to localStorage at once and sent
 *   to the account in the background. A single fetcher sends the difference between what the account is
 *   known to hold and what it should hold, one request at a time, so quick taps can never reach the server
 *   out of order, and a tap that undoes another before it was sent costs no request at all.
 */
export function useFavoriteCompanies<T extends FavoriteCompany>({
  companies,
  account,
  canSync,
  onUnresolved,
}: {
  /**
   * The companies known so far to match favourites against: the cards on the page and the account's
   * favourites at least, every company once the full list has arrived.
   */
  companies: readonly T[]
  /** The signed-in user's favourites from the loader; null for a visitor. */
  account: readonly FavoriteCompany[] | null
  /** False when the company list failed to load: nothing can be matched, so nothing may be synced. */
  canSync: boolean
  /**
   * Called when a favourite names no company in `companies` (one stored in this browser that is not
   * among the cards), so that the caller can fetch the full list. Favourites that match nothing are left
   * out until then, and are never removed from the account.
   */
  onUnresolved?: () => void
}): FavoriteCompaniesState<T> {
  const [names, setNames] = useState<string[]>(() => account?.map((company) => company.name) ?? [])
  const [loaded, setLoaded] = useState(false)
  const namesRef = useRef(names)
  const initialAccount = useRef(account)

  const commit = useCallback((next: string[]) => {
    namesRef.current = next
    setNames(next)
  }, [])

  useEffect(() => {
    const stored = readStored()
    const accountNames = initialAccount.current?.map((company) => company.name)
    const merged = accountNames ? mergeFavorites(stored, accountNames) : stored
    if (!sameFavorites(stored, merged)) writeStored(merged)
    commit(merged)
    setLoaded(true)

    // Another tab changed the list: show its version (and, when signed in, sync it like any change).
    const onStorage = (event: StorageEvent) => {
      if (event.key === FAVORITES_STORAGE_KEY || event.key === null) commit(readStored())
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [commit])

  const favorites = useMemo(() => resolveFavoriteCompanies(names, companies), [names, companies])
  const favoriteSlugs = useMemo(() => new Set(favorites.map((company) => company.slug)), [favorites])

  const unresolved = loaded && favorites.length < new Set(names.map(favoriteKey)).size
  useEffect(() => {
    if (unresolved) onUnresolved?.()
  }, [unresolved, onUnresolved])

  const toggle = useCallback(
    (company: FavoriteCompany) => {
      const { favorites: next, added } = toggleFavorite(namesRef.current, company.name)
      writeStored(next)
      commit(next)
      if (added) toast.success(`Added ${company.name} to favorites`)
      else toast.error(`Removed ${company.name} from favorites`)
    },
    [commit],
  )

  useAccountSync({
    enabled: account !== null && loaded && canSync,
    initialAccount: initialAccount.current,
    desiredKey: favorites.map((company) => company.slug).join('\n'),
    companies,
  })

  const isFavorite = useCallback(
    (company: FavoriteCompany) => favoriteSlugs.has(company.slug),
    [favoriteSlugs],
  )
  return { favorites, isFavorite, toggle }
}

function useAccountSync({
  enabled,
  initialAccount,
  desiredKey,
  companies,
}: {
  enabled: boolean
  initialAccount: readonly FavoriteCompany[] | null
  /** The slugs the account should hold, joined by newlines (slugs never contain one). */
  desiredKey: string
  companies: readonly FavoriteCompany[]
}) {
  const fetcher = useFetcher<FavoritesActionData>()
  const synced = useRef(new Set(initialAccount?.map((company) => company.slug)))
  const handled = useRef<FavoritesActionData | undefined>(undefined)
  const failedFor = useRef<string | null>(null)
  const known = useMemo(() => new Set(companies.map((company) => company.slug)), [companies])

  useEffect(() => {
    if (!enabled || fetcher.state !== 'idle') return
    const response = fetcher.data
    if (response && response !== handled.current) {
      handled.current = response
      if (response.ok) {
        synced.current = new Set(response.favorites.map((company) => company.slug))
      } else {
        // Keep the favourites in this browser; retry only once the list changes again.
        failedFor.current = desiredKey
        toast.error(`Could not save favorites to your account: ${response.error}`)
        return
      }
    }
    if (failedFor.current === desiredKey) return

    const desired = desiredKey ? desiredKey.split('\n') : []
    const wanted = new Set(desired)
    const toAdd = desired.filter((slug) => !synced.current.has(slug))
    const toRemove = [...synced.current].filter((slug) => !wanted.has(slug) && known.has(slug))
    const [intent, slugs] = toAdd.length > 0 ? ['add', toAdd] : ['remove', toRemove]
    if (slugs.length === 0) return

    const body = new FormData()
    body.set('intent', intent)
    body.set(VIA_FETCHER.name, VIA_FETCHER.value)
    for (const slug of slugs) body.append('company', slug)
    void fetcher.submit(body, { method: 'post', action: FAVORITES_ACTION })
  }, [enabled, desiredKey, fetcher, fetcher.state, fetcher.data, known])
}
