import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { useHydrated } from '~/components/use-hydrated'

// Loaded once the page runs, apart from the list's own code: the menu is never drawn on the server.
const RatingMenu = lazy(() =>
  import('./rating-menu-popover').then((module) => ({ default: module.RatingMenu })),
)

/** The problem a row's rating button asked for, and the button itself, which the menu is placed by. */
export interface RatingMenuTarget {
  problemId: number
  title: string
  opener: HTMLElement
}

export interface RatingMenuHandle {
  /** The popover's id, for the buttons' popovertarget. */
  id: string
  choose(target: RatingMenuTarget): void
}

/** Inside a list that has a rating menu: the menu, once it is in the page (null before, on the server too). */
export interface RatingMenuSlot {
  menu: RatingMenuHandle | null
}

const RatingMenuContext = createContext<RatingMenuSlot | null>(null)

/** The list's rating menu slot; null outside a list that has one. */
export function useRatingMenu(): RatingMenuSlot | null {
  return useContext(RatingMenuContext)
}

/**
 * One "How did it go?" menu for a whole list of problems (a sheet's fifty rows), opened by a small
 * button beside each row's Mark solved. A menu per row would add its four buttons to every row's HTML,
 * and the sheet has an HTML budget; so the rows' buttons and this menu exist only once JavaScript runs,
 * and without it a problem is rated on its insights page, which every row links to
 * (docs/decisions/0021-one-rating-menu-for-a-list.md).
 *
 * It is a popover: the browser keeps it above the page, closes it on Escape or a click outside, gives
 * focus back to the row's button, and places it by that button where anchor positioning is supported.
 */
export function RatingMenuProvider({ redirectTo, children }: { redirectTo: string; children: ReactNode }) {
  const hydrated = useHydrated()
  const id = useId()
  const [target, setTarget] = useState<RatingMenuTarget | null>(null)
  // The rows' buttons appear once the menu they open is in the page, not while its code loads.
  const [ready, setReady] = useState(false)
  const markReady = useCallback(() => setReady(true), [])
  const slot = useMemo(() => ({ menu: ready ? { id, choose: setTarget } : null }), [id, ready])
  return (
    <RatingMenuContext value={slot}>
      {children}
      {/* In the document's body: a list may be a table, where a <div> has no place. */}
      {hydrated
        ? createPortal(
            <Suspense fallback={null}>
              <RatingMenu id={id} target={target} redirectTo={redirectTo} onReady={markReady} />
            </Suspense>,
            document.body,
          )
        : null}
    </RatingMenuContext>
  )
}
