import type { ReactNode } from 'react'
import { DifficultyBadge } from '~/components/difficulty-badge'
import { Badge } from '~/components/ui/badge'
import { Card } from '~/components/ui/card'
import { cn } from '~/components/ui/cn'
import { Pagination } from '~/components/ui/pagination'
import { formatDay } from '~/domain/calendar-day'
import type { InterviewSafe } from '~/domain/interview-mode'
import { leetcodeProblemUrl } from '~/domain/leetcode-links'

export interface ChallengeTableRow {
  id: number
  date: string | null
  title: string
  titleSlug: string
  questionNumber: number | null
  difficulty: number
}

/**
 * One of the challenge tables (docs/product.md#challenge-tables): Date (or 'Not Available'), Title linking to
 * LeetCode with the 'Visit Now' tooltip, Question No. and Difficulty, with its own pager (the `param` of the
 * URL). Interview mode leaves out the Difficulty column, whose values the rows then do not carry.
 */
export function ChallengeTable({
  id,
  heading,
  rows,
  page,
  pageCount,
  param,
  today,
  emptyMessage,
  footer,
  interviewMode = false,
}: {
  id: string
  heading: string
  rows: InterviewSafe<ChallengeTableRow>[]
  page: number
  pageCount: number
  param: string
  today: string
  emptyMessage: string
  footer?: ReactNode
  interviewMode?: boolean
}) {
  const headingId = `${id}-heading`
  return (
    <section aria-labelledby={headingId} className="scroll-mt-24" id={id}>
      <h2 id={headingId} className="text-sm font-bold tracking-widest text-ink-muted">
        {heading}
      </h2>
      <Card className="mt-3 overflow-hidden">
        <div className="overflow-x-auto">
          <table aria-labelledby={headingId} className="w-full text-left text-sm">
            <thead className="border-b border-line bg-canvas text-xs font-semibold text-ink-muted">
              <tr>
                <th scope="col" className={cn(wide, 'w-36 px-5 py-3')}>
                  Date
                </th>
                <th scope="col" className="px-4 py-3 sm:px-5">
                  Title
                </th>
                <th scope="col" className={cn(wide, 'w-32 px-5 py-3')}>
                  Question No.
                </th>
                {interviewMode ? null : (
                  <th scope="col" className="w-24 px-4 py-3 sm:w-28 sm:px-5">
                    Difficulty
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.length === 0 ? (
                <tr>
                  <td
                    colSpan={interviewMode ? 3 : 4}
                    className="px-4 py-10 text-center text-ink-muted sm:px-5"
                  >
                    {emptyMessage}
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={row.id} className={row.date === today ? 'bg-brand-50' : undefined}>
                    <td className={cn(wide, 'px-5 py-3 align-top whitespace-nowrap')}>
                      <ChallengeDate date={row.date} isToday={row.date === today} />
                    </td>
                    <td className="px-4 py-3 align-top sm:px-5">
                      <VisitLink href={leetcodeProblemUrl(row.titleSlug)} tooltipId={`${id}-visit-${row.id}`}>
                        {row.title}
                      </VisitLink>
                      {/* On a phone the date and number columns fold into the title's cell. */}
                      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-muted sm:hidden">
                        <ChallengeDate date={row.date} isToday={row.date === today} />
                        <span>Question No. {row.questionNumber ?? '—'}</span>
                      </p>
                    </td>
                    <td className={cn(wide, 'px-5 py-3 align-top tabular-nums')}>
                      {row.questionNumber ?? '—'}
                    </td>
                    {row.difficulty === undefined ? null : (
                      <td className="px-4 py-3 align-top sm:px-5">
                        <DifficultyBadge difficulty={row.difficulty} />
                      </td>
                    )}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
        {footer ? (
          <div className="border-t border-line px-4 py-3 text-sm text-ink-muted sm:px-5">{footer}</div>
        ) : null}
      </Card>
      <Pagination
        page={page}
        pageCount={pageCount}
        param={param}
        label={`${heading} pages`}
        className="mt-4"
      />
    </section>
  )
}

/** Columns shown from the sm breakpoint up; below it their content sits under the title. */
const wide = 'hidden sm:table-cell'

function ChallengeDate({ date, isToday }: { date: string | null; isToday: boolean }) {
  if (!date) return <span className="text-ink-muted italic">Not Available</span>
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <time dateTime={date}>{formatDay(date)}</time>
      {isToday ? <Badge tone="brand">Today</Badge> : null}
    </span>
  )
}

/**
 * The problem's title as a link to LeetCode. 'Visit Now' is its title (the pointer's tooltip) and a
 * tooltip of its own when the link has keyboard focus, which a title attribute never shows.
 */
function VisitLink({ href, tooltipId, children }: { href: string; tooltipId: string; children: ReactNode }) {
  return (
    <span className="group relative inline-block">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        title="Visit Now"
        aria-describedby={tooltipId}
        className="font-semibold text-ink underline-offset-4 hover:text-brand-700 hover:underline"
      >
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-0 z-10 mb-1.5 hidden rounded-md bg-ink px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow-card group-has-focus-visible:block"
      >
        Visit Now
      </span>
    </span>
  )
}
