import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'

/**
 * For plain anchors in place of <Link>s where a page has many of them (the header, the footer, a sheet's
 * rows): each <Link> costs the server real time to render (resolving its path, building its click
 * handler), and the two dozen in the header and footer were a good part of every page's. One click
 * handler on their container gives them the in-app navigation a <Link> has once JavaScript runs; without
 * JavaScript they are ordinary links. A click with a modifier key, or on a link with a target or a
 * download, is left to the browser.
 */
export function useFollowInternalLinks() {
  const navigate = useNavigate()
  return (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return
    }
    const anchor = (event.target as Element).closest('a[href^="/"]:not([href^="//"])')
    if (!anchor || anchor.hasAttribute('target') || anchor.hasAttribute('download')) return
    event.preventDefault()
    void navigate(anchor.getAttribute('href')!)
  }
}

/** What a <Link> adds to its anchor so the router learns the route it leads to before it is clicked. */
export const DISCOVER_ROUTE = { 'data-discover': 'true' } as const

/** Whether a link to `to` is the current page's, as <NavLink> decides it (`/` only when exactly there). */
export function isCurrentSection(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase()
  return to === '/' ? path === '/' : path === to || path.startsWith(`${to}/`)
}
