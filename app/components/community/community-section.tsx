import { COMMUNITY_ANCHOR, isConfirmed, reportedByText } from '~/domain/community-reports'
import type { CompanyReportTally } from '~/server/community-reports.server'
import { ConfirmedBadge } from './confirmed-badge'
import { KeptMarkup } from '~/components/kept-markup'
import { ReportForm } from './report-form'

const REPORT_FORM_ID = 'report-problem'

/**
 * Where the insights page's loader leaves a document's report form, drawn once per problem, day and
 * return address (ReportFormFields, idle): the browser hydrates it as the live form.
 */
export const REPORT_FORM_KEY = 'community/report-form'

/** The report form's props on the insights page: one place for the live form and its kept markup. */
export function reportFormProps({
  problem,
  today,
  companies,
  redirectTo,
}: {
  problem: { slug: string; title: string }
  today: string
  companies: readonly string[] | null
  redirectTo: string
}) {
  return {
    id: REPORT_FORM_ID,
    className: 'border-t border-line p-4',
    today,
    problem,
    companies,
    redirectTo,
    stayOnPage: true,
  }
}

/**
 * The insights page's community reports: what users said they were asked, company by company, kept
 * apart from the imported company lists above it, and the form to add one's own.
 */
export function CommunitySection({
  problem,
  tallies,
  today,
  companies,
  redirectTo,
}: {
  problem: { slug: string; title: string }
  tallies: readonly CompanyReportTally[]
  today: string
  /**
   * Names offered in the form's company box: the companies that list the problem; null when the page's
   * markup holds them (COMPANY_OPTIONS_KEY in report-form.tsx).
   */
  companies: readonly string[] | null
  redirectTo: string
}) {
  return (
    <section
      id={COMMUNITY_ANCHOR}
      aria-labelledby="community-heading"
      className="scroll-mt-24 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id="community-heading" className="text-lg font-semibold">
        Community reports
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Where PrepSharp users say they were asked this problem. Counted apart from the company lists above.
      </p>
      {tallies.length === 0 ? (
        <p className="mt-3 text-sm">Nobody has reported this problem yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line text-sm">
          {tallies.map((tally) => (
            <li key={tally.companySlug} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2">
              <a
                href={`/sheet/${tally.companySlug}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {tally.companyName}
              </a>
              <span className="text-ink-muted">{reportedByText(tally)}</span>
              {isConfirmed(tally) ? <ConfirmedBadge /> : null}
            </li>
          ))}
        </ul>
      )}
      <details className="group mt-4 rounded-xl border border-line">
        <summary className="cursor-pointer px-4 py-2.5 text-sm font-semibold">
          Were you asked {problem.title}? Report it
        </summary>
        <KeptMarkup as="div" id={`${REPORT_FORM_ID}-kept`} markupKey={REPORT_FORM_KEY}>
          {() => <ReportForm {...reportFormProps({ problem, today, companies, redirectTo })} />}
        </KeptMarkup>
      </details>
    </section>
  )
}
