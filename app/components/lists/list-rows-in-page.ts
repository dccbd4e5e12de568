import {
  difficultyIn,
  frontendIdIn,
  marksInPage,
  percentIn,
  rowIdIn,
  titleCellInPage,
  useRowsInPage,
} from '~/components/sheet/sheet-rows-in-page'
import { dueTextsOf } from '~/components/sheet/sheet-table'
import type { InterviewSafe } from '~/domain/interview-mode'
import type { ListTableRow } from './list-table'

/*
 * A list's rows on a document load, as a company sheet's (sheet-rows-in-page.ts): the loader writes them
 * as HTML (docs/decisions/0036) and sends none of them in the loader data, since the table carries
 * everything the rows draw. The browser reads them back from the rows it hydrates, once; a client
 * navigation or a revalidation is a data request, whose answer carries the rows in full.
 */

/** The rows as ListTable draws them, with the viewer's due texts ('due 3 Dec') for the rows with a card. */
export interface ListRows {
  rows: InterviewSafe<ListTableRow>[]
  dueTexts: Readonly<Record<number, string>>
}

/** The rows as a data request sends them: the due days as days, told against `today` by the browser. */
export interface SentListRows {
  rows: InterviewSafe<ListTableRow>[]
  dueDays: Readonly<Record<number, string>>
}

/** Where the list's loader leaves a document's rows for the server render (markup-only.tsx). */
export const LIST_ROWS_KEY = 'list/rows'

const NO_ROWS: ListRows = { rows: [], dueTexts: {} }

/** The list's rows (useRowsInPage), their due days told against `today` when they were sent. */
export function useListRows(sent: SentListRows | null, today: string, interviewMode: boolean): ListRows {
  return useRowsInPage(
    LIST_ROWS_KEY,
    sent,
    ({ rows, dueDays }) => ({ rows, dueTexts: dueTextsOf(dueDays, today) }),
    (page) => listRowsInPage(page, interviewMode),
    NO_ROWS,
  )
}

/**
 * The rows of the list's table in `page`, as ListTable drew them: the place, the marks (signed in), the
 * number, the title cell and, unless interview mode left them out, the difficulty and acceptance.
 */
export function listRowsInPage(page: ParentNode, interviewMode: boolean): ListRows {
  const rows: InterviewSafe<ListTableRow>[] = []
  const dueTexts: Record<number, string> = {}
  for (const tr of page.querySelectorAll('table.list-table > tbody > tr')) {
    const problemId = rowIdIn(tr)
    const place = tr.querySelector(':scope > .list-pos > span')
    const number = tr.querySelector(':scope > .list-num')
    const titleCell = tr.querySelector(':scope > th')
    if (!place || !number || !titleCell || !Number.isInteger(problemId)) continue

    const marks = tr.querySelector(':scope > .list-status')
    const { status, due } = marks ? marksInPage(marks) : { status: null, due: null }
    if (due) dueTexts[problemId] = due
    const { line: _line, ...text } = titleCellInPage(titleCell, interviewMode)
    const row: InterviewSafe<ListTableRow> = {
      problemId,
      position: Number(place.textContent),
      frontendId: frontendIdIn(number),
      title: text.title,
      titleSlug: text.titleSlug,
      isPaidOnly: text.isPaidOnly,
      status,
    }
    if (!interviewMode) {
      row.difficulty = difficultyIn(tr.querySelector(':scope > .list-diff'))
      row.acRate = percentIn(tr.querySelector(':scope > .list-acc') ?? undefined)
      row.topics = text.topics
      row.moreTopics = text.moreTopics
    }
    rows.push(row)
  }
  return { rows, dueTexts }
}
