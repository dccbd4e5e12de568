import type { ReactNode } from 'react'
import { Card } from '../ui/card'
import { cn } from '../ui/cn'

/** One block of the account page: a heading that names it, a line that explains it, then its content. */
export function AccountSection({
  id,
  title,
  description,
  children,
  danger = false,
}: {
  id: string
  title: string
  description: ReactNode
  children: ReactNode
  danger?: boolean
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card className={cn('p-5 sm:p-6', danger && 'border-red-200')}>
        <h2 id={`${id}-heading`} className={cn('text-lg font-semibold', danger && 'text-danger')}>
          {title}
        </h2>
        <div className="mt-1 text-sm text-ink-muted">{description}</div>
        <div className="mt-5">{children}</div>
      </Card>
    </section>
  )
}
