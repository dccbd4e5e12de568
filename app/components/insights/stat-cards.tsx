import { formatCount, formatPercent } from '~/domain/format'
import type { InterviewSafe } from '~/domain/interview-mode'
import { cn } from '~/components/ui/cn'

interface ProblemStats {
  likes: number | null
  dislikes: number | null
  companyCount: number
  acceptedSubmissions: number | null
  totalSubmissions: number | null
  acRate: number | null
}

interface StatCard {
  label: string
  value: string
  exact: number | null
  unit?: string
}

const exact = new Intl.NumberFormat('en-US')

/**
 * The six stat cards in their order (docs/product.md#insights), with the short count format
 * (docs/product.md#number-formats). In interview mode the acceptance and the two counts it is the ratio of
 * are absent, and their cards are left out.
 */
export function StatCards({ stats }: { stats: InterviewSafe<ProblemStats> }) {
  const cards: StatCard[] = [
    { label: 'Likes', value: formatCount(stats.likes), exact: stats.likes },
    { label: 'Dislikes', value: formatCount(stats.dislikes), exact: stats.dislikes },
    {
      label: 'Asked in',
      value: formatCount(stats.companyCount),
      exact: stats.companyCount,
      unit: stats.companyCount === 1 ? 'company' : 'companies',
    },
  ]
  if (stats.acceptedSubmissions !== undefined)
    cards.push({
      label: 'Accepted',
      value: formatCount(stats.acceptedSubmissions),
      exact: stats.acceptedSubmissions,
    })
  if (stats.totalSubmissions !== undefined)
    cards.push({
      label: 'Submissions',
      value: formatCount(stats.totalSubmissions),
      exact: stats.totalSubmissions,
    })
  if (stats.acRate !== undefined)
    cards.push({ label: 'Acceptance', value: formatPercent(stats.acRate), exact: null })
  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3', cards.length > 3 && 'lg:grid-cols-6')}>
      {cards.map((card) => (
        <div key={card.label} className="rounded-card border border-line bg-surface px-4 py-3 shadow-card">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{card.label}</dt>
          <dd
            className="mt-1 text-2xl font-bold tabular-nums"
            // The short form hides digits; the exact count is a hover away.
            title={card.exact !== null && card.exact > 1000 ? exact.format(card.exact) : undefined}
          >
            {card.value}
            {card.unit ? <span className="ml-1 text-sm font-medium text-ink-muted">{card.unit}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  )
}
