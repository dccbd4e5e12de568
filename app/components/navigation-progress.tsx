import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'

/** Quicker navigations finish before a bar could be noticed; showing one then would only flicker. */
export const PROGRESS_DELAY_MS = 150

/**
 * A thin bar across the top of the window while a navigation (or a form's submission) takes longer than
 * {@link PROGRESS_DELAY_MS}. Fixed and only 4 px high over the header's empty top edge, so it moves and
 * covers nothing. Only the browser's own navigations exist without JavaScript, and the browser shows
 * those itself.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle'
  const [shown, setShown] = useState(false)
  // The next slow navigation starts from nothing again.
  if (!busy && shown) setShown(false)
  useEffect(() => {
    if (!busy) return
    const timer = window.setTimeout(() => setShown(true), PROGRESS_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [busy])
  if (!busy || !shown) return null
  return (
    <div
      role="progressbar"
      aria-label="Loading…"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100"
    >
      <div className="animate-navigation-progress h-full w-2/5 bg-brand-600 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  )
}
