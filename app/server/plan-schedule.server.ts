import { addDays, daysBetween } from '~/domain/calendar-day'
import { isDifficultyCode, type DifficultyCode } from '~/domain/difficulty'
import { listHref } from '~/domain/problem-lists'
import {
  hoursToFitAll,
  MINUTES_BY_DIFFICULTY,
  schedulePlan,
  type DoneToday,
  type PlanInput,
  type Schedule,
} from '~/domain/study-plan'
import { dayInTimeZone, startOfDayInTimeZone } from '~/domain/time-zones'
import { userTimeZone } from './account.server'
import { getDb, type Db } from './db.server'
import { DataCache, sqlStatement } from './prepared.server'
import { ObjectMemo } from '~/domain/object-memo'

/*
 * The user's interview plans as the planner sees them (docs/product.md#interview-plan): each plan's list in
 * its order with what the user has marked, the reviews FSRS has due on each day up to the last interview,
 * and what was done today; then the schedule of every plan at once. Nothing of a schedule is stored: it is
 * worked out again from this state at every look, which is how the plan follows a user who falls behind or
 * gets ahead.
 */

export interface StoredPlan {
  id: number
  companyId: number
  companySlug: string
  companyName: string
  /** YYYY-MM-DD, the user's calendar. */
  interviewDate: string
  hoursPerWeek: number
  listId: string
}

export interface PlanItem {
  problemId: number
  title: string
  titleSlug: string
  frontendId: number | null
  difficulty: DifficultyCode
  /** Marked solved or to revisit: from then on the reviews bring it back, not the plan. */
  marked: boolean
  /** First solved today, so it takes today's time. */
  solvedToday: boolean
}

/** Everything a schedule is worked out from, for the user's today. */
export interface PlanContext {
  timeZone: string
  today: string
  plans: StoredPlan[]
  /** Each plan's problems in its list's order, by plan id. */
  items: Map<number, PlanItem[]>
  reviewsDueByDay: Map<string, number>
  doneToday: DoneToday
}

/** A plan still ahead: its interview is after today. Plans whose day has come only wait to be deleted. */
export function isActivePlan(plan: Pick<StoredPlan, 'interviewDate'>, today: string): boolean {
  return plan.interviewDate > today
}

export function planInput(plan: StoredPlan, items: readonly PlanItem[]): PlanInput {
  return {
    interviewDate: plan.interviewDate,
    hoursPerWeek: plan.hoursPerWeek,
    problems: items.map((item) => ({
      problemId: item.problemId,
      difficulty: item.difficulty,
      solved: item.marked,
    })),
  }
}

/** The active plans as the planner takes them, in the context's order, with the plans they stand for. */
export function activeInputs(context: PlanContext): { plans: StoredPlan[]; inputs: PlanInput[] } {
  const plans = context.plans.filter((plan) => isActivePlan(plan, context.today))
  return { plans, inputs: plans.map((plan) => planInput(plan, context.items.get(plan.id) ?? [])) }
}

export function storedPlans(userId: string, db: Db): StoredPlan[] {
  return sqlStatement(
    db,
    `SELECT ip.id AS id, ip.company_id AS companyId, c.slug AS companySlug, c.name AS companyName,
       ip.interview_date AS interviewDate, ip.hours_per_week AS hoursPerWeek, ip.list_id AS listId
     FROM interview_plans ip JOIN companies c ON c.id = ip.company_id
     WHERE ip.user_id = ?
     ORDER BY ip.interview_date, c.name COLLATE NOCASE, ip.id`,
  ).all(userId) as StoredPlan[]
}

interface StoredItem extends Omit<PlanItem, 'difficulty' | 'marked' | 'solvedToday'> {
  planId: number
  difficulty: number
  marked: number
  solvedToday: number
}

function planItems(userId: string, start: Date, end: Date, db: Db): Map<number, PlanItem[]> {
  const rows = sqlStatement(
    db,
    `SELECT ip.id AS planId, i.problem_id AS problemId, p.title AS title, p.title_slug AS titleSlug,
       p.frontend_id AS frontendId, p.difficulty AS difficulty, pr.status IS NOT NULL AS marked,
       EXISTS (SELECT 1 FROM revision_reviews r
               WHERE r.user_id = @userId AND r.problem_id = i.problem_id AND r.state_before = 'new'
                 AND r.reviewed_at >= @start AND r.reviewed_at < @end) AS solvedToday
     FROM interview_plans ip
     JOIN problem_list_items i ON i.list_id = ip.list_id
     JOIN problems p ON p.id = i.problem_id
     LEFT JOIN progress pr ON pr.user_id = @userId AND pr.problem_id = i.problem_id
     WHERE ip.user_id = @userId
     ORDER BY ip.id, i.position, i.problem_id`,
  ).all({ userId, start: start.getTime(), end: end.getTime() }) as StoredItem[]
  const items = new Map<number, PlanItem[]>()
  for (const { planId, ...row } of rows) {
    const item: PlanItem = {
      ...row,
      // The data only holds 1–3; a stray value is planned as the middle estimate rather than refused.
      difficulty: isDifficultyCode(row.difficulty) ? row.difficulty : 2,
      marked: row.marked === 1,
      solvedToday: row.solvedToday === 1,
    }
    const list = items.get(planId)
    if (list) list.push(item)
    else items.set(planId, [item])
  }
  return items
}

/**
 * How many reviews fall due on each day from today to the day before `lastDay`, in the user's zone. What
 * is overdue is due today.
 */
function reviewsDueByDay(
  userId: string,
  timeZone: string,
  today: string,
  lastDay: string,
  db: Db,
): Map<string, number> {
  const counts = new Map<string, number>()
  if (lastDay <= today) return counts
  const dues = sqlStatement(db, 'SELECT due FROM revision_cards WHERE user_id = ? AND due < ?')
    .pluck()
    .all(userId, startOfDayInTimeZone(timeZone, lastDay).getTime()) as number[]
  for (const due of dues) {
    const day = dayInTimeZone(timeZone, new Date(due))
    const key = day < today ? today : day
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

function reviewsDoneBetween(userId: string, start: Date, end: Date, db: Db): number {
  return sqlStatement(
    db,
    `SELECT count(*) FROM revision_reviews
     WHERE user_id = ? AND reviewed_at >= ? AND reviewed_at < ? AND state_before != 'new'`,
  )
    .pluck()
    .get(userId, start.getTime(), end.getTime()) as number
}

/**
 * The state every schedule of the user's plans starts from, at `now` in their time zone (read from the
 * database unless the caller has it, as a signed-in request does from its session).
 */
export function planContext(
  userId: string,
  db: Db = getDb(),
  now = new Date(),
  timeZone = userTimeZone(userId, db),
): PlanContext {
  const today = dayInTimeZone(timeZone, now)
  const start = startOfDayInTimeZone(timeZone, today)
  const end = startOfDayInTimeZone(timeZone, addDays(today, 1))
  const plans = storedPlans(userId, db)
  const items = planItems(userId, start, end, db)
  const lastDay = plans.reduce((last, plan) => (plan.interviewDate > last ? plan.interviewDate : last), today)
  const activeIds = new Set(plans.filter((plan) => isActivePlan(plan, today)).map((plan) => plan.id))
  const solvedToday = new Map<number, DifficultyCode>()
  for (const [planId, list] of items) {
    if (!activeIds.has(planId)) continue
    for (const item of list) if (item.solvedToday) solvedToday.set(item.problemId, item.difficulty)
  }
  return {
    timeZone,
    today,
    plans,
    items,
    reviewsDueByDay: reviewsDueByDay(userId, timeZone, today, lastDay, db),
    doneToday: {
      problems: [...solvedToday].map(([problemId, difficulty]) => ({ problemId, difficulty })),
      reviews: activeIds.size > 0 ? reviewsDoneBetween(userId, start, end, db) : 0,
    },
  }
}

// ---------------------------------------------------------------------------------------------------------
// What the pages show

export type PlanState = 'ahead' | 'today' | 'past'

export interface PlanSummary {
  id: number
  company: { name: string; slug: string }
  interviewDate: string
  hoursPerWeek: number
  listHref: string
  state: PlanState
  /** Days of practice left: today up to the day before the interview. */
  daysLeft: number
  /** Problems on the plan's list, and those of them not marked yet. */
  problems: number
  left: number
  /** Of the problems this plan schedules (a problem on two plans goes with the earlier interview). */
  scheduled: number
  unscheduled: number
  /** The last day a problem of this plan is scheduled on; null when none is. */
  lastDay: string | null
}

export interface PlanProblem {
  problemId: number
  title: string
  titleSlug: string
  frontendId: number | null
  difficulty: DifficultyCode
  minutes: number
  /** The plan it is scheduled for. */
  planId: number
}

export interface PlanOverview {
  today: string
  timeZone: string
  plans: PlanSummary[]
  /** Every active plan's schedule at once; no days when no plan is ahead. */
  schedule: Schedule
  /** The problems the schedule names (to do, done today, unscheduled), by id. */
  problems: Map<number, PlanProblem>
  context: PlanContext
}

/**
 * Overviews worked out lately, per user and day: the same state gives the same schedule, and /today and
 * /plan ask for it on every view. Dropped when the user's data changes (a user cache, CacheScope), so
 * their mark, review or changed plan is seen on the next view; at most one entry per user and day, a few hundred in
 * all (docs/decisions/0037-study-pages-kept-per-user-until-a-write.md). Shared between requests: read-only.
 */
const overviews = new DataCache<PlanOverview>('user', 256)

/** The user's plans and their schedule, worked out from what is stored now (time zone as in planContext). */
export function planOverview(
  userId: string,
  db: Db = getDb(),
  now = new Date(),
  timeZone = userTimeZone(userId, db),
): PlanOverview {
  const today = dayInTimeZone(timeZone, now)
  return overviews.getFor(db, userId, `${timeZone}:${today}`, () =>
    workOutOverview(userId, db, now, timeZone),
  )
}

function workOutOverview(userId: string, db: Db, now: Date, timeZone: string): PlanOverview {
  const context = planContext(userId, db, now, timeZone)
  const { today } = context
  const active = activeInputs(context)
  const schedule = schedulePlan(today, active.inputs, context.reviewsDueByDay, context.doneToday)

  // A problem belongs to the earliest interview that has it, as the planner schedules it.
  const problems = new Map<number, PlanProblem>()
  for (const plan of active.plans) {
    for (const item of context.items.get(plan.id) ?? []) {
      if (problems.has(item.problemId)) continue
      const { problemId, title, titleSlug, frontendId, difficulty } = item
      problems.set(problemId, {
        problemId,
        title,
        titleSlug,
        frontendId,
        difficulty,
        minutes: MINUTES_BY_DIFFICULTY[difficulty],
        planId: plan.id,
      })
    }
  }

  const scheduledOn = new Map<number, string>()
  for (const day of schedule.days)
    for (const { problemId } of day.problems) scheduledOn.set(problemId, day.day)
  const unscheduled = new Set(schedule.unscheduled)

  const plans = context.plans.map((plan): PlanSummary => {
    const items = context.items.get(plan.id) ?? []
    const own = items.filter((item) => problems.get(item.problemId)?.planId === plan.id)
    const days = own.flatMap((item) => scheduledOn.get(item.problemId) ?? [])
    return {
      id: plan.id,
      company: { name: plan.companyName, slug: plan.companySlug },
      interviewDate: plan.interviewDate,
      hoursPerWeek: plan.hoursPerWeek,
      listHref: listHref({ id: plan.listId, slug: null }),
      state: plan.interviewDate > today ? 'ahead' : plan.interviewDate === today ? 'today' : 'past',
      daysLeft: Math.max(0, daysBetween(today, plan.interviewDate)),
      problems: items.length,
      left: items.filter((item) => !item.marked).length,
      scheduled: days.length,
      unscheduled: own.filter((item) => unscheduled.has(item.problemId)).length,
      lastDay: days.reduce<string | null>((last, day) => (last === null || day > last ? day : last), null),
    }
  })
  return { today, timeZone: context.timeZone, plans, schedule, problems, context }
}

const fittingHours = new ObjectMemo<PlanOverview, number | null>()

/**
 * The fewest hours a week that fit every problem of the active plans (see hoursToFitAll), or null; null too
 * when everything fits already. Worked out once per overview, which is kept between views: the search
 * schedules the plans a dozen times.
 */
export function hoursToFitOverview(overview: PlanOverview): number | null {
  if (overview.schedule.unscheduled.length === 0) return null
  const { context } = overview
  return fittingHours.get(overview, () =>
    hoursToFitAll(context.today, activeInputs(context).inputs, context.reviewsDueByDay, context.doneToday),
  )
}
