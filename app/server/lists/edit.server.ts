import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { problemListItems, problemLists, problems } from '#db/schema'
import type { ListDetails } from '~/domain/list-forms'
import { parsePastedLines, type PasteSkipReason, type SkippedLine } from '~/domain/list-paste'
import { MAX_LIST_ITEMS, MAX_LISTS_PER_USER } from '~/domain/problem-lists'
import { getDb, writeTransaction, type Db, type Tx } from '../db.server'
import { newListId } from './ids.server'
import { canView, findList } from './read.server'

/*
 * Changing a user's own lists. Every change raises the list's version in the same transaction. A change
 * that depends on what the page showed (an edit, a move, a removal, a deletion) names the version it was
 * drawn from and is refused as stale when the list has changed since, so two tabs never undo each other's
 * work. Adding a problem cannot lose one, so it applies whatever the page knew (docs/decisions/0027).
 */

export type OwnedListRefusal = 'not-found' | 'stale'

interface OwnedList {
  id: string
  name: string
  version: number
}

/** The user's own list; curated lists and other people's are as good as missing. */
function ownedList(tx: Tx, ownerId: string, listId: string): OwnedList | null {
  return (
    tx
      .select({ id: problemLists.id, name: problemLists.name, version: problemLists.version })
      .from(problemLists)
      .where(and(eq(problemLists.id, listId), eq(problemLists.ownerId, ownerId)))
      .get() ?? null
  )
}

/** The list when it is the user's and (when a version is given) unchanged since that version. */
function editableList(
  tx: Tx,
  ownerId: string,
  listId: string,
  version: number | null,
): OwnedList | OwnedListRefusal {
  const list = ownedList(tx, ownerId, listId)
  if (!list) return 'not-found'
  if (version !== null && list.version !== version) return 'stale'
  return list
}

function touch(tx: Tx, listId: string, now: Date): number {
  const row = tx
    .update(problemLists)
    .set({ version: sql`${problemLists.version} + 1`, updatedAt: now })
    .where(eq(problemLists.id, listId))
    .returning({ version: problemLists.version })
    .get()
  return row!.version
}

function itemIds(tx: Tx, listId: string): number[] {
  return tx
    .select({ problemId: problemListItems.problemId })
    .from(problemListItems)
    .where(eq(problemListItems.listId, listId))
    .orderBy(problemListItems.position, problemListItems.problemId)
    .all()
    .map((row) => row.problemId)
}

/** Writes the order as positions 1…n, changing only the rows that moved. */
function storeOrder(tx: Tx, listId: string, order: readonly number[], before: readonly number[]): void {
  order.forEach((problemId, index) => {
    if (before[index] === problemId) return
    tx.update(problemListItems)
      .set({ position: index + 1 })
      .where(and(eq(problemListItems.listId, listId), eq(problemListItems.problemId, problemId)))
      .run()
  })
}

function listCount(tx: Tx, ownerId: string): number {
  return tx.select({ n: count() }).from(problemLists).where(eq(problemLists.ownerId, ownerId)).get()?.n ?? 0
}

// ---------------------------------------------------------------------------------------------------------
// Lists

export type CreateListResult = { outcome: 'created'; id: string } | { outcome: 'too-many-lists' }

export function createList(
  ownerId: string,
  details: ListDetails,
  db: Db = getDb(),
  now = new Date(),
): CreateListResult {
  return writeTransaction(db, (tx) => {
    if (listCount(tx, ownerId) >= MAX_LISTS_PER_USER) return { outcome: 'too-many-lists' }
    const id = newListId()
    tx.insert(problemLists)
      .values({ id, ownerId, ...details, createdAt: now, updatedAt: now })
      .run()
    return { outcome: 'created', id }
  })
}

export type SaveListResult = { outcome: 'saved'; version: number } | { outcome: OwnedListRefusal }

/** Saves the name, description and visibility, unless the list changed since `version`. */
export function saveListDetails(
  ownerId: string,
  listId: string,
  version: number,
  details: ListDetails,
  db: Db = getDb(),
  now = new Date(),
): SaveListResult {
  return writeTransaction(db, (tx) => {
    const list = editableList(tx, ownerId, listId, version)
    if (typeof list === 'string') return { outcome: list }
    tx.update(problemLists).set(details).where(eq(problemLists.id, list.id)).run()
    return { outcome: 'saved', version: touch(tx, list.id, now) }
  })
}

export type DeleteListResult = { outcome: 'deleted'; name: string } | { outcome: OwnedListRefusal }

/** Deletes the list and its items, unless it changed since `version` (an item added meanwhile would go too). */
export function deleteList(
  ownerId: string,
  listId: string,
  version: number,
  db: Db = getDb(),
): DeleteListResult {
  return writeTransaction(db, (tx) => {
    const list = editableList(tx, ownerId, listId, version)
    if (typeof list === 'string') return { outcome: list }
    tx.delete(problemLists).where(eq(problemLists.id, list.id)).run()
    return { outcome: 'deleted', name: list.name }
  })
}

export type CopyListResult =
  { outcome: 'copied'; id: string; name: string } | { outcome: 'not-found' | 'too-many-lists' }

/**
 * Copies a list the user may see (curated, public, or their own) into a new private list of theirs, with
 * the same name, description and problems in the same order.
 */
export function copyList(
  userId: string,
  address: string,
  db: Db = getDb(),
  now = new Date(),
): CopyListResult {
  return writeTransaction(db, (tx) => {
    const source = findList(address, db)
    if (!source || !canView(source, userId)) return { outcome: 'not-found' }
    if (listCount(tx, userId) >= MAX_LISTS_PER_USER) return { outcome: 'too-many-lists' }
    const id = newListId()
    tx.insert(problemLists)
      .values({
        id,
        ownerId: userId,
        name: source.name,
        description: source.description,
        visibility: 'private',
        copiedFromId: source.id,
        createdAt: now,
        updatedAt: now,
      })
      .run()
    const order = itemIds(tx, source.id)
    order.forEach((problemId, index) => {
      tx.insert(problemListItems)
        .values({ listId: id, problemId, position: index + 1, addedAt: now })
        .run()
    })
    return { outcome: 'copied', id, name: source.name }
  })
}

// ---------------------------------------------------------------------------------------------------------
// Problems on a list

export interface ProblemRef {
  id: number
  title: string
}

export type AddProblemResult =
  | { outcome: 'added' | 'already-there'; list: OwnedList; problem: ProblemRef }
  | { outcome: 'not-found' | 'problem-not-found' | 'list-full' }

/** Appends a problem to the user's list; one already on it stays where it is. */
export function addProblem(
  ownerId: string,
  listId: string,
  problemId: number,
  db: Db = getDb(),
  now = new Date(),
): AddProblemResult {
  return writeTransaction(db, (tx) => {
    const list = ownedList(tx, ownerId, listId)
    if (!list) return { outcome: 'not-found' }
    const problem = tx
      .select({ id: problems.id, title: problems.title })
      .from(problems)
      .where(eq(problems.id, problemId))
      .get()
    if (!problem) return { outcome: 'problem-not-found' }
    const order = itemIds(tx, list.id)
    if (order.includes(problem.id)) return { outcome: 'already-there', list, problem }
    if (order.length >= MAX_LIST_ITEMS) return { outcome: 'list-full' }
    tx.insert(problemListItems)
      .values({ listId: list.id, problemId: problem.id, position: order.length + 1, addedAt: now })
      .run()
    return { outcome: 'added', list: { ...list, version: touch(tx, list.id, now) }, problem }
  })
}

export type PasteResult =
  | { outcome: 'pasted'; added: ProblemRef[]; skipped: SkippedLine[]; version: number }
  | { outcome: 'not-found' }

/**
 * Adds the problems of a paste, in its order, in one transaction: every line that names a stored problem not
 * yet on the list is added, and every other line is reported with its reason.
 */
export function pasteProblems(
  ownerId: string,
  listId: string,
  text: string,
  db: Db = getDb(),
  now = new Date(),
): PasteResult {
  const lines = parsePastedLines(text)
  return writeTransaction(db, (tx) => {
    const list = ownedList(tx, ownerId, listId)
    if (!list) return { outcome: 'not-found' }
    const found = resolvePasted(tx, lines)
    const order = itemIds(tx, list.id)
    const onList = new Set(order)
    const added: ProblemRef[] = []
    const skipped: SkippedLine[] = []
    for (const line of lines) {
      const problem = found.get(line.line)
      const skip = (reason: PasteSkipReason) => skipped.push({ line: line.line, text: line.text, reason })
      if (!line.ref) skip('unreadable')
      else if (!problem) skip('unknown')
      else if (added.some((other) => other.id === problem.id)) skip('repeated')
      else if (onList.has(problem.id)) skip('already-there')
      else if (order.length + added.length >= MAX_LIST_ITEMS) skip('list-full')
      else added.push(problem)
    }
    added.forEach((problem, index) => {
      tx.insert(problemListItems)
        .values({ listId: list.id, problemId: problem.id, position: order.length + index + 1, addedAt: now })
        .run()
    })
    const version = added.length > 0 ? touch(tx, list.id, now) : list.version
    return { outcome: 'pasted', added, skipped, version }
  })
}

/** The stored problem each pasted line names, by line number: slugs and numbers in one query each. */
function resolvePasted(tx: Tx, lines: ReturnType<typeof parsePastedLines>): Map<number, ProblemRef> {
  const slugs = lines.flatMap((line) => (line.ref && 'slug' in line.ref ? [line.ref.slug] : []))
  const numbers = lines.flatMap((line) => (line.ref && 'number' in line.ref ? [line.ref.number] : []))
  const columns = {
    id: problems.id,
    title: problems.title,
    slug: problems.titleSlug,
    number: problems.frontendId,
  }
  const bySlug = new Map(
    (slugs.length
      ? tx.select(columns).from(problems).where(inArray(problems.titleSlug, slugs)).all()
      : []
    ).map((row) => [row.slug, row]),
  )
  const byNumber = new Map(
    (numbers.length
      ? tx.select(columns).from(problems).where(inArray(problems.frontendId, numbers)).all()
      : []
    ).map((row) => [row.number, row]),
  )
  const found = new Map<number, ProblemRef>()
  for (const line of lines) {
    const row = !line.ref
      ? undefined
      : 'slug' in line.ref
        ? bySlug.get(line.ref.slug)
        : byNumber.get(line.ref.number)
    if (row) found.set(line.line, { id: row.id, title: row.title })
  }
  return found
}

export type MoveResult =
  { outcome: 'moved'; position: number; version: number } | { outcome: OwnedListRefusal | 'not-on-list' }

/**
 * Moves a problem to a 1-based place in the list (clamped to the list), the others closing up behind it:
 * the up and down buttons move by one, a drag to wherever it was dropped.
 */
export function moveProblem(
  ownerId: string,
  listId: string,
  version: number,
  problemId: number,
  toPosition: number,
  db: Db = getDb(),
  now = new Date(),
): MoveResult {
  return writeTransaction(db, (tx) => {
    const list = editableList(tx, ownerId, listId, version)
    if (typeof list === 'string') return { outcome: list }
    const before = itemIds(tx, list.id)
    const from = before.indexOf(problemId)
    if (from === -1) return { outcome: 'not-on-list' }
    const to = Math.min(Math.max(1, Math.trunc(toPosition)), before.length) - 1
    const order = before.filter((id) => id !== problemId)
    order.splice(to, 0, problemId)
    storeOrder(tx, list.id, order, before)
    return {
      outcome: 'moved',
      position: to + 1,
      version: to === from ? list.version : touch(tx, list.id, now),
    }
  })
}

export type RemoveResult =
  { outcome: 'removed'; problem: ProblemRef; version: number } | { outcome: OwnedListRefusal | 'not-on-list' }

export function removeProblem(
  ownerId: string,
  listId: string,
  version: number,
  problemId: number,
  db: Db = getDb(),
  now = new Date(),
): RemoveResult {
  return writeTransaction(db, (tx) => {
    const list = editableList(tx, ownerId, listId, version)
    if (typeof list === 'string') return { outcome: list }
    const before = itemIds(tx, list.id)
    if (!before.includes(problemId)) return { outcome: 'not-on-list' }
    const problem = tx
      .select({ id: problems.id, title: problems.title })
      .from(problems)
      .where(eq(problems.id, problemId))
      .get()!
    tx.delete(problemListItems)
      .where(and(eq(problemListItems.listId, list.id), eq(problemListItems.problemId, problemId)))
      .run()
    // The problems after it close up: position i + 1 now holds what stood one place further on.
    storeOrder(
      tx,
      list.id,
      before.filter((id) => id !== problemId),
      before,
    )
    return { outcome: 'removed', problem, version: touch(tx, list.id, now) }
  })
}
