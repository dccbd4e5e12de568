import { DifficultyBadge } from '~/components/difficulty-badge'
import type { ProblemStatus } from '~/components/progress-control'
import {
  LABEL,
  MarksAndNumber,
  ProblemTable,
  TitleCell,
  titleId,
  topicsText,
} from '~/components/sheet/problem-rows'
import {
  formatMonth,
  isConfirmed,
  reportedByText,
  reportHref,
  type ReportTally,
} from '~/domain/community-reports'
import type { InterviewSafe } from '~/domain/interview-mode'
import { rowAnchor } from '~/domain/sheet-filters'
import { ConfirmedBadge } from './confirmed-badge'

export interface CommunityTableRow extends ReportTally {
  problemId: number
  frontendId: number | null
  title: string
  titleSlug: string
  difficulty: number
  /** The first few topics, alphabetical. */
  topics: string[]
  moreTopics: number
  status: ProblemStatus
}

/**
 * "Reported by 3 people, latest Apr 2026", and Confirmed from two people on: under a sheet row's title
 * when users reported the problem at the company.
 */
export function ReportTallyLine({ tally }: { tally: ReportTally }) {
  return (
    <span>
      {reportedByText(tally)}
      {isConfirmed(tally) ? <ConfirmedBadge /> : null}
    </span>
  )
}

/** A row's link to the report form for its problem at the sheet's company. */
export function ReportLink({
  title,
  titleSlug,
  companySlug,
  labelledBy,
}: {
  title: string
  titleSlug: string
  companySlug: string
  /** Ids of elements that read "Report {title}", in place of the label (see the sheet's RowLabelParts). */
  labelledBy?: string
}) {
  return (
    <a
      href={reportHref(titleSlug, companySlug)}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : `Report ${title}`}
    >
      Report
    </a>
  )
}

/**
 * The community view of a sheet (docs/product.md#community-reports): the problems users reported the
 * company asked lately, with how many people reported each and when last. It shares the sheet's styles
 * (sheet.css) and progress marks, but has no acceptance or frequency: those belong to the imported lists.
 * The columns are the marks, the number, the title, the reports and the difficulty (gone in interview
 * mode).
 */
export function CommunityTable({
  rows,
  caption,
  returnTo,
  companySlug,
  interviewMode = false,
}: {
  rows: InterviewSafe<CommunityTableRow>[]
  caption: string
  returnTo: string
  companySlug: string
  interviewMode?: boolean
}) {
  return (
    <ProblemTable
      caption={caption}
      returnTo={returnTo}
      columns={
        <>
          <th scope="col">Reported by</th>
          {interviewMode ? null : <th scope="col">Difficulty</th>}
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.problemId} id={rowAnchor(row.problemId)}>
          <MarksAndNumber row={row} />
          <TitleCell
            row={row}
            topics={topicsText(row)}
            links={
              <ReportLink
                title={row.title}
                titleSlug={row.titleSlug}
                companySlug={companySlug}
                labelledBy={`${LABEL.report} ${titleId(row.problemId)}`}
              />
            }
          />
          <td className="whitespace-nowrap">
            {row.people} {row.people === 1 ? 'person' : 'people'}
            <span className="block text-xs text-ink-muted">latest {formatMonth(row.latestMonth)}</span>
            {isConfirmed(row) ? <ConfirmedBadge /> : null}
          </td>
          {row.difficulty === undefined ? null : (
            <td>
              <DifficultyBadge difficulty={row.difficulty} />
            </td>
          )}
        </tr>
      ))}
    </ProblemTable>
  )
}
