import { useEffect } from 'react'
import { writeSearchSheetView, type SearchSheetView } from '~/domain/search-sheet-url'

/**
 * Keeps ?q=, ?all= and ?edit= in the address bar in step with the page, so a reload or a shared link shows
 * the same results. The entry is replaced (typing adds no history), and through the History API directly
 * rather than a router navigation, because a navigation would ask the server for data the page already
 * has. Browsers limit how often the URL may change, hence the short pause after the last keystroke.
 */
export function useUrlSync({ q, edit, all }: SearchSheetView, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return
    const timer = window.setTimeout(() => {
      const url = new URL(window.location.href)
      writeSearchSheetView(url.searchParams, { q, edit, all })
      if (url.href === window.location.href) return
      try {
        window.history.replaceState(window.history.state, '', url)
      } catch {
        // Too many URL changes in a short time: the next change will try again.
      }
    }, 250)
    return () => window.clearTimeout(timer)
  }, [q, edit, all, enabled])
}
