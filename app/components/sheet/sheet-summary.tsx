import { DISCOVER_ROUTE, useFollowInternalLinks } from '~/components/internal-links'
import { Card } from '~/components/ui/card'
import { cn } from '~/components/ui/cn'
import { DIFFICULTIES, type DifficultyName } from '~/domain/difficulty'
import { wholeNumber } from './numbers'
import './sheet.css'

export interface DifficultyTally {
  1: number
  2: number
  3: number
  total: number
}

/** Whole class names, so the build keeps them. */
const DIFFICULTY_CLASSES: Record<DifficultyName, { bar: string; text: string }> = {
  easy: { bar: 'bg-easy', text: 'text-easy' },
  medium: { bar: 'bg-medium', text: 'text-medium' },
  hard: { bar: 'bg-hard', text: 'text-hard' },
}

function share(part: number, whole: number): string {
  return `${whole > 0 ? Math.min(100, (part / whole) * 100) : 0}%`
}

function Bar({ part, whole, className }: { part: number; whole: number; className: string }) {
  return (
    <span className="mt-1.5 block h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
      <span className={cn('block h-full rounded-full', className)} style={{ width: share(part, whole) }} />
    </span>
  )
}

/**
 * What the list holds and how far the user is through it: "N of M solved" for the list and, unless
 * interview mode hides them, for each difficulty; the problems marked to revisit; and the company's most
 * common topics. In interview mode the two hidden cards are left out, not emptied. Its ten links are plain
 * anchors that the block's one click handler navigates in the app (useFollowInternalLinks): ten <Link>s
 * were a noticeable part of the sheet's server render.
 */
export function SheetSummary({
  listLabel,
  progress,
  byDifficulty,
  topTopics,
  hrefs,
}: {
  /** The timeframe the figures describe, such as 'All time'. */
  listLabel: string
  /** The list's size, and how many of its problems the user has solved or marked to revisit. */
  progress: { total: number; solved: number; revisit: number }
  /** The same by difficulty; null in interview mode. */
  byDifficulty: { counts: DifficultyTally; solved: DifficultyTally } | null
  /** Null in interview mode. */
  topTopics: { topic: string; problems: number; href: string }[] | null
  hrefs: { unsolved: string; revisit: string }
}) {
  const followInternalLink = useFollowInternalLinks()
  return (
    <div
      className={cn('grid gap-4', (byDifficulty || topTopics) && 'md:grid-cols-2 xl:grid-cols-3')}
      onClick={followInternalLink}
    >
      <Card className="p-5">
        <h2 className="text-sm font-semibold text-ink-muted">
          Your progress <span className="font-normal">· {listLabel}</span>
        </h2>
        <p className="mt-2 text-2xl font-bold tabular-nums">
          {wholeNumber(progress.solved)} of {wholeNumber(progress.total)} solved
        </p>
        <Bar part={progress.solved} whole={progress.total} className="bg-brand-600" />
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <a
            className="font-semibold text-brand-700 hover:underline"
            href={hrefs.unsolved}
            {...DISCOVER_ROUTE}
          >
            Show unsolved
          </a>
          <a
            className="font-semibold text-brand-700 hover:underline"
            href={hrefs.revisit}
            {...DISCOVER_ROUTE}
          >
            {wholeNumber(progress.revisit)} to revisit
          </a>
        </p>
      </Card>

      {byDifficulty ? <ByDifficulty listLabel={listLabel} {...byDifficulty} /> : null}

      {topTopics ? (
        <Card className="p-5 md:col-span-2 xl:col-span-1">
          <h2 className="text-sm font-semibold text-ink-muted">Top topics</h2>
          {topTopics.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">No topics recorded for these problems yet.</p>
          ) : (
            <ul className="mt-3 flex flex-wrap gap-1.5">
              {topTopics.map(({ topic, problems, href }) => (
                <li key={topic}>
                  <a className="sheet-chip" href={href} {...DISCOVER_ROUTE}>
                    {topic}
                    <span>{wholeNumber(problems)}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}
    </div>
  )
}

function ByDifficulty({
  listLabel,
  counts,
  solved,
}: {
  listLabel: string
  counts: DifficultyTally
  solved: DifficultyTally
}) {
  return (
    <Card className="p-5">
      <h2 className="text-sm font-semibold text-ink-muted">
        By difficulty <span className="font-normal">· {listLabel}</span>
      </h2>
      <ul className="mt-2 space-y-2.5">
        {DIFFICULTIES.map(({ code, name, label }) => (
          <li key={code} className="text-sm">
            <span className="flex justify-between gap-2">
              <span className={cn('font-semibold', DIFFICULTY_CLASSES[name].text)}>{label}</span>
              <span className="text-ink-muted tabular-nums">
                {wholeNumber(solved[code])} of {wholeNumber(counts[code])} solved
              </span>
            </span>
            <Bar part={solved[code]} whole={counts[code]} className={DIFFICULTY_CLASSES[name].bar} />
          </li>
        ))}
      </ul>
    </Card>
  )
}
