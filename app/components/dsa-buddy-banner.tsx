import { useState } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import { useHydrated } from './use-hydrated'

/**
 * A floating banner (docs/product.md#banner) that appears after 3.5 s (a CSS animation delay, so it works
 * without JavaScript too) and stays away once dismissed (a cookie set by POST /banner).
 */
export function DsaBuddyBanner() {
  const fetcher = useFetcher()
  const location = useLocation()
  const hydrated = useHydrated()
  const [dismissed, setDismissed] = useState(false)
  if (dismissed || fetcher.state !== 'idle' || fetcher.data) return null
  return (
    <aside
      aria-label="DSA Buddy"
      className="animate-banner-in fixed inset-x-3 top-20 z-30 mx-auto flex max-w-md items-center gap-3 rounded-2xl bg-gradient-to-r from-brand-600 to-accent-700 py-2 pr-2 pl-4 text-white shadow-lift sm:inset-x-auto sm:right-6"
    >
      <span aria-hidden="true" className="text-xl">
        🤝
      </span>
      <Link to="/register-buddy" className="flex-1 text-sm font-semibold underline-offset-4 hover:underline">
        Try Out DSA Buddy
        <span className="block text-xs font-normal text-white/85">Find a study partner at your level</span>
      </Link>
      <fetcher.Form method="post" action="/banner" onSubmit={() => setDismissed(true)}>
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
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
    </aside>
  )
}
