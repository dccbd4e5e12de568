import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card'

/** One of the cards beside /today's reviews: a section named by its small uppercase heading. */
export function SideCard({
  headingId,
  title,
  children,
}: {
  headingId: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5">
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  )
}
