import type { ComponentProps } from 'react'
import { cn } from './cn'

type Tone = 'brand' | 'accent' | 'neutral' | 'easy' | 'medium' | 'hard'

export function Badge({ tone = 'brand', className, ...props }: ComponentProps<'span'> & { tone?: Tone }) {
  return <span className={cn('badge', `badge-${tone}`, className)} {...props} />
}

export function NewBadge({ className }: { className?: string }) {
  return (
    <Badge tone="accent" className={cn('uppercase tracking-wide', className)}>
      New
    </Badge>
  )
}
