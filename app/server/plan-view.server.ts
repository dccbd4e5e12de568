import { forInterviewMode, type InterviewSafe } from '~/domain/interview-mode'
import { planDayLabel } from '~/domain/plan-text'
import type { PlanDay } from '~/domain/study-plan'
import type { PlanOverview, PlanProblem } from './plan-schedule.server'
import { ObjectMemo } from '~/domain/object-memo'

/*
 * The schedule as /plan and /today draw it: each problem with its title and, with two plans or more, the
 * company it is for. In interview mode a problem's difficulty is left out, and its minutes with it, since
 * they tell the difficulty as surely (docs/product.md#interview-mode).
 */

export interface PlanProblemRow {
  problemId: number
  title: string
  titleSlug: string
  frontendId: number | null
  difficulty: number
  minutes: number
  /** The company of the plan it is scheduled for; null with one plan, where it goes without saying. */
  company: string | null
}

/** Minutes tell the difficulty (15, 30, 45), so interview mode leaves them out with it. */
export type PlanProblemView = Omit<InterviewSafe<PlanProblemRow>, 'minutes'> & { minutes?: number }

export interface PlanDayView {
  day: string
  /** 'Today', 'Tomorrow', 'Wed 2 Dec'. */
  label: string
  problems: PlanProblemView[]
  done: PlanProblemView[]
  reviews: number
  reviewsDone: number
  minutes: number
  budgetMinutes: number
}

export function problemView(
  problem: PlanProblem,
  overview: Pick<PlanOverview, 'plans'>,
  interviewMode: boolean,
): PlanProblemView {
  const { planId, ...rest } = problem
  const company =
    overview.plans.filter((plan) => plan.state === 'ahead').length > 1
      ? (overview.plans.find((plan) => plan.id === planId)?.company.name ?? null)
      : null
  const safe = forInterviewMode<PlanProblemRow>({ ...rest, company }, interviewMode)
  if (!interviewMode) return safe
  const { minutes: _minutes, ...withoutMinutes } = safe
  return withoutMinutes
}

function problemsOf(
  ids: readonly { problemId: number }[],
  overview: Pick<PlanOverview, 'plans' | 'problems'>,
  interviewMode: boolean,
): PlanProblemView[] {
  return ids.flatMap(({ problemId }) => {
    const problem = overview.problems.get(problemId)
    return problem ? [problemView(problem, overview, interviewMode)] : []
  })
}

export function dayView(
  day: PlanDay,
  overview: Pick<PlanOverview, 'plans' | 'problems' | 'today'>,
  interviewMode: boolean,
): PlanDayView {
  return {
    day: day.day,
    label: planDayLabel(day.day, overview.today),
    problems: problemsOf(day.problems, overview, interviewMode),
    done: problemsOf(day.done, overview, interviewMode),
    reviews: day.reviews,
    reviewsDone: day.reviewsDone,
    minutes: day.minutes,
    budgetMinutes: day.budgetMinutes,
  }
}

/** The unscheduled problems, in priority order. */
export function unscheduledView(overview: PlanOverview, interviewMode: boolean): PlanProblemView[] {
  return problemsOf(
    overview.schedule.unscheduled.map((problemId) => ({ problemId })),
    overview,
    interviewMode,
  )
}

/** Today's share of each overview, per mode: planOverview keeps an overview between views. */
const shares = new ObjectMemo<PlanOverview, PlanDayView | null, boolean>()

/** What /today shows of the plans: today's share, or null when no plan is ahead. Shared: read-only. */
export function todayShare(overview: PlanOverview, interviewMode: boolean): PlanDayView | null {
  return shares.get(overview, interviewMode, () => {
    const today = overview.schedule.days[0]
    return today ? dayView(today, overview, interviewMode) : null
  })
}
