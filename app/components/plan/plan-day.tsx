import { DifficultyBadge } from '~/components/difficulty-badge'
import { CheckIcon } from '~/components/ui/icons'
import { formatMinutes, reviewCount } from '~/domain/plan-text'
import type { PlanDayView, PlanProblemView } from '~/server/plan-view.server'

/**
 * One day of the interview plan: the reviews due, then the problems, each a link to its insights page
 * (where it is marked solved), and what was done already today. Drawn on /plan and, for today, on /today.
 */
export function PlanDayItems({ day, reviewsHref }: { day: PlanDayView; reviewsHref: string | null }) {
  const nothing = day.reviews === 0 && day.problems.length === 0
  return (
    <div className="space-y-2">
      {day.reviews > 0 ? (
        <p className="text-sm">
          {reviewsHref ? (
            <a href={reviewsHref} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {reviewCount(day.reviews)} due
            </a>
          ) : (
            <span className="font-semibold">{reviewCount(day.reviews)} due</span>
          )}
          <span className="text-ink-muted"> · reviews first</span>
        </p>
      ) : null}
      {day.problems.length > 0 ? <PlanProblemList problems={day.problems} /> : null}
      {day.done.length > 0 || day.reviewsDone > 0 ? (
        <div>
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Done today</p>
          <ul className="mt-1 space-y-1">
            {day.done.map((problem) => (
              <li key={problem.problemId} className="flex items-start gap-2 text-sm text-ink-muted">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-easy" />
                <span className="min-w-0 break-words">
                  <span className="sr-only">Done: </span>
                  {problemName(problem)}
                </span>
              </li>
            ))}
            {day.reviewsDone > 0 ? (
              <li className="flex items-start gap-2 text-sm text-ink-muted">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-easy" />
                <span>{reviewCount(day.reviewsDone)}</span>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      {nothing ? (
        <p className="text-sm text-ink-muted">
          {day.done.length > 0 || day.reviewsDone > 0
            ? 'Today’s share is done.'
            : 'Nothing planned: a day to rest, or to get ahead.'}
        </p>
      ) : null}
    </div>
  )
}

function problemName(problem: Pick<PlanProblemView, 'frontendId' | 'title'>): string {
  return `${problem.frontendId !== null ? `${problem.frontendId}. ` : ''}${problem.title}`
}

export const PLAN_PROBLEM_LIST_CLASS = 'space-y-2'

/** Problems of the plan in their order, each with what it takes. */
export function PlanProblemList({ problems }: { problems: readonly PlanProblemView[] }) {
  return (
    <ol className={PLAN_PROBLEM_LIST_CLASS}>
      <PlanProblemItems problems={problems} />
    </ol>
  )
}

/** The items of a PlanProblemList, for a list drawn once on the server (plan.tsx). */
export function PlanProblemItems({ problems }: { problems: readonly PlanProblemView[] }) {
  return problems.map((problem) => <PlanProblemItem key={problem.problemId} problem={problem} />)
}

function PlanProblemItem({ problem }: { problem: PlanProblemView }) {
  return (
    <li className="text-sm">
      <a
        href={`/problems/${problem.titleSlug}`}
        className="font-semibold break-words text-ink underline-offset-4 hover:text-brand-700 hover:underline"
      >
        {problemName(problem)}
      </a>
      <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-muted">
        {problem.difficulty === undefined ? null : <DifficultyBadge difficulty={problem.difficulty} />}
        {problem.minutes === undefined ? null : <span>{formatMinutes(problem.minutes)}</span>}
        {problem.company ? <span>{problem.company}</span> : null}
      </span>
    </li>
  )
}

/** '1 h 15 min of 1 h 25 min': a day's planned and done time against its budget. */
export function dayTimeText(day: Pick<PlanDayView, 'minutes' | 'budgetMinutes'>): string {
  return `${formatMinutes(day.minutes)} of ${formatMinutes(day.budgetMinutes)}`
}
