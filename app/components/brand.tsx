import { useEffect, useRef } from 'react'
import { DISCOVER_ROUTE } from './internal-links'

/** How long the brand name keeps each of its three shades (docs/product.md#navigation). */
export const BRAND_SHADE_MS = 3000
const BRAND_SHADES = 3

/**
 * Steps the brand name through its shades with a timer that touches one attribute every 3 s. A CSS
 * animation would do the same with no script, but an endless colour animation makes the browser redraw
 * the page on every frame for as long as it is open (the shade is not a property the compositor can
 * animate), which costs battery and main-thread time on every page.
 */
function useShadeShuffle() {
  const ref = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const element = ref.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let shade = 0
    const timer = window.setInterval(() => {
      shade = (shade + 1) % BRAND_SHADES
      // Set outside React: the attribute is the timer's alone, so no render is needed for it.
      element.dataset.shade = String(shade)
    }, BRAND_SHADE_MS)
    return () => window.clearInterval(timer)
  }, [])
  return ref
}

export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="9" className="fill-brand-600" />
      <path
        d="M10 22V10h6.5a4 4 0 0 1 0 8H10"
        fill="none"
        stroke="white"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M19 22l4-4" stroke="#f472b6" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

/** The header's home link: a plain anchor, which the header's click handler navigates in the app. */
export function BrandLink() {
  const shuffled = useShadeShuffle()
  return (
    <a
      href="/"
      {...DISCOVER_ROUTE}
      className="flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight"
    >
      <BrandMark />
      <span>
        Prep
        <span
          ref={shuffled}
          className="text-brand-600 data-[shade=1]:text-accent-700 data-[shade=2]:text-brand-800"
        >
          Sharp
        </span>
      </span>
    </a>
  )
}
