import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  companies,
  companyQuestions,
  interviewPlans,
  problemLists,
  problems,
  revisionCards,
  users,
} from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import { addDays } from '~/domain/calendar-day'
import type { DifficultyCode } from '~/domain/difficulty'
import { MAX_LISTS_PER_USER } from '~/domain/problem-lists'
import { newCard } from '~/domain/revision-schedule'
import { MINUTES_PER_REVIEW } from '~/domain/study-plan'
import type { Timeframe } from '~/domain/timeframes'
import { exportAccountData } from './account.server'
import type { Db } from './db.server'
import { addPlanProblems, changePlan, createPlan, deletePlan, planCompanies } from './interview-plans.server'
import { createList } from './lists/edit.server'
import { planOverview } from './plan-schedule.server'
import { recordReview } from './revision.server'

// Interview plans against a real (in-memory) database: what a new plan's list takes from the company's
// sheet, the refusals that change nothing, and the schedule worked out from marks, reviews and dates.

const NOW = new Date('2026-11-25T12:00:00Z')
const TODAY = '2026-11-25'
const HOUR = 3_600_000

let db: Db

function user(id: string, timeZone = 'UTC') {
  db.insert(users)
    .values({ id, email: `${id}@example.com`, name: id, timeZone })
    .run()
  return id
}

function company(slug: string, name: string): number {
  return db.insert(companies).values({ slug, name }).returning({ id: companies.id }).get().id
}

/** A problem the company asks, in the timeframes given with one frequency. */
function asked(
  companyId: number,
  title: string,
  difficulty: DifficultyCode,
  { timeframes = ['all'] as Timeframe[], frequency = 50 } = {},
): number {
  const id = db
    .insert(problems)
    .values({ titleSlug: `${title.toLowerCase().replace(/ /g, '-')}-${companyId}`, title, difficulty })
    .returning({ id: problems.id })
    .get().id
  for (const timeframe of timeframes) {
    db.insert(companyQuestions).values({ companyId, problemId: id, timeframe, frequency }).run()
  }
  return id
}

function solve(userId: string, problemId: number, at = new Date(NOW.getTime() - 10 * 24 * HOUR)) {
  const result = recordReview({ userId, problemId, rating: 3, submissionKey: randomUUID() }, db, at)
  if (result.outcome !== 'saved') throw new Error(result.outcome)
}

/** The plan's problems by title, in the list's order. */
function planTitles(planId: number): string[] {
  return db.$client
    .prepare(
      `SELECT p.title FROM interview_plans ip JOIN problem_list_items i ON i.list_id = ip.list_id
       JOIN problems p ON p.id = i.problem_id WHERE ip.id = ? ORDER BY i.position`,
    )
    .pluck()
    .all(planId) as string[]
}

function create(userId: string, slug: string, days: number, hoursPerWeek: number) {
  return createPlan(userId, { companySlug: slug, interviewDate: addDays(TODAY, days), hoursPerWeek }, db, NOW)
}

function created(result: ReturnType<typeof createPlan>): number {
  if (result.outcome !== 'created') throw new Error(result.outcome)
  return result.planId
}

function counts() {
  return {
    plans: db.select().from(interviewPlans).all().length,
    lists: db.select().from(problemLists).all().length,
  }
}

let acme: number

beforeEach(() => {
  db = createTestDb()
  acme = company('acme', 'Acme')
})

describe('making a plan', () => {
  it('takes the company’s problems in the planner’s order into a private list of the user’s', () => {
    user('ada')
    asked(acme, 'Old Medium', 2, { timeframes: ['more-than-six-months', 'all'], frequency: 90 })
    asked(acme, 'Recent Rare', 2, { timeframes: ['thirty-days', 'all'], frequency: 10 })
    asked(acme, 'Recent Often', 2, { timeframes: ['thirty-days', 'all'], frequency: 80 })
    asked(acme, 'Recent Hard', 3, { timeframes: ['thirty-days'], frequency: 99 })
    asked(acme, 'Recent Easy', 1, { timeframes: ['thirty-days'], frequency: 99 })
    const solved = asked(acme, 'Solved Already', 1, { timeframes: ['thirty-days'], frequency: 100 })
    solve('ada', solved)

    const result = create('ada', 'acme', 30, 10)
    expect(result).toMatchObject({ outcome: 'created', company: 'Acme', problems: 6 })
    // A beginner: easy before medium before hard, within the most recent timeframe; solved last.
    expect(planTitles(created(result))).toEqual([
      'Recent Easy',
      'Recent Often',
      'Recent Rare',
      'Recent Hard',
      'Old Medium',
      'Solved Already',
    ])
    const list = db.select().from(problemLists).get()!
    expect(list).toMatchObject({ ownerId: 'ada', visibility: 'private', name: 'Acme interview plan' })
  })

  it('takes only what fits before the interview, and leaves the solved ones out then', () => {
    user('ada')
    for (let i = 0; i < 10; i++) asked(acme, `Medium ${i}`, 2, { frequency: 90 - i })
    solve('ada', asked(acme, 'Solved', 1))
    // Two days of an hour (7 hours a week): two mediums a day.
    const planId = created(create('ada', 'acme', 2, 7))
    expect(planTitles(planId)).toEqual(['Medium 0', 'Medium 1', 'Medium 2', 'Medium 3'])
  })

  it('refuses what it cannot make, and changes nothing', () => {
    user('ada')
    asked(acme, 'Hard One', 3)
    company('empty', 'Empty Co')
    expect(create('ada', 'no-such-company', 10, 10)).toEqual({ outcome: 'unknown-company' })
    // A company without questions has nothing to plan from.
    expect(create('ada', 'empty', 10, 10)).toEqual({ outcome: 'unknown-company' })
    // Two hours a week make 17 minutes a day: no hard problem fits.
    expect(create('ada', 'acme', 10, 2)).toEqual({ outcome: 'nothing-fits', company: 'Acme' })
    expect(counts()).toEqual({ plans: 0, lists: 0 })

    created(create('ada', 'acme', 10, 10))
    expect(create('ada', 'ACME', 20, 20)).toEqual({ outcome: 'duplicate', company: 'Acme' })
    expect(counts()).toEqual({ plans: 1, lists: 1 })
  })

  it('refuses a plan when the user has as many lists as an account may keep', () => {
    user('ada')
    asked(acme, 'Easy One', 1)
    for (let i = 0; i < MAX_LISTS_PER_USER; i++)
      createList('ada', { name: `List ${i}`, description: '', visibility: 'private' }, db, NOW)
    expect(create('ada', 'acme', 10, 10)).toEqual({ outcome: 'too-many-lists' })
    expect(counts().plans).toBe(0)
  })

  it('offers the companies that have questions, by name', () => {
    asked(company('zeta', 'Zeta'), 'Z', 1)
    asked(acme, 'A', 1)
    company('empty', 'Empty Co')
    expect(planCompanies(db).map((c) => c.slug)).toEqual(['acme', 'zeta'])
  })
})

describe('changing and deleting a plan', () => {
  it('changes the date and hours of the user’s own plan only', () => {
    user('ada')
    user('bob')
    asked(acme, 'Easy One', 1)
    const planId = created(create('ada', 'acme', 10, 10))
    const change = { interviewDate: addDays(TODAY, 40), hoursPerWeek: 20 }
    expect(changePlan('bob', planId, change, db, NOW)).toEqual({ outcome: 'not-found' })
    expect(changePlan('ada', planId, change, db, NOW)).toEqual({ outcome: 'changed', company: 'Acme' })
    expect(db.select().from(interviewPlans).get()).toMatchObject(change)
  })

  it('deletes the plan with its list and keeps the user’s marks', () => {
    user('ada')
    user('bob')
    const problemId = asked(acme, 'Easy One', 1)
    asked(acme, 'Easy Two', 1)
    solve('ada', problemId)
    const planId = created(create('ada', 'acme', 10, 10))
    expect(deletePlan('bob', planId, db)).toEqual({ outcome: 'not-found' })
    expect(deletePlan('ada', planId, db)).toEqual({ outcome: 'deleted', company: 'Acme' })
    expect(counts()).toEqual({ plans: 0, lists: 0 })
    expect(db.select().from(revisionCards).all()).toHaveLength(1)
    expect(deletePlan('ada', planId, db)).toEqual({ outcome: 'not-found' })
  })

  it('goes with its list when the list is deleted on its own page', () => {
    user('ada')
    asked(acme, 'Easy One', 1)
    created(create('ada', 'acme', 10, 10))
    db.delete(problemLists).run()
    expect(counts()).toEqual({ plans: 0, lists: 0 })
  })

  it('adds the company’s problems that fit once there is more time, and says when none does', () => {
    user('ada')
    for (let i = 0; i < 6; i++) asked(acme, `Medium ${i}`, 2, { frequency: 90 - i })
    const planId = created(create('ada', 'acme', 1, 7))
    expect(planTitles(planId)).toEqual(['Medium 0', 'Medium 1'])
    expect(addPlanProblems('ada', planId, db, NOW)).toEqual({ outcome: 'nothing-fits' })

    changePlan('ada', planId, { interviewDate: addDays(TODAY, 2), hoursPerWeek: 7 }, db, NOW)
    expect(addPlanProblems('ada', planId, db, NOW)).toMatchObject({ outcome: 'added', added: 2 })
    expect(planTitles(planId)).toEqual(['Medium 0', 'Medium 1', 'Medium 2', 'Medium 3'])
    expect(addPlanProblems('bob', planId, db, NOW)).toEqual({ outcome: 'not-found' })
  })

  it('is in the user’s data download', () => {
    user('ada')
    asked(acme, 'Easy One', 1)
    created(create('ada', 'acme', 10, 12))
    const list = db.select().from(problemLists).get()!
    expect(exportAccountData('ada', db, NOW)?.interviewPlans).toEqual([
      {
        company: 'Acme',
        companySlug: 'acme',
        interviewDate: addDays(TODAY, 10),
        hoursPerWeek: 12,
        list: `/lists/${list.id}`,
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
      },
    ])
  })
})

describe('the schedule', () => {
  function dueCard(userId: string, title: string, due: Date) {
    const problemId = db
      .insert(problems)
      .values({ titleSlug: `card-${title}`, title, difficulty: 2 })
      .returning({ id: problems.id })
      .get().id
    db.insert(revisionCards)
      .values({ userId, problemId, ...newCard(due), due })
      .run()
  }

  it('gives the reviews FSRS has due their time first, overdue ones today', () => {
    user('ada')
    for (let i = 0; i < 4; i++) asked(acme, `Medium ${i}`, 2, { frequency: 90 - i })
    created(create('ada', 'acme', 5, 7))
    dueCard('ada', 'Overdue', new Date(NOW.getTime() - 3 * 24 * HOUR))
    dueCard('ada', 'Due Today', new Date(NOW.getTime() + HOUR))
    dueCard('ada', 'Due Tomorrow', new Date(NOW.getTime() + 24 * HOUR))
    const { schedule, problems: named } = planOverview('ada', db, NOW)
    const [today, tomorrow] = schedule.days
    expect(today).toMatchObject({ day: TODAY, reviews: 2 })
    // An hour a day: two reviews (20 minutes) leave room for one medium.
    expect(today!.problems.map((p) => named.get(p.problemId)?.title)).toEqual(['Medium 0'])
    expect(today!.minutes).toBe(2 * MINUTES_PER_REVIEW + 30)
    expect(tomorrow).toMatchObject({ reviews: 1 })
    expect(tomorrow!.problems.map((p) => named.get(p.problemId)?.title)).toEqual(['Medium 1'])
  })

  it('counts days in the user’s time zone', () => {
    user('kai', 'Pacific/Kiritimati')
    asked(acme, 'Easy One', 1)
    // 12:00 UTC is already the next day at UTC+14.
    const planId = created(
      createPlan('kai', { companySlug: 'acme', interviewDate: addDays(TODAY, 3), hoursPerWeek: 7 }, db, NOW),
    )
    const overview = planOverview('kai', db, NOW)
    expect(overview.today).toBe(addDays(TODAY, 1))
    expect(overview.plans.find((plan) => plan.id === planId)?.daysLeft).toBe(2)
    // A request that has the time zone from its session passes it: the same overview, no query for it.
    const given = planOverview('kai', db, NOW, 'Pacific/Kiritimati')
    expect(given).toMatchObject({ today: overview.today, timeZone: 'Pacific/Kiritimati' })
    expect(given.plans).toEqual(overview.plans)
  })

  it('works out the plan in the time zone it is given', () => {
    user('lea')
    asked(acme, 'Easy One', 1)
    created(
      createPlan('lea', { companySlug: 'acme', interviewDate: addDays(TODAY, 3), hoursPerWeek: 7 }, db, NOW),
    )
    // Stored as UTC, but the session says UTC+14, where 12:00 UTC is already tomorrow.
    const overview = planOverview('lea', db, NOW, 'Pacific/Kiritimati')
    expect(overview).toMatchObject({ today: addDays(TODAY, 1), timeZone: 'Pacific/Kiritimati' })
    expect(overview.plans[0]?.daysLeft).toBe(2)
  })

  it('keeps today’s share once it is done, and brings nothing forward', () => {
    user('ada')
    const ids = [0, 1, 2, 3].map((i) => asked(acme, `Medium ${i}`, 2, { frequency: 90 - i }))
    created(create('ada', 'acme', 4, 7))
    const before = planOverview('ada', db, NOW).schedule.days[0]!
    expect(before.problems.map((p) => p.problemId)).toEqual([ids[0], ids[1]])

    solve('ada', ids[0]!, NOW)
    solve('ada', ids[1]!, NOW)
    const after = planOverview('ada', db, NOW)
    expect(after.schedule.days[0]).toMatchObject({ problems: [], minutes: 60 })
    expect(after.schedule.days[0]!.done.map((p) => p.problemId)).toEqual([ids[0], ids[1]])
    expect(after.plans[0]).toMatchObject({ problems: 4, left: 2 })
  })

  it('moves what was not done to the days after, and reports what no longer fits', () => {
    user('ada')
    const ids = [0, 1, 2, 3].map((i) => asked(acme, `Medium ${i}`, 2, { frequency: 90 - i }))
    created(create('ada', 'acme', 2, 7))
    // A day later with nothing done: one day is left for four mediums of which two fit.
    const later = planOverview('ada', db, new Date(NOW.getTime() + 24 * HOUR))
    expect(later.schedule.days.map((day) => day.problems.map((p) => p.problemId))).toEqual([[ids[0], ids[1]]])
    expect(later.schedule.unscheduled).toEqual([ids[2], ids[3]])
    expect(later.plans[0]).toMatchObject({ daysLeft: 1, scheduled: 2, unscheduled: 2 })
  })

  it('merges two plans into one day, the earlier interview first, a shared problem once', () => {
    user('ada')
    const globex = company('globex', 'Globex')
    const shared = asked(acme, 'Shared', 2, { frequency: 99 })
    db.insert(companyQuestions)
      .values({ companyId: globex, problemId: shared, timeframe: 'all', frequency: 99 })
      .run()
    const acmeOnly = asked(acme, 'Acme Only', 2, { frequency: 50 })
    const globexOnly = asked(globex, 'Globex Only', 1, { frequency: 50 })
    const acmePlan = created(create('ada', 'acme', 10, 7))
    const globexPlan = created(create('ada', 'globex', 3, 14))
    const overview = planOverview('ada', db, NOW)
    expect(overview.schedule.dailyBudgetMinutes).toBe(120)
    expect(overview.schedule.days).toHaveLength(10)
    // Globex's list for a beginner: the easy problem, then the shared medium; then Acme's own.
    expect(overview.schedule.days[0]!.problems.map((p) => p.problemId)).toEqual([
      globexOnly,
      shared,
      acmeOnly,
    ])
    expect(overview.problems.get(shared)?.planId).toBe(globexPlan)
    expect(overview.plans.map((plan) => [plan.id, plan.scheduled])).toEqual([
      [globexPlan, 2],
      [acmePlan, 1],
    ])
  })

  it('leaves a plan whose interview has come out of the schedule', () => {
    user('ada')
    asked(acme, 'Easy One', 1)
    created(create('ada', 'acme', 1, 7))
    const overview = planOverview('ada', db, new Date(NOW.getTime() + 24 * HOUR))
    expect(overview.plans[0]).toMatchObject({ state: 'today', daysLeft: 0 })
    expect(overview.schedule).toMatchObject({ days: [], unscheduled: [] })
  })
})
