import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from './calendar-day'
import type { DifficultyCode } from './difficulty'
import {
  MINUTES_BY_DIFFICULTY,
  MINUTES_PER_REVIEW,
  rankPlanPool,
  schedulePlan,
  studyLevel,
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
