import type { ReactNode } from 'react'
import { DifficultyBadge } from '~/components/difficulty-badge'
import { Badge } from '~/components/ui/badge'
import { Card } from '~/components/ui/card'
import { Pagination } from '~/components/ui/pagination'
import { BoundedMap } from '~/domain/bounded-map'
import { formatDay } from '~/domain/calendar-day'
import type { InterviewSafe } from '~/domain/interview-mode'
import { leetcodeProblemUrl } from '~/domain/leetcode-links'
import './challenge-table.css'

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
          {/* Styled by column from challenge-table.css, not with class lists on every cell. */}
          <table aria-labelledby={headingId} className="challenge-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Title</th>
                <th scope="col">Question No.</th>
                {interviewMode ? null : <th scope="col">Difficulty</th>}
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={interviewMode ? 3 : 4}>{emptyMessage}</td>
                </tr>
              ) : (
                rows.map((row) => {
                  const isToday = row.date === today
                  return (
                    <tr key={row.id} className={isToday ? 'today' : undefined}>
                      <td>
                        <ChallengeDate date={row.date} isToday={isToday} />
                      </td>
                      <td>
                        {/* 'Visit Now' is the link's title: the pointer's tooltip, its description, and
                            the tooltip challenge-table.css draws when it has keyboard focus. */}
                        <a
                          href={leetcodeProblemUrl(row.titleSlug)}
                          target="_blank"
                          rel="noopener noreferrer"
                          title="Visit Now"
                        >
                          {row.title}
                          <span className="sr-only"> (opens in a new tab)</span>
                        </a>
                        {/* On a phone the date and number columns fold into the title's cell. */}
                        <p>
                          <ChallengeDate date={row.date} isToday={isToday} />
                          <span>Question No. {row.questionNumber ?? '—'}</span>
                        </p>
                      </td>
                      <td>{row.questionNumber ?? '—'}</td>
                      {row.difficulty === undefined ? null : (
                        <td>
                          <DifficultyBadge difficulty={row.difficulty} />
                        </td>
                      )}
                    </tr>
                  )
                })
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

// A page draws its twenty dates twice (the column, and under the title on a phone), on every view.
const dayTexts = new BoundedMap<string, string>(1_000)

function ChallengeDate({ date, isToday }: { date: string | null; isToday: boolean }) {
  if (!date) return <span className="text-ink-muted italic">Not Available</span>
  const time = <time dateTime={date}>{dayTexts.getOrSet(date, () => formatDay(date))}</time>
  if (!isToday) return time
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {time}
      <Badge tone="brand">Today</Badge>
    </span>
  )
}
