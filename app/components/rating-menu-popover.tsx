import { useEffect, useId, useRef, useState, type ToggleEvent } from 'react'
import { RATE_SOLVE_NOTE, RateSolveForm } from '~/components/rate-solve-form'
import type { RatingMenuTarget } from '~/components/rating-menu'
import './rating-menu.css'

// The popover of rating-menu.tsx, in a module of its own so that a list's page loads it after it runs.

/** A submission key made in the browser (the menu is never drawn on the server); random enough to be unique. */
function browserSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return `menu:${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

export function RatingMenu({
  id,
  target,
  redirectTo,
  onReady,
}: {
  id: string
  target: RatingMenuTarget | null
  redirectTo: string
  /** Called once the popover is in the page, which the rows' buttons wait for. */
  onReady: () => void
}) {
  const popover = useRef<HTMLDivElement>(null)
  useEffect(() => onReady(), [onReady])
  const legendId = useId()
  // A new key each time the menu opens: a double click stores one review, a later choice another.
  const [submissionKey, setSubmissionKey] = useState('')

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState !== 'open') return
    setSubmissionKey(browserSubmissionKey())
    popover.current?.querySelector<HTMLButtonElement>('button[name="rating"]')?.focus()
  }

  // Once rated, the row's rating button goes (the problem is solved), so focus moves to its Solved mark.
  const afterSubmit = () => {
    const solved = target?.opener.parentElement?.querySelector<HTMLElement>('.progress-solved')
    popover.current?.hidePopover()
    solved?.focus()
  }

  return (
    <div
      ref={popover}
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={legendId}
      className="rating-menu"
      onToggle={onToggle}
    >
      {target ? (
        <RateSolveForm
          key={target.problemId}
          problemId={target.problemId}
          submissionKey={submissionKey}
          redirectTo={redirectTo}
          legendId={legendId}
          context={
            <span className="mt-0.5 block text-xs font-normal break-words text-ink-muted">
              {target.title}
            </span>
          }
          note={RATE_SOLVE_NOTE}
          onSubmitted={afterSubmit}
        />
      ) : null}
    </div>
  )
}
