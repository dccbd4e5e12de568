import type { SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Button, buttonClasses, SubmitButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { formatDay } from '~/domain/calendar-day'
import { PLAN_INTENTS } from '~/domain/interview-plan-forms'
import { daysLeftText, formatMinutes, planDayLabel } from '~/domain/plan-text'
import { problemCount } from '~/domain/problem-lists'
import { dailyBudgetMinutes } from '~/domain/study-plan'
import type { PlanSummary } from '~/server/plan-schedule.server'
import { KeptMarkup } from '~/components/kept-markup'
import { ChangePlanForm, changePlanMarkupKey } from './plan-forms'

export type PlanCardData = PlanSummary & {
  /** The company's problems not on the plan that would still fit before the interview. */
  roomFor: number
}

/**
 * One plan: its interview, how far along it is, and what can be done with it: add the problems that still
 * fit, edit its list, change its date or hours, delete it. Deleting asks first, in a <details>, so it
 * works without JavaScript and no stray click deletes anything.
 */
export function PlanCard({
  plan,
  today,
  changeResult,
}: {
  plan: PlanCardData
  today: string
  changeResult: SubmissionResult<string[]> | null
}) {
  const adding = useIsPending({ intent: PLAN_INTENTS.addProblems })
  const deleting = useIsPending({ intent: PLAN_INTENTS.delete })
  const headingId = `plan-${plan.id}-heading`
  return (
    <Card className="p-5" aria-labelledby={headingId} role="group">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold break-words">
          <a
            href={`/sheet/${plan.company.slug}`}
            className="text-ink underline-offset-4 hover:text-brand-700 hover:underline"
          >
            {plan.company.name}
          </a>
        </h3>
        <Badge tone={plan.state === 'ahead' ? 'brand' : 'neutral'}>
          {plan.state === 'ahead'
            ? daysLeftText(plan.daysLeft)
            : plan.state === 'today'
              ? 'Interview today'
              : 'Interview passed'}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        Interview on {formatDay(plan.interviewDate)} · {plan.hoursPerWeek} hours a week (
        {formatMinutes(dailyBudgetMinutes(plan.hoursPerWeek))} a day)
      </p>

      <p className="mt-3 text-sm">
        <strong>{plan.left}</strong> of {problemCount(plan.problems)} left
        {plan.state === 'ahead' && plan.lastDay
          ? ` · the last planned for ${planDayLabel(plan.lastDay, today)}`
          : ''}
      </p>
      {plan.state !== 'ahead' ? (
        <p className="mt-2 text-sm text-ink-muted">
          {plan.state === 'today'
            ? 'Good luck today. The plan has no days left: delete it once you are done, or give it a new date.'
            : 'The plan has no days left: delete it, or give it a new date for the next round.'}
        </p>
      ) : plan.unscheduled > 0 ? (
        <p className="mt-2 text-sm font-medium text-accent-700">
          {problemCount(plan.unscheduled)} {plan.unscheduled === 1 ? 'does' : 'do'} not fit before the
          interview.
        </p>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <a href={plan.listHref} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          Edit its problems
        </a>
        {plan.roomFor > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value={PLAN_INTENTS.addProblems} />
            <input type="hidden" name="planId" value={plan.id} />
            <SubmitButton size="sm" pending={adding} pendingLabel="Adding…">
              Add {problemCount(plan.roomFor)} that still fit
            </SubmitButton>
          </Form>
        ) : null}
      </div>

      <details className="mt-4" open={Boolean(changeResult)}>
        <summary className="w-fit cursor-pointer text-sm font-semibold text-brand-700 hover:underline">
          Change the date or hours
        </summary>
        {changeResult ? (
          // A refused post without JavaScript: the form with its errors and the values as typed.
          <div className="mt-3">
            <ChangePlanForm plan={plan} today={today} lastResult={changeResult} />
          </div>
        ) : (
          <KeptMarkup
            as="div"
            id={`change-plan-${plan.id}-kept`}
            markupKey={changePlanMarkupKey(plan.id)}
            className="mt-3"
          >
            {() => <ChangePlanForm plan={plan} today={today} />}
          </KeptMarkup>
        )}
      </details>

      <details className="mt-3">
        <summary className="w-fit cursor-pointer text-sm font-semibold text-danger hover:underline">
          Delete this plan…
        </summary>
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value={PLAN_INTENTS.delete} />
          <input type="hidden" name="planId" value={plan.id} />
          <p className="text-sm text-ink-muted">
            Its list goes with it. Your marks and reviews of its problems stay.
          </p>
          <Button type="submit" variant="danger" size="sm" disabled={deleting}>
            {deleting ? 'Deleting…' : `Yes, delete the ${plan.company.name} plan`}
          </Button>
        </Form>
      </details>
    </Card>
  )
}
