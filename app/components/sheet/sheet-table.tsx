import { DifficultyBadge } from '~/components/difficulty-badge'
import { ReportLink, ReportTallyLine } from '~/components/community/community-table'
import { PremiumBadge } from '~/components/premium-badge'
import type { ProblemStatus } from '~/components/progress-control'
import { BoundedMap } from '~/domain/bounded-map'
import { formatPercent } from '~/domain/format'
import type { ReportTally } from '~/domain/community-reports'
import type { InterviewSafe } from '~/domain/interview-mode'
import { shortDueText } from '~/domain/next-due'
import { problemNoteHref } from '~/domain/problem-note'
import { rowAnchor } from '~/domain/sheet-filters'
import {
  LABEL,
  MarksAndNumber,
  ProblemTable,
  SHEET_ROWS_HTML_KEY,
  TitleCell,
  titleId,
  topicsText,
} from './problem-rows'

export interface SheetTableRow {
  problemId: number
  frontendId: number | null
  title: string
  titleSlug: string
  difficulty: number
  acRate: number | null
  frequency: number
  /** The first few topics, alphabetical. */
  topics: string[]
  /** Topics beyond those, counted rather than listed. */
  moreTopics: number
  status: ProblemStatus
  /** Paid-only on LeetCode; left out when false. */
  isPaidOnly?: boolean
  /** In the All list only because a shorter timeframe lists it (a capped source); left out when false. */
  fromShorterTimeframe?: boolean
}

/** Why a row is marked as not in the source's All list (docs/product.md#company-sheet). */
export const ADDED_TO_ALL =
  'The source cuts each list at 100 rows, so its All list left this problem out; it is here because a shorter timeframe lists it.'

/** Topics shown in a row; the rest are counted, as some problems carry more than a dozen. */
export const TOPICS_SHOWN = 3

/**
 * One page of a company's questions. Styled from sheet.css, mostly by each cell's place in its row: this
 * is most of the page's HTML, and Google's sheet is the site's busiest page. The columns are, in order:
 * the progress marks, the number, the title (a <th>), the difficulty, the acceptance and the frequency;
 * interview mode ends the row at the title.
 */
export function SheetTable({
  rows,
  caption,
  returnTo,
  interviewMode = false,
  notedProblemIds = [],
  dueTexts = {},
  addToListForm,
  companySlug,
  reportTallies = {},
}: {
  /** Rows without the facts interview mode hides, when it is on: their cells are then left out. */
  rows: InterviewSafe<SheetTableRow>[]
  caption: string
  /** The sheet's own address, where a progress post without JavaScript comes back to. */
  returnTo: string
  /** Leaves out the difficulty, acceptance and frequency columns (docs/product.md#interview-mode). */
  interviewMode?: boolean
  /** Problems of these rows the user has a note on: their rows link to it. */
  notedProblemIds?: readonly number[]
  /** Problem id → when its review is due, as the row says it (dueTextsOf), for the rows that have a card. */
  dueTexts?: Readonly<Record<number, string>>
  /** The id of the page's one "Add to list" form: each row gets a button that submits it. */
  addToListForm?: string
  /** The sheet's company: each row links to the report form for its problem there. */
  companySlug?: string
  /** Problem id → what users reported about it at the company, for the rows that have reports. */
  reportTallies?: Readonly<Record<number, ReportTally>>
}) {
  const noted = new Set(notedProblemIds)
  return (
    <ProblemTable
      caption={caption}
      returnTo={returnTo}
      // A document's rows come written by the loader (app/server/problem-rows-html.server.ts).
      rowsKey={SHEET_ROWS_HTML_KEY}
      columns={
        interviewMode ? null : (
          <>
            <th scope="col">Difficulty</th>
            <th scope="col">Acceptance</th>
            <th scope="col">Frequency</th>
          </>
        )
      }
    >
      {rows.map((row) => (
        <SheetRow
          key={row.problemId}
          row={row}
          hasNote={noted.has(row.problemId)}
          addToListForm={addToListForm}
          companySlug={companySlug}
          report={reportTallies[row.problemId]}
          due={dueTexts[row.problemId] ?? null}
        />
      ))}
    </ProblemTable>
  )
}

function SheetRow({
  row,
  hasNote,
  due,
  addToListForm,
  companySlug,
  report,
}: {
  row: InterviewSafe<SheetTableRow>
  hasNote: boolean
  due: string | null
  addToListForm?: string
  companySlug?: string
  report?: ReportTally
}) {
  const title = titleId(row.problemId)
  // Each fact's cell is drawn when the row carries the fact: interview mode sends the rows without them.
  return (
    <tr id={rowAnchor(row.problemId)}>
      <MarksAndNumber row={row}>{due ? <span className="due">{due}</span> : null}</MarksAndNumber>
      <TitleCell
        row={row}
        topics={topicsText(row)}
        badge={row.isPaidOnly ? <PremiumBadge /> : null}
        links={
          <>
            {hasNote ? (
              <a href={problemNoteHref(row.titleSlug)} aria-labelledby={`${LABEL.note} ${title}`}>
                Note
              </a>
            ) : null}
            {addToListForm ? (
              <button
                form={addToListForm}
                name="problemId"
                value={row.problemId}
                aria-labelledby={`${LABEL.add} ${title} ${LABEL.toList}`}
              >
                + List
              </button>
            ) : null}
            {companySlug ? (
              <ReportLink
                title={row.title}
                titleSlug={row.titleSlug}
                companySlug={companySlug}
                labelledBy={`${LABEL.report} ${title}`}
              />
            ) : null}
            {row.fromShorterTimeframe ? (
              <span className="added" title={ADDED_TO_ALL}>
                Not in the source’s All list
              </span>
            ) : null}
          </>
        }
        under={report ? <ReportTallyLine tally={report} /> : null}
      />
      {row.difficulty === undefined ? null : (
        <td>
          <DifficultyBadge difficulty={row.difficulty} />
        </td>
      )}
      {row.acRate === undefined ? null : <td>{formatPercent(row.acRate)}</td>}
      {row.frequency === undefined ? null : (
        <td className={`f${frequencyStep(row.frequency)}`}>{formatPercent(row.frequency)}</td>
      )}
    </tr>
  )
}

// A due day's text goes through Intl, and a page of fifty rows asks for a few dozen: kept by day and today.
const dueTexts = new BoundedMap<string, string>(2_000)

/**
 * When each row's review is due, as the rows say it ('due 3 Dec'): `dueDays` are days in the user's time
 * zone, told against `today` there.
 */
export function dueTextsOf(dueDays: Readonly<Record<number, string>>, today: string): Record<number, string> {
  const texts: Record<number, string> = {}
  for (const [problemId, day] of Object.entries(dueDays)) {
    texts[Number(problemId)] = dueTexts.getOrSet(`${day}|${today}`, () => shortDueText(day, today))
  }
  return texts
}

/**
 * The frequency bar's length in eighths, LeetCode's own scale (the company lists use 12.5, 25, … 100).
 * A class per step (f0–f8 in sheet.css) rather than a style attribute on each of fifty rows, which cost
 * React a noticeable part of the page's render; the figure beside the bar stays exact.
 */
export function frequencyStep(percent: number): number {
  if (!Number.isFinite(percent)) return 0
  return Math.round(Math.min(100, Math.max(0, percent)) / 12.5)
}
