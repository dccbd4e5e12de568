import { DifficultyBadge } from '~/components/difficulty-badge'
import { DISCOVER_ROUTE, useFollowInternalLinks } from '~/components/internal-links'
import { KeptMarkup } from '~/components/kept-markup'
import { Dialog } from '~/components/ui/dialog'
import { similarQuestionsPreview, VIEW_ALL_SIMILAR } from '~/domain/insights-panel'
import type { InterviewSafe } from '~/domain/interview-mode'
import type { SimilarQuestion } from '~/server/problems.server'
import { EmptyMessage } from './empty-message'
import { useFetchedOnOpen } from './fetched-on-open'

export const NO_SIMILAR_QUESTIONS = 'No similar questions found.'

/** Where the insights page's loader leaves a document's first similar questions, drawn once (KeptMarkup). */
export const SIMILAR_QUESTIONS_KEY = 'insights/similar'

/**
 * The first 4 similar questions, and all of them in a dialog when there are more than 5
 * (docs/product.md#insights).
 */
export function SimilarQuestions({
  similar,
  total = similar.length,
  problemTitle,
}: {
  /** Without their difficulties in interview mode; may be only the first ones, of `total`. */
  similar: readonly InterviewSafe<SimilarQuestion>[]
  total?: number
  problemTitle: string | null
}) {
  const { shown, viewAll } = similarQuestionsPreview(similar, total)
  return (
    <section
      aria-labelledby="similar-heading"
      className="rounded-card border border-line bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id="similar-heading" className="text-lg font-bold">
        Similar Questions
      </h2>
      {total === 0 ? (
        <EmptyMessage>{NO_SIMILAR_QUESTIONS}</EmptyMessage>
      ) : (
        <>
          <QuestionList questions={shown} className="mt-3" markupKey={SIMILAR_QUESTIONS_KEY} />
          {viewAll ? (
            <Dialog
              className="mt-4"
              openWith={VIEW_ALL_SIMILAR}
              triggerLabel={`View All ${total} Questions`}
              title={`${total} questions similar to ${problemTitle ?? 'this one'}`}
            >
              {similar.length < total ? <FetchedQuestionList /> : <QuestionList questions={similar} />}
            </Dialog>
          ) : null}
        </>
      )}
    </section>
  )
}

export const LOADING_SIMILAR = 'Loading the similar questions…'

/**
 * Every similar question, fetched when the dialog opens: the page came with the first ones only. The
 * same loader answers, so interview mode leaves out of it what it leaves out of the page.
 */
function FetchedQuestionList() {
  const similar = useFetchedOnOpen<{
    insights: { similar: InterviewSafe<SimilarQuestion>[] } | null
  }>(VIEW_ALL_SIMILAR)?.insights?.similar
  if (!similar) {
    return (
      <p role="status" className="px-2 py-2 text-sm text-ink-muted">
        {LOADING_SIMILAR}
      </p>
    )
  }
  return <QuestionList questions={similar} />
}

function QuestionList({
  questions,
  className,
  markupKey,
}: {
  questions: readonly InterviewSafe<SimilarQuestion>[]
  className?: string
  /** For the list a document's loader may have drawn already. */
  markupKey?: string
}) {
  // Plain anchors, followed in the app by one handler on the list (see useFollowInternalLinks).
  const followInternalLink = useFollowInternalLinks()
  return markupKey ? (
    <KeptMarkup
      as="ul"
      id="similar-questions"
      markupKey={markupKey}
      onClick={followInternalLink}
      className={className}
    >
      {() => <SimilarQuestionItems questions={questions} />}
    </KeptMarkup>
  ) : (
    <ul onClick={followInternalLink} className={className}>
      <SimilarQuestionItems questions={questions} />
    </ul>
  )
}

/** The items of a list of similar questions. */
export function SimilarQuestionItems({
  questions,
}: {
  questions: readonly InterviewSafe<SimilarQuestion>[]
}) {
  return questions.map((question) => (
    <li key={question.titleSlug} className="border-b border-line last:border-0">
      <a
        href={`/problems/${question.titleSlug}`}
        {...DISCOVER_ROUTE}
        className="group flex items-center justify-between gap-3 py-2.5 text-sm font-medium"
      >
        <span className="min-w-0 group-hover:text-brand-700 group-hover:underline">{question.title}</span>
        {typeof question.difficulty === 'number' ? (
          <DifficultyBadge difficulty={question.difficulty} />
        ) : null}
      </a>
    </li>
  ))
}
