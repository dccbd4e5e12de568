import { ChallengeTable } from '~/components/challenges/challenge-table'
import { formatTimestampDay, utcDay } from '~/domain/calendar-day'
import { pageTitle } from '~/domain/site'
import { lastUpdated, previousChallenges, upcomingChallenges } from '~/server/daily.server'
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

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const today = utcDay(new Date())
  return {
    today,
    upcoming: upcomingChallenges(today, params.get('upcoming')),
    previous: previousChallenges(today, params.get('previous')),
    lastUpdated: formatTimestampDay(lastUpdated()),
  }
}

export default function LeetcodeChallenges({ loaderData }: Route.ComponentProps) {
  const { today, upcoming, previous } = loaderData
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
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
          emptyMessage="No previous questions yet."
        />
      </div>
    </div>
  )
}
