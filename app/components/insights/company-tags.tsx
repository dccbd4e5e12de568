import { CompanyLogo } from '~/components/company-logo'
import { KeptMarkup } from '~/components/kept-markup'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/components/ui/cn'
import { Dialog } from '~/components/ui/dialog'
import { FEATURED_COMPANIES, isFeaturedCompany } from '~/domain/company-groups'
import { formatPercent } from '~/domain/format'
import {
  COMPANY_CHIP_LIMIT,
  companyChipsPreview,
  companyFactsFor,
  VIEW_ALL_COMPANIES,
  type CompanyFacts,
} from '~/domain/insights-panel'
import type { InterviewSafe } from '~/domain/interview-mode'
import { timeframeLabel } from '~/domain/timeframes'
import type { AskingCompany as StoredAsk } from '~/server/problems.server'
import { EmptyMessage } from './empty-message'
import { useFetchedOnOpen } from './fetched-on-open'

/** A company that asks the problem; in interview mode without how often it asks it. */
type AskingCompany = InterviewSafe<StoredAsk>

export const NO_COMPANY_TAGS = 'No company tags found.'

/** Where the insights page's loader leaves a document's first chips, drawn once per problem (KeptMarkup). */
export const COMPANY_CHIPS_KEY = 'insights/company-chips'

/** The first chips' list items. */
export function CompanyChips({
  companies,
  logoToken,
}: {
  companies: readonly AskingCompany[]
  logoToken: string | null
}) {
  return companies.map((company) => (
    <li key={company.slug}>
      <CompanyChip company={company} logoToken={logoToken} />
    </li>
  ))
}
export const LOADING_COMPANIES = 'Loading the companies…'

/**
 * The companies that ask a problem (docs/product.md#insights): a badge per company group among them, up to 10
 * chips that open each company's sheet in a new tab, and every company with how often and how recently it
 * asks the problem in the 'View All' dialog.
 *
 * `companies` may be only the first chips, with `facts` telling of them all: the dialog then fetches the
 * full list from the page's own address with `?show=companies`, where the loader sends every company.
 */
export function CompanyTags({
  companies,
  facts = companyFactsFor(companies),
  problemTitle,
  logoToken,
}: {
  companies: readonly AskingCompany[]
  facts?: CompanyFacts
  problemTitle: string | null
  logoToken: string | null
}) {
  const { shown } = companyChipsPreview(companies)
  const { total, groups, anyFeatured } = facts
  const viewAll = total > COMPANY_CHIP_LIMIT

  return (
    <section
      aria-labelledby="companies-heading"
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="companies-heading" className="text-lg font-bold">
          Companies
        </h2>
        {total > 0 ? (
          <p className="text-sm text-ink-muted">
            Asked in {total} {total === 1 ? 'company' : 'companies'}
          </p>
        ) : null}
      </div>

      {total === 0 ? (
        <EmptyMessage>{NO_COMPANY_TAGS}</EmptyMessage>
      ) : (
        <>
          {groups.length > 0 ? (
            <ul aria-label="Company groups" className="mt-4 flex flex-wrap gap-2">
              {groups.map((group) => (
                <li key={group.name}>
                  <Badge
                    tone="brand"
                    className="px-2.5 py-1 text-sm"
                    title={`${group.name}: ${group.members.join(', ')}`}
                  >
                    {group.name}
                    <span className="sr-only">: {group.members.join(', ')}</span>
                  </Badge>
                </li>
              ))}
            </ul>
          ) : null}

          <KeptMarkup
            as="ul"
            id="company-chips"
            markupKey={COMPANY_CHIPS_KEY}
            aria-label="Companies that ask this question"
            className="mt-4 flex flex-wrap gap-2"
          >
            {() => <CompanyChips companies={shown} logoToken={logoToken} />}
          </KeptMarkup>

          {viewAll ? (
            <Dialog
              className="mt-4"
              openWith={VIEW_ALL_COMPANIES}
              triggerLabel={`View All ${total} Companies`}
              title={`${total} companies ask ${problemTitle ?? 'this question'}`}
              description={
                anyFrequency(companies)
                  ? 'Most frequent first. Each company’s highest frequency, with the timeframe it was reached in.'
                  : 'Each company with the timeframe of the list it asks this question most in.'
              }
            >
              {companies.length < total ? (
                <FetchedCompanyList logoToken={logoToken} />
              ) : (
                <CompanyList companies={companies} logoToken={logoToken} />
              )}
            </Dialog>
          ) : null}

          {anyFeatured ? <FeaturedNote /> : null}
        </>
      )}
    </section>
  )
}

function anyFrequency(companies: readonly AskingCompany[]): boolean {
  return companies.some((company) => company.frequency !== undefined)
}

function askSummary(company: AskingCompany): string {
  const when = timeframeLabel(company.timeframe)
  return company.frequency === undefined ? when : `Frequency ${formatPercent(company.frequency)} · ${when}`
}

function CompanyChip({ company, logoToken }: { company: AskingCompany; logoToken: string | null }) {
  const featured = isFeaturedCompany(company.slug)
  return (
    <a
      href={`/sheet/${company.slug}`}
      target="_blank"
      rel="noopener"
      title={`${company.name}: ${askSummary(company)}`}
      data-featured={featured || undefined}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-xl border pr-3 pl-1.5 text-sm font-semibold transition-colors',
        featured
          ? 'border-medium/40 bg-medium-bg text-ink hover:border-medium'
          : 'border-line bg-surface text-ink hover:border-brand-300 hover:bg-brand-50',
      )}
    >
      <CompanyLogo name={company.name} website={company.website} logoToken={logoToken} size="sm" />
      {company.name}
      {featured ? <FeaturedStar /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}

/**
 * Every asking company, fetched when the dialog opens: the page came with the first chips only. The
 * same loader answers, so interview mode leaves out of it what it leaves out of the page.
 */
function FetchedCompanyList({ logoToken }: { logoToken: string | null }) {
  const companies = useFetchedOnOpen<{ insights: { companies: AskingCompany[] } | null }>(VIEW_ALL_COMPANIES)
    ?.insights?.companies
  if (!companies) {
    return (
      <p role="status" className="px-2 py-2 text-sm text-ink-muted">
        {LOADING_COMPANIES}
      </p>
    )
  }
  return <CompanyList companies={companies} logoToken={logoToken} />
}

/** Every asking company: a list rather than a table, so that it fits a phone without scrolling sideways. */
function CompanyList({
  companies,
  logoToken,
}: {
  companies: readonly AskingCompany[]
  logoToken: string | null
}) {
  return (
    <ul>
      {companies.map((company) => {
        const featured = isFeaturedCompany(company.slug)
        return (
          <li
            key={company.slug}
            className={cn(
              'flex items-center justify-between gap-3 border-b border-line px-2 py-2 last:border-0',
              featured && 'bg-medium-bg/60',
            )}
          >
            <a
              href={`/sheet/${company.slug}`}
              target="_blank"
              rel="noopener"
              className="inline-flex min-w-0 flex-1 items-center gap-2 text-sm font-semibold hover:text-brand-700 hover:underline"
            >
              <CompanyLogo name={company.name} website={company.website} logoToken={logoToken} size="sm" />
              <span className="min-w-0 break-words">{company.name}</span>
              {featured ? <FeaturedStar /> : null}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <p className="w-28 shrink-0 text-right text-sm sm:w-auto">
              {company.frequency === undefined ? null : (
                <>
                  <span className="sr-only">Frequency </span>
                  <span className="font-semibold tabular-nums">{formatPercent(company.frequency)}</span>
                </>
              )}
              <span className="block text-xs text-ink-muted">{timeframeLabel(company.timeframe)}</span>
            </p>
          </li>
        )
      })}
    </ul>
  )
}

/** The star of a featured company; beside text that already says so, it is decoration only. */
function FeaturedStar({ decorative = false }: { decorative?: boolean }) {
  const name = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': 'Featured company' }
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0 text-medium" {...name}>
      {decorative ? null : <title>Featured company</title>}
      <path fill="currentColor" d="M10 1.8l2.5 5.2 5.7.8-4.1 4 1 5.7L10 14.8l-5.1 2.7 1-5.7-4.1-4 5.7-.8z" />
    </svg>
  )
}

function FeaturedNote() {
  return (
    <p className="mt-4 flex items-start gap-1.5 text-xs text-ink-muted">
      <FeaturedStar decorative />
      <span>
        Featured: one of the {FEATURED_COMPANIES.length} large companies with the most questions in their
        all-time interview lists.
      </span>
    </p>
  )
}
