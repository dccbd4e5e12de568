import type { ReactNode } from 'react'
import { Badge } from '../ui/badge'

/** One list of the find-buddy page under its heading, with how many it holds. */
export function BuddySection({
  id,
  title,
  count,
  children,
}: {
  id: string
  title: string
  count: number
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="mb-4 flex items-center gap-2 text-xl font-semibold">
        {title}
        <Badge tone="neutral">{count}</Badge>
      </h2>
      {children}
    </section>
  )
}
