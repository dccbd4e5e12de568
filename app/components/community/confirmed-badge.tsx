import { Badge } from '~/components/ui/badge'

/** "Confirmed": two different people reported it (docs/product.md#community-reports). */
export function ConfirmedBadge() {
  return (
    <Badge tone="easy" title="Reported by at least two different people">
      Confirmed
    </Badge>
  )
}
