import { DifficultyBadge } from '~/components/difficulty-badge'
import { useFollowInternalLinks } from '~/components/internal-links'
import { ProgressControl, type ProblemStatus } from '~/components/progress-control'
import { RatingMenuProvider } from '~/components/rating-menu'
import '~/components/sheet/sheet.css'
import {
  formatMonth,
  isConfirmed,
  reportedByText,
  reportHref,
  type ReportTally,
} from '~/domain/community-reports'
import type { InterviewSafe } from '~/domain/interview-mode'
import { leetcodeProblemUrl } from '~/domain/leetcode-links'
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

/** The one form the rows' progress buttons submit without JavaScript. */
const PROGRESS_FORM_ID = 'community-progress'

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
}: {
  title: string
  titleSlug: string
  companySlug: string
}) {
  return (
    <a href={reportHref(titleSlug, companySlug)} aria-label={`Report ${title}`}>
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
  const followInternalLink = useFollowInternalLinks()
  return (
    <div className="overflow-x-auto rounded-card border border-line bg-surface shadow-card">
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
            <th scope="col">Reported by</th>
            {interviewMode ? null : <th scope="col">Difficulty</th>}
          </tr>
        </thead>
        <tbody onClick={followInternalLink}>
          <RatingMenuProvider redirectTo={returnTo}>
            {rows.map((row) => {
              const topics = row.topics
                ? row.topics.join(' · ') + (row.moreTopics ? ` +${row.moreTopics}` : '')
                : null
              return (
                <tr key={row.problemId} id={rowAnchor(row.problemId)}>
                  <td>
                    <ProgressControl
                      problemId={row.problemId}
                      status={row.status}
                      problemTitle={row.title}
                      form={PROGRESS_FORM_ID}
                    />
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
                      <ReportLink title={row.title} titleSlug={row.titleSlug} companySlug={companySlug} />
                      {topics}
                    </span>
                  </th>
                  <td className="whitespace-nowrap">
                    {row.people} {row.people === 1 ? 'person' : 'people'}
                    <span className="block text-xs text-ink-muted">
                      latest {formatMonth(row.latestMonth)}
                    </span>
                    {isConfirmed(row) ? <ConfirmedBadge /> : null}
                  </td>
                  {row.difficulty === undefined ? null : (
                    <td>
                      <DifficultyBadge difficulty={row.difficulty} />
                    </td>
                  )}
                </tr>
              )
            })}
          </RatingMenuProvider>
        </tbody>
      </table>
    </div>
  )
}
