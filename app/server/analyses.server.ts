import { and, count, desc, eq, sql } from 'drizzle-orm'
import { analyses } from '#db/schema'
import type { AnalysisReport, Language } from '~/domain/analyzer/types'
import { getDb, type Db } from './db.server'

// A signed-in user's code analyses: saved as they are made, listed newest first, opened and deleted only
// by their owner.

/** How many analyses one page of the history lists. */
export const HISTORY_PAGE_SIZE = 10
/** The first line shown for an analysis in the history is cut to this many characters. */
const PREVIEW_LENGTH = 80

export interface NewAnalysis {
  language: Language
  problemSlug: string | null
  code: string
  report: AnalysisReport
}

export interface SavedAnalysis extends NewAnalysis {
  id: number
  createdAt: Date
}

/** One line of the history: enough to recognise an analysis without loading its code and report. */
export interface AnalysisSummary {
  id: number
  language: string
  problemSlug: string | null
  createdAt: Date
  time: string
  space: string
  /** The code's first non-blank line, shortened. */
  preview: string
}

export function saveAnalysis(userId: string, analysis: NewAnalysis, db: Db = getDb()): number {
  const row = db
    .insert(analyses)
    .values({
      userId,
      language: analysis.language,
      problemSlug: analysis.problemSlug,
      code: analysis.code,
      report: analysis.report,
    })
    .returning({ id: analyses.id })
    .get()
  return row.id
}

export function countAnalyses(userId: string, db: Db = getDb()): number {
  return db.select({ total: count() }).from(analyses).where(eq(analyses.userId, userId)).get()?.total ?? 0
}

/** The user's analyses, newest first (the id breaks ties within one millisecond). */
export function listAnalyses(
  userId: string,
  { limit = HISTORY_PAGE_SIZE, offset = 0 }: { limit?: number; offset?: number } = {},
  db: Db = getDb(),
): AnalysisSummary[] {
  const rows = db
    .select({
      id: analyses.id,
      language: analyses.language,
      problemSlug: analyses.problemSlug,
      createdAt: analyses.createdAt,
      // Only what the list shows is read, not whole reports and up to 50 KB of code per row.
      time: sql<string | null>`json_extract(${analyses.report}, '$.time.bigO')`,
      space: sql<string | null>`json_extract(${analyses.report}, '$.space.bigO')`,
      head: sql<string>`substr(${analyses.code}, 1, 2000)`,
    })
    .from(analyses)
    .where(eq(analyses.userId, userId))
    .orderBy(desc(analyses.createdAt), desc(analyses.id))
    .limit(limit)
    .offset(offset)
    .all()
  return rows.map(({ head, time, space, ...row }) => ({
    ...row,
    time: time ?? '?',
    space: space ?? '?',
    preview: previewOf(head),
  }))
}

function previewOf(code: string): string {
  const line =
    code
      .split('\n')
      .find((text) => text.trim() !== '')
      ?.trim() ?? ''
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH - 1)}…` : line
}

/** One analysis, or null when there is none with this id or it belongs to someone else. */
export function getAnalysis(userId: string, id: number, db: Db = getDb()): SavedAnalysis | null {
  const row = db
    .select()
    .from(analyses)
    .where(and(eq(analyses.id, id), eq(analyses.userId, userId)))
    .get()
  if (!row) return null
  return {
    id: row.id,
    language: row.language as Language,
    problemSlug: row.problemSlug,
    code: row.code,
    report: row.report as AnalysisReport,
    createdAt: row.createdAt,
  }
}

/** Deletes the user's own analysis; false (and nothing changed) when it is not theirs or not there. */
export function deleteAnalysis(userId: string, id: number, db: Db = getDb()): boolean {
  const result = db
    .delete(analyses)
    .where(and(eq(analyses.id, id), eq(analyses.userId, userId)))
    .run()
  return result.changes > 0
}
