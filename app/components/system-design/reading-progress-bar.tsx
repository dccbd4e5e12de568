import type { RefObject } from 'react'
import { useReadingProgress } from './use-reading-position'

/**
 * A thin bar across the top of the window showing how far through the chapter the reader is
 * (docs/product.md#system-design-notes). Rendered only once JavaScript runs, since it cannot move without it.
 */
export function ReadingProgressBar({ article }: { article: RefObject<HTMLElement | null> }) {
  const progress = useReadingProgress(article)
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 bg-brand-100/70" aria-hidden="true">
      <div
        data-testid="reading-progress"
        data-progress={Math.round(progress * 100)}
        className="h-full origin-left bg-brand-600"
        style={{ transform: `scaleX(${progress})` }}
      />
    </div>
  )
}
