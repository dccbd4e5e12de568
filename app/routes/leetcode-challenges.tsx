import { ChallengeTable } from '~/components/challenges/challenge-table'
import { InterviewModeNotice } from '~/components/interview-mode-notice'
import { formatTimestampDay, utcDay } from '~/domain/calendar-day'
import { allForInterviewMode } from '~/domain/interview-mode'
import { pageTitle } from '~/domain/site'
import {
  lastUpdated,
  previousChallenges,
  upcomingChallenges,
  type ChallengePage,
} from '~/server/daily.server'
import { signedInUser } from '~/server/signed-in.server'
import type { Route } from './+types/leetcode-challenges'

// The challenge tables (docs/product.md#challenge-tables): the upcoming and previous daily challenges, each
// table paged on its own through its own URL parameter (?upcoming=2&previous=5), so paging works without
// JavaScript.

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('LeetCode Challenges') },
  {
    name: 'description',
    content: "LeetCode's upcoming and previous daily challenges, with their difficulty.",
  },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const { interviewMode } = signedInUser(context)
  const params = new URL(request.url).searchParams
  const today = utcDay(new Date())
  // Interview mode leaves the difficulties out of the data (docs/product.md#interview-mode).
  const shown = (page: ChallengePage) => ({ ...page, rows: allForInterviewMode(page.rows, interviewMode) })
  return {
    interviewMode,
    today,
    upcoming: shown(upcomingChallenges(today, params.get('upcoming'))),
    previous: shown(previousChallenges(today, params.get('previous'))),
    lastUpdated: formatTimestampDay(lastUpdated()),
  }
}

export default function LeetcodeChallenges({ loaderData }: Route.ComponentProps) {
  const { today, upcoming, previous } = loaderData
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      {loaderData.interviewMode ? <InterviewModeNotice className="mb-8" /> : null}
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">LeetCode Challenges</h1>
        <p className="mt-2 text-ink-muted">
          The daily problems coming up and the ones already set. Dates are LeetCode’s days, in UTC.
        </p>
      </header>
      <div className="mt-10 space-y-12">
        <ChallengeTable
          id="upcoming"
          heading="UPCOMING QUESTIONS"
          rows={upcoming.rows}
          page={upcoming.page}
          pageCount={upcoming.pageCount}
          param="upcoming"
          today={today}
          interviewMode={loaderData.interviewMode}
          emptyMessage="No upcoming questions yet. Check back after the next update."
          footer={<>Last Updated On : {loaderData.lastUpdated ?? 'Not Available'}</>}
        />
        <ChallengeTable
          id="previous"
          heading="PREVIOUS QUESTIONS"
          rows={previous.rows}
          page={previous.page}
          pageCount={previous.pageCount}
          param="previous"
          today={today}
          interviewMode={loaderData.interviewMode}
          emptyMessage="No previous questions yet."
        />
      </div>
    </div>
  )
}
