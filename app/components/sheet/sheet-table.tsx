import { DifficultyBadge } from '~/components/difficulty-badge'
import { useFollowInternalLinks } from '~/components/internal-links'
import { ProgressControl, type ProblemStatus } from '~/components/progress-control'
import { formatPercent } from '~/domain/format'
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
}

/** Topics shown in a row; the rest are counted, as some problems carry more than a dozen. */
export const TOPICS_SHOWN = 3

/** The one form every row's progress buttons submit without JavaScript (through their form attribute). */
const PROGRESS_FORM_ID = 'sheet-progress'

/**
 * One page of a company's questions. Styled from sheet.css, mostly by each cell's place in its row: this
 * is most of the page's HTML, and Google's sheet is the site's busiest page. The columns are, in order:
 * the progress marks, the number, the title (a <th>), the difficulty, the acceptance and the frequency.
 */
export function SheetTable({
  rows,
  caption,
  returnTo,
  notedProblemIds = [],
  dueDays = {},
  today = '',
}: {
  rows: SheetTableRow[]
  caption: string
  /** The sheet's own address, where a progress post without JavaScript comes back to. */
  returnTo: string
  /** Problems of these rows the user has a note on: their rows link to it. */
  notedProblemIds?: readonly number[]
  /** Problem id → the day its review is due in the user's time zone, for the rows that have a card. */
  dueDays?: Readonly<Record<number, string>>
  /** Today in the user's time zone, which the due days are told against. */
  today?: string
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
            <th scope="col">Difficulty</th>
            <th scope="col">Acceptance</th>
            <th scope="col">Frequency</th>
          </tr>
        </thead>
        <tbody onClick={followInternalLink}>
          {rows.map((row) => (
            <SheetRow
              key={row.problemId}
              row={row}
              hasNote={noted.has(row.problemId)}
              due={dueDays[row.problemId] ? shortDueText(dueDays[row.problemId]!, today) : null}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function SheetRow({ row, hasNote, due }: { row: SheetTableRow; hasNote: boolean; due: string | null }) {
  const topics = row.topics.join(' · ') + (row.moreTopics > 0 ? ` +${row.moreTopics}` : '')
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
          <a href={`/problems/${row.titleSlug}`} aria-label={`Insights for ${row.title}`}>
            Insights
          </a>
          {hasNote ? (
            <a href={problemNoteHref(row.titleSlug)} aria-label={`Your note on ${row.title}`}>
              Note
            </a>
          ) : null}
          {topics}
        </span>
      </th>
      <td>
        <DifficultyBadge difficulty={row.difficulty} />
      </td>
      <td>{formatPercent(row.acRate)}</td>
      <td className={`f${frequencyStep(row.frequency)}`}>{formatPercent(row.frequency)}</td>
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
