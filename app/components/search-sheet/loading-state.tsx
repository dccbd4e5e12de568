import { useEffect, useState } from 'react'
import { Spinner } from '~/components/ui/spinner'

/** The loading message changes every 1500 ms (docs/product.md#company-search). */
export const LOADING_MESSAGE_INTERVAL_MS = 1500

/** Jokey algorithm-themed messages for the wait (docs/product.md#company-search). */
export const LOADING_MESSAGES = [
  'Balancing the red-black tree…',
  'Binary searching for your dream company…',
  'Memoizing the hiring pipeline…',
  'Running Dijkstra to the nearest offer…',
  'Heapifying the interview questions…',
  'Hashing company names in O(1)…',
  'Topologically sorting the interview rounds…',
  'Two-pointering through the sheets…',
] as const

/** The joke of the moment, the next one every {@link LOADING_MESSAGE_INTERVAL_MS}. */
export function useLoadingMessage(): (typeof LOADING_MESSAGES)[number] {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % LOADING_MESSAGES.length),
      LOADING_MESSAGE_INTERVAL_MS,
    )
    return () => window.clearInterval(timer)
  }, [])
  return LOADING_MESSAGES[index] ?? LOADING_MESSAGES[0]
}

/**
 * The spinner shown while the company list is being fetched again. Screen readers hear 'Loading
 * companies' once; the rotating joke is for the eyes only, since announcing a new line every 1.5 s would
 * drown out everything else.
 */
export function LoadingState() {
  const message = useLoadingMessage()
  return (
    <div className="flex flex-col items-center justify-center gap-4 rounded-card border border-dashed border-line bg-surface px-6 py-20 text-center">
      <Spinner className="scale-150" label="Loading companies" />
      <p className="text-base font-medium text-ink-muted" aria-hidden="true" data-testid="loading-message">
        {message}
      </p>
    </div>
  )
}
