import { useState } from 'react'
import { useMarkupOnly } from '~/components/markup-only'
import type { InterviewSafe } from '~/domain/interview-mode'
import { titleId } from './problem-rows'
import type { SheetTableRow } from './sheet-table'

/*
 * A sheet row's text (its title, slug and topics) is most of the rows' share of the page's loader data,
 * and the table already carries it: on a document load the loader hands it to the server render alone
 * (docs/decisions/0016), and the browser reads it back from the rows it hydrates. A client navigation or
 * a revalidation is a data request, whose rows carry their text as before.
 */

/** Where the sheet's loader leaves a document's full rows for the server render (markup-only.tsx). */
export const SHEET_ROWS_KEY = 'sheet/rows'

type Row = InterviewSafe<SheetTableRow>
type TextField = 'title' | 'titleSlug' | 'topics' | 'moreTopics'

/** A row as the loader sends it: with its text, or without it when the page's markup carries it. */
export type SentRow = Omit<Row, TextField> & Partial<Pick<Row, TextField>>

/** The row without the text the table draws. */
export function withoutText({
  title: _title,
  titleSlug: _titleSlug,
  topics: _topics,
  moreTopics: _moreTopics,
  ...rest
}: Row): SentRow {
  return rest
}

const INSIGHTS_PATH = '/problems/'
const MORE = / \+(\d+)$/

/**
 * One row's text as the server drew it: the title link's text, the slug of its Insights link, and the
 * topics, the title cell's last text ('Array · Hash Table +2', see topicsText), unless interview mode
 * left them out.
 */
function textInPage(row: SentRow, interviewMode: boolean): Row {
  const link = document.getElementById(titleId(row.problemId))
  const insights = link?.parentElement?.querySelector<HTMLAnchorElement>(`span > a[href^="${INSIGHTS_PATH}"]`)
  const text: Row = {
    ...row,
    title: link?.textContent ?? '',
    titleSlug: insights?.getAttribute('href')?.slice(INSIGHTS_PATH.length) ?? '',
  }
  if (interviewMode) return text
  const last = insights?.parentElement?.lastChild
  const topics = last?.nodeType === Node.TEXT_NODE ? (last.textContent ?? '') : ''
  const more = MORE.exec(topics)
  const listed = more ? topics.slice(0, more.index) : topics
  return { ...text, topics: listed ? listed.split(' · ') : [], moreTopics: more ? Number(more[1]) : 0 }
}

function hasText(rows: SentRow[]): rows is Row[] {
  return rows.every((row) => row.title !== undefined)
}

/**
 * The page's rows with their text: as sent (a data request), else the server render's own, else read
 * once from the markup being hydrated.
 */
export function useSheetRows(rows: SentRow[], interviewMode: boolean): Row[] {
  const fromServer = useMarkupOnly<Row[]>(SHEET_ROWS_KEY)
  const [fromPage] = useState(() =>
    hasText(rows) || fromServer || typeof document === 'undefined'
      ? null
      : { sent: rows, rows: rows.map((row) => textInPage(row, interviewMode)) },
  )
  if (hasText(rows)) return rows
  if (fromServer) return fromServer
  // Only the document's own rows come without text, and this state was read from them.
  return fromPage?.sent === rows ? fromPage.rows : []
}
