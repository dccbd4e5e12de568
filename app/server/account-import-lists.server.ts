import { asc, eq, inArray } from 'drizzle-orm'
import { companies, interviewPlans, problemListItems, problemLists, problems } from '#db/schema'
import type { AccountDataFile } from '~/domain/account-data-file'
import { noteMissing, type ImportKindReport, type ImportReport } from '~/domain/account-import'
import { formatDay } from '~/domain/calendar-day'
import { listHref, MAX_LISTS_PER_USER } from '~/domain/problem-lists'
import type { Tx } from './db.server'
import { newListId } from './lists/ids.server'

// The user's own lists and interview plans in a data download, added to the account by the import
// (docs/decisions/0022-importing-a-data-download.md), under its rules: only adding, the account's own
// kept where the two differ. A list is known by its name: one of the same name here is the same list when
// it holds the same problems in the same order, else a conflict. A plan's list comes with its plan, and
// plans are taken only by an account that has none, since each plan's schedule is fitted beside the others.

type FileList = AccountDataFile['problemLists'][number]
type FilePlan = AccountDataFile['interviewPlans'][number]

/** What merging lists and plans needs from the import around it. */
export interface ListImport {
  tx: Tx
  userId: string
  report: ImportReport
  /** Problem ids by title slug, for the slugs of the file this PrepSharp has. */
  problemIds: ReadonlyMap<string, number>
}

/** Every title slug the file's lists name, to look up with the rest of the file's problems. */
export function listProblemSlugs(file: AccountDataFile): string[] {
  return file.problemLists.flatMap((list) => list.problems.map((problem) => problem.titleSlug))
}

export const LIST_MESSAGES = {
  sameName: 'A list of this name is here with other problems; the one here is kept',
  noRoom: `Not added: this account has ${MAX_LISTS_PER_USER} lists, the most it can keep`,
  hasPlans: 'Not added: this account has interview plans of its own, which are kept as they are',
} as const

export function mergeListsAndPlans(run: ListImport, file: AccountDataFile): void {
  const owned = run.tx
    .select({ id: problemLists.id, name: problemLists.name })
    .from(problemLists)
    .where(eq(problemLists.ownerId, run.userId))
    .all()
  const room = { left: MAX_LISTS_PER_USER - owned.length }
  const plansLists = new Set(file.interviewPlans.flatMap((plan) => (plan.list ? [plan.list] : [])))
  for (const list of file.problemLists) {
    // A plan's list is added with its plan, or not at all.
    if (list.address !== undefined && plansLists.has(list.address)) continue
    mergeList(run, list, owned, room)
  }
  mergePlans(run, file, room)
}

function slugsOf(tx: Tx, listId: string): string[] {
  return tx
    .select({ titleSlug: problems.titleSlug })
    .from(problemListItems)
    .innerJoin(problems, eq(problems.id, problemListItems.problemId))
    .where(eq(problemListItems.listId, listId))
    .orderBy(asc(problemListItems.position), asc(problemListItems.problemId))
    .all()
    .map((row) => row.titleSlug)
}

/** The file list's problems this PrepSharp has, in order, each once; the others are named as missing. */
function knownProblems(run: ListImport, list: FileList, kind: ImportKindReport | null) {
  const seen = new Set<number>()
  const known: { titleSlug: string; problemId: number; addedAt: Date }[] = []
  for (const problem of list.problems) {
    const problemId = run.problemIds.get(problem.titleSlug)
    if (problemId === undefined) {
      if (kind) noteMissing(kind, problem.titleSlug)
    } else if (!seen.has(problemId)) {
      seen.add(problemId)
      known.push({ titleSlug: problem.titleSlug, problemId, addedAt: problem.addedAt })
    }
  }
  return known
}

function mergeList(
  run: ListImport,
  list: FileList,
  owned: { id: string; name: string }[],
  room: { left: number },
): void {
  const kind = run.report.lists
  const here = owned.find((ownList) => ownList.name.toLowerCase() === list.name.toLowerCase())
  if (here) {
    const same =
      slugsOf(run.tx, here.id).join('\n') ===
      knownProblems(run, list, null)
        .map((problem) => problem.titleSlug)
        .join('\n')
    if (same) kind.alreadyHere++
    else
      kind.conflicts.push({
        name: list.name,
        href: listHref({ id: here.id, slug: null }),
        detail: LIST_MESSAGES.sameName,
      })
    return
  }
  if (room.left <= 0) {
    kind.conflicts.push({ name: list.name, href: null, detail: LIST_MESSAGES.noRoom })
    return
  }
  // Known from now on: a second list of this name in the file is the same list or a conflict.
  owned.push({ id: insertList(run, list, knownProblems(run, list, kind)), name: list.name })
  room.left--
  kind.added++
}

/**
 * Adds the list as the user's, private whatever it was: making a list public shows it to everyone, which
 * only the user decides here (and a list hidden by an admin elsewhere must not come back public).
 */
function insertList(
  run: ListImport,
  list: Pick<FileList, 'name' | 'description' | 'createdAt' | 'updatedAt'>,
  items: readonly { problemId: number; addedAt: Date }[],
): string {
  const id = newListId()
  run.tx
    .insert(problemLists)
    .values({
      id,
      ownerId: run.userId,
      name: list.name,
      description: list.description,
      visibility: 'private',
      createdAt: list.createdAt,
      updatedAt: list.updatedAt,
    })
    .run()
  items.forEach((item, index) => {
    run.tx
      .insert(problemListItems)
      .values({ listId: id, problemId: item.problemId, position: index + 1, addedAt: item.addedAt })
      .run()
  })
  return id
}

function mergePlans(run: ListImport, file: AccountDataFile, room: { left: number }): void {
  if (file.interviewPlans.length === 0) return
  const kind = run.report.interviewPlans
  const here = new Map(
    run.tx
      .select({
        companyId: interviewPlans.companyId,
        interviewDate: interviewPlans.interviewDate,
        hoursPerWeek: interviewPlans.hoursPerWeek,
      })
      .from(interviewPlans)
      .where(eq(interviewPlans.userId, run.userId))
      .all()
      .map((plan) => [plan.companyId, plan]),
  )
  const hadPlans = here.size > 0
  const companyRows = run.tx
    .select({ id: companies.id, slug: companies.slug, name: companies.name })
    .from(companies)
    .where(
      inArray(
        companies.slug,
        file.interviewPlans.map((plan) => plan.companySlug),
      ),
    )
    .all()
  const bySlug = new Map(companyRows.map((company) => [company.slug, company]))
  const listsByAddress = new Map(
    file.problemLists.flatMap((list) => (list.address ? [[list.address, list] as const] : [])),
  )
  for (const plan of file.interviewPlans) {
    const company = bySlug.get(plan.companySlug)
    if (!company) {
      noteMissing(kind, plan.companySlug)
      continue
    }
    const samePlace = here.get(company.id)
    if (samePlace) {
      if (samePlace.interviewDate === plan.interviewDate && samePlace.hoursPerWeek === plan.hoursPerWeek)
        kind.alreadyHere++
      else
        kind.conflicts.push({
          name: company.name,
          href: '/plan',
          detail: `${planLabel(samePlace)} here, ${planLabel(plan)} in the file`,
        })
      continue
    }
    if (hadPlans) {
      kind.conflicts.push({ name: company.name, href: '/plan', detail: LIST_MESSAGES.hasPlans })
      continue
    }
    if (room.left <= 0) {
      kind.conflicts.push({ name: company.name, href: '/plan', detail: LIST_MESSAGES.noRoom })
      continue
    }
    addPlan(run, plan, company, plan.list ? listsByAddress.get(plan.list) : undefined)
    room.left--
    kind.added++
  }
}

function planLabel(plan: { interviewDate: string; hoursPerWeek: number }): string {
  return `Interview on ${formatDay(plan.interviewDate)} at ${plan.hoursPerWeek} hours a week`
}

/** The plan with its list: the file's, problems in order, or an empty one named as a plan's list is. */
function addPlan(run: ListImport, plan: FilePlan, company: { id: number; name: string }, list?: FileList) {
  const listId = insertList(
    run,
    list ?? {
      name: `${company.name} interview plan`,
      description: '',
      createdAt: plan.createdAt,
      updatedAt: plan.updatedAt,
    },
    list ? knownProblems(run, list, run.report.interviewPlans) : [],
  )
  run.tx
    .insert(interviewPlans)
    .values({
      userId: run.userId,
      companyId: company.id,
      interviewDate: plan.interviewDate,
      hoursPerWeek: plan.hoursPerWeek,
      listId,
      createdAt: plan.createdAt,
      updatedAt: plan.updatedAt,
    })
    .run()
}
