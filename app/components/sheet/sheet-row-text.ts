import { useState } from 'react'
import { useMarkupOnly } from '~/components/markup-only'
import { titleId } from './problem-rows'

/*
 * A table row's text (its title, slug and topics) is most of the rows' share of the page's loader data,
 * and the table already carries it: on a document load the loader hands it to the server render alone
 * (docs/decisions/0016), and the browser reads it back from the rows it hydrates. A client navigation or
 * a revalidation is a data request, whose rows carry their text as before. A list's rows work this way;
 * a company sheet's rows go further and are left out of a document's loader data altogether
 * (sheet-rows-in-page.ts).
 */

/** Where a list's loader leaves a document's full rows for the server render (markup-only.tsx). */
export const LIST_ROWS_KEY = 'list/rows'

/** The text of a row that its title cell draws; topics are left out in interview mode. */
interface RowText {
  problemId: number
  title: string
  titleSlug: string
  topics?: string[]
  moreTopics?: number
}
type TextField = 'title' | 'titleSlug' | 'topics' | 'moreTopics'

/** A row as the loader sends it: with its text, or without it when the page's markup carries it. */
export type SentRow<Row extends RowText> = Omit<Row, TextField> & Partial<Pick<Row, TextField>>

/** The row without the text the table draws. */
export function withoutText<Row extends RowText>({
  title: _title,
  titleSlug: _titleSlug,
  topics: _topics,
  moreTopics: _moreTopics,
  ...rest
}: Row): SentRow<Row> {
  return rest
}

const INSIGHTS_PATH = '/problems/'
const MORE = / \+(\d+)$/

/**
 * One row's text as the server drew it: the title link's text, the slug of its Insights link, and the
 * topics, the title cell's last text ('Array · Hash Table +2', see topicsText), unless interview mode
 * left them out.
 */
function textInPage<Row extends RowText>(row: SentRow<Row>, interviewMode: boolean): Row {
  const link = document.getElementById(titleId(row.problemId))
  const insights = link?.parentElement?.querySelector<HTMLAnchorElement>(`span > a[href^="${INSIGHTS_PATH}"]`)
  const text = {
    ...row,
    title: link?.textContent ?? '',
    titleSlug: insights?.getAttribute('href')?.slice(INSIGHTS_PATH.length) ?? '',
  } as Row
  if (interviewMode) return text
  const last = insights?.parentElement?.lastChild
  const topics = last?.nodeType === Node.TEXT_NODE ? (last.textContent ?? '') : ''
  const more = MORE.exec(topics)
  const listed = more ? topics.slice(0, more.index) : topics
  return { ...text, topics: listed ? listed.split(' · ') : [], moreTopics: more ? Number(more[1]) : 0 }
}

function hasText<Row extends RowText>(rows: SentRow<Row>[]): rows is Row[] {
  return rows.every((row) => row.title !== undefined)
}

/**
 * The page's rows with their text: as sent (a data request), else the server render's own (left under
 * `key`), else read once from the markup being hydrated.
 */
export function useRowsText<Row extends RowText>(
  rows: SentRow<Row>[],
  interviewMode: boolean,
  key: string,
): Row[] {
  const fromServer = useMarkupOnly<Row[]>(key)
  const [fromPage] = useState(() =>
    hasText(rows) || fromServer || typeof document === 'undefined'
      ? null
      : { sent: rows, rows: rows.map((row) => textInPage<Row>(row, interviewMode)) },
  )
  if (hasText(rows)) return rows
  if (fromServer) return fromServer
  // Only the document's own rows come without text, and this state was read from them.
  return fromPage?.sent === rows ? fromPage.rows : []
}
