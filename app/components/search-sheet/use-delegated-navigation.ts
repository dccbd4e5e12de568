import { useCallback, type MouseEvent } from 'react'
import { useNavigate } from 'react-router'

/**
 * One click handler for a container full of plain same-site links, which turns an ordinary click into a
 * client-side navigation (as a router <Link> would) and leaves every other click to the browser: new tab
 * or window (modifier keys, middle button), downloads, links with a target, and links to other sites.
 *
 * The company grid renders hundreds of links; a <Link> each costs several hooks per render on the server
 * and on every keystroke of the search, a plain <a> costs nothing.
 */
export function useDelegatedNavigation() {
  const navigate = useNavigate()
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const anchor = event.target instanceof Element ? event.target.closest('a') : null
      if (!anchor || !event.currentTarget.contains(anchor)) return
      if (anchor.target || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return
      event.preventDefault()
      void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`)
    },
    [navigate],
  )
}
