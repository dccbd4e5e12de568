import { cn } from '~/components/ui/cn'
import type { MonogramTone } from './home-companies'

const tones: Record<MonogramTone, string> = {
  brand: 'bg-brand-600',
  brandDeep: 'bg-brand-700',
  brandDark: 'bg-brand-800',
  accent: 'bg-accent-600',
  easy: 'bg-easy',
  medium: 'bg-medium',
  hard: 'bg-hard',
  ink: 'bg-ink',
  slate: 'bg-ink-muted',
}

/** A company's first letter in a coloured circle: the logo until a logo service is wired in. */
export function CompanyMonogram({
  name,
  tone,
  className,
}: {
  name: string
  tone: MonogramTone
  className?: string
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-14 shrink-0 items-center justify-center rounded-full text-2xl font-extrabold text-white shadow-sm ring-4 ring-white',
        tones[tone],
        className,
      )}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  )
}
