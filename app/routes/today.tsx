import { data } from 'react-router'
import type { Route } from './+types/today'
import { ActivityHeatmap } from '~/components/today/activity-heatmap'
import {
  REVIEW_INTENT,
  REVIEW_ROWS_MARKUP_KEY,
  ReviewList,
  ReviewRows,
  type TodayActionData,
} from '~/components/today/review-list'
import { DifficultyBadge } from '~/components/difficulty-badge'
import { TodayPlanShare } from '~/components/plan/today-plan-share'
import { SideCard } from '~/components/today/side-card'
import { InterviewModeNotice } from '~/components/interview-mode-notice'
import { ErrorAlert } from '~/components/ui/alert'
import { Pagination } from '~/components/ui/pagination'
import { ButtonLink, ExternalButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Eyebrow } from '~/components/ui/eyebrow'
import { activityYear, type ActivityYear } from '~/domain/activity-calendar'
import { formatDay } from '~/domain/calendar-day'
import { isViaFetcher } from '~/domain/fetcher-submission'
import { leetcodeProblemUrl } from '~/domain/leetcode-links'
import { ProblemIdField } from '~/domain/problem-id'
import { parseReviewRating } from '~/domain/review-rating'
import { REVIEW_REFUSALS } from '~/domain/review-refusals'
import { pageTitle } from '~/domain/site'
import { dayInTimeZone } from '~/domain/time-zones'
import { parseYearActivity } from '~/domain/year-activity-text'
import { BoundedMap } from '~/domain/bounded-map'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { recordReview } from '~/server/revision.server'
import { signedInUser } from '~/server/signed-in.server'
import { redirectWithToast } from '~/server/toast.server'
import { KeptMarkup as KeptMarkupCache } from '~/server/kept-markup.server'
import { markupOnlyContext } from '~/server/load-context.server'
import { todayView, type TodayView } from '~/server/today-view.server'

// /today (docs/product.md#today): the signed-in user's day of study — what is due for review, the
// problem of the day, what to practise next, the streak and the year of practice, all in their time zone.

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Today') }]

/** The review rows of each kept view, drawn once (docs/decisions/0042-kept-markup.md). */
const drawnReviewRows = new KeptMarkupCache<TodayView>()

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = todayView(signedInUser(context), new URL(request.url).searchParams.get('page'))
  context.get(markupOnlyContext)?.set(
    REVIEW_ROWS_MARKUP_KEY,
    drawnReviewRows.get(view, undefined, () => <ReviewRows reviews={view.reviews} />),
  )
  return view
}

/** Calendars laid out lately, by day and year's text: the same on every view of the day until a review. */
const calendars = new BoundedMap<string, ActivityYear>(64)

function calendarOf(today: string, activity: string): ActivityYear {
  return calendars.getOrSet(`${today}|${activity}`, () => {
    const year = Number(today.slice(0, 4))
    return activityYear(year, parseYearActivity(year, activity), today)
  })
}

/**
 * Rates one review (intent `review`). A fetcher gets the outcome as data; a post without JavaScript is
 * sent back to /today with a toast, or shown the page with what was refused. A form posted twice stores
 * one review and is answered as a success both times.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context)
  const formData = await request.formData()
  const refuse = (status: number, error: string, problemId: number | null = null, init?: ResponseInit) =>
    data<TodayActionData>({ ok: false, problemId, error, nextDue: null }, { ...init, status })

  if (formData.get('intent') !== REVIEW_INTENT) return refuse(400, 'Unknown action.')
  const problemId = ProblemIdField.safeParse(formData.get('problemId'))
  if (!problemId.success) return refuse(400, 'Choose a problem to review.')
  const rating = parseReviewRating(formData.get('rating'))
  if (rating === null) return refuse(400, REVIEW_REFUSALS['invalid-rating'].error, problemId.data)

  const limit = consumeLimit('review', { user: user.id })
  if (!limit.allowed) {
    return tooManyRequests<TodayActionData>(
      { ok: false, problemId: problemId.data, error: limit.message, nextDue: null },
      limit,
    )
  }
  const submissionKey = formData.get('submissionKey')
  const result = recordReview({
    userId: user.id,
    problemId: problemId.data,
    rating,
    submissionKey: typeof submissionKey === 'string' ? submissionKey : '',
  })
  if (result.outcome !== 'saved' && result.outcome !== 'duplicate') {
    const refusal = REVIEW_REFUSALS[result.outcome]
    return refuse(refusal.status, refusal.error, problemId.data)
  }
  const nextDue = formatDay(dayInTimeZone(user.timeZone, result.due))
  if (!isViaFetcher(formData)) {
    return redirectWithToast('/today', {
      type: 'success',
      title: 'Review saved',
      description: `Next due ${nextDue}.`,
    })
  }
  return data<TodayActionData>({ ok: true, problemId: problemId.data, error: null, nextDue })
}

export default function Today({ loaderData, actionData }: Route.ComponentProps) {
  const { today, timeZoneName, counts, reviews, dueTotal, page, firstListed } = loaderData
  const calendar = calendarOf(today, loaderData.activity)
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-12">
      {loaderData.interviewMode ? <InterviewModeNotice className="mb-8" /> : null}
      <header>
        <Eyebrow>Today</Eyebrow>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Your study for today</h1>
        <p className="mt-3 text-ink-muted">
          {formatDay(today)}, in your time zone ({timeZoneName}).
        </p>
      </header>

      {actionData && !actionData.ok && actionData.error ? (
        <ErrorAlert className="mt-6">Review not saved: {actionData.error}</ErrorAlert>
      ) : null}

      <dl className="mt-8 grid grid-cols-3 gap-3 sm:gap-4">
        <Stat label="Solved" value={counts.solved} />
        <Stat label="Due today" value={counts.dueToday} />
        <Stat label="Overdue" value={counts.overdue} tone={counts.overdue > 0 ? 'alert' : undefined} />
      </dl>

      <div className="mt-10 grid gap-10 lg:grid-cols-3 lg:gap-8">
        <section aria-labelledby="due-heading" className="lg:col-span-2">
          <h2 id="due-heading" className="text-xl font-bold">
            Reviews due
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {dueTotal === 0
              ? counts.solved === 0
                ? 'Problems you mark solved come back here when they are due.'
                : 'Everything you solved is fresh for now.'
              : dueTotal <= reviews.length
                ? 'Solve each again, then say how it went: the answer sets when you see it next.'
                : page === 1
                  ? `The ${reviews.length} waiting longest of ${dueTotal.toLocaleString('en-US')}, overdue first.`
                  : `${firstListed}–${firstListed + reviews.length - 1} of ${dueTotal.toLocaleString('en-US')}, overdue first.`}
          </p>
          <div className="mt-4">
            {reviews.length > 0 ? <ReviewList reviews={reviews} /> : <NothingDue solved={counts.solved} />}
          </div>
          <Pagination
            page={page}
            pageCount={loaderData.pageCount}
            label="Reviews due pages"
            className="mt-4"
          />
        </section>

        <div className="space-y-8">
          <ProblemOfTheDay problem={loaderData.problemOfTheDay} />
          <StreakCard streak={loaderData.streak} />
          {loaderData.planShare ? (
            <TodayPlanShare day={loaderData.planShare} />
          ) : (
            <NextUp hasFavorites={loaderData.hasFavorites} problems={loaderData.nextUp} />
          )}
        </div>
      </div>

      <section aria-labelledby="year-heading" className="mt-12">
        <h2 id="year-heading" className="text-xl font-bold">
          Your {calendar.year}
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-muted">Solves and reviews per day, in your time zone.</p>
        <ActivityHeatmap calendar={calendar} />
      </section>
    </div>
  )
}

function Stat({ label, value, tone }: { label: string; value: number; tone?: 'alert' }) {
  return (
    <Card className="flex flex-col-reverse px-3 py-4 text-center sm:px-5">
      <dt className="text-xs font-medium text-ink-muted sm:text-sm">{label}</dt>
      <dd
        className={`text-2xl font-bold tabular-nums sm:text-3xl ${tone === 'alert' ? 'text-accent-700' : 'text-ink'}`}
      >
        {value.toLocaleString('en-US')}
      </dd>
    </Card>
  )
}

function NothingDue({ solved }: { solved: number }) {
  return (
    <Card className="p-8 text-center sm:p-10">
      <p className="text-lg font-semibold">Nothing due today</p>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">
        {solved === 0
          ? 'Mark a problem solved on any company sheet and it comes back here when it is time to practise it again.'
          : 'Every problem you solved is scheduled for a later day. Try the problem of the day, or a new one your companies ask.'}
      </p>
      <ButtonLink to="/search/sheet" className="mt-6">
        Browse company sheets
      </ButtonLink>
    </Card>
  )
}

function ProblemOfTheDay({
  problem,
}: {
  problem: { titleSlug: string; title: string; difficulty?: number } | null
}) {
  return (
    <SideCard headingId="potd-heading" title="Problem of the day">
      {problem ? (
        <>
          <p className="mt-2 text-lg font-semibold break-words">
            <a
              href={`/problems/${problem.titleSlug}`}
              className="text-ink underline-offset-4 hover:text-brand-700 hover:underline"
            >
              {problem.title}
            </a>
          </p>
          {problem.difficulty === undefined ? null : (
            <div className="mt-1">
              <DifficultyBadge difficulty={problem.difficulty} />
            </div>
          )}
          <ExternalButtonLink href={leetcodeProblemUrl(problem.titleSlug)} size="sm" className="mt-4">
            Solve on LeetCode
          </ExternalButtonLink>
        </>
      ) : (
        <>
          <p className="mt-2 text-ink-muted">Today’s daily challenge waits at the top of LeetCode’s list.</p>
          <ButtonLink to="/potd" size="sm" variant="secondary" className="mt-4" reloadDocument>
            Open the problem of the day
          </ButtonLink>
        </>
      )}
    </SideCard>
  )
}

function StreakCard({ streak }: { streak: { days: number; includesToday: boolean } }) {
  const message =
    streak.days === 0
      ? 'Solve or review a problem today to start one.'
      : streak.includesToday
        ? 'Today counts: you have practised today.'
        : 'Today does not count yet: solve or review one problem to keep it going.'
  return (
    <SideCard headingId="streak-heading" title="Streak">
      <p className="mt-2 text-3xl font-bold tabular-nums">
        {streak.days} {streak.days === 1 ? 'day' : 'days'}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{message}</p>
    </SideCard>
  )
}

function NextUp({
  hasFavorites,
  problems,
}: {
  hasFavorites: boolean
  problems: {
    problemId: number
    titleSlug: string
    title: string
    frontendId: number | null
    /** Absent in interview mode. */
    difficulty?: number
    companyName: string
  }[]
}) {
  return (
    <SideCard headingId="next-heading" title="What to do next">
      {!hasFavorites ? (
        <>
          <p className="mt-2 text-ink-muted">
            Pick the companies you are preparing for, and the problems they ask most show up here.
          </p>
          <ButtonLink to="/search/sheet" size="sm" variant="secondary" className="mt-4">
            Choose companies
          </ButtonLink>
        </>
      ) : problems.length === 0 ? (
        <p className="mt-2 text-ink-muted">
          You have marked every problem your favourite companies ask. Add another company on the company
          search.
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-ink-muted">Unsolved problems your favourite companies ask most.</p>
          <ol className="mt-3 space-y-3">
            {problems.map((problem) => (
              <li key={problem.problemId} className="text-sm">
                <a
                  href={`/problems/${problem.titleSlug}`}
                  className="font-semibold text-ink underline-offset-4 hover:text-brand-700 hover:underline"
                >
                  {problem.frontendId !== null ? `${problem.frontendId}. ` : ''}
                  {problem.title}
                </a>
                <span className="mt-1 flex items-center gap-2 text-xs text-ink-muted">
                  {problem.difficulty === undefined ? null : (
                    <DifficultyBadge difficulty={problem.difficulty} />
                  )}
                  {problem.companyName}
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="mt-4 border-t border-line pt-3 text-sm">
        <a href="/plan" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Interview coming up? Make a plan
        </a>
      </p>
    </SideCard>
  )
}
