import { useState } from 'react'
import { useMarkupOnly } from '~/components/markup-only'
import type { ProblemStatus } from '~/components/progress-control'
import { DIFFICULTIES } from '~/domain/difficulty'
import { MISSING_VALUE } from '~/domain/format'
import type { InterviewSafe } from '~/domain/interview-mode'
import { NOTE_ANCHOR } from '~/domain/problem-note'
import { rowAnchor } from '~/domain/sheet-filters'
import { dueTextsOf, type SheetTableRow } from './sheet-table'

/*
 * A company sheet's rows on a document load: the loader writes them as HTML (docs/decisions/0036), and
 * sends none of them in the loader data, since the table already carries everything the rows draw. The
 * browser reads them back from the rows it hydrates, once; a client navigation or a revalidation is a
 * data request, whose answer carries the rows in full, and every later render uses those. This keeps
 * about 6 KB of figures, marks and due days out of the sheet's HTML (its budget is 100 KB), and their
 * serialising out of the server's time.
 *
 * Only what the rows draw can be read back, and only as they draw it: a due day as its text, a figure to
 * the tenth it shows. Drawn again from those, a row is the same markup, which is all hydration needs.
 */

/** The rows as SheetTable draws them, with the user's facts about them. */
export interface SheetRows {
  rows: InterviewSafe<SheetTableRow>[]
  /** Problems of these rows the user has a note on. */
  notedProblemIds: readonly number[]
  /** Problem id → when its review is due, as the row says it ('due 3 Dec'), for the rows with a card. */
  dueTexts: Readonly<Record<number, string>>
}

/** The rows as a data request sends them: the due days as days, told against `today` by the browser. */
export interface SentSheetRows {
  rows: InterviewSafe<SheetTableRow>[]
  notedProblemIds: readonly number[]
  dueDays: Readonly<Record<number, string>>
}

/** Where the sheet's loader leaves a document's rows for the server render (markup-only.tsx). */
export const SHEET_ROWS_KEY = 'sheet/rows'

const NO_ROWS: SheetRows = { rows: [], notedProblemIds: [], dueTexts: {} }
const ROW_ID_PREFIX = rowAnchor(0).slice(0, -1)
const INSIGHTS_PATH = '/problems/'
const MORE_TOPICS = / \+(\d+)$/

/**
 * A table's rows: as sent (a data request, made into what the table draws by `fromSent`), else the server
 * render's own (left under `key`), else read once by `readPage` from the table being hydrated.
 */
export function useRowsInPage<Rows, Sent>(
  key: string,
  sent: Sent | null,
  fromSent: (sent: Sent) => Rows,
  readPage: (page: Document) => Rows,
  none: Rows,
): Rows {
  const fromServer = useMarkupOnly<Rows>(key)
  const [fromPage] = useState(() =>
    sent || fromServer || typeof document === 'undefined' ? null : readPage(document),
  )
  if (sent) return fromSent(sent)
  return fromServer ?? fromPage ?? none
}

/** The sheet's rows (useRowsInPage), their due days told against `today` when they were sent. */
export function useSheetRows(sent: SentSheetRows | null, today: string, interviewMode: boolean): SheetRows {
  return useRowsInPage(
    SHEET_ROWS_KEY,
    sent,
    ({ rows, notedProblemIds, dueDays }) => ({ rows, notedProblemIds, dueTexts: dueTextsOf(dueDays, today) }),
    (page) => sheetRowsInPage(page, interviewMode),
    NO_ROWS,
  )
}

/**
 * The rows of the sheet's table in `page`, as SheetTable drew them: the marks, the number, the title
 * cell (title, slug, badges, Note, topics) and, unless interview mode left them out, the difficulty,
 * acceptance and frequency cells.
 */
export function sheetRowsInPage(page: ParentNode, interviewMode: boolean): SheetRows {
  const rows: InterviewSafe<SheetTableRow>[] = []
  const notedProblemIds: number[] = []
  const dueTexts: Record<number, string> = {}
  for (const tr of page.querySelectorAll<HTMLTableRowElement>('table.sheet-table > tbody > tr')) {
    const problemId = rowIdIn(tr)
    const [marks, number, titleCell, difficulty, acceptance, frequency] = Array.from(tr.cells)
    if (!marks || !number || !titleCell || !Number.isInteger(problemId)) continue

    const { status, due } = marksInPage(marks)
    if (due) dueTexts[problemId] = due
    const { line, ...text } = titleCellInPage(titleCell, interviewMode)
    if (line?.querySelector(`a[href$="#${NOTE_ANCHOR}"]`)) notedProblemIds.push(problemId)
    const row: InterviewSafe<SheetTableRow> = {
      problemId,
      frontendId: frontendIdIn(number),
      title: text.title,
      titleSlug: text.titleSlug,
      status,
      // Both flags are left out when false, as the loader does.
      ...(text.isPaidOnly ? { isPaidOnly: true } : {}),
      ...(line?.querySelector('.added') ? { fromShorterTimeframe: true } : {}),
    }
    if (!interviewMode) {
      row.topics = text.topics
      row.moreTopics = text.moreTopics
      row.difficulty = difficultyIn(difficulty)
      row.acRate = percentIn(acceptance)
      row.frequency = percentIn(frequency) ?? 0
    }
    rows.push(row)
  }
  return { rows, notedProblemIds, dueTexts }
}

/** The problem a table row is of, by its anchor (rowAnchor); NaN for a row that is not a problem's. */
export function rowIdIn(tr: Element): number {
  return tr.id.startsWith(ROW_ID_PREFIX) ? Number(tr.id.slice(ROW_ID_PREFIX.length)) : Number.NaN
}

/** A row's progress marks as drawn (ProgressControl) and its due text, if it has one. */
export function marksInPage(cell: Element): { status: ProblemStatus; due: string | null } {
  const [solved, revisit] = Array.from(cell.querySelectorAll('button[name="mark"]'))
  const pressed = (button: Element | undefined) => button?.getAttribute('aria-pressed') === 'true'
  const status: ProblemStatus = pressed(solved) ? 'solved' : pressed(revisit) ? 'revisit' : null
  return { status, due: cell.querySelector('.due')?.textContent || null }
}

/**
 * A row's title cell as drawn: the title link, then a line with the Premium badge, Insights (and on a
 * sheet Note) and, unless interview mode left them out, the topics as its last text
 * ('Array · Hash Table +2', see topicsText).
 */
export function titleCellInPage(cell: Element, interviewMode: boolean) {
  const title = cell.querySelector(':scope > a')
  const line = cell.querySelector(':scope > span')
  const insights = line?.querySelector<HTMLAnchorElement>(`a[href^="${INSIGHTS_PATH}"]`)
  const text = {
    line,
    title: title?.textContent ?? '',
    titleSlug: insights?.getAttribute('href')?.slice(INSIGHTS_PATH.length) ?? '',
    // A badge before Insights is the Premium one.
    isPaidOnly: Boolean(insights?.previousElementSibling),
    topics: [] as string[],
    moreTopics: 0,
  }
  if (interviewMode) return text
  const last = line?.lastChild
  const topics = last?.nodeName === '#text' ? (last.textContent ?? '') : ''
  const more = MORE_TOPICS.exec(topics)
  const listed = more ? topics.slice(0, more.index) : topics
  return { ...text, topics: listed ? listed.split(' · ') : [], moreTopics: more ? Number(more[1]) : 0 }
}

/** The problem's number as its cell draws it, or null for the missing value. */
export function frontendIdIn(cell: Element): number | null {
  const text = cell.textContent ?? ''
  return text === MISSING_VALUE ? null : Number(text)
}

/** The difficulty a cell's badge names (Medium when none does). */
export function difficultyIn(cell: Element | null | undefined): number {
  const label = cell?.textContent
  return DIFFICULTIES.find((level) => level.label === label)?.code ?? 2
}

/** A cell's figure as drawn by formatPercent ('58.0%'), or null for the missing value. */
export function percentIn(cell: Element | undefined): number | null {
  const text = cell?.textContent ?? MISSING_VALUE
  const value = Number.parseFloat(text)
  return text === MISSING_VALUE || !Number.isFinite(value) ? null : value
}
