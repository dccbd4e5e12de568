import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from './calendar-day'
import type { DifficultyCode } from './difficulty'
import {
  dailyBudgetMinutes,
  fitPlanProblems,
  hoursToFitAll,
  MINUTES_BY_DIFFICULTY,
  MINUTES_PER_REVIEW,
  PLAN_HOURS_PER_WEEK,
  rankPlanPool,
  schedulePlan,
  studyLevel,
  type DoneToday,
  type PlanInput,
  type PoolCandidate,
  type Schedule,
} from './study-plan'

const TODAY = '2026-11-25'

const difficulty = fc.constantFrom<DifficultyCode>(1, 2, 3)

/** A plan over distinct problem ids, some already solved. */
const plan = (
  ids: fc.Arbitrary<number[]> = fc.uniqueArray(fc.integer({ min: 1, max: 400 }), { maxLength: 60 }),
) =>
  fc.record({
    interviewDate: fc.integer({ min: 0, max: 90 }).map((days) => addDays(TODAY, days)),
    hoursPerWeek: fc.integer({ min: 2, max: 70 }),
    problems: ids.chain((problemIds) =>
      fc.tuple(
        ...problemIds.map((problemId) =>
          fc.record({ problemId: fc.constant(problemId), difficulty, solved: fc.boolean() }),
        ),
      ),
    ),
  }) as fc.Arbitrary<PlanInput>

const reviews = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 90 }), fc.integer({ min: 0, max: 12 })), { maxLength: 20 })
  .map((entries) => new Map(entries.map(([offset, count]) => [addDays(TODAY, offset), count])))

function scheduledIds(schedule: Schedule): number[] {
  return schedule.days.flatMap((day) => day.problems.map((problem) => problem.problemId))
}

function unsolvedIds(plans: readonly PlanInput[]): Set<number> {
  return new Set(
    plans.flatMap((p) => p.problems.filter((problem) => !problem.solved).map((problem) => problem.problemId)),
  )
}

describe('schedulePlan', () => {
  it('never gives a day more minutes than its budget', () => {
    fc.assert(
      fc.property(fc.array(plan(), { minLength: 1, maxLength: 3 }), reviews, (plans, due) => {
        const schedule = schedulePlan(TODAY, plans, due)
        for (const day of schedule.days) {
          expect(day.minutes).toBeLessThanOrEqual(day.budgetMinutes)
          expect(day.minutes).toBe(
            day.reviews * MINUTES_PER_REVIEW +
              day.problems.reduce((sum, problem) => sum + problem.minutes, 0),
          )
        }
      }),
    )
  })

  it('places every unsolved problem exactly once, scheduled or reported, and never a solved one', () => {
    fc.assert(
      fc.property(fc.array(plan(), { minLength: 1, maxLength: 3 }), reviews, (plans, due) => {
        const schedule = schedulePlan(TODAY, plans, due)
        const placed = [...scheduledIds(schedule), ...schedule.unscheduled]
        expect(new Set(placed).size).toBe(placed.length)
        expect(new Set(placed)).toEqual(unsolvedIds(plans))
      }),
    )
  })

  it('schedules each problem before the earliest interview that includes it', () => {
    fc.assert(
      fc.property(fc.array(plan(), { minLength: 1, maxLength: 3 }), (plans) => {
        const schedule = schedulePlan(TODAY, plans)
        for (const day of schedule.days) {
          for (const { problemId } of day.problems) {
            const deadline = plans
              .filter((p) => p.problems.some((problem) => problem.problemId === problemId && !problem.solved))
              .map((p) => p.interviewDate)
              .sort()[0]!
            expect(day.day < deadline).toBe(true)
          }
        }
      }),
    )
  })

  it('schedules the whole pool before the date when the hours allow it', () => {
    fc.assert(
      fc.property(plan(), (input) => {
        const schedule = schedulePlan(TODAY, [input])
        const days = schedule.days.length
        const budget = schedule.dailyBudgetMinutes
        const pending = input.problems.filter((problem) => !problem.solved)
        const longest = Math.max(0, ...pending.map((problem) => MINUTES_BY_DIFFICULTY[problem.difficulty]))
        const total = pending.reduce((sum, problem) => sum + MINUTES_BY_DIFFICULTY[problem.difficulty], 0)
        // First fit leaves less than the longest problem unused on a day it stops filling.
        fc.pre(longest <= budget && total <= days * (budget - longest + 1))
        expect(schedule.unscheduled).toEqual([])
      }),
    )
  })

  it('never drops a problem when the plan is made again on a later day, behind or ahead', () => {
    fc.assert(
      fc.property(plan(), fc.integer({ min: 1, max: 20 }), fc.boolean(), (input, daysLater, keptUp) => {
        const first = schedulePlan(TODAY, [input])
        // Keeping up solves what the plan gave for the days that passed; falling behind solves nothing.
        const done = new Set(
          keptUp ? first.days.slice(0, daysLater).flatMap((day) => day.problems.map((p) => p.problemId)) : [],
        )
        const later: PlanInput = {
          ...input,
          problems: input.problems.map((problem) => ({
            ...problem,
            solved: problem.solved || done.has(problem.problemId),
          })),
        }
        const again = schedulePlan(addDays(TODAY, daysLater), [later])
        expect(new Set([...scheduledIds(again), ...again.unscheduled])).toEqual(unsolvedIds([later]))
      }),
    )
  })

  it('gives the reviews due on a day their minutes first', () => {
    const input: PlanInput = {
      interviewDate: addDays(TODAY, 2),
      hoursPerWeek: 7,
      problems: [
        { problemId: 1, difficulty: 2, solved: false },
        { problemId: 2, difficulty: 2, solved: false },
      ],
    }
    const schedule = schedulePlan(TODAY, [input], new Map([[TODAY, 3]]))
    expect(schedule.dailyBudgetMinutes).toBe(60)
    expect(schedule.days[0]).toMatchObject({
      day: TODAY,
      reviews: 3,
      problems: [{ problemId: 1, minutes: 30 }],
      minutes: 60,
    })
    expect(schedule.days[1]).toMatchObject({ reviews: 0, problems: [{ problemId: 2, minutes: 30 }] })
  })

  it('lets a shorter problem go ahead of a long one that does not fit the rest of a day', () => {
    const input: PlanInput = {
      interviewDate: addDays(TODAY, 1),
      hoursPerWeek: 7,
      problems: [
        { problemId: 1, difficulty: 2, solved: false },
        { problemId: 2, difficulty: 3, solved: false },
        { problemId: 3, difficulty: 1, solved: false },
      ],
    }
    const schedule = schedulePlan(TODAY, [input])
    expect(schedule.days[0]!.problems.map((p) => p.problemId)).toEqual([1, 3])
    expect(schedule.unscheduled).toEqual([2])
  })

  it('merges two plans into one day, with the larger of their hours and the earlier interview first', () => {
    const google: PlanInput = {
      interviewDate: addDays(TODAY, 10),
      hoursPerWeek: 7,
      problems: [{ problemId: 1, difficulty: 2, solved: false }],
    }
    const amazon: PlanInput = {
      interviewDate: addDays(TODAY, 3),
      hoursPerWeek: 14,
      problems: [
        { problemId: 2, difficulty: 3, solved: false },
        { problemId: 1, difficulty: 2, solved: false },
      ],
    }
    const schedule = schedulePlan(TODAY, [google, amazon])
    expect(schedule.dailyBudgetMinutes).toBe(120)
    expect(schedule.days[0]!.problems.map((p) => p.problemId)).toEqual([2, 1])
    expect(schedule.days).toHaveLength(10)
  })

  it('has no days when the interview is today', () => {
    const schedule = schedulePlan(TODAY, [
      { interviewDate: TODAY, hoursPerWeek: 10, problems: [{ problemId: 1, difficulty: 1, solved: false }] },
    ])
    expect(schedule.days).toEqual([])
    expect(schedule.unscheduled).toEqual([1])
  })
})

describe('schedulePlan with what was done today', () => {
  const doneMinutes = (done: DoneToday) =>
    done.reviews * MINUTES_PER_REVIEW +
    done.problems.reduce((sum, problem) => sum + MINUTES_BY_DIFFICULTY[problem.difficulty], 0)

  it('plans only the rest of today’s budget, and lists what was done', () => {
    fc.assert(
      fc.property(
        plan(),
        reviews,
        fc.array(fc.record({ problemId: fc.integer({ min: 1000, max: 1100 }), difficulty }), {
          maxLength: 4,
        }),
        fc.integer({ min: 0, max: 6 }),
        (input, due, problems, reviewsDone) => {
          fc.pre(input.interviewDate > TODAY)
          const done: DoneToday = { problems, reviews: reviewsDone }
          const today = schedulePlan(TODAY, [input], due, done).days[0]!
          const planned =
            today.reviews * MINUTES_PER_REVIEW +
            today.problems.reduce((sum, problem) => sum + problem.minutes, 0)
          expect(planned).toBeLessThanOrEqual(Math.max(0, today.budgetMinutes - doneMinutes(done)))
          expect(today.minutes).toBe(planned + doneMinutes(done))
          expect(today.done.map((problem) => problem.problemId)).toEqual(problems.map((p) => p.problemId))
          expect(today.reviewsDone).toBe(reviewsDone)
        },
      ),
    )
  })

  it('brings nothing forward once today’s share is done: the day stays as it was', () => {
    fc.assert(
      fc.property(plan(), reviews, (input, due) => {
        fc.pre(input.interviewDate > TODAY)
        const before = schedulePlan(TODAY, [input], due).days[0]!
        const solvedToday = new Set(before.problems.map((problem) => problem.problemId))
        const after = schedulePlan(
          TODAY,
          [
            {
              ...input,
              problems: input.problems.map((problem) => ({
                ...problem,
                solved: problem.solved || solvedToday.has(problem.problemId),
              })),
            },
          ],
          new Map([...due, [TODAY, (due.get(TODAY) ?? 0) - before.reviews]]),
          {
            problems: input.problems.filter((problem) => solvedToday.has(problem.problemId)),
            reviews: before.reviews,
          },
        ).days[0]!
        expect(after.problems).toEqual([])
        expect(after.minutes).toBe(before.minutes)
      }),
    )
  })

  it('counts what was done past the budget, and plans nothing more that day', () => {
    const input: PlanInput = {
      interviewDate: addDays(TODAY, 3),
      hoursPerWeek: 7,
      problems: [{ problemId: 1, difficulty: 1, solved: false }],
    }
    const schedule = schedulePlan(TODAY, [input], new Map(), {
      problems: [
        { problemId: 2, difficulty: 3 },
        { problemId: 3, difficulty: 3 },
      ],
      reviews: 0,
    })
    expect(schedule.days[0]).toMatchObject({ minutes: 90, budgetMinutes: 60, problems: [] })
    expect(schedule.days[1]!.problems).toEqual([{ problemId: 1, minutes: 15 }])
  })
})

describe('fitPlanProblems', () => {
  const candidates = (ids: readonly number[], solved: readonly number[] = []): PoolCandidate[] =>
    ids.map((problemId) => ({
      problemId,
      difficulty: ((problemId % 3) + 1) as DifficultyCode,
      recency: 0,
      frequency: 50,
      solved: solved.includes(problemId),
    }))

  it('takes only problems the schedule fits before the interview, in the pool’s order', () => {
    fc.assert(
      fc.property(
        fc.array(plan(), { minLength: 1, maxLength: 3 }),
        fc.uniqueArray(fc.integer({ min: 401, max: 800 }), { maxLength: 80 }),
        fc.integer({ min: 0, max: 100 }),
        reviews,
        (plans, ids, room, due) => {
          const pool = candidates(ids)
          const taken = fitPlanProblems(TODAY, plans, 0, pool, room, due)
          expect(taken.length).toBeLessThanOrEqual(room)
          const order = pool.map((candidate) => candidate.problemId)
          expect(taken).toEqual(order.filter((id) => taken.includes(id)))
          const withTaken = plans.map((p, index) =>
            index === 0
              ? {
                  ...p,
                  problems: [
                    ...p.problems,
                    ...pool
                      .filter((candidate) => taken.includes(candidate.problemId))
                      .map(({ problemId, difficulty }) => ({ problemId, difficulty, solved: false })),
                  ],
                }
              : p,
          )
          const left = new Set(schedulePlan(TODAY, withTaken, due).unscheduled)
          expect(taken.filter((id) => left.has(id))).toEqual([])
        },
      ),
    )
  })

  it('adds the solved problems after the unsolved ones only when every unsolved one fitted', () => {
    const roomy: PlanInput = { interviewDate: addDays(TODAY, 30), hoursPerWeek: 14, problems: [] }
    expect(fitPlanProblems(TODAY, [roomy], 0, candidates([5, 6, 7], [6]), 10)).toEqual([5, 7, 6])
    expect(fitPlanProblems(TODAY, [roomy], 0, candidates([5, 6, 7], [6]), 2)).toEqual([5, 7])

    // One day of 17 minutes: the easy problem (3) fits, the hard one (5) does not, so the solved one stays out.
    const tight: PlanInput = { interviewDate: addDays(TODAY, 1), hoursPerWeek: 2, problems: [] }
    expect(fitPlanProblems(TODAY, [tight], 0, candidates([5, 3, 6], [6]), 10)).toEqual([3])
  })

  it('leaves room for the problems the plans hold already', () => {
    const full: PlanInput = {
      interviewDate: addDays(TODAY, 2),
      hoursPerWeek: 7,
      problems: [
        { problemId: 1, difficulty: 3, solved: false },
        { problemId: 2, difficulty: 3, solved: false },
      ],
    }
    // Two days of 60 minutes, 45 of each taken: an easy problem (15 minutes) fits on each, a medium or a
    // hard one nowhere.
    expect(fitPlanProblems(TODAY, [full], 0, candidates([11, 13, 9, 12]), 10)).toEqual([9, 12])
  })
})

describe('hoursToFitAll', () => {
  it('finds hours at which nothing is left unscheduled, and none fewer among the plan’s own', () => {
    fc.assert(
      fc.property(plan(), reviews, (input, due) => {
        const hours = hoursToFitAll(TODAY, [input], due)
        if (hours === null) {
          const most = { ...input, hoursPerWeek: PLAN_HOURS_PER_WEEK.max }
          expect(schedulePlan(TODAY, [most], due).unscheduled.length).toBeGreaterThan(0)
          return
        }
        expect(hours).toBeGreaterThanOrEqual(input.hoursPerWeek)
        expect(schedulePlan(TODAY, [{ ...input, hoursPerWeek: hours }], due).unscheduled).toEqual([])
      }),
    )
  })

  it('says how many hours a hard problem needs to fit a day, and null when no day is left', () => {
    const hard: PlanInput = {
      interviewDate: addDays(TODAY, 1),
      hoursPerWeek: 2,
      problems: [{ problemId: 1, difficulty: 3, solved: false }],
    }
    expect(hoursToFitAll(TODAY, [hard])).toBe(6)
    expect(dailyBudgetMinutes(6)).toBeGreaterThanOrEqual(45)
    expect(dailyBudgetMinutes(5)).toBeLessThan(45)
    expect(hoursToFitAll(TODAY, [{ ...hard, interviewDate: TODAY }])).toBeNull()
  })
})

describe('rankPlanPool', () => {
  const candidate = (problemId: number, overrides: Partial<PoolCandidate> = {}): PoolCandidate => ({
    problemId,
    difficulty: 2,
    recency: 0,
    frequency: 50,
    solved: false,
    ...overrides,
  })

  it('puts unsolved first, then recent timeframes, then the level’s difficulties, then frequency', () => {
    const ranked = rankPlanPool(
      [
        candidate(1, { solved: true, recency: 0, frequency: 100 }),
        candidate(2, { recency: 2 }),
        candidate(3, { difficulty: 3 }),
        candidate(4, { frequency: 10 }),
        candidate(5, { frequency: 90 }),
        candidate(6, { difficulty: 1 }),
      ],
      'intermediate',
    )
    expect(ranked.map((c) => c.problemId)).toEqual([5, 4, 6, 3, 2, 1])
  })

  it('prefers easy problems for a beginner and hard ones before easy for an advanced user', () => {
    const pool = [
      candidate(1, { difficulty: 3 }),
      candidate(2, { difficulty: 1 }),
      candidate(3, { difficulty: 2 }),
    ]
    expect(rankPlanPool(pool, 'beginner').map((c) => c.problemId)).toEqual([2, 3, 1])
    expect(rankPlanPool(pool, 'advanced').map((c) => c.problemId)).toEqual([3, 1, 2])
  })

  it('is a permutation of its input', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 50 }),
        fc.constantFrom('beginner', 'intermediate', 'advanced' as const),
        (ids, level) => {
          const ranked = rankPlanPool(
            ids.map((id) => candidate(id, { difficulty: ((id % 3) + 1) as DifficultyCode })),
            level,
          )
          expect(ranked.map((c) => c.problemId).sort()).toEqual([...ids].sort())
        },
      ),
    )
  })
})

describe('studyLevel', () => {
  it('grows with what the user has solved', () => {
    expect(studyLevel({ 1: 10, 2: 5, 3: 0 })).toBe('beginner')
    expect(studyLevel({ 1: 40, 2: 5, 3: 0 })).toBe('beginner')
    expect(studyLevel({ 1: 30, 2: 40, 3: 5 })).toBe('intermediate')
    expect(studyLevel({ 1: 50, 2: 80, 3: 25 })).toBe('advanced')
  })
})
