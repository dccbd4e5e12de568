import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm'
import { Marked } from 'marked'
import { problemNotes, problems } from '#db/schema'
import { containsPattern, isBlankNote, MAX_NOTE_BYTES, noteBytes } from '~/domain/problem-note'
import { getDb, writeTransaction, type Db } from './db.server'
import { preparedFor } from './prepared.server'
import { htmlToPlainText } from './notes/plain-text.server'
import { sanitizeNotesHtml } from './notes/sanitize.server'

// A signed-in user's private notes on problems (docs/product.md#problem-notes): one Markdown note per
// problem, written and read only by its owner. Stored as typed and sanitised every time it is drawn, so
// a change to the sanitiser applies to every note already saved.

/** Notes one page of /notes lists. */
export const NOTES_PAGE_SIZE = 20
/** A note's preview on /notes is cut to this many characters of its text. */
const PREVIEW_LENGTH = 240
/** Enough of a note's start to fill the preview, however much Markdown syntax it begins with. */
const PREVIEW_SOURCE_LENGTH = 2000

const markdown = new Marked({ gfm: true, breaks: true, async: false })

/** Notes drawn lately, by their Markdown: drawing one is most of its insights page's loader time. */
const drawnNotes = new Map<string, string>()
const DRAWN_NOTES_KEPT = 200

/**
 * A note's Markdown as safe HTML: raw HTML in it is allowed through the same sanitiser as the book's.
 * Kept by its text only within the running process, so a new sanitiser still applies to every note.
 */
export function renderProblemNote(body: string): string {
  const drawn = drawnNotes.get(body)
  if (drawn !== undefined) return drawn
  const html = sanitizeNotesHtml(markdown.parse(body) as string)
  // A Map iterates in insertion order, so the first key is the note drawn longest ago.
  if (drawnNotes.size >= DRAWN_NOTES_KEPT) drawnNotes.delete(drawnNotes.keys().next().value!)
  drawnNotes.set(body, html)
  return html
}

/** The id of the problem with this slug, or null when there is none. */
export function findProblemId(titleSlug: string, db: Db = getDb()): number | null {
  return (
    db.select({ id: problems.id }).from(problems).where(eq(problems.titleSlug, titleSlug)).get()?.id ?? null
  )
}

export interface ProblemNote {
  body: string
  /** The note drawn as sanitised HTML. */
  html: string
  updatedAt: Date
}

export function getProblemNote(userId: string, problemId: number, db: Db = getDb()): ProblemNote | null {
  const row = noteStatement(db).get({ userId, problemId })
  return row ? { ...row, html: renderProblemNote(row.body) } : null
}

// Prepared once: every insights page a signed-in user opens asks it.
const noteStatement = preparedFor((db) =>
  db
    .select({ body: problemNotes.body, updatedAt: problemNotes.updatedAt })
    .from(problemNotes)
    .where(
      and(
        eq(problemNotes.userId, sql.placeholder('userId')),
        eq(problemNotes.problemId, sql.placeholder('problemId')),
      ),
    )
    .prepare(),
)

export type SaveNoteOutcome = 'saved' | 'deleted' | 'too-large' | 'problem-not-found'

/**
 * Writes the user's note on a problem, replacing the one there; a blank note deletes it. A note over the
 * limit changes nothing (the form checks it first; this keeps it true for any caller).
 */
export function saveProblemNote(
  userId: string,
  problemId: number,
  body: string,
  db: Db = getDb(),
  now = new Date(),
): SaveNoteOutcome {
  if (noteBytes(body) > MAX_NOTE_BYTES) return 'too-large'
  return writeTransaction(db, (tx) => {
    const problem = tx.select({ id: problems.id }).from(problems).where(eq(problems.id, problemId)).get()
    if (!problem) return 'problem-not-found'
    if (isBlankNote(body)) {
      tx.delete(problemNotes)
        .where(and(eq(problemNotes.userId, userId), eq(problemNotes.problemId, problemId)))
        .run()
      return 'deleted'
    }
    tx.insert(problemNotes)
      .values({ userId, problemId, body, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [problemNotes.userId, problemNotes.problemId],
        set: { body, updatedAt: now },
      })
      .run()
    return 'saved'
  })
}

/** Of the given problems, those the user has a note on: one query for a whole page of a sheet. */
export function problemIdsWithNotes(
  userId: string,
  problemIds: readonly number[],
  db: Db = getDb(),
): number[] {
  if (problemIds.length === 0) return []
  return notedAmongStatement(db).all(userId, JSON.stringify(problemIds)) as number[]
}

// One statement for any number of ids (a sheet asks about fifty), prepared once.
const notedAmongStatement = preparedFor((db) =>
  db.$client
    .prepare(
      'SELECT problem_id FROM problem_notes WHERE user_id = ? AND problem_id IN (SELECT value FROM json_each(?))',
    )
    .pluck(),
)

/** One line of /notes: enough to recognise a note without drawing all of it. */
export interface ProblemNoteSummary {
  titleSlug: string
  title: string
  frontendId: number | null
  updatedAt: Date
  /** The start of the note as plain text, shortened. */
  preview: string
}

/**
 * The user's notes, or those whose problem title or text contains the pattern (any case, for ASCII
 * letters). Two statements, with and without a search, each prepared once: building and compiling the
 * SQL again was a good part of /notes' loader.
 */
const noteStatements = preparedFor((db) => {
  const own = eq(problemNotes.userId, sql.placeholder('userId'))
  const pattern = sql.placeholder('pattern')
  const searched = and(
    own,
    or(
      sql`${problems.title} like ${pattern} escape '\\'`,
      sql`${problemNotes.body} like ${pattern} escape '\\'`,
    ),
  )
  const counted = (where: SQL | undefined) =>
    db
      .select({ total: count() })
      .from(problemNotes)
      .innerJoin(problems, eq(problems.id, problemNotes.problemId))
      .where(where)
      .prepare()
  const listed = (where: SQL | undefined) =>
    db
      .select({
        titleSlug: problems.titleSlug,
        title: problems.title,
        frontendId: problems.frontendId,
        updatedAt: problemNotes.updatedAt,
        // Only the start is read and drawn for the preview, not up to 20 KB per row.
        head: sql<string>`substr(${problemNotes.body}, 1, ${PREVIEW_SOURCE_LENGTH})`,
      })
      .from(problemNotes)
      .innerJoin(problems, eq(problems.id, problemNotes.problemId))
      .where(where)
      .orderBy(desc(problemNotes.updatedAt), asc(problems.title))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare()
  return {
    all: { count: counted(own), list: listed(own) },
    searched: { count: counted(searched), list: listed(searched) },
  }
})

function statementsFor(query: string, db: Db) {
  const statements = noteStatements(db)
  return query === '' ? statements.all : statements.searched
}

export function countProblemNotes(userId: string, query = '', db: Db = getDb()): number {
  return statementsFor(query, db).count.get({ userId, pattern: containsPattern(query) })?.total ?? 0
}

/** The user's notes, newest first, filtered by `query` as countProblemNotes counts them. */
export function listProblemNotes(
  userId: string,
  {
    query = '',
    limit = NOTES_PAGE_SIZE,
    offset = 0,
  }: { query?: string; limit?: number; offset?: number } = {},
  db: Db = getDb(),
): ProblemNoteSummary[] {
  const rows = statementsFor(query, db).list.all({ userId, pattern: containsPattern(query), limit, offset })
  return rows.map(({ head, ...row }) => ({ ...row, preview: previewOf(head) }))
}

/** Previews drawn lately, by the note's start: drawing and flattening one was most of a /notes row's cost. */
const previews = new Map<string, string>()

function previewOf(head: string): string {
  const kept = previews.get(head)
  if (kept !== undefined) return kept
  const text = htmlToPlainText(renderProblemNote(head))
  const preview = text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text
  // A Map iterates in insertion order, so the first key is the preview drawn longest ago.
  if (previews.size >= DRAWN_NOTES_KEPT) previews.delete(previews.keys().next().value!)
  previews.set(head, preview)
  return preview
}

/** Every note of the user for the data download, by problem slug, oldest change first. */
export function exportProblemNotes(userId: string, db: Db = getDb()) {
  return db
    .select({
      titleSlug: problems.titleSlug,
      title: problems.title,
      body: problemNotes.body,
      createdAt: problemNotes.createdAt,
      updatedAt: problemNotes.updatedAt,
    })
    .from(problemNotes)
    .innerJoin(problems, eq(problems.id, problemNotes.problemId))
    .where(eq(problemNotes.userId, userId))
    .orderBy(asc(problemNotes.updatedAt), asc(problems.titleSlug))
    .all()
    .map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }))
}
