import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
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
}

/**
 * A dialog that works before and without JavaScript. The server renders a `<details>` disclosure: its
 * summary opens the content in place, which every browser supports and keyboards and screen readers
 * already know. Once React runs, the same trigger opens a modal `<dialog>` instead: the page behind it is
 * inert (so focus stays inside), Escape and a click on the backdrop close it, and focus returns to the
 * trigger.
 */
export function Dialog(props: DialogProps) {
  const hydrated = useHydrated()
  return hydrated ? <ModalDialog {...props} /> : <DisclosureDialog {...props} />
}

const triggerClasses = buttonClasses({ variant: 'secondary', size: 'sm' })

function DisclosureDialog({ triggerLabel, title, description, children, className }: DialogProps) {
  const titleId = useId()
  return (
    <details className={className}>
      <summary className={cn(triggerClasses, 'w-fit')}>{triggerLabel}</summary>
      <div
        role="region"
        aria-labelledby={titleId}
        className="mt-3 rounded-card border border-line bg-surface p-4 sm:p-5"
      >
        <p id={titleId} className="text-base font-bold">
          {title}
        </p>
        {description ? <div className="mt-1 text-sm text-ink-muted">{description}</div> : null}
        <div className="mt-4">{children}</div>
      </div>
    </details>
  )
}

function ModalDialog({ triggerLabel, title, description, children, className }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
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
        <div className="min-h-0 overflow-y-auto px-5 py-4">{children}</div>
      </dialog>
    </div>
  )
}
