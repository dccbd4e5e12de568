import type { ReactNode } from 'react'
import { useFollowInternalLinks } from '~/components/internal-links'
import { useMarkupOnly } from '~/components/markup-only'
import { ProgressControl, ProgressLabelParts, type ProblemStatus } from '~/components/progress-control'
import { RatingMenuProvider } from '~/components/rating-menu'
import { leetcodeProblemUrl } from '~/domain/leetcode-links'
import './sheet.css'

/*
 * What a company's two tables share, the imported list (SheetTable) and the community view
 * (CommunityTable): the frame with its one progress form, and each row's marks, number and title cell.
 * Styled by sheet.css, mostly by column.
 */

/**
 * Where a sheet's loader leaves its rows written as HTML for a document's server render
 * (app/server/problem-rows-html.server.ts, docs/decisions/0036): the browser hydrates that markup with the
 * row components.
 */
export const SHEET_ROWS_HTML_KEY = 'sheet/rows-html'

/** The ids of the words of the rows' control names around the title (see RowLabelParts); short, as every row names them. */
export const LABEL = { insights: 'lin', note: 'lno', report: 'lre', add: 'lad', toList: 'lto' } as const

/** The id of a row's title link, which its controls' names end with (or, for + List, contain). */
export function titleId(problemId: number): string {
  return `t${problemId}`
}

/**
 * Each row's controls are named with its problem's title ("Insights for Two Sum", "Add Two Numbers to the
 * list"): aria-labelledby joins these hidden words to the row's title link, so fifty rows do not repeat
 * every title in five labels (a tenth of the sheet's HTML).
 */
function RowLabelParts() {
  return (
    <div hidden>
      <ProgressLabelParts />
      <span id={LABEL.insights}>Insights for</span>
      <span id={LABEL.note}>Your note on</span>
      <span id={LABEL.report}>Report</span>
      <span id={LABEL.add}>Add</span>
      <span id={LABEL.toList}>to the list</span>
    </div>
  )
}

/**
 * The table: status, number and title columns, then `columns`. The rows' links to insights are plain
 * anchors, not <Link>s (fifty of those cost real time on the server); the body's one click handler gives
 * them the same in-app navigation once JavaScript runs, and its one rating menu serves every row's Mark
 * solved. A document's server render takes the rows as HTML text when the loader wrote them (`rowsKey`).
 *
 * The table sits inside the one form that every row's progress buttons submit without JavaScript, so
 * that a hundred buttons need no form attribute; a row's other buttons (+ List) name their own form.
 */
export function ProblemTable({
  caption,
  returnTo,
  columns,
  rowsKey,
  children,
}: {
  caption: string
  /** The page's own address, where a progress post without JavaScript comes back to (at the row marked). */
  returnTo: string
  columns: ReactNode
  /** The markup-only key under which the loader may have left these rows as HTML (SHEET_ROWS_HTML_KEY). */
  rowsKey?: string
  children: ReactNode
}) {
  const followInternalLink = useFollowInternalLinks()
  const rowsHtml = useMarkupOnly<string>(rowsKey ?? '')
  return (
    <form
      method="post"
      action="/progress"
      className="overflow-x-auto rounded-card border border-line bg-surface shadow-card"
    >
      <input type="hidden" name="redirectTo" value={returnTo} />
      <RowLabelParts />
      <table className="sheet-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas">
          <tr>
            <th scope="col">Status</th>
            <th scope="col">#</th>
            <th scope="col">Title</th>
            {columns}
          </tr>
        </thead>
        {rowsHtml === undefined ? (
          <tbody onClick={followInternalLink}>
            <RatingMenuProvider redirectTo={returnTo}>{children}</RatingMenuProvider>
          </tbody>
        ) : (
          <tbody dangerouslySetInnerHTML={{ __html: rowsHtml }} />
        )}
      </table>
    </form>
  )
}

interface RowProblem {
  problemId: number
  frontendId: number | null
  title: string
  titleSlug: string
  status: ProblemStatus
}

/** A row's first two cells: its progress marks (with `children` under them) and its number. */
export function MarksAndNumber({ row, children }: { row: RowProblem; children?: ReactNode }) {
  return (
    <>
      <td>
        <ProgressControl
          problemId={row.problemId}
          status={row.status}
          problemTitle={row.title}
          withinForm
          titleId={titleId(row.problemId)}
        />
        {children}
      </td>
      <td>{row.frontendId ?? '—'}</td>
    </>
  )
}

/**
 * A row's title cell: the title (LeetCode, new tab), then a line with `badge`, the Insights link,
 * `links` and the topics, then `under`.
 */
export function TitleCell({
  row,
  topics,
  badge,
  links,
  under,
}: {
  row: RowProblem
  /** The topics as the row shows them, or null when interview mode leaves them out. */
  topics: string | null
  badge?: ReactNode
  links?: ReactNode
  under?: ReactNode
}) {
  const title = titleId(row.problemId)
  return (
    <th scope="row">
      <a id={title} href={leetcodeProblemUrl(row.titleSlug)} target="_blank" rel="noopener noreferrer">
        {row.title}
      </a>
      <span>
        {badge}
        <a href={`/problems/${row.titleSlug}`} aria-labelledby={`${LABEL.insights} ${title}`}>
          Insights
        </a>
        {links}
        {topics}
      </span>
      {under}
    </th>
  )
}

/** The first topics joined, with the number of the rest ('Array · Hash Table +2'); null without topics. */
export function topicsText(row: { topics?: readonly string[]; moreTopics?: number }): string | null {
  return row.topics ? row.topics.join(' · ') + (row.moreTopics ? ` +${row.moreTopics}` : '') : null
}
