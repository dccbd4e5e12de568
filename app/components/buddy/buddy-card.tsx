import { useId, type ReactNode } from 'react'
import { LevelPill } from '~/components/home/level-pill'
import { Card } from '~/components/ui/card'
import { cn } from '~/components/ui/cn'
import type { BuddyCardView } from '~/domain/buddy-display'
import { MatchExplanation, MatchScore } from './match-score'

/**
 * One person on /find-buddy: who they are, how they practise, what they aim for, and how well they fit
 * the viewer. `contact` (the email, only for accepted pairs) and `actions` (the request buttons) are
 * given by the section that shows the card.
 */
export function BuddyCard({
  buddy,
  badge,
  contact,
  actions,
  className,
}: {
  buddy: BuddyCardView
  badge?: ReactNode
  contact?: ReactNode
  actions?: ReactNode
  className?: string
}) {
  const headingId = useId()
  return (
    <Card className={cn('flex h-full flex-col gap-4 p-5', className)}>
      <article aria-labelledby={headingId} className="flex flex-1 flex-col gap-4">
        <header className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
            >
              {buddy.displayName.charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0">
              <h3 id={headingId} className="truncate text-lg font-semibold">
                {buddy.displayName}
              </h3>
              <div className="mt-0.5 flex flex-wrap items-center gap-2">
                <LevelPill level={buddy.level} className="px-2 py-0.5 text-xs" />
                {badge}
              </div>
            </div>
          </div>
          {buddy.match ? <MatchScore match={buddy.match} /> : null}
        </header>

        <dl className="grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-2">
          <Fact label="Time zone">{buddy.timeZoneLabel}</Fact>
          <Fact label="Practice">{buddy.weeklyHours} h a week</Fact>
          {buddy.interview ? (
            <Fact label="Interview">
              <time dateTime={buddy.interview.date} title={buddy.interview.label}>
                {buddy.interview.countdown === 'passed'
                  ? `passed (${buddy.interview.label})`
                  : buddy.interview.countdown}
              </time>
            </Fact>
          ) : null}
          {buddy.leetcodeUrl ? (
            <Fact label="LeetCode">
              <a
                href={buddy.leetcodeUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                {buddy.leetcodeUsername}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Fact>
          ) : null}
        </dl>

        <ChipRow
          label="Languages"
          chips={buddy.languages.map((language) => ({ key: language.name, ...language }))}
        />
        <ChipRow
          label="Target companies"
          chips={buddy.companies.map((company) => ({ key: company.slug, ...company }))}
        />

        {buddy.intro ? (
          <p className="text-sm whitespace-pre-line break-words text-ink-muted">{buddy.intro}</p>
        ) : null}

        {buddy.match ? <MatchExplanation match={buddy.match} /> : null}
        {contact}
      </article>
      {actions ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-line pt-4">{actions}</div>
      ) : null}
    </Card>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-1.5">
      <dt className="text-ink-subtle">{label}:</dt>
      <dd className="min-w-0 truncate font-medium text-ink">{children}</dd>
    </div>
  )
}

function ChipRow({
  label,
  chips,
}: {
  label: string
  chips: { key: string; name: string; shared: boolean }[]
}) {
  if (chips.length === 0) return null
  return (
    <div>
      <p className="mb-1.5 text-xs font-semibold tracking-wide text-ink-subtle uppercase">{label}</p>
      <ul className="flex flex-wrap gap-1.5">
        {chips.map((chip) => (
          <li
            key={chip.key}
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-medium',
              chip.shared
                ? 'bg-brand-100 text-brand-800 ring-1 ring-brand-300 ring-inset'
                : 'bg-slate-100 text-ink-muted',
            )}
          >
            {chip.name}
            {chip.shared ? <span className="sr-only"> (you too)</span> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
