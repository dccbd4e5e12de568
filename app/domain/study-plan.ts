/**
 * The interview plan: which problems to practise on which day so that a company's sheet is covered before
 * the interview. Two steps, both pure so they can be tested without a database:
 *
 * - `rankPlanPool` orders a company's problems once, when a plan is made: unsolved first, then by the most
 *   recent timeframe a problem was asked in, then difficulty matched to the user's level, then frequency.
 *   That order becomes the plan's list, which the user may edit; from then on the list's order is the
 *   priority.
 * - `schedulePlan` spreads the unsolved problems of every plan over the days left, every time the plan is
 *   shown. Scheduling from today's state is what makes the plan re-plan itself: a user who falls behind
 *   gets the missed problems on the following days, one who gets ahead finds them gone. What was done
 *   today counts against today's time, so finishing today's share does not bring tomorrow's forward.
 *
 * `fitPlanProblems` decides which of a company's problems a plan takes, and `hoursToFitAll` what it would
 * take to schedule everything: both by running the same schedule.
 */
import { addDays, daysBetween } from './calendar-day'
import type { DifficultyCode } from './difficulty'

/** Minutes a problem takes, by difficulty: an interview's pace for a problem already half-familiar. */
export const MINUTES_BY_DIFFICULTY: Readonly<Record<DifficultyCode, number>> = { 1: 15, 2: 30, 3: 45 }

/** Minutes a revision review takes: reading the problem again and writing the solution once. */
export const MINUTES_PER_REVIEW = 10

export const PLAN_HOURS_PER_WEEK = { min: 2, max: 70 } as const

/** Plans reach at most this many days ahead (about two years). */
export const PLAN_MAX_DAYS_AHEAD = 730

export type StudyLevel = 'beginner' | 'intermediate' | 'advanced'

/** The difficulties that suit each level, best first. */
const DIFFICULTY_PREFERENCE: Readonly<Record<StudyLevel, readonly DifficultyCode[]>> = {
  beginner: [1, 2, 3],
  intermediate: [2, 1, 3],
  advanced: [2, 3, 1],
}

/**
 * A user's level from what they have solved: a few dozen problems with mediums among them is past the
 * beginning; a solid number of hards with many mediums is advanced.
 */
export function studyLevel(solved: Readonly<Record<DifficultyCode, number>>): StudyLevel {
  const total = solved[1] + solved[2] + solved[3]
  if (total < 30 || solved[2] < 10) return 'beginner'
  if (solved[3] >= 20 && solved[2] >= 60) return 'advanced'
  return 'intermediate'
}

export interface PoolCandidate {
  problemId: number
  difficulty: DifficultyCode
  /** The most recent timeframe the company asked it in, as `timeframeRecency` counts (0 = most recent). */
  recency: number
  /** The highest frequency the company's lists give it, 0–100. */
  frequency: number
  solved: boolean
}

/** The difficulties in the order a plan for the level takes them, best first. */
export function difficultyPreference(level: StudyLevel): readonly DifficultyCode[] {
  return DIFFICULTY_PREFERENCE[level]
}

/** The pool in the order a new plan takes it (see the module's comment). */
export function rankPlanPool(candidates: readonly PoolCandidate[], level: StudyLevel): PoolCandidate[] {
  const preference = DIFFICULTY_PREFERENCE[level]
  return [...candidates].sort(
    (a, b) =>
      Number(a.solved) - Number(b.solved) ||
      a.recency - b.recency ||
      preference.indexOf(a.difficulty) - preference.indexOf(b.difficulty) ||
      b.frequency - a.frequency ||
      a.problemId - b.problemId,
  )
}

export interface PlanInput {
  /** The interview day (YYYY-MM-DD, the user's calendar); the last day of practice is the day before. */
  interviewDate: string
  hoursPerWeek: number
  /** The plan's problems in the list's order, solved ones included (they are skipped). */
  problems: readonly { problemId: number; difficulty: DifficultyCode; solved: boolean }[]
}

export interface PlannedProblem {
  problemId: number
  minutes: number
}

export interface PlanDay {
  day: string
  problems: PlannedProblem[]
  reviews: number
  /** Today only: the plan's problems solved today and the reviews done today. */
  done: PlannedProblem[]
  reviewsDone: number
  /** Minutes of the problems and reviews together, done and to do. */
  minutes: number
  budgetMinutes: number
}

/** What the user did today, which takes today's time before anything is planned for it. */
export interface DoneToday {
  /** Problems of the plans first solved today (they are solved, so no plan schedules them again). */
  problems: readonly { problemId: number; difficulty: DifficultyCode }[]
  /** Reviews of problems solved before. */
  reviews: number
}

const NOTHING_DONE: DoneToday = { problems: [], reviews: 0 }

export interface Schedule {
  days: PlanDay[]
  /** Unsolved problems that do not fit before their interview, in priority order. */
  unscheduled: number[]
  dailyBudgetMinutes: number
}

/**
 * Every plan's unsolved problems spread over the days from `today` to the day before each interview.
 *
 * Each day has the same budget, the week's hours over seven days; with two plans at once the larger of their
 * hours counts, because two interviews do not give the user more time. Reviews due that day (from FSRS)
 * come first, since forgetting what was learnt costs more than a new problem. Problems are then taken in
 * order of their interview date, and within a plan in the list's order: the first that fits the day's
 * remaining minutes goes next, so a long problem never blocks shorter ones behind it. A problem in two
 * plans is scheduled once, by the earlier interview. A problem that fits no day before its interview is
 * reported as unscheduled, never dropped. Today starts with what was done today already (`doneToday`): only
 * the rest of its budget is planned.
 */
export function schedulePlan(
  today: string,
  plans: readonly PlanInput[],
  reviewsDueByDay: ReadonlyMap<string, number> = new Map(),
  doneToday: DoneToday = NOTHING_DONE,
): Schedule {
  const budget = dailyBudgetMinutes(Math.max(0, ...plans.map((plan) => plan.hoursPerWeek)))
  const queue = pendingProblems(plans)
  const done = doneToday.problems.map((problem) => ({
    problemId: problem.problemId,
    minutes: MINUTES_BY_DIFFICULTY[problem.difficulty],
  }))
  const doneMinutes =
    doneToday.reviews * MINUTES_PER_REVIEW + done.reduce((sum, problem) => sum + problem.minutes, 0)
  // Reviews go on until the last interview, even past the day its problems are all placed.
  const lastDeadline = plans.reduce(
    (latest, plan) => (plan.interviewDate > latest ? plan.interviewDate : latest),
    today,
  )
  const dayCount = Math.max(0, daysBetween(today, lastDeadline))

  const days: PlanDay[] = []
  for (let offset = 0; offset < dayCount; offset++) {
    const day = addDays(today, offset)
    const used = offset === 0 ? doneMinutes : 0
    const free = Math.max(0, budget - used)
    const reviews = Math.min(reviewsDueByDay.get(day) ?? 0, Math.floor(free / MINUTES_PER_REVIEW))
    let minutes = used + reviews * MINUTES_PER_REVIEW
    const problems: PlannedProblem[] = []
    for (let index = 0; index < queue.length;) {
      const item = queue[index]!
      if (item.deadline > day && minutes + item.minutes <= budget) {
        problems.push({ problemId: item.problemId, minutes: item.minutes })
        minutes += item.minutes
        queue.splice(index, 1)
      } else {
        index++
      }
    }
    days.push({
      day,
      problems,
      reviews,
      done: offset === 0 ? done : [],
      reviewsDone: offset === 0 ? doneToday.reviews : 0,
      minutes,
      budgetMinutes: budget,
    })
  }
  return { days, unscheduled: queue.map((item) => item.problemId), dailyBudgetMinutes: budget }
}

/** A day's minutes for so many hours a week: the week's time spread evenly, in whole minutes. */
export function dailyBudgetMinutes(hoursPerWeek: number): number {
  return Math.floor((hoursPerWeek * 60) / 7)
}

interface PendingProblem {
  problemId: number
  minutes: number
  deadline: string
}

/** Unsolved problems, each once, by interview date and then list order. */
function pendingProblems(plans: readonly PlanInput[]): PendingProblem[] {
  const byDate = [...plans].sort((a, b) =>
    a.interviewDate < b.interviewDate ? -1 : a.interviewDate > b.interviewDate ? 1 : 0,
  )
  const seen = new Set<number>()
  const pending: PendingProblem[] = []
  for (const plan of byDate) {
    for (const problem of plan.problems) {
      if (problem.solved || seen.has(problem.problemId)) continue
      seen.add(problem.problemId)
      pending.push({
        problemId: problem.problemId,
        minutes: MINUTES_BY_DIFFICULTY[problem.difficulty],
        deadline: plan.interviewDate,
      })
    }
  }
  return pending
}

/**
 * Which of a company's problems a plan takes (`candidates`, in `rankPlanPool`'s order, none of them on the
 * plan already): the unsolved ones the schedule fits before the interview, beside everything the user's
 * plans hold already, then, when every unsolved one fitted, the solved ones, which cost no time and show
 * the whole sheet's progress. At most `room` problems.
 *
 * One schedule with every candidate appended says it exactly: a problem is only ever placed in time that
 * the problems before it in the queue left over, so the candidates left unscheduled can go without moving
 * any other, and the ones kept are scheduled as they were.
 */
export function fitPlanProblems(
  today: string,
  plans: readonly PlanInput[],
  /** Which of `plans` the candidates are for. */
  planIndex: number,
  candidates: readonly PoolCandidate[],
  room: number,
  reviewsDueByDay: ReadonlyMap<string, number> = new Map(),
  doneToday: DoneToday = NOTHING_DONE,
): number[] {
  const target = plans[planIndex]
  if (!target || room <= 0) return []
  const unsolved = candidates.filter((candidate) => !candidate.solved).slice(0, room)
  const extended = plans.map((plan, index) =>
    index === planIndex
      ? {
          ...plan,
          problems: [
            ...plan.problems,
            ...unsolved.map(({ problemId, difficulty }) => ({ problemId, difficulty, solved: false })),
          ],
        }
      : plan,
  )
  const left = new Set(schedulePlan(today, extended, reviewsDueByDay, doneToday).unscheduled)
  const fitted = unsolved.filter((candidate) => !left.has(candidate.problemId))
  const allFitted = fitted.length === candidates.filter((candidate) => !candidate.solved).length
  const solved = allFitted ? candidates.filter((candidate) => candidate.solved) : []
  return [...fitted, ...solved].slice(0, room).map((candidate) => candidate.problemId)
}

/**
 * The fewest hours a week, above the plans' own and within the most a plan takes, at which every unsolved
 * problem of the plans is scheduled before its interview; null when even the most is not enough. Found by
 * halving the range, each guess checked by a whole schedule.
 */
export function hoursToFitAll(
  today: string,
  plans: readonly PlanInput[],
  reviewsDueByDay: ReadonlyMap<string, number> = new Map(),
  doneToday: DoneToday = NOTHING_DONE,
): number | null {
  const fits = (hoursPerWeek: number) =>
    schedulePlan(
      today,
      plans.map((plan) => ({ ...plan, hoursPerWeek })),
      reviewsDueByDay,
      doneToday,
    ).unscheduled.length === 0
  let low = Math.max(PLAN_HOURS_PER_WEEK.min, ...plans.map((plan) => plan.hoursPerWeek))
  let high: number = PLAN_HOURS_PER_WEEK.max
  if (!fits(high)) return null
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    if (fits(middle)) high = middle
    else low = middle + 1
  }
  return high
}
