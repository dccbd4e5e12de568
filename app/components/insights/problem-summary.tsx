import { useId } from 'react'
import { DifficultyBadge } from '~/components/difficulty-badge'
import { LevelPill } from '~/components/home/level-pill'
import { PremiumBadge } from '~/components/premium-badge'
import { ProgressControl, type ProblemStatus } from '~/components/progress-control'
import { RATE_AGAIN_NOTE, RATE_SOLVE_NOTE, RateSolveForm } from '~/components/rate-solve-form'
import { Badge } from '~/components/ui/badge'
import { ExternalButtonLink } from '~/components/ui/button'
import { difficultyLevel } from '~/domain/difficulty'
import { proProblemUrl } from '~/domain/insights-panel'
import { leetcodeProblemUrl } from '~/domain/leetcode-links'
import { PRODUCT_NAME } from '~/domain/site'
import type { InterviewSafe } from '~/domain/interview-mode'
import type { ProblemDetail } from '~/server/problems.server'

/**
 * The head of the panel: number, title, the difficulty label (docs/product.md#difficulty-label) next to
 * LeetCode's own difficulty, the contest rating where one exists, the topics, and the links and controls that
 * act on the problem. In interview mode the problem comes without its difficulty, contest rating and
 * topics, and the label, worked out from them, is left out with them.
 */
export function ProblemSummary({
  problem,
  topics,
  status,
  redirectTo,
  nextReview = null,
  ratingKey = null,
}: {
  problem: InterviewSafe<ProblemDetail>
  /** Absent in interview mode. */
  topics?: readonly string[]
  /** The viewer's mark on the problem, shown and changed with the same control as on the sheets. */
  status: ProblemStatus
  /** Where a form post without JavaScript comes back to. */
  redirectTo: string
  /** When the viewer's next review of the problem is due, told in their time zone; null without a card. */
  nextReview?: string | null
  /** The submission key of the page's rating form ("How did it go?"); no form without one. */
  ratingKey?: string | null
}) {
  const progressLabelId = useId()
  const level =
    problem.difficulty === undefined
      ? null
      : difficultyLevel({
          difficulty: problem.difficulty,
          acRate: problem.acRate ?? null,
          topics: topics ?? [],
        })
  return (
    <header className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
      <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          {problem.frontendId !== null ? (
            <p className="text-sm font-semibold text-brand-700">Problem {problem.frontendId}</p>
          ) : null}
          <h1 className="mt-1 text-2xl font-bold tracking-tight break-words sm:text-3xl">{problem.title}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {level ? (
              <span
                className="inline-flex items-center gap-2"
                title={`${PRODUCT_NAME} level, from the topics, the acceptance rate and the difficulty`}
              >
                <span className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Level</span>
                <LevelPill level={level} />
              </span>
            ) : null}
            {problem.difficulty === undefined ? null : <DifficultyBadge difficulty={problem.difficulty} />}
            {problem.isPaidOnly ? <PremiumBadge /> : null}
            {typeof problem.contestRating === 'number' ? (
              <Badge tone="neutral" title="Difficulty rating from weekly contest results">
                Contest rating {Math.round(problem.contestRating)}
              </Badge>
            ) : null}
          </div>
          {topics && topics.length > 0 ? (
            <ul aria-label="Topics" className="mt-4 flex flex-wrap gap-1.5">
              {topics.map((topic) => (
                <li
                  key={topic}
                  className="rounded-lg bg-canvas px-2 py-1 text-xs font-medium text-ink-muted ring-1 ring-line"
                >
                  {topic}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row sm:flex-wrap lg:max-w-xs lg:flex-col lg:items-stretch">
          {problem.isPaidOnly ? (
            <ExternalButtonLink href={proProblemUrl(problem.titleSlug)}>
              Code {PRODUCT_NAME}
            </ExternalButtonLink>
          ) : null}
          <ExternalButtonLink href={leetcodeProblemUrl(problem.titleSlug)} variant="secondary">
            Solve on LeetCode
          </ExternalButtonLink>
          <div
            role="group"
            aria-labelledby={progressLabelId}
            className="flex flex-wrap items-center gap-2 lg:justify-end"
          >
            <span
              id={progressLabelId}
              className="text-xs font-semibold tracking-wide text-ink-muted uppercase"
            >
              Your progress
            </span>
            <ProgressControl problemId={problem.id} status={status} redirectTo={redirectTo} />
            {nextReview ? (
              <p className="w-full text-sm font-medium text-ink-muted lg:text-right">{nextReview}</p>
            ) : null}
            {ratingKey ? (
              <RateSolveForm
                problemId={problem.id}
                submissionKey={ratingKey}
                redirectTo={redirectTo}
                note={status === 'solved' ? RATE_AGAIN_NOTE : RATE_SOLVE_NOTE}
                className="mt-1 w-full sm:max-w-sm lg:text-right"
              />
            ) : null}
          </div>
        </div>
      </div>
    </header>
  )
}
