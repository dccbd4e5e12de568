import type { ComponentProps } from 'react'
import { cn } from './cn'

type Tone = 'brand' | 'accent' | 'neutral' | 'easy' | 'medium' | 'hard'

const tones: Record<Tone, string> = {
  brand: 'bg-brand-100 text-brand-800',
  accent: 'bg-accent-700 text-white',
  neutral: 'bg-slate-100 text-ink-muted',
  easy: 'bg-easy-bg text-easy',
  medium: 'bg-medium-bg text-medium',
  hard: 'bg-hard-bg text-hard',
}

export function Badge({ tone = 'brand', className, ...props }: ComponentProps<'span'> & { tone?: Tone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}

export function NewBadge({ className }: { className?: string }) {
  return (
    <Badge tone="accent" className={cn('uppercase tracking-wide', className)}>
      New
    </Badge>
  )
}
