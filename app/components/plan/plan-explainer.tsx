import { difficultyByCode } from '~/domain/difficulty'
import { formatMinutes } from '~/domain/plan-text'
import {
  dailyBudgetMinutes,
  difficultyPreference,
  MINUTES_BY_DIFFICULTY,
  MINUTES_PER_REVIEW,
  type StudyLevel,
} from '~/domain/study-plan'

const LEVEL_NAMES: Record<StudyLevel, string> = {
  beginner: 'a beginner',
  intermediate: 'intermediate',
  advanced: 'advanced',
}

/** "easy, then medium, then hard". */
function preferenceText(level: StudyLevel): string {
  return difficultyPreference(level)
    .map((code) => difficultyByCode(code)?.label.toLowerCase())
    .join(', then ')
}

/** The explainer's list: drawn once per overview on the server (plan.tsx), inside its <dl>. */
export const PLAN_EXPLAINER_CLASS = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'

/**
 * "How this plan was made": the planner's rules in words, with the user's own numbers, so the schedule can
 * be checked by hand (docs/product.md#interview-plan). The terms and descriptions of the list.
 */
export function PlanExplainerRules({ level, hoursPerWeek }: { level: StudyLevel; hoursPerWeek: number }) {
  const rules: { title: string; text: string }[] = [
    {
      title: 'Which problems, in which order',
      text: `A new plan takes the company’s questions: those you have not solved first, then by the most recent timeframe it asked each in (the last 30 days before the last 3 months, and so on), then by difficulty to suit your level (you count as ${LEVEL_NAMES[level]} from what you have solved, so ${preferenceText(level)}), then the most asked. It keeps as many as fit before the interview. That order is the plan’s list, and yours to change: reorder or remove problems on the list’s page and the plan follows.`,
    },
    {
      title: 'Time per problem',
      text: `Easy ${formatMinutes(MINUTES_BY_DIFFICULTY[1])}, medium ${formatMinutes(MINUTES_BY_DIFFICULTY[2])}, hard ${formatMinutes(MINUTES_BY_DIFFICULTY[3])}, and ${formatMinutes(MINUTES_PER_REVIEW)} for a review: an interview’s pace.`,
    },
    {
      title: 'Time per day',
      text: `The week’s hours spread over seven days: ${hoursPerWeek} hours a week make ${formatMinutes(dailyBudgetMinutes(hoursPerWeek))} a day, and no day gets more. A problem longer than a day’s time fits no day.`,
    },
    {
      title: 'Each day',
      text: 'First the reviews spaced repetition has due that day (overdue ones today), since forgetting costs more than a new problem. Then the problems in the list’s order: the first one that fits the time left goes next, so a long problem never holds up shorter ones behind it.',
    },
    {
      title: 'Two interviews at once',
      text: 'All plans share one day. The larger of their hours counts, since two interviews give you no more time; the earlier interview’s problems come first, and a problem on both lists is planned once, for the earlier one.',
    },
    {
      title: 'Every day again',
      text: 'The schedule is worked out afresh whenever you look, from what you have marked: what you missed moves to the days after, what you did early leaves room, and what you did today counts against today’s time. A problem is done for the plan once you mark it solved (or to revisit): from then on its reviews bring it back.',
    },
  ]
  return rules.map((rule) => (
    <div key={rule.title} className="rounded-xl border border-line bg-surface p-4">
      <dt className="font-semibold">{rule.title}</dt>
      <dd className="mt-1 text-sm text-ink-muted">{rule.text}</dd>
    </div>
  ))
}
