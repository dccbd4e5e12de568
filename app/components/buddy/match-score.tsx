import { cn } from '~/components/ui/cn'
import type { BuddyCardView } from '~/domain/buddy-display'

type Match = NonNullable<BuddyCardView['match']>

/** Thresholds for the words beside the number; the number itself is what ranks. */
function matchWord(score: number): string {
  if (score >= 70) return 'Great match'
  if (score >= 40) return 'Good match'
  return 'Possible match'
}

/** The score in a disc, and the words that say what it means. */
export function MatchScore({ match }: { match: Match }) {
  const great = match.score >= 70
  return (
    <div
      className="flex shrink-0 items-center gap-2"
      aria-label={`Match score ${match.score} out of 100`}
      role="img"
    >
      <span
        className={cn(
          'flex size-12 items-center justify-center rounded-full text-lg font-bold tabular-nums',
          great ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset',
        )}
        aria-hidden="true"
      >
        {match.score}
      </span>
      <span className="hidden text-xs leading-tight font-semibold text-ink-muted sm:block" aria-hidden="true">
        {matchWord(match.score)}
        <span className="block font-normal text-ink-subtle">of 100</span>
      </span>
    </div>
  )
}

/** The one-line reason and, folded away, the points of each factor. A <details>, so it opens without JavaScript. */
export function MatchExplanation({ match }: { match: Match }) {
  return (
    <div className="rounded-xl bg-canvas px-3 py-2 text-sm">
      <p className="text-ink">
        <span className="font-semibold">Why: </span>
        {match.summary}
      </p>
      <details className="group mt-1">
        <summary className="cursor-pointer text-xs font-semibold text-brand-700 hover:underline">
          How the score of {match.score} adds up
        </summary>
        <ul className="mt-2 space-y-2">
          {match.factors.map((factor) => (
            <li key={factor.key}>
              <p className="flex items-baseline justify-between gap-3 text-xs">
                <span className="font-semibold text-ink">{factor.label}</span>
                <span className="text-ink-muted tabular-nums">
                  {factor.points} / {factor.maxPoints}
                  <span className="sr-only"> points</span>
                </span>
              </p>
              <p className="text-xs text-ink-muted">{factor.detail}</p>
              <span aria-hidden="true" className="mt-1 block h-1.5 overflow-hidden rounded-full bg-line">
                <span
                  className="block h-full rounded-full bg-brand-600"
                  style={{ width: `${factor.maxPoints ? (factor.points / factor.maxPoints) * 100 : 0}%` }}
                />
              </span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  )
}
