import { and, count, eq, sql } from 'drizzle-orm'
import { interviewPlans, problemListItems, problemLists } from '#db/schema'
import { isDifficultyCode, type DifficultyCode } from '~/domain/difficulty'
import { companySlug } from '~/domain/problem-slug'
import { listHref, MAX_LIST_ITEMS, MAX_LIST_NAME, MAX_LISTS_PER_USER } from '~/domain/problem-lists'
import {
  fitPlanProblems,
  rankPlanPool,
  studyLevel,
  type PlanInput,
  type PoolCandidate,
  type StudyLevel,
} from '~/domain/study-plan'
import { TIMEFRAMES } from '~/domain/timeframes'
import { getDb, writeTransaction, type Db } from './db.server'
import { newListId } from './lists/ids.server'
import { cachedUntilWrite, DataCache, sqlStatement } from './prepared.server'
import {
  activeInputs,
  planContext,
  type PlanContext,
  type PlanOverview,
  type StoredPlan,
} from './plan-schedule.server'

/*
 * Making, changing and deleting interview plans (docs/product.md#interview-plan). A plan's problems are a
 * private list of the user's, made with the plan from the company's sheet in the planner's order; from
 * then on it is an ordinary list, edited on its own page, and the plan follows it. Deleting the plan
 * deletes its list, and deleting the list deletes the plan (the schema's cascade).
 */

export interface PlanCompany {
  id: number
  slug: string
  name: string
}

/** The companies a plan can be made for: those with questions, by name. Kept until the data changes. */
export const planCompanies = cachedUntilWrite(
  (db): PlanCompany[] =>
    sqlStatement(
      db,
      `SELECT c.id AS id, c.slug AS slug, c.name AS name FROM companies c
       WHERE EXISTS (SELECT 1 FROM company_questions q WHERE q.company_id = c.id)
       ORDER BY c.name COLLATE NOCASE, c.id`,
    ).all() as PlanCompany[],
)

/**
 * The menu of a new plan: the companies a plan can be made for but those the user has one for already,
 * slug and name. The same list for everyone with the same plans, kept until the data changes, so that
 * the page draws its markup once per list rather than per view.
 */
export function companiesToPlan(
  taken: readonly string[],
  db: Db = getDb(),
): readonly Readonly<{ slug: string; name: string }>[] {
  const key = [...taken].sort().join(' ')
  return companyMenus.get(db, key, () => {
    const planned = new Set(taken)
    return Object.freeze(
      planCompanies(db)
        .filter((company) => !planned.has(company.slug))
        .map(({ slug, name }) => Object.freeze({ slug, name })),
    )
  })
}

const companyMenus = new DataCache<readonly Readonly<{ slug: string; name: string }>[]>('catalogue', 32)

/** The company a form names, its slug read the way a sheet's address is (docs/product.md#company-slugs). */
function planCompany(slug: string, db: Db): PlanCompany | null {
  const key = companySlug(slug)
  return planCompanies(db).find((company) => company.slug === key) ?? null
}

/**
 * Levels worked out lately, per user; dropped when the user's data changes (CacheScope), so a new
 * mark is counted on the next view (docs/decisions/0037-study-pages-kept-per-user-until-a-write.md).
 */
const studyLevels = new DataCache<StudyLevel>('user', 256)

/** The user's level from the problems they have marked solved, by difficulty. */
export function userStudyLevel(userId: string, db: Db = getDb()): StudyLevel {
  return studyLevels.getFor(db, userId, '', () => countStudyLevel(userId, db))
}

function countStudyLevel(userId: string, db: Db): StudyLevel {
  const rows = sqlStatement(
    db,
    `SELECT p.difficulty AS difficulty, count(*) AS n FROM progress pr JOIN problems p ON p.id = pr.problem_id
     WHERE pr.user_id = ? AND pr.status = 'solved' GROUP BY p.difficulty`,
  ).all(userId) as { difficulty: number; n: number }[]
  const solved: Record<DifficultyCode, number> = { 1: 0, 2: 0, 3: 0 }
  for (const row of rows) if (isDifficultyCode(row.difficulty)) solved[row.difficulty] = row.n
  return studyLevel(solved)
}

const RECENCY = `CASE q.timeframe ${TIMEFRAMES.map((timeframe, index) => `WHEN '${timeframe}' THEN ${index}`).join(' ')} END`

/**
 * A company's questions, once each, with the most recent timeframe and highest frequency, in the order a
 * plan takes them at a level when none is marked. The same for every user and only changed by an import,
 * while grouping and sorting a large company's rows (Google: 5,900 rows into 2,300 problems) took most of
 * a /plan view with room to grow; kept until the data changes.
 */
const rankedQuestions = new DataCache<readonly PoolCandidate[]>('catalogue', 16)

function questionsOf(companyId: number, level: StudyLevel, db: Db): readonly PoolCandidate[] {
  return rankedQuestions.get(db, `${companyId}:${level}`, () => {
    const rows = sqlStatement(
      db,
      `SELECT q.problem_id AS problemId, p.difficulty AS difficulty, min(${RECENCY}) AS recency,
         max(q.frequency) AS frequency
       FROM company_questions q JOIN problems p ON p.id = q.problem_id
       WHERE q.company_id = ?
       GROUP BY q.problem_id`,
    ).all(companyId) as (Omit<PoolCandidate, 'difficulty' | 'solved'> & { difficulty: number })[]
    const candidates = rows.map((row): PoolCandidate => ({
      ...row,
      difficulty: isDifficultyCode(row.difficulty) ? row.difficulty : 2,
      solved: false,
    }))
    return Object.freeze(rankPlanPool(candidates, level))
  })
}

/**
 * Every problem the company asks, once, with the most recent timeframe it was asked in, its highest
 * frequency and whether the user has marked it, in the order a plan takes them for the user's level.
 */
export function rankedPool(userId: string, companyId: number, db: Db): PoolCandidate[] {
  const marked = new Set(
    sqlStatement(db, 'SELECT problem_id FROM progress WHERE user_id = ?').pluck().all(userId) as number[],
  )
  const unmarked: PoolCandidate[] = []
  const solved: PoolCandidate[] = []
  // rankPlanPool puts the unmarked first and otherwise keeps the order, so the order of the company's
  // questions with none marked, split in two, is the user's.
  for (const question of questionsOf(companyId, userStudyLevel(userId, db), db)) {
    if (marked.has(question.problemId)) solved.push({ ...question, solved: true })
    else unmarked.push(question)
  }
  return [...unmarked, ...solved]
}

/** The plan's list: named after the company, so it reads as the plan's among the user's lists. */
function planListName(company: string): string {
  return `${company} interview plan`.slice(0, MAX_LIST_NAME)
}

const PLAN_LIST_DESCRIPTION =
  'The problems of your interview plan, most useful first. Reorder or remove them here and the plan on /plan follows.'

function appendItems(listId: string, problemIds: readonly number[], db: Db, now: Date): void {
  const last = sqlStatement(db, 'SELECT coalesce(max(position), 0) FROM problem_list_items WHERE list_id = ?')
    .pluck()
    .get(listId) as number
  problemIds.forEach((problemId, index) => {
    db.insert(problemListItems)
      .values({ listId, problemId, position: last + index + 1, addedAt: now })
      .onConflictDoNothing()
      .run()
  })
  // A change to a list raises its version, so a page of the list drawn before it is told it is stale.
  if (problemIds.length > 0) {
    db.update(problemLists)
      .set({ version: sql`${problemLists.version} + 1`, updatedAt: now })
      .where(eq(problemLists.id, listId))
      .run()
  }
}

// ---------------------------------------------------------------------------------------------------------
// Making a plan

export interface NewPlanInput {
  companySlug: string
  interviewDate: string
  hoursPerWeek: number
}

export type CreatePlanResult =
  | { outcome: 'created'; planId: number; company: string; problems: number }
  | { outcome: 'unknown-company' | 'too-many-lists' }
  | { outcome: 'duplicate' | 'nothing-fits'; company: string }

/**
 * Makes a plan and its list in one transaction. The list takes the company's problems that the schedule
 * fits before the interview, beside the user's other plans (see fitPlanProblems); a plan nothing fits is
 * refused rather than made empty. A second plan for the same company is refused: the first can be changed.
 */
export function createPlan(
  userId: string,
  input: NewPlanInput,
  db: Db = getDb(),
  now = new Date(),
): CreatePlanResult {
  return writeTransaction(db, () => {
    const company = planCompany(input.companySlug, db)
    if (!company) return { outcome: 'unknown-company' }
    const existing = db
      .select({ id: interviewPlans.id })
      .from(interviewPlans)
      .where(and(eq(interviewPlans.userId, userId), eq(interviewPlans.companyId, company.id)))
      .get()
    if (existing) return { outcome: 'duplicate', company: company.name }
    const lists = db.select({ n: count() }).from(problemLists).where(eq(problemLists.ownerId, userId)).get()
    if ((lists?.n ?? 0) >= MAX_LISTS_PER_USER) return { outcome: 'too-many-lists' }

    const context = planContext(userId, db, now)
    const { inputs } = activeInputs(context)
    const plan: PlanInput = {
      interviewDate: input.interviewDate,
      hoursPerWeek: input.hoursPerWeek,
      problems: [],
    }
    const pool = rankedPool(userId, company.id, db)
    const chosen = fitPlanProblems(
      context.today,
      [...inputs, plan],
      inputs.length,
      pool,
      MAX_LIST_ITEMS,
      context.reviewsDueByDay,
      context.doneToday,
    )
    const unsolved = new Set(pool.filter((candidate) => !candidate.solved).map((c) => c.problemId))
    if (unsolved.size > 0 && !chosen.some((problemId) => unsolved.has(problemId))) {
      return { outcome: 'nothing-fits', company: company.name }
    }

    const listId = newListId()
    db.insert(problemLists)
      .values({
        id: listId,
        ownerId: userId,
        name: planListName(company.name),
        description: PLAN_LIST_DESCRIPTION,
        visibility: 'private',
        createdAt: now,
        updatedAt: now,
      })
      .run()
    chosen.forEach((problemId, index) => {
      db.insert(problemListItems)
        .values({ listId, problemId, position: index + 1, addedAt: now })
        .run()
    })
    const created = db
      .insert(interviewPlans)
      .values({
        userId,
        companyId: company.id,
        interviewDate: input.interviewDate,
        hoursPerWeek: input.hoursPerWeek,
        listId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: interviewPlans.id })
      .get()
    return { outcome: 'created', planId: created.id, company: company.name, problems: chosen.length }
  })
}

// ---------------------------------------------------------------------------------------------------------
// Changing a plan

/** One of the plans a context was read for, which are all the user's own. */
function planOf(context: PlanContext, planId: number): StoredPlan | null {
  return context.plans.find((plan) => plan.id === planId) ?? null
}

export type ChangePlanResult = { outcome: 'changed'; company: string } | { outcome: 'not-found' }

/** A new interview date and hours a week; the plan's list stays as it is. */
export function changePlan(
  userId: string,
  planId: number,
  change: { interviewDate: string; hoursPerWeek: number },
  db: Db = getDb(),
  now = new Date(),
): ChangePlanResult {
  return writeTransaction(db, () => {
    const plan = db
      .update(interviewPlans)
      .set({ interviewDate: change.interviewDate, hoursPerWeek: change.hoursPerWeek, updatedAt: now })
      .where(and(eq(interviewPlans.id, planId), eq(interviewPlans.userId, userId)))
      .returning({ companyId: interviewPlans.companyId })
      .get()
    if (!plan) return { outcome: 'not-found' }
    return { outcome: 'changed', company: companyName(plan.companyId, db) }
  })
}

function companyName(companyId: number, db: Db): string {
  return sqlStatement(db, 'SELECT name FROM companies WHERE id = ?').pluck().get(companyId) as string
}

export type DeletePlanResult = { outcome: 'deleted'; company: string } | { outcome: 'not-found' }

/** Deletes the plan and its list; the user's marks and reviews on its problems stay. */
export function deletePlan(userId: string, planId: number, db: Db = getDb()): DeletePlanResult {
  return writeTransaction(db, () => {
    const plan = db
      .delete(interviewPlans)
      .where(and(eq(interviewPlans.id, planId), eq(interviewPlans.userId, userId)))
      .returning({ companyId: interviewPlans.companyId, listId: interviewPlans.listId })
      .get()
    if (!plan) return { outcome: 'not-found' }
    db.delete(problemLists)
      .where(and(eq(problemLists.id, plan.listId), eq(problemLists.ownerId, userId)))
      .run()
    return { outcome: 'deleted', company: companyName(plan.companyId, db) }
  })
}

// ---------------------------------------------------------------------------------------------------------
// Growing a plan

/**
 * The company's problems not on the plan's list that would still fit before its interview, in the
 * planner's order: what "add more problems" appends. None for a plan whose interview has come.
 */
export function roomToGrow(userId: string, planId: number, context: PlanContext, db: Db = getDb()): number[] {
  const plan = planOf(context, planId)
  if (!plan) return []
  const { plans, inputs } = activeInputs(context)
  const index = plans.findIndex((candidate) => candidate.id === planId)
  if (index === -1) return []
  const items = context.items.get(plan.id) ?? []
  const onList = new Set(items.map((item) => item.problemId))
  const pool = rankedPool(userId, plan.companyId, db).filter((candidate) => !onList.has(candidate.problemId))
  const fitted = fitPlanProblems(
    context.today,
    inputs,
    index,
    pool,
    MAX_LIST_ITEMS - items.length,
    context.reviewsDueByDay,
    context.doneToday,
  )
  // Solved problems cost no time; they join a new plan's list to show the sheet's progress, but adding
  // them later is no help to anyone.
  const unsolved = new Set(pool.filter((candidate) => !candidate.solved).map((c) => c.problemId))
  return fitted.filter((problemId) => unsolved.has(problemId))
}

/**
 * How many problems "add more problems" would append to a plan of this overview, kept per user, day and
 * plan until the user's data changes: fitting the company's whole pool again was a third of a /plan view
 * (docs/decisions/0037-study-pages-kept-per-user-until-a-write.md).
 */
export function roomToGrowCount(
  userId: string,
  planId: number,
  overview: Pick<PlanOverview, 'context'>,
  db: Db = getDb(),
): number {
  const { timeZone, today } = overview.context
  return roomCounts.getFor(
    db,
    userId,
    `${timeZone}:${today}:${planId}`,
    () => roomToGrow(userId, planId, overview.context, db).length,
  )
}

const roomCounts = new DataCache<number>('user', 256)

export type AddPlanProblemsResult =
  | { outcome: 'added'; added: number; company: string; listHref: string }
  | { outcome: 'not-found' | 'nothing-fits' }

/** Appends to the plan's list the problems of its company that now fit before the interview. */
export function addPlanProblems(
  userId: string,
  planId: number,
  db: Db = getDb(),
  now = new Date(),
): AddPlanProblemsResult {
  return writeTransaction(db, () => {
    const context = planContext(userId, db, now)
    const plan = planOf(context, planId)
    if (!plan) return { outcome: 'not-found' }
    const added = roomToGrow(userId, planId, context, db)
    if (added.length === 0) return { outcome: 'nothing-fits' }
    appendItems(plan.listId, added, db, now)
    return {
      outcome: 'added',
      added: added.length,
      company: plan.companyName,
      listHref: listHref({ id: plan.listId, slug: null }),
    }
  })
}
