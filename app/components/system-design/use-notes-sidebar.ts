import { useCallback, useEffect, useRef, useState } from 'react'
import { serializeSidebarCookie, type SidebarState } from './sidebar-state'

/**
 * Tailwind's `md` breakpoint: below it the sidebar is a sheet (768 px, docs/product.md#system-design-notes).
 */
const DESKTOP_QUERY = '(min-width: 48rem)'

function isShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    !event.isComposing &&
    event.key.toLowerCase() === 'b'
  )
}

/**
 * The sidebar's two pieces of state (docs/product.md#system-design-notes): collapsed or expanded on wide
 * screens, remembered in the cookie; the sheet open or closed on narrow ones, not remembered. Ctrl+B (⌘B on a
 * Mac) toggles whichever the screen shows.
 */
export function useNotesSidebar(initial: SidebarState) {
  const [state, setState] = useState(initial)
  const [sheetOpen, setSheetOpen] = useState(false)
  const remembered = useRef(initial)

  useEffect(() => {
    if (state === remembered.current) return
    remembered.current = state
    document.cookie = serializeSidebarCookie(state, { secure: window.location.protocol === 'https:' })
  }, [state])

  const toggleSidebar = useCallback(() => {
    setState((current) => (current === 'expanded' ? 'collapsed' : 'expanded'))
  }, [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isShortcut(event)) return
      event.preventDefault()
      if (window.matchMedia(DESKTOP_QUERY).matches) toggleSidebar()
      else setSheetOpen((open) => !open)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggleSidebar])

  return { state, toggleSidebar, sheetOpen, setSheetOpen }
}
