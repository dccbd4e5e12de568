import { useEffect, useRef, type MouseEvent } from 'react'
import { useFetcher } from 'react-router'
import { useRatingMenu } from '~/components/rating-menu'
import { toast } from '~/components/toast'
import { VIA_FETCHER } from '~/domain/fetcher-submission'
import { progressMark } from '~/domain/progress-mark'
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
  /** After a rated solve: the day (in the user's time zone) the problem is next due; null otherwise. */
  nextDue: string | null
}

/**
 * Each mark is one toggle button with one name, pressed or not (aria-pressed), so a screen reader hears
 * "Mark solved, pressed". What it shows differs: unset, the action ('Mark solved'); set, the state
 * ('Solved'), drawn as a status chip. Both shown texts are part of the name, as WCAG 2.5.3 asks.
 */
export const PROGRESS_OPTIONS = [
  { status: 'solved', action: 'Mark solved', shownAction: 'Mark solved', state: 'Solved' },
  // A phone's narrow column may break a label onto two lines, but never between 'to' and 'revisit'.
  {
    status: 'revisit',
    action: 'Mark to revisit',
    shownAction: 'Mark to\u00a0revisit',
    state: 'To\u00a0revisit',
  },
] as const

// Short: a list's every mark names one of them.
export const LABEL_PART_IDS = { solved: 'lms', revisit: 'lmr' } as const

/** The first words of the marks' names, once in a list whose controls get a `titleId`. */
export function ProgressLabelParts() {
  return PROGRESS_OPTIONS.map((option) => (
    <span key={option.status} id={LABEL_PART_IDS[option.status]}>
      {`${option.action}:`}
    </span>
  ))
}

/**
 * Solved / to-revisit marks for one problem: one status per problem, the same on every page that shows it.
 * Pressing the current status clears it. With JavaScript a fetcher posts and the buttons change at once;
 * without it the buttons submit a form and the server sends the browser back to `redirectTo`.
 *
 * A page that shows one problem gives the control its own form. A list passes `form`, the id of one
 * form it renders once: each button then carries its problem in its value, which keeps fifty rows a page
 * free of fifty forms and their hidden fields (the sheet is the site's heaviest page to render); a list
 * drawn inside that form (`withinForm`) leaves the attribute out of its hundred buttons too. Inside
 * a RatingMenuProvider, an unsolved problem's Mark solved gets a small button beside it that opens the
 * list's one rating menu.
 */
export function ProgressControl({
  problemId,
  status,
  redirectTo,
  problemTitle,
  className,
  form,
  withinForm = false,
  titleId,
}: {
  problemId: number
  status: ProblemStatus
  /** Where a post without JavaScript comes back to; a list's shared form carries its own. */
  redirectTo?: string
  /** Read out with each button ("Mark solved: Two Sum") where a page lists many problems. */
  problemTitle?: string
  className?: string
  /** The id of a list's shared progress form; without it the control renders its own form. */
  form?: string
  /** The buttons sit inside the list's shared form, which they then submit without naming it. */
  withinForm?: boolean
  /**
   * The id of the element holding the problem's title, in a list that renders ProgressLabelParts once:
   * each button is then named from those words and the title (the same name as with `problemTitle`),
   * which keeps the title out of a hundred buttons' HTML.
   */
  titleId?: string
}) {
  // Keyed by problem, so every control for the same problem shows the same pending state.
  const fetcher = useFetcher<ProgressActionData>({ key: `progress-${problemId}` })
  const ratingMenu = useRatingMenu()
  const pending = fetcher.formData?.get('status')
  const shown: ProblemStatus =
    pending === 'solved' || pending === 'revisit' ? pending : pending === 'none' ? null : status

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok && fetcher.data.error) {
      toast.error(fetcher.data.error)
    }
  }, [fetcher.state, fetcher.data])

  // A rated solve (from the rating form or a list's menu, which post under this control's key) says
  // when the problem comes back. At once, not when idle: a filtered list may drop the row once its data
  // reloads. Each answer once, though a page can draw this control again.
  const announced = useRef<ProgressActionData | null>(null)
  useEffect(() => {
    const answer = fetcher.data
    if (!answer?.ok || !answer.nextDue || announced.current === answer) return
    announced.current = answer
    toast.success('Review saved', {
      description: problemTitle
        ? `${problemTitle} is next due ${answer.nextDue}.`
        : `Next due ${answer.nextDue}.`,
    })
  }, [fetcher.data, problemTitle])

  const shared = form !== undefined || withinForm
  const buttons = PROGRESS_OPTIONS.map((option) => {
    const active = shown === option.status
    const next = active ? 'none' : option.status
    const onClick = (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault()
      fetcher.submit(
        { problemId, status: next, redirectTo: redirectTo ?? '', [VIA_FETCHER.name]: VIA_FETCHER.value },
        { method: 'post', action: '/progress' },
      )
    }
    return (
      <button
        key={option.status}
        // A button submits by default; a list leaves the attribute out of its hundred buttons' HTML.
        type={shared ? undefined : 'submit'}
        form={withinForm ? undefined : form}
        name={shared ? 'mark' : 'status'}
        value={shared ? progressMark(problemId, next) : next}
        aria-pressed={active}
        aria-labelledby={titleId ? `${LABEL_PART_IDS[option.status]} ${titleId}` : undefined}
        aria-label={titleId ? undefined : problemTitle ? `${option.action}: ${problemTitle}` : option.action}
        className={`progress-${option.status}`}
        onClick={onClick}
      >
        {active ? option.state : option.shownAction}
      </button>
    )
  })

  if (shared && ratingMenu) {
    const [solved, revisit] = buttons
    // Mark solved and, once the list's rating menu is in the page, the button beside it that opens the
    // menu, which the wrapper lays over the mark's end (progress-control.css), so it appears without
    // moving anything.
    const { menu } = ratingMenu
    const rated = menu && shown !== 'solved' && problemTitle
    return [
      <span key="solved" className="split">
        {solved}
        {rated ? (
          <button
            type="button"
            popoverTarget={menu.id}
            // Not "Mark solved …": the mark beside it goes by that name.
            aria-label={`Rate your solve: ${problemTitle}`}
            title="Rate your solve"
            className="progress-rate"
            onClick={(event) => menu.choose({ problemId, title: problemTitle, opener: event.currentTarget })}
          />
        ) : null}
      </span>,
      revisit,
    ]
  }
  if (shared) return buttons
  return (
    <form method="post" action="/progress" className={cn('flex flex-wrap gap-2', className)}>
      <input type="hidden" name="problemId" value={problemId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {buttons}
    </form>
  )
}
