import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { data, Link } from 'react-router'
import type { Route } from './+types/plan'
import { InterviewModeNotice } from '~/components/interview-mode-notice'
import { KeptMarkup } from '~/components/kept-markup'
import { PlanCard, type PlanCardData } from '~/components/plan/plan-card'
import {
  dayTimeText,
  PLAN_PROBLEM_LIST_CLASS,
  PlanDayItems,
  PlanProblemItems,
} from '~/components/plan/plan-day'
import { PLAN_EXPLAINER_CLASS, PlanExplainerRules } from '~/components/plan/plan-explainer'
import {
  ChangePlanFields,
  changePlanMarkupKey,
  NewPlanForm,
  PLAN_COMPANIES_KEY,
} from '~/components/plan/plan-forms'
import { ErrorAlert } from '~/components/ui/alert'
import { buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Eyebrow } from '~/components/ui/eyebrow'
import { formatDay } from '~/domain/calendar-day'
import {
  duplicatePlanMessage,
  newPlanSchema,
  nothingFitsMessage,
  PLAN_INTENTS,
  PLAN_MESSAGES,
  planChangeSchema,
  PlanIdField,
} from '~/domain/interview-plan-forms'
import { LIST_MESSAGES } from '~/domain/list-forms'
import { clampPage, pageCount, pageOffset } from '~/domain/pagination'
import { problemCount } from '~/domain/problem-lists'
import { pageTitle } from '~/domain/site'
import { dayInTimeZone, timeZoneCity } from '~/domain/time-zones'
import { getDb } from '~/server/db.server'
import {
  addPlanProblems,
  changePlan,
  companiesToPlan,
  createPlan,
  deletePlan,
  roomToGrowCount,
  userStudyLevel,
} from '~/server/interview-plans.server'
import { KeptMarkup as KeptMarkupCache } from '~/server/kept-markup.server'
import {
  activeInputs,
  hoursToFitOverview,
  planOverview,
  type PlanOverview,
} from '~/server/plan-schedule.server'
import { dayView, unscheduledView, type PlanDayView } from '~/server/plan-view.server'
import { markupOnlyContext } from '~/server/load-context.server'
import { ObjectMemo } from '~/domain/object-memo'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { signedInUser } from '~/server/signed-in.server'
import { redirectWithToast } from '~/server/toast.server'

// /plan (docs/product.md#interview-plan): "an interview at {company} on {date}, {hours} a week". The user's
// plans, the schedule that spreads their problems and reviews over the days left, today's share, what
// does not fit and what to do about it, and how the plan was made.

/**
 * The days after today are shown a week at a time, `?week=` going through the rest: the whole schedule
 * of a plan weeks ahead was most of the page's weight and server time (decision 0037).
 */
export const PLAN_WEEK_DAYS = 7
const WEEK_PARAM = 'week'
/**
 * Once there is a plan, the form for another is behind a link to `?new`: its company menu (650 options,
 * a third of the page) was drawn and sent on every view for a form seldom used twice.
 */
const NEW_PLAN_PARAM = 'new'
const NEW_PLAN_HREF = `/plan?${NEW_PLAN_PARAM}#new-plan-heading`

/**
 * A week's days, the problems that do not fit and the explainer, as drawn for an overview (kept per
 * user until a write, decision 0037): a document's render writes that markup rather than drawing their
 * few hundred elements again (decision 0042). Keyed by what else they are drawn
 * from.
 */
const WEEK_MARKUP_KEY = 'plan/week'
const UNSCHEDULED_MARKUP_KEY = 'plan/unscheduled'
const EXPLAINER_MARKUP_KEY = 'plan/explainer'
const weekViews = new ObjectMemo<PlanOverview, PlanDayView[], string>()
const unscheduledViews = new ObjectMemo<PlanOverview, PlanDayView['problems'], boolean>()
const drawnWeeks = new KeptMarkupCache<PlanOverview, string>()
const drawnUnscheduled = new KeptMarkupCache<PlanOverview, boolean>()
const drawnExplainers = new KeptMarkupCache<PlanOverview, string>()
const drawnChangeForms = new KeptMarkupCache<PlanOverview, number>()

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Interview plan') }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInUser(context)
  const { interviewMode } = user
  // The time zone comes with the session, as on every signed-in page.
  const overview = planOverview(user.id, getDb(), new Date(), user.timeZone)
  const { today, schedule } = overview
  const plans: PlanCardData[] = overview.plans.map((plan) => ({
    ...plan,
    roomFor: plan.state === 'ahead' ? roomToGrowCount(user.id, plan.id, overview) : 0,
  }))
  const [first, ...after] = schedule.days
  const weeks = after.length > 0 ? pageCount(after.length, PLAN_WEEK_DAYS) : 0
  const { searchParams } = new URL(request.url)
  const week = clampPage(searchParams.get(WEEK_PARAM), after.length, PLAN_WEEK_DAYS)
  const shown = weekViews.get(overview, `${week}:${interviewMode}`, () =>
    after
      .slice(pageOffset(week, PLAN_WEEK_DAYS), pageOffset(week + 1, PLAN_WEEK_DAYS))
      .map((day) => dayView(day, overview, interviewMode)),
  )
  const unscheduled = unscheduledViews.get(overview, interviewMode, () =>
    unscheduledView(overview, interviewMode),
  )
  const active = activeInputs(overview.context)
  const hoursPerWeek = Math.max(0, ...active.inputs.map((plan) => plan.hoursPerWeek))
  const level = userStudyLevel(user.id)
  // The form posts to the address it is on, so a refused one comes back open.
  const newPlanOpen = plans.length === 0 || searchParams.has(NEW_PLAN_PARAM)
  const companies = newPlanOpen
    ? companiesToPlan(
        overview.plans.map((plan) => plan.company.slug),
        getDb(),
      )
    : []
  // A document's company menu is in its markup; the loader data carries it only to a client navigation.
  const markupOnly = context.get(markupOnlyContext)
  markupOnly?.set(PLAN_COMPANIES_KEY, companies)
  if (markupOnly) {
    markupOnly.set(
      WEEK_MARKUP_KEY,
      drawnWeeks.get(overview, `${week}:${interviewMode}`, () => <ScheduleDays days={shown} />),
    )
    markupOnly.set(
      UNSCHEDULED_MARKUP_KEY,
      drawnUnscheduled.get(overview, interviewMode, () => <PlanProblemItems problems={unscheduled} />),
    )
    // Each plan's change form, idle: drawn once per kept overview, which a change to the plan replaces.
    for (const plan of overview.plans) {
      markupOnly.set(
        changePlanMarkupKey(plan.id),
        drawnChangeForms.get(overview, plan.id, () => <ChangePlanFields plan={plan} today={today} />),
      )
    }
    markupOnly.set(
      EXPLAINER_MARKUP_KEY,
      drawnExplainers.get(overview, `${level}:${hoursPerWeek}`, () => (
        <PlanExplainerRules level={level} hoursPerWeek={hoursPerWeek || 10} />
      )),
    )
  }
  return {
    today,
    timeZoneName: timeZoneCity(overview.timeZone),
    interviewMode,
    newPlanOpen,
    companies: markupOnly ? null : companies,
    plans,
    todayShare: first ? dayView(first, overview, interviewMode) : null,
    week: {
      number: week,
      count: weeks,
      /** The days shown; null in a document's loader data, whose markup has them. */
      days: markupOnly ? null : shown,
      first: shown[0]?.day ?? null,
      /** The first day of each week, for the links to them. */
      starts: Array.from({ length: weeks }, (_, index) => after[index * PLAN_WEEK_DAYS]!.day),
    },
    /** Null in a document's loader data, as the days are. */
    unscheduled: markupOnly ? null : unscheduled,
    unscheduledCount: unscheduled.length,
    hoursToFitAll: hoursToFitOverview(overview),
    hoursPerWeek,
    level,
  }
}

interface PlanActionData {
  intent: string
  /** The plan a change form was for, so only that form shows the reply. */
  planId?: number
  result?: SubmissionResult<string[]>
  error?: string
}

function refusal(intent: string, status: number, error: string, planId?: number) {
  return data<PlanActionData>({ intent, error, planId }, { status })
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context)
  const formData = await request.formData()
  const intent = String(formData.get('intent') ?? '')
  const today = dayInTimeZone(user.timeZone, new Date())
  const limited = () => {
    const limit = consumeLimit('interview-plan', { user: user.id })
    return limit.allowed ? null : limit
  }

  if (intent === PLAN_INTENTS.create) {
    const submission = parseWithZod(formData, { schema: newPlanSchema(today) })
    if (submission.status !== 'success') {
      return data<PlanActionData>({ intent, result: submission.reply() }, { status: 400 })
    }
    const limit = limited()
    if (limit) {
      return tooManyRequests<PlanActionData>(
        { intent, result: submission.reply({ formErrors: [limit.message] }) },
        limit,
      )
    }
    const { company, interviewDate, hoursPerWeek } = submission.value
    const created = createPlan(user.id, { companySlug: company, interviewDate, hoursPerWeek })
    const refuse = (status: number, reply: SubmissionResult<string[]>) =>
      data<PlanActionData>({ intent, result: reply }, { status })
    switch (created.outcome) {
      case 'unknown-company':
        return refuse(422, submission.reply({ fieldErrors: { company: [PLAN_MESSAGES.unknownCompany] } }))
      case 'duplicate':
        return refuse(409, submission.reply({ formErrors: [duplicatePlanMessage(created.company)] }))
      case 'nothing-fits':
        return refuse(
          422,
          submission.reply({
            formErrors: [nothingFitsMessage(created.company, interviewDate, hoursPerWeek)],
          }),
        )
      case 'too-many-lists':
        return refuse(422, submission.reply({ formErrors: [LIST_MESSAGES.tooManyLists] }))
      case 'created':
        return redirectWithToast('/plan', {
          type: 'success',
          title: `Plan made for ${created.company}`,
          description: `${problemCount(created.problems)} from its sheet, on a list you can edit.`,
        })
    }
  }

  if (intent === PLAN_INTENTS.change) {
    const submission = parseWithZod(formData, { schema: planChangeSchema(today) })
    const planId = PlanIdField.safeParse(formData.get('planId')).data
    if (submission.status !== 'success') {
      return data<PlanActionData>({ intent, planId, result: submission.reply() }, { status: 400 })
    }
    const limit = limited()
    if (limit) {
      return tooManyRequests<PlanActionData>(
        { intent, planId, result: submission.reply({ formErrors: [limit.message] }) },
        limit,
      )
    }
    const { interviewDate, hoursPerWeek } = submission.value
    const changed = changePlan(user.id, submission.value.planId, { interviewDate, hoursPerWeek })
    if (changed.outcome !== 'changed') {
      return data<PlanActionData>(
        { intent, planId, result: submission.reply({ formErrors: [PLAN_MESSAGES.planNotFound] }) },
        { status: 404 },
      )
    }
    return redirectWithToast('/plan', {
      type: 'success',
      title: `${changed.company} plan changed`,
      description: `Interview on ${formatDay(interviewDate)}, ${hoursPerWeek} hours a week.`,
    })
  }

  if (intent !== PLAN_INTENTS.delete && intent !== PLAN_INTENTS.addProblems) {
    return refusal(intent, 400, 'Unknown action.')
  }
  const planId = PlanIdField.safeParse(formData.get('planId'))
  if (!planId.success) return refusal(intent, 400, PLAN_MESSAGES.planNotFound)
  const limit = limited()
  if (limit) return tooManyRequests<PlanActionData>({ intent, error: limit.message }, limit)

  if (intent === PLAN_INTENTS.delete) {
    const deleted = deletePlan(user.id, planId.data)
    if (deleted.outcome !== 'deleted') return refusal(intent, 404, PLAN_MESSAGES.planNotFound)
    return redirectWithToast('/plan', {
      type: 'success',
      title: `Deleted the ${deleted.company} plan`,
      description: 'Its list went with it; your marks and reviews stay.',
    })
  }

  const added = addPlanProblems(user.id, planId.data)
  if (added.outcome !== 'added') {
    return added.outcome === 'not-found'
      ? refusal(intent, 404, PLAN_MESSAGES.planNotFound)
      : refusal(intent, 422, PLAN_MESSAGES.nothingMoreFits)
  }
  return redirectWithToast('/plan', {
    type: 'success',
    title: `Added ${problemCount(added.added)} to the ${added.company} plan`,
    description: 'At the end of its list: reorder them there if you like.',
  })
}

export default function Plan({ loaderData, actionData }: Route.ComponentProps) {
  const { today, plans } = loaderData
  const active = plans.filter((plan) => plan.state === 'ahead')
  const createResult = actionData?.intent === PLAN_INTENTS.create ? actionData.result : null
  const plainError = actionData?.error ?? null
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-12">
      {loaderData.interviewMode ? <InterviewModeNotice className="mb-8" /> : null}
      <header>
        <Eyebrow>Interview plan</Eyebrow>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Your plan to the interview</h1>
        <p className="mt-3 max-w-3xl text-ink-muted">
          Say where and when your interview is and how many hours a week you have: the plan takes the
          company’s questions, spreads them and your reviews over the days left, and follows you when you fall
          behind or get ahead. Days are in your time zone ({loaderData.timeZoneName}).
        </p>
      </header>

      {plainError ? <ErrorAlert className="mt-6">{plainError}</ErrorAlert> : null}

      {/* On a phone the plans come first, then the schedule, then the form; on a wide screen the plans and
          the form share the right-hand column beside the schedule. */}
      <div className="mt-8 flex flex-col gap-10 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr] lg:gap-8">
        {plans.length > 0 ? (
          <section
            aria-labelledby="plans-heading"
            className="min-w-0 space-y-4 lg:col-start-2 lg:row-start-1"
          >
            <h2 id="plans-heading" className="text-xl font-bold">
              {plans.length === 1 ? 'Your plan' : 'Your plans'}
            </h2>
            {plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                today={today}
                changeResult={
                  actionData?.intent === PLAN_INTENTS.change && actionData.planId === plan.id
                    ? (actionData.result ?? null)
                    : null
                }
              />
            ))}
          </section>
        ) : null}

        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {active.length > 0 ? (
            <>
              <Schedule today={loaderData.todayShare} week={loaderData.week} planCount={active.length} />
              {loaderData.unscheduledCount > 0 ? (
                <Unscheduled
                  count={loaderData.unscheduledCount}
                  problems={loaderData.unscheduled}
                  hoursToFitAll={loaderData.hoursToFitAll}
                  hoursPerWeek={loaderData.hoursPerWeek}
                />
              ) : null}
            </>
          ) : (
            <Card className="p-8 text-center sm:p-10">
              <p className="text-lg font-semibold">
                {plans.length === 0 ? 'No plan yet' : 'No interview ahead'}
              </p>
              <p className="mx-auto mt-2 max-w-md text-ink-muted">
                {plans.length === 0
                  ? 'Make one with the form: the company, the day of the interview and the hours you have each week.'
                  : 'Your plans’ interviews have come. Give one a new date, or make a plan for the next company.'}
              </p>
            </Card>
          )}
        </div>

        <section
          aria-labelledby="new-plan-heading"
          className={`min-w-0 self-start lg:col-start-2 ${plans.length > 0 ? 'lg:row-start-2' : 'lg:row-start-1'}`}
        >
          <Card className="p-5 sm:p-6">
            <h2 id="new-plan-heading" className="text-lg font-semibold">
              {plans.length === 0 ? 'Make a plan' : 'Plan another interview'}
            </h2>
            {loaderData.newPlanOpen ? (
              <div className="mt-3">
                <NewPlanForm companies={loaderData.companies} today={today} lastResult={createResult} />
              </div>
            ) : (
              <>
                <p className="mt-2 text-sm text-ink-muted">
                  Another company, another day: your plans share one schedule.
                </p>
                <Link
                  to={NEW_PLAN_HREF}
                  className={`mt-4 ${buttonClasses({ variant: 'secondary', size: 'sm' })}`}
                >
                  Choose the company and day
                </Link>
              </>
            )}
          </Card>
        </section>
      </div>

      <section aria-labelledby="how-heading" className="mt-12">
        <h2 id="how-heading" className="text-xl font-bold">
          How this plan was made
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-muted">
          The same rules every day, with your numbers, so you can check any day by hand.
        </p>
        <KeptMarkup
          as="dl"
          markupKey={EXPLAINER_MARKUP_KEY}
          id="plan-explainer"
          className={PLAN_EXPLAINER_CLASS}
        >
          {() => <PlanExplainerRules level={loaderData.level} hoursPerWeek={loaderData.hoursPerWeek || 10} />}
        </KeptMarkup>
      </section>
    </div>
  )
}

function Schedule({
  today,
  week,
  planCount,
}: {
  today: PlanDayView | null
  week: { number: number; count: number; days: PlanDayView[] | null; first: string | null; starts: string[] }
  planCount: number
}) {
  return (
    <>
      {today ? (
        <section aria-labelledby="today-share-heading">
          <h2 id="today-share-heading" className="text-xl font-bold">
            Today’s share
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {dayTimeText(today)}
            {planCount > 1 ? `, for your ${planCount} interviews together` : ''}. Mark each problem solved on
            its page (or a sheet) and it leaves the plan for the reviews.
          </p>
          <Card className="mt-4 p-5">
            <PlanDayItems day={today} reviewsHref="/today#due-heading" />
          </Card>
        </section>
      ) : null}
      {week.first !== null ? (
        <section aria-labelledby="next-days-heading">
          <h2 id="next-days-heading" className="text-xl font-bold">
            The days after
          </h2>
          {week.number > 1 ? (
            <p className="mt-1 text-sm text-ink-muted">
              {`Week ${week.number} of ${week.count}, from ${formatDay(week.first)}.`}
            </p>
          ) : null}
          <KeptMarkup
            as="ol"
            markupKey={WEEK_MARKUP_KEY}
            id="plan-week-days"
            className="mt-4 divide-y divide-line rounded-card border border-line bg-surface shadow-card"
          >
            {week.days ? () => <ScheduleDays days={week.days!} /> : null}
          </KeptMarkup>
          <WeekLinks week={week} />
        </section>
      ) : null}
    </>
  )
}

/**
 * Earlier and later weeks of the schedule as plain links, so every day of the plan is reached without
 * JavaScript; with it, the page keeps its scroll position.
 */
function WeekLinks({ week }: { week: { number: number; count: number; starts: string[] } }) {
  if (week.count <= 1) return null
  const link = (number: number) => (number === 1 ? '/plan' : `/plan?week=${number}`)
  const earlier = week.number > 1 ? week.number - 1 : null
  const later = week.number < week.count ? week.number + 1 : null
  const linkClass = buttonClasses({ variant: 'secondary', size: 'sm' })
  return (
    <nav
      aria-label="Weeks of the schedule"
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      {earlier ? (
        <Link to={link(earlier)} preventScrollReset className={linkClass}>
          {earlier === 1 ? 'The next days' : `Week ${earlier}`}
        </Link>
      ) : (
        <span />
      )}
      {later ? (
        <Link to={link(later)} preventScrollReset className={linkClass}>
          {`Week ${later}: from ${formatDay(week.starts[later - 1]!)}`}
        </Link>
      ) : null}
    </nav>
  )
}

function ScheduleDays({ days }: { days: readonly PlanDayView[] }) {
  return days.map((day) => <ScheduleDay key={day.day} day={day} />)
}

function ScheduleDay({ day }: { day: PlanDayView }) {
  return (
    <li className="grid gap-2 p-4 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
      <div>
        <p className="font-semibold">{day.label}</p>
        <p className="text-xs text-ink-muted">{dayTimeText(day)}</p>
      </div>
      <PlanDayItems day={day} reviewsHref={null} />
    </li>
  )
}

function Unscheduled({
  count,
  problems,
  hoursToFitAll,
  hoursPerWeek,
}: {
  count: number
  /** Null when the page's markup has them. */
  problems: PlanDayView['problems'] | null
  hoursToFitAll: number | null
  hoursPerWeek: number
}) {
  return (
    <section aria-labelledby="unscheduled-heading">
      <h2 id="unscheduled-heading" className="text-xl font-bold">
        Not before the interview
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {problemCount(count)} of your plan {count === 1 ? 'does' : 'do'} not fit the time left.{' '}
        {hoursToFitAll !== null
          ? `At ${hoursToFitAll} hours a week instead of ${hoursPerWeek}, everything fits; or remove the ones you can do without from the plan’s list.`
          : 'Not even the most hours a plan takes would fit them all: remove the ones you can do without from the plan’s list, or move the interview later if you can.'}
      </p>
      <Card className="mt-4 p-5">
        <KeptMarkup
          as="ol"
          markupKey={UNSCHEDULED_MARKUP_KEY}
          id="plan-unscheduled"
          className={PLAN_PROBLEM_LIST_CLASS}
        >
          {problems ? () => <PlanProblemItems problems={problems} /> : null}
        </KeptMarkup>
      </Card>
    </section>
  )
}
