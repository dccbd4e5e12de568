import { Badge } from './ui/badge'

/**
 * A paid-only LeetCode problem (docs/product.md#premium-problems): the one badge sheet rows, the insights
 * panel and lists show, so it reads the same everywhere.
 */
export function PremiumBadge({ className }: { className?: string }) {
  return (
    <Badge
      tone="accent"
      className={className}
      title="Paid-only on LeetCode: solving it needs LeetCode Premium"
    >
      Premium
    </Badge>
  )
}
