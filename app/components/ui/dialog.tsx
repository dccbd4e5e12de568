import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useHydrated } from '../use-hydrated'
import { buttonClasses } from './button'
import { cn } from './cn'

interface DialogProps {
  /** The text of the button that opens the dialog, e.g. 'View All 12 Companies'. */
  triggerLabel: string
  /** The dialog's heading, which also names it for assistive technology. */
  title: string
  description?: ReactNode
  children: ReactNode
  className?: string
  /**
   * The search parameter that opens the dialog without JavaScript, e.g. `{ param: 'show', value:
   * 'companies' }` for `?show=companies`. Its content is drawn only on that address (or in the browser
   * once opened), so a long list costs the page nothing until someone asks for it.
   */
  openWith: { param: string; value: string }
}

/**
 * A dialog that works before and without JavaScript. The server renders the trigger as a link to the
 * page's own address with the dialog's search parameter, where the content is drawn in place with a link
 * that closes it; a plain link works in every browser and keyboards and screen readers already know it.
 * Once React runs, the same trigger opens a modal `<dialog>` instead: the page behind it is inert (so
 * focus stays inside), Escape and a click on the backdrop close it, and focus returns to the trigger.
 */
export function Dialog(props: DialogProps) {
  const hydrated = useHydrated()
  const location = useLocation()
  const { param, value } = props.openWith
  const params = new URLSearchParams(location.search)
  const open = params.get(param) === value
  const regionId = `${param}-${value}`
  params.delete(param)
  const closed = params.size > 0 ? `${location.pathname}?${params}` : location.pathname
  params.set(param, value)
  const addresses = {
    open,
    regionId,
    openHref: `${location.pathname}?${params}#${regionId}`,
    closeHref: closed,
  }
  return hydrated ? <ModalDialog {...props} {...addresses} /> : <LinkedDialog {...props} {...addresses} />
}

interface DialogAddresses {
  /** Whether the page's address asks for the dialog to be open. */
  open: boolean
  regionId: string
  openHref: string
  closeHref: string
}

const triggerClasses = buttonClasses({ variant: 'secondary', size: 'sm' })

function LinkedDialog({
  triggerLabel,
  title,
  description,
  children,
  className,
  open,
  regionId,
  openHref,
  closeHref,
}: DialogProps & DialogAddresses) {
  const titleId = useId()
  if (!open) {
    return (
      <div className={className}>
        <a href={openHref} className={cn(triggerClasses, 'w-fit')}>
          {triggerLabel}
        </a>
      </div>
    )
  }
  return (
    <section
      id={regionId}
      aria-labelledby={titleId}
      className={cn(className, 'scroll-mt-24 rounded-card border border-line bg-surface p-4 sm:p-5')}
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={titleId} className="text-base font-bold">
            {title}
          </p>
          {description ? <div className="mt-1 text-sm text-ink-muted">{description}</div> : null}
        </div>
        <a href={closeHref} className={cn(triggerClasses, 'shrink-0')}>
          Close
        </a>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function ModalDialog({
  triggerLabel,
  title,
  description,
  children,
  className,
  open: openedByAddress,
  closeHref,
}: DialogProps & DialogAddresses) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const navigate = useNavigate()
  // An address that asks for the dialog (a shared link, or the page before it hydrated) opens it.
  const [open, setOpen] = useState(openedByAddress)
  const titleId = useId()
  const descriptionId = useId()

  useEffect(() => {
    if (!open) return
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
    // The page behind a modal should not scroll under the reader's wheel or finger.
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = overflow
    }
  }, [open])

  const close = () => {
    dialogRef.current?.close()
  }

  return (
    <div className={className}>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={triggerClasses}
      >
        {triggerLabel}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        // 'close' follows both our close() and the browser's own Escape handling.
        onClose={() => {
          setOpen(false)
          triggerRef.current?.focus()
          // Closing forgets the parameter too, so a reload does not open it again.
          if (openedByAddress) void navigate(closeHref, { replace: true, preventScrollReset: true })
        }}
        onClick={(event) => {
          // The content fills the dialog box, so a click that lands on the dialog itself is on the backdrop.
          if (event.target === event.currentTarget) close()
        }}
        className="m-auto max-h-[min(42rem,calc(100dvh-2rem))] w-[calc(100%-2rem)] max-w-xl flex-col overflow-hidden rounded-card border border-line bg-surface p-0 text-ink shadow-lift backdrop:bg-ink/60 open:flex"
      >
        <header className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-1 text-sm text-ink-muted">
                {description}
              </div>
            ) : null}
          </div>
          <button
            type="button"
            onClick={close}
            aria-label="Close"
            className="-mr-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-ink-muted hover:bg-brand-50 hover:text-brand-700"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        {/* Drawn only while open: a long list costs nothing until someone asks for it. */}
        <div className="min-h-0 overflow-y-auto px-5 py-4">{open ? children : null}</div>
      </dialog>
    </div>
  )
}
