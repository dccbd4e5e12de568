import { useEffect, type FormEvent } from 'react'
import { useFetcher } from 'react-router'
import { toast } from 'sonner'
import { cn } from './ui/cn'
import './progress-control.css'

export type ProblemStatus = 'solved' | 'revisit' | null

/** What POST /progress answers a fetcher. */
export interface ProgressActionData {
  ok: boolean
  problemId: number | null
  status: ProblemStatus
  error: string | null
  /** Where the page came from, for the way back after an error. */
  back: string
}

const OPTIONS = [
  { status: 'solved', label: 'Solved' },
  { status: 'revisit', label: 'Revisit' },
] as const

/**
 * Solved / Revisit toggles for one problem: one status per problem, the same on every page that shows it.
 * Pressing the current status clears it. With JavaScript a fetcher posts and the buttons change at once;
 * without it the form posts and the server sends the browser back to `redirectTo`.
 *
 * The form is a plain <form> whose submit is handed to the fetcher, rather than a fetcher.Form: a sheet
 * renders fifty of these per page, and this keeps each one cheap to render on the server.
 */
export function ProgressControl({
  problemId,
  status,
  redirectTo,
  problemTitle,
  className,
}: {
  problemId: number
  status: ProblemStatus
  redirectTo: string
  /** Read out with each button ("Solved: Two Sum") where a page lists many problems. */
  problemTitle?: string
  className?: string
}) {
  // Keyed by problem, so every control for the same problem shows the same pending state.
  const fetcher = useFetcher<ProgressActionData>({ key: `progress-${problemId}` })
  const pending = fetcher.formData?.get('status')
  const shown: ProblemStatus =
    pending === 'solved' || pending === 'revisit' ? pending : pending === 'none' ? null : status

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok && fetcher.data.error) {
      toast.error(fetcher.data.error)
    }
  }, [fetcher.state, fetcher.data])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const { submitter } = event.nativeEvent as SubmitEvent
    const form = new FormData(event.currentTarget, submitter)
    // Tells the server the page stays put, so it answers with data instead of a redirect.
    form.set('via', 'fetcher')
    fetcher.submit(form, { method: 'post', action: '/progress' })
  }

  return (
    <form method="post" action="/progress" onSubmit={onSubmit} className={cn('flex gap-1', className)}>
      <input type="hidden" name="problemId" value={problemId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {OPTIONS.map((option) => {
        const active = shown === option.status
        return (
          <button
            key={option.status}
            type="submit"
            name="status"
            value={active ? 'none' : option.status}
            aria-pressed={active}
            aria-label={problemTitle ? `${option.label}: ${problemTitle}` : undefined}
            className={`progress-mark progress-${option.status}`}
          >
            <span className="max-sm:sr-only">{option.label}</span>
          </button>
        )
      })}
    </form>
  )
}
