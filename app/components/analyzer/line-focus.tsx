import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import type { LineRange } from '~/domain/analyzer/types'
import { cn } from '~/components/ui/cn'
import { useHydrated } from '~/components/use-hydrated'

/**
 * Which lines of the code the report is pointing at. Hovering or focusing a finding previews its lines in
 * the editor; clicking one of its line buttons pins them (and scrolls the editor there) until clicked again.
 */
interface LineFocus {
  /** The lines to light up: the previewed finding's, else the pinned one's. */
  active: readonly LineRange[]
  pinned: string | null
  /** Bumped on every pin, so the editor scrolls even when the same lines are pinned again. */
  pinCount: number
  preview: (ranges: readonly LineRange[] | null) => void
  toggle: (key: string, ranges: readonly LineRange[]) => void
}

const NONE: readonly LineRange[] = []
const LineFocusContext = createContext<LineFocus | null>(null)

export function LineFocusProvider({ children }: { children: ReactNode }) {
  const [previewed, setPreviewed] = useState<readonly LineRange[] | null>(null)
  const [pin, setPin] = useState<{ key: string; ranges: readonly LineRange[]; count: number } | null>(null)
  const value = useMemo<LineFocus>(
    () => ({
      active: previewed ?? pin?.ranges ?? NONE,
      pinned: pin?.key ?? null,
      pinCount: pin?.count ?? 0,
      preview: setPreviewed,
      toggle: (key, ranges) => {
        // The click decides what shows, even while the pointer still rests on the finding.
        setPreviewed(null)
        setPin((current) => (current?.key === key ? null : { key, ranges, count: (current?.count ?? 0) + 1 }))
      },
    }),
    [previewed, pin],
  )
  return <LineFocusContext value={value}>{children}</LineFocusContext>
}

export function useLineFocus(): LineFocus | null {
  return useContext(LineFocusContext)
}

export function isLineActive(line: number, ranges: readonly LineRange[]): boolean {
  return ranges.some(([start, end]) => line >= start && line <= end)
}

export function rangeLabel([start, end]: LineRange): string {
  return start === end ? `line ${start}` : `lines ${start}–${end}`
}

/** A finding of the report: hovering or focusing anything inside it previews its lines in the editor. */
export function Finding({
  lines,
  className,
  children,
  as: Tag = 'li',
  labelledBy,
}: {
  lines: readonly LineRange[]
  className?: string
  children: ReactNode
  as?: 'li' | 'div' | 'tr' | 'section'
  labelledBy?: string
}) {
  const focus = useLineFocus()
  const enter = focus && lines.length > 0 ? () => focus.preview(lines) : undefined
  const leave = focus && lines.length > 0 ? () => focus.preview(null) : undefined
  return (
    <Tag
      className={className}
      aria-labelledby={labelledBy}
      onMouseEnter={enter}
      onMouseLeave={leave}
      onFocus={enter}
      onBlur={leave}
    >
      {children}
    </Tag>
  )
}

/**
 * The line references of a finding. With JavaScript each is a button that pins the lines in the editor;
 * without, the same words as plain text.
 */
export function LineRefs({
  id,
  lines,
  className,
}: {
  /** Unique within the report, so that one pinned finding is told from another with the same lines. */
  id: string
  lines: readonly LineRange[]
  className?: string
}) {
  const hydrated = useHydrated()
  const focus = useLineFocus()
  if (lines.length === 0) return null
  return (
    <span className={cn('inline-flex flex-wrap gap-1.5', className)}>
      {lines.map((range, index) => {
        const label = rangeLabel(range)
        const chip =
          'inline-flex items-center rounded-md border px-1.5 py-0.5 font-mono text-xs font-medium whitespace-nowrap'
        if (!hydrated || !focus) {
          return (
            <span key={index} className={cn(chip, 'border-line bg-canvas text-ink-muted')}>
              <span className="sr-only">{label}</span>
              <span aria-hidden="true">{shortLabel(range)}</span>
            </span>
          )
        }
        const key = `${id}:${index}`
        const pressed = focus.pinned === key
        return (
          <button
            key={index}
            type="button"
            aria-pressed={pressed}
            aria-label={`Show ${label} in the editor`}
            title={`Show ${label} in the editor`}
            onClick={() => focus.toggle(key, [range])}
            className={cn(
              chip,
              'cursor-pointer transition-colors',
              pressed
                ? 'border-yellow-500 bg-yellow-100 text-yellow-900'
                : 'border-line bg-canvas text-ink-muted hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800',
            )}
          >
            {shortLabel(range)}
          </button>
        )
      })}
    </span>
  )
}

function shortLabel([start, end]: LineRange): string {
  return start === end ? `L${start}` : `L${start}–${end}`
}
