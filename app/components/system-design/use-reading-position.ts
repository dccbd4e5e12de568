import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

// A heading counts as reached once it is in the top third of the window (and never lower than the
// sticky site header's height), so the section that fills the screen is the active one.
function reachedLine(): number {
  return Math.max(120, window.innerHeight / 3)
}

// After a click picks a section, scrolling towards it must not pick the sections it passes on the way.
const CLICK_LOCK_MS = 1000

/** Calls `update` at most once per frame while the page scrolls or resizes, and once at the start. */
function useFrameListener(update: () => void, deps: readonly unknown[]) {
  useEffect(() => {
    let frame = 0
    const schedule = () => {
      if (frame) return
      frame = window.requestAnimationFrame(() => {
        frame = 0
        update()
      })
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)
}

/** How far through the article the reader is, from 0 (its top) to 1 (its end in view). */
export function useReadingProgress(article: RefObject<HTMLElement | null>): number {
  const [progress, setProgress] = useState(0)
  useFrameListener(() => {
    const element = article.current
    if (!element) return
    const rect = element.getBoundingClientRect()
    const scrollable = rect.height - window.innerHeight
    const value = scrollable <= 0 ? 1 : -rect.top / scrollable
    setProgress(Math.min(1, Math.max(0, value)))
  }, [article])
  return progress
}

/**
 * The section being read: the first one when a chapter loads (docs/product.md#system-design-notes), or the
 * one in the address's #hash; then the last heading scrolled past. `select` makes a clicked section active
 * straight away.
 */
export function useActiveSection(chapterSlug: string | null, sectionSlugs: readonly string[]) {
  const [state, setState] = useState<{ chapter: string | null; section: string | null }>({
    chapter: chapterSlug,
    section: sectionSlugs[0] ?? null,
  })
  const lockedUntil = useRef(0)
  const slugsKey = sectionSlugs.join(' ')

  useEffect(() => {
    const fromHash = decodeURIComponent(window.location.hash.slice(1))
    const slugs = slugsKey.split(' ')
    setState({ chapter: chapterSlug, section: slugs.includes(fromHash) ? fromHash : (slugs[0] ?? null) })
  }, [chapterSlug, slugsKey])

  useFrameListener(() => {
    if (Date.now() < lockedUntil.current) return
    const slugs = slugsKey.split(' ').filter(Boolean)
    if (slugs.length === 0) return
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4
    const line = reachedLine()
    let reached = slugs[0] ?? null
    for (const slug of slugs) {
      const heading = document.getElementById(slug)
      if (heading && heading.getBoundingClientRect().top <= line) reached = slug
    }
    if (atBottom) {
      const last = slugs.at(-1) ?? null
      const lastHeading = last ? document.getElementById(last) : null
      if (lastHeading && lastHeading.getBoundingClientRect().top < window.innerHeight) reached = last
    }
    setState((current) =>
      current.chapter === chapterSlug && current.section === reached
        ? current
        : { chapter: chapterSlug, section: reached },
    )
  }, [chapterSlug, slugsKey])

  const active = state.chapter === chapterSlug ? state.section : (sectionSlugs[0] ?? null)
  const select = useCallback(
    (slug: string) => {
      lockedUntil.current = Date.now() + CLICK_LOCK_MS
      setState({ chapter: chapterSlug, section: slug })
    },
    [chapterSlug],
  )
  return { active, select }
}
