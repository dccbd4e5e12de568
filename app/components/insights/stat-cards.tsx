import { formatCount, formatPercent } from '~/domain/format'

export interface ProblemStats {
  likes: number | null
  dislikes: number | null
  companyCount: number
  acceptedSubmissions: number | null
  totalSubmissions: number | null
  acRate: number | null
}

const exact = new Intl.NumberFormat('en-US')

/**
 * The six stat cards in their order (docs/product.md#insights), with the short count format
 * (docs/product.md#number-formats).
 */
export function StatCards({ stats }: { stats: ProblemStats }) {
  const cards = [
    { label: 'Likes', value: formatCount(stats.likes), exact: stats.likes },
    { label: 'Dislikes', value: formatCount(stats.dislikes), exact: stats.dislikes },
    {
      label: 'Asked in',
      value: formatCount(stats.companyCount),
      exact: stats.companyCount,
      unit: stats.companyCount === 1 ? 'company' : 'companies',
    },
    { label: 'Accepted', value: formatCount(stats.acceptedSubmissions), exact: stats.acceptedSubmissions },
    { label: 'Submissions', value: formatCount(stats.totalSubmissions), exact: stats.totalSubmissions },
    { label: 'Acceptance', value: formatPercent(stats.acRate), exact: null },
  ]
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
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
