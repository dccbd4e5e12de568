import { lazy, Suspense, useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useLocation } from 'react-router'
import { useHydrated } from './use-hydrated'

/**
 * The form, with the form library it is validated by, is fetched when the panel first opens (or the
 * pointer first comes near the pill): every page carries the pill, and few visitors open it.
 */
const loadForm = () => import('./feature-request-form')
const FeatureRequestForm = lazy(() => loadForm().then((module) => ({ default: module.FeatureRequestForm })))

/** Renders nothing; tells the panel once the lazily loaded form is on screen. */
function WhenShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown])
  return null
}

/** The board page's form (its Conform id, which is also its element id): the pill's target without JavaScript. */
export const BOARD_FORM_HREF = '/feature-requests#feature-request-board'

// One look for the pill, whether it is the plain link (server and hydration render) or the <summary>, so
// swapping one for the other after hydration neither moves nor restyles it. It sits in the page's flow at
// the end of the page, never floating, so it covers nothing; its panel opens below it, pushing the footer.
const PILL_POSITION = 'ml-auto print:hidden'
const PILL =
  'ml-auto flex h-11 w-fit items-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold whitespace-nowrap text-white shadow-lift hover:bg-brand-700'

function PillContent() {
  return (
    <>
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
        <path
          d="M4 5h16v11H8l-4 4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span>Request a feature</span>
    </>
  )
}

/**
 * The feedback button at the end of every page (docs/product.md#feature-requests). The server (and the hydration render)
 * sends a plain link to the board page's form, so no page pays for a form most visitors never open and the
 * link works without JavaScript; once hydrated it becomes a <details> panel whose form is built on first
 * open.
 */
export function FeatureRequestWidget({ defaultEmail }: { defaultEmail?: string }) {
  const hydrated = useHydrated()
  // Set when the link has focus as hydration swaps it out, so the summary can take the focus over.
  const linkHadFocus = useRef(false)
  const linkRef = useCallback((node: HTMLAnchorElement) => {
    return () => {
      linkHadFocus.current = document.activeElement === node
    }
  }, [])
  if (!hydrated) {
    return (
      <div className={PILL_POSITION}>
        <a href={BOARD_FORM_HREF} className={PILL} ref={linkRef}>
          <PillContent />
        </a>
      </div>
    )
  }
  return <FeatureRequestPanel defaultEmail={defaultEmail} linkHadFocus={linkHadFocus} />
}

function FeatureRequestPanel({
  defaultEmail,
  linkHadFocus,
}: {
  defaultEmail?: string
  linkHadFocus: RefObject<boolean>
}) {
  const [open, setOpen] = useState(false)
  // The form is built on first open and then kept, so a draft survives closing and reopening.
  const [formMounted, setFormMounted] = useState(false)
  const [formShown, setFormShown] = useState(false)
  const onFormShown = useCallback(() => setFormShown(true), [])
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const summaryRef = useRef<HTMLElement>(null)
  const location = useLocation()

  useEffect(() => {
    if (!linkHadFocus.current) return
    linkHadFocus.current = false
    summaryRef.current?.focus()
  }, [linkHadFocus])

  useEffect(() => {
    if (open && formShown) detailsRef.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus()
  }, [open, formShown])

  const close = useCallback(() => setOpen(false), [])
  const closeSoon = useCallback(() => {
    setTimeout(close, 1000)
  }, [close])

  return (
    <details
      ref={detailsRef}
      className={PILL_POSITION}
      open={open}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open
        setOpen(isOpen)
        if (isOpen) setFormMounted(true)
      }}
      onKeyDown={(event) => {
        // The element's own state, not React's: the browser fires 'toggle' a task after a click opens
        // the panel, so an Escape pressed in between would find `open` still false.
        if (event.key !== 'Escape' || !event.currentTarget.open) return
        event.preventDefault()
        event.currentTarget.open = false
        setOpen(false)
        summaryRef.current?.focus()
      }}
    >
      <summary ref={summaryRef} className={PILL} onPointerEnter={loadForm} onFocus={loadForm}>
        <PillContent />
      </summary>
      <div className="mt-2 ml-auto w-[min(22rem,calc(100vw-2rem))] rounded-card border border-line bg-surface p-4 shadow-card">
        {formMounted ? (
          <Suspense fallback={null}>
            <FeatureRequestForm
              id="feature-request-widget"
              redirectTo={location.pathname + location.search}
              defaultEmail={defaultEmail}
              onSubmitted={closeSoon}
            />
            <WhenShown onShown={onFormShown} />
          </Suspense>
        ) : null}
      </div>
    </details>
  )
}
