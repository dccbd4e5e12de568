import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link } from 'react-router'
import type { Route } from './+types/report'
import { ReportForm, type ReportActionData } from '~/components/community/report-form'
import { Card } from '~/components/ui/card'
import {
  COMMUNITY_ANCHOR,
  REPORT_MESSAGES,
  reportFormSchema,
  reportSentence,
  unknownCompanyMessage,
  unknownProblemMessage,
} from '~/domain/community-reports'
import { isViaFetcher } from '~/domain/fetcher-submission'
import { slugFromInput } from '~/domain/problem-slug'
import { safeRedirect } from '~/domain/safe-redirect'
import { pageTitle } from '~/domain/site'
import { dayInTimeZone } from '~/domain/time-zones'
import { userTimeZone } from '~/server/account.server'
import { getCompanyBySlug, listCompanies } from '~/server/companies.server'
import { submitReport } from '~/server/community-reports.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { signedInUser } from '~/server/signed-in.server'
import { redirectWithToast } from '~/server/toast.server'

/**
 * /report: the community report form on a page of its own (docs/product.md#community-reports), which a
 * sheet row's Report link opens with its problem and company filled in, and where every report form posts,
 * the insights page's too. A refused post without JavaScript is shown here, with what was typed.
 */

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Report an interview question') }]

/** The reporter's own day, which decides which months have come. */
function reporterToday(userId: string): string {
  return dayInTimeZone(userTimeZone(userId), new Date())
}

export function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInUser(context)
  const url = new URL(request.url)
  const problem = slugFromInput(url.searchParams.get('problem') ?? '') ?? ''
  // The company's own name when the address names a known one, else what it says, to be corrected.
  const asked = (url.searchParams.get('company') ?? '').slice(0, 120)
  const company = asked ? (getCompanyBySlug(asked)?.name ?? asked) : ''
  return {
    today: reporterToday(user.id),
    problem,
    company,
    companies: listCompanies().map(({ name }) => name),
  }
}

/** The form's answer when refused: its status, and the reply that puts the message where it belongs. */
type Refusal = { status: number; formError?: string; fieldErrors?: Record<string, string[]> }

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context)
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: reportFormSchema(reporterToday(user.id)) })
  const refuse = ({ status, formError, fieldErrors }: Refusal) =>
    data<ReportActionData>(
      {
        result: submission.reply({ formErrors: formError ? [formError] : undefined, fieldErrors }),
        saved: null,
      },
      { status },
    )
  if (submission.status !== 'success') return refuse({ status: 400 })

  const limit = consumeLimit('community-report', { user: user.id })
  if (!limit.allowed) {
    return tooManyRequests<ReportActionData>(
      { result: submission.reply({ formErrors: [limit.message] }), saved: null },
      limit,
    )
  }
  const { value } = submission
  const outcome = submitReport(user.id, value)
  switch (outcome.outcome) {
    case 'blocked':
      return refuse({ status: 403, formError: REPORT_MESSAGES.blocked })
    case 'duplicate':
      return refuse({ status: 409, formError: REPORT_MESSAGES.duplicate })
    case 'unknown-problem':
      return refuse({ status: 400, fieldErrors: { problem: [unknownProblemMessage(value.problem)] } })
    case 'unknown-company':
      return refuse({ status: 400, fieldErrors: { company: [unknownCompanyMessage(value.company)] } })
  }
  const saved = { title: 'Report saved', description: reportSentence(outcome.report) }
  if (isViaFetcher(formData)) return { result: submission.reply({ resetForm: true }), saved }
  const fallback = `/problems/${outcome.report.problemSlug}#${COMMUNITY_ANCHOR}`
  return redirectWithToast(safeRedirect(formData.get('redirectTo'), fallback), { type: 'success', ...saved })
}

export default function Report({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14" aria-labelledby="report-heading">
      <h1 id="report-heading" className="text-3xl font-bold tracking-tight">
        Report an interview question
      </h1>
      <p className="mt-2 text-ink-muted">
        Were you asked a LeetCode problem in an interview? Say where and when. Reports add up on the problem’s
        insights and on the company’s sheet, apart from the imported lists; once two people report the same
        problem at the same company, it shows as confirmed.
      </p>
      <Card className="mt-6 p-5 sm:p-6">
        <ReportForm
          id="report"
          today={loaderData.today}
          defaultProblem={loaderData.problem}
          defaultCompany={loaderData.company}
          companies={loaderData.companies}
          lastResult={actionData?.result}
        />
      </Card>
      {loaderData.problem ? (
        <p className="mt-4 text-sm text-ink-muted">
          <Link
            to={`/problems/${loaderData.problem}#${COMMUNITY_ANCHOR}`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            See what others reported
          </Link>
        </p>
      ) : null}
    </section>
  )
}
