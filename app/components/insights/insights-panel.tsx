import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { KeptMarkup } from '~/components/kept-markup'
import { companyFactsFor, titleFromSlug, type CompanyFacts } from '~/domain/insights-panel'
import type { ShownInsights } from '~/server/problems.server'
import { CompanyTags } from './company-tags'
import { EmptyMessage } from './empty-message'
import { ProblemSummary } from './problem-summary'
import { SimilarQuestions } from './similar-questions'
import { StatCards } from './stat-cards'

export const NO_DATA_FOUND = 'No data found for this question.'

/** Where the insights page's loader leaves a document's stat cards, drawn once per problem (KeptMarkup). */
export const STAT_CARDS_KEY = 'insights/stat-cards'

/** The stat cards of a problem the panel shows. */
export function ProblemStatCards({
  problem,
  companyCount,
}: {
  problem: ShownInsights['problem']
  companyCount: number
}) {
  return (
    <StatCards
      stats={{
        likes: problem.likes,
        dislikes: problem.dislikes,
        companyCount,
        acceptedSubmissions: problem.acceptedSubmissions,
        totalSubmissions: problem.totalSubmissions,
        acRate: problem.acRate,
      }}
    />
  )
}

/**
 * The insights panel (docs/product.md#insights) for one problem. A slug no stored problem has still gets the
 * whole layout, with the three empty messages in place of the data. What interview mode hides is absent
 * from `insights`, and its parts are left out (docs/product.md#interview-mode).
 */
export function InsightsPanel({
  slug,
  insights,
  logoToken,
  redirectTo,
  nextReview = null,
  ratingKey = null,
  note = null,
  companyFacts = companyFactsFor(insights?.companies ?? []),
  similarCount = insights?.similar.length ?? 0,
}: {
  slug: string
  /** Its `companies` may be only the first chips, when `companyFacts` tells of them all. */
  insights: ShownInsights | null
  logoToken: string | null
  /** The page's own address, for the progress control's post without JavaScript. */
  redirectTo: string
  /** When the viewer's card for the problem is next due ('Next review: 3 Dec 2026'); null without one. */
  nextReview?: string | null
  /** The submission key of the rating form beside the progress control. */
  ratingKey?: string | null
  /** The viewer's own note on the problem, drawn under the statistics. */
  note?: ReactNode
  companyFacts?: CompanyFacts
  /** How many similar questions there are, when `insights.similar` holds only the first ones. */
  similarCount?: number
}) {
  const title = insights?.problem.title ?? null
  return (
    <div className="space-y-6">
      {insights ? (
        <>
          <ProblemSummary
            problem={insights.problem}
            topics={insights.topics}
            status={insights.status}
            redirectTo={redirectTo}
            nextReview={nextReview}
            ratingKey={ratingKey}
          />
          <KeptMarkup as="section" id="problem-stats" markupKey={STAT_CARDS_KEY} aria-label="Statistics">
            {() => <ProblemStatCards problem={insights.problem} companyCount={companyFacts.total} />}
          </KeptMarkup>
          {note}
        </>
      ) : (
        <UnknownProblem slug={slug} />
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <CompanyTags
          companies={insights?.companies ?? []}
          facts={companyFacts}
          problemTitle={title}
          logoToken={logoToken}
        />
        <SimilarQuestions similar={insights?.similar ?? []} total={similarCount} problemTitle={title} />
      </div>
    </div>
  )
}

function UnknownProblem({ slug }: { slug: string }) {
  return (
    <header className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
      <p className="font-mono text-sm text-ink-muted [overflow-wrap:anywhere]">{slug}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">
        {titleFromSlug(slug)}
      </h1>
      <EmptyMessage>{NO_DATA_FOUND}</EmptyMessage>
      <p className="mt-4 text-sm text-ink-muted">
        Check the slug against the problem’s address on LeetCode, or{' '}
        <Link to="/insights" className="font-semibold text-brand-700 underline underline-offset-4">
          search again
        </Link>
        .
      </p>
    </header>
  )
}
