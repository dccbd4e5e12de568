import { useCallback, useEffect, useRef } from 'react'

/**
 * A section click scrolls at once and again at 300 ms and 500 ms, once late layout has settled
 * (docs/product.md#system-design-notes).
 */
export const SECTION_SCROLL_RETRIES_MS = [300, 500] as const

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}

/** Scrolls a section's heading into view, retrying; a newer request cancels the retries of the last one. */
export function useSectionScroll(): (slug: string) => void {
  const timers = useRef<number[]>([])
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), [])
  return useCallback((slug: string) => {
    timers.current.forEach((timer) => window.clearTimeout(timer))
    const scroll = () =>
      document.getElementById(slug)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' })
    scroll()
    timers.current = SECTION_SCROLL_RETRIES_MS.map((delay) => window.setTimeout(scroll, delay))
  }, [])
}
