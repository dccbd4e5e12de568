import type { SelectHTMLAttributes } from 'react'
import { cn } from '~/components/ui/cn'
import { Select } from '~/components/ui/field'
import type { TimeZoneGroup } from '~/domain/time-zones'

/**
 * Every IANA zone, grouped by region. A plain <select>: long, but it works everywhere, and typing a
 * city's first letters jumps to it because the labels start with the city.
 */
export function TimeZoneSelect({
  groups,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { groups: TimeZoneGroup[] }) {
  return (
    <Select className={cn('py-2', className)} {...props}>
      {groups.map((group) =>
        group.zones.length === 1 && group.region === group.zones[0]?.value ? (
          <option key={group.region} value={group.region}>
            {group.zones[0].label}
          </option>
        ) : (
          <optgroup key={group.region} label={group.region}>
            {group.zones.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </optgroup>
        ),
      )}
    </Select>
  )
}
