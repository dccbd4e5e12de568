import { cn } from '~/components/ui/cn'
import type { Level, LevelColor } from '~/domain/difficulty'

// Whole class names per colour, so Tailwind finds them in the source; text stays above 4.5:1 on its tint.
const tones: Record<LevelColor, { pill: string; dot: string }> = {
  emerald: { pill: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25', dot: 'bg-emerald-500' },
  sky: { pill: 'bg-sky-50 text-sky-800 ring-sky-600/25', dot: 'bg-sky-500' },
  amber: { pill: 'bg-amber-50 text-amber-800 ring-amber-600/30', dot: 'bg-amber-500' },
  orange: { pill: 'bg-orange-50 text-orange-800 ring-orange-600/25', dot: 'bg-orange-500' },
  rose: { pill: 'bg-rose-50 text-rose-800 ring-rose-600/25', dot: 'bg-rose-500' },
}

/** A difficulty level (Novice … Expert) in its own colour. */
export function LevelPill({
  level,
  className,
}: {
  level: Pick<Level, 'name' | 'color'>
  className?: string
}) {
  const tone = tones[level.color]
  return (
    <span
      data-level={level.name}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
        tone.pill,
        className,
      )}
    >
      <span className={cn('size-2 rounded-full', tone.dot)} aria-hidden="true" />
      {level.name}
    </span>
  )
}
