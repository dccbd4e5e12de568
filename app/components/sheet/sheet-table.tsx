import { DifficultyBadge } from '~/components/difficulty-badge'
import { ReportLink, ReportTallyLine } from '~/components/community/community-table'
import { PremiumBadge } from '~/components/premium-badge'
import { useFollowInternalLinks } from '~/components/internal-links'
import { ProgressControl, type ProblemStatus } from '~/components/progress-control'
import { RatingMenuProvider } from '~/components/rating-menu'
import { formatPercent } from '~/domain/format'
import type { ReportTally } from '~/domain/community-reports'
import type { InterviewSafe } from '~/domain/interview-mode'
import { leetcodeProblemUrl } from '~/domain/leetcode-links'
import { shortDueText } from '~/domain/next-due'
import { problemNoteHref } from '~/domain/problem-note'
import { rowAnchor } from '~/domain/sheet-filters'
import './sheet.css'

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
const ADDED_TO_ALL =
  'The source cuts each list at 100 rows, so its All list left this problem out; it is here because a shorter timeframe lists it.'

/** Topics shown in a row; the rest are counted, as some problems carry more than a dozen. */
export const TOPICS_SHOWN = 3

/** The one form every row's progress buttons submit without JavaScript (through their form attribute). */
const PROGRESS_FORM_ID = 'sheet-progress'

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
  dueDays = {},
  today = '',
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
  /** Problem id → the day its review is due in the user's time zone, for the rows that have a card. */
  dueDays?: Readonly<Record<number, string>>
  /** Today in the user's time zone, which the due days are told against. */
  today?: string
  /** The id of the page's one "Add to list" form: each row gets a button that submits it. */
  addToListForm?: string
  /** The sheet's company: each row links to the report form for its problem there. */
  companySlug?: string
  /** Problem id → what users reported about it at the company, for the rows that have reports. */
  reportTallies?: Readonly<Record<number, ReportTally>>
}) {
  const noted = new Set(notedProblemIds)
  // The rows' links to insights are plain anchors, not <Link>s (fifty of those cost real time on the
  // server); this one handler gives them the same in-app navigation once JavaScript runs.
  const followInternalLink = useFollowInternalLinks()
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface shadow-card">
      {/* The server sends a post from here back to this page, at the row of the problem marked. */}
      <form id={PROGRESS_FORM_ID} method="post" action="/progress" hidden>
        <input type="hidden" name="redirectTo" value={returnTo} />
      </form>
      <table className="sheet-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas">
          <tr>
            <th scope="col">Status</th>
            <th scope="col" className="sheet-num">
              #
            </th>
            <th scope="col">Title</th>
            {interviewMode ? null : (
              <>
                <th scope="col">Difficulty</th>
                <th scope="col">Acceptance</th>
                <th scope="col">Frequency</th>
              </>
            )}
          </tr>
        </thead>
        <tbody onClick={followInternalLink}>
          {/* One rating menu for all the rows: each row's Mark solved can open it. */}
          <RatingMenuProvider redirectTo={returnTo}>
            {rows.map((row) => (
              <SheetRow
                key={row.problemId}
                row={row}
                hasNote={noted.has(row.problemId)}
                addToListForm={addToListForm}
                companySlug={companySlug}
                report={reportTallies[row.problemId]}
                due={dueDays[row.problemId] ? shortDueText(dueDays[row.problemId]!, today) : null}
              />
            ))}
          </RatingMenuProvider>
        </tbody>
      </table>
    </div>
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
  // Each fact's cell is drawn when the row carries the fact: interview mode sends the rows without them.
  const topics = row.topics ? row.topics.join(' · ') + (row.moreTopics ? ` +${row.moreTopics}` : '') : null
  return (
    <tr id={rowAnchor(row.problemId)}>
      <td>
        <ProgressControl
          problemId={row.problemId}
          status={row.status}
          problemTitle={row.title}
          form={PROGRESS_FORM_ID}
        />
        {due ? <span className="due">{due}</span> : null}
      </td>
      <td className="sheet-num">{row.frontendId ?? '—'}</td>
      <th scope="row">
        <a
          href={leetcodeProblemUrl(row.titleSlug)}
          target="_blank"
          rel="noopener noreferrer"
          className="sheet-title"
        >
          {row.title}
        </a>
        <span>
          {row.isPaidOnly ? <PremiumBadge /> : null}
          <a href={`/problems/${row.titleSlug}`} aria-label={`Insights for ${row.title}`}>
            Insights
          </a>
          {hasNote ? (
            <a href={problemNoteHref(row.titleSlug)} aria-label={`Your note on ${row.title}`}>
              Note
            </a>
          ) : null}
          {addToListForm ? (
            <button
              form={addToListForm}
              name="problemId"
              value={row.problemId}
              aria-label={`Add ${row.title} to the list`}
            >
              + List
            </button>
          ) : null}
          {companySlug ? (
            <ReportLink title={row.title} titleSlug={row.titleSlug} companySlug={companySlug} />
          ) : null}
          {row.fromShorterTimeframe ? (
            <span className="added" title={ADDED_TO_ALL}>
              Not in the source’s All list
            </span>
          ) : null}
          {topics}
        </span>
        {report ? <ReportTallyLine tally={report} /> : null}
      </th>
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

/**
 * The frequency bar's length in eighths, LeetCode's own scale (the company lists use 12.5, 25, … 100).
 * A class per step (f0–f8 in sheet.css) rather than a style attribute on each of fifty rows, which cost
 * React a noticeable part of the page's render; the figure beside the bar stays exact.
 */
export function frequencyStep(percent: number): number {
  if (!Number.isFinite(percent)) return 0
  return Math.round(Math.min(100, Math.max(0, percent)) / 12.5)
}
