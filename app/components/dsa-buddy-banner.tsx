import { useState } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import { VIA_FETCHER } from '~/domain/fetcher-submission'
import { useHydrated } from './use-hydrated'

/** The pages the banner advertises: a visitor already there needs no invitation to them. */
const BUDDY_PATHS = ['/find-buddy', '/register-buddy']

export function isBuddyPage(pathname: string): boolean {
  return BUDDY_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))
}

/**
 * The strip above the header (docs/product.md#banner). It sits in the page's flow, so it pushes the page
 * down instead of covering it, and its space is kept while it waits its 3.5 s (a CSS animation delay, so
 * it works without JavaScript too): appearing moves nothing. It stays away once dismissed (a cookie set
 * by POST /banner).
 */
export function DsaBuddyBanner() {
  const fetcher = useFetcher()
  const location = useLocation()
  const hydrated = useHydrated()
  const [dismissed, setDismissed] = useState(false)
  if (dismissed || fetcher.state !== 'idle' || fetcher.data || isBuddyPage(location.pathname)) return null
  return (
    <aside
      aria-label="DSA Buddy"
      className="animate-banner-in bg-gradient-to-r from-brand-700 to-accent-700 text-white print:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 py-1 pr-2 pl-4 sm:pr-4 sm:pl-6">
        <span aria-hidden="true" className="text-lg">
          🤝
        </span>
        <Link
          to="/register-buddy"
          className="min-w-0 flex-1 py-1 text-sm leading-tight font-semibold underline-offset-4 hover:underline sm:flex-none"
        >
          Try Out DSA Buddy
          <span className="block text-xs font-normal text-white/85 sm:ml-2 sm:inline sm:text-sm">
            Find a study partner at your level
          </span>
        </Link>
        <fetcher.Form method="post" action="/banner" className="ml-auto" onSubmit={() => setDismissed(true)}>
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          {hydrated ? <input type="hidden" {...VIA_FETCHER} /> : null}
          <button
            type="submit"
            aria-label="Dismiss the DSA Buddy banner"
            className="flex size-9 items-center justify-center rounded-full hover:bg-white/20"
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </button>
        </fetcher.Form>
      </div>
    </aside>
  )
}
